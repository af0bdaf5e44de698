import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  attachments: {
    files: 'ไฟล์',
    none: 'ไม่มีไฟล์',
    preview: 'ดูตัวอย่าง {{name}}',
  },
} satisfies Translation<Texts>;
