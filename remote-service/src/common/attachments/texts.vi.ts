import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Vietnamese texts of texts.ts (fetched when Vietnamese is chosen).
export default {
  attachments: {
    files: 'Tệp',
    none: 'Không có tệp',
    preview: 'Xem trước {{name}}',
  },
} satisfies Translation<Texts>;
