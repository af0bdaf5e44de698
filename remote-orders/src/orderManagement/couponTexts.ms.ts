import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Malay texts of couponTexts.ts (fetched when Malay is chosen).
export default {
  orderManagement: {
    detail: {
      coupon: 'Kupon',
      couponLine: '{{code}}: potongan {{discount}} untuk caj penghantaran',
    },
  },
} satisfies Translation<Texts>;
