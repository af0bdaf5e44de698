import type { Translation } from 'shared';
import type { Texts } from './UploadSection';

// The Thai texts of UploadSection.ts (fetched when Thai is chosen).
export default {
  upload: {
    documents: 'เอกสาร (xlsx / pdf ไม่เกิน 1 MB สูงสุด 3 ไฟล์)',
    images: 'รูปภาพ (การ์ดรูปภาพ ไม่เกิน 2 MB)',
    value: 'ค่าปัจจุบัน',
    empty: '(ว่าง)',
  },
} satisfies Translation<Texts>;
