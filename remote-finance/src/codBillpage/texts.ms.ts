import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  payout: {
    day: 'Hari',
    batches: 'Kelompok untuk dibayar',
    lines: 'Waybill yang belum dalam kelompok',
    expectedNet: 'Jangkaan bersih',
    total: 'Jumlah hari',
    waybills: '{{count}} waybill',
    windowTotal: 'Jumlah {{from}} hingga {{to}}',
    empty: 'Tiada pembayaran dalam tempoh ini',
    days: 'Hari',
    carriedOver:
      'Perlu dibayar lebih awal, belum dalam kelompok: {{count}} waybill, {{amount}} (dibayar bersama kelompok seterusnya)',
  },
} satisfies Translation<Texts>;
