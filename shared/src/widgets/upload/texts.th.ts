import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  upload: {
    select: 'เลือกไฟล์',
    add: 'อัปโหลด',
    hintTypes: 'รองรับ {{types}}',
    hintSize: 'ไม่เกิน {{size}} ต่อไฟล์',
    hintLimit: 'สูงสุด {{limit}} ไฟล์',
  },
} satisfies Translation<Texts>;
