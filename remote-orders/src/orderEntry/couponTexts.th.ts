import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Thai texts of couponTexts.ts (fetched when Thai is chosen).
export default {
  orderEntry: {
    coupon: {
      title: 'คูปอง',
      none: 'ไม่ใช้คูปอง',
      empty: 'ไม่มีคูปองที่ใช้ได้ในกระเป๋าของคุณ',
      idle: 'คูปองจะแสดงเมื่อคำนวณค่าขนส่งแล้ว',
      off: 'ลด {{amount}}',
      until: 'ใช้ได้ถึง {{date}}',
      discount: 'ส่วนลดคูปอง',
      totalAfter: 'รวมหลังหักส่วนลด',
    },
  },
} satisfies Translation<Texts>;
