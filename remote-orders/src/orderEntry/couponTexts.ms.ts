import type { Translation } from 'shared';
import type { Texts } from './couponTexts';

// The Malay texts of couponTexts.ts (fetched when Malay is chosen).
export default {
  orderEntry: {
    coupon: {
      title: 'Kupon',
      none: 'Tiada kupon',
      empty: 'Tiada kupon tersedia dalam dompet anda',
      idle: 'Kupon anda dipaparkan setelah caj penghantaran dikira',
      off: 'Potongan {{amount}}',
      until: 'sah sehingga {{date}}',
      discount: 'Diskaun kupon',
      totalAfter: 'Jumlah selepas diskaun',
    },
  },
} satisfies Translation<Texts>;
