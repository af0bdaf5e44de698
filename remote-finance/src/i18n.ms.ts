import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Malay texts of i18n.ts (fetched when Malay is chosen).
export default {
  statement: {
    title: 'Penyata bulanan',
  },
  codBill: {
    title: 'Bil COD',
  },
  commission: {
    title: 'Penyesuaian komisen COD',
  },
  reconciliation: {
    title: 'Penyesuaian COD',
  },
  payout: {
    title: 'Kalendar pembayaran',
  },
  coupon: {
    title: 'Baucar',
  },
  standalone: {
    title: 'Modul kewangan (berdiri sendiri)',
  },
} satisfies Translation<Texts>;
