import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Khmer texts of texts.ts (fetched when Khmer is chosen).
export default {
  attachments: {
    files: 'ឯកសារ',
    none: 'គ្មានឯកសារ',
    preview: 'មើលជាមុន {{name}}',
  },
} satisfies Translation<Texts>;
