import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  attachments: {
    files: 'Fail',
    none: 'Tiada fail',
    preview: 'Pratonton {{name}}',
  },
} satisfies Translation<Texts>;
