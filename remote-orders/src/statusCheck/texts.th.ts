import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Thai texts of texts.ts (fetched when Thai is chosen).
export default {
  statusCheck: {
    days: 'จำนวนวันที่ไม่มีความเคลื่อนไหว',
    daysHint: 'วัน',
    product: 'ผลิตภัณฑ์',
    allProducts: 'ผลิตภัณฑ์ทั้งหมด',
    daysStill: 'จำนวนวันที่หยุดนิ่ง',
    lastMovedAt: 'เคลื่อนไหวล่าสุด',
    track: 'ติดตาม {{billCode}}',
    export: 'ส่งออก',
  },
} satisfies Translation<Texts>;
