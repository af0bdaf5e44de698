import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Thai texts of couponTexts.ts (fetched when Thai is chosen).
export default {
  orderManagement: {
    detail: {
      coupon: 'คูปอง',
      couponLine: '{{code}}: ลดค่าขนส่ง {{discount}}',
    },
  },
} satisfies Translation<Texts>;
