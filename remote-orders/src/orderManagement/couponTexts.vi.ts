import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Vietnamese texts of couponTexts.ts (fetched when Vietnamese is chosen).
export default {
  orderManagement: {
    detail: {
      coupon: 'Mã giảm giá',
      couponLine: '{{code}}: giảm {{discount}} cước vận chuyển',
    },
  },
} satisfies Translation<Texts>;
