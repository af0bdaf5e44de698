import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  commission: {
    detail: 'Butiran',
    detailTitle: 'Butiran komisen',
    columns: {
      billCode: 'No. waybill',
      feeBase: 'Asas fi',
      rate: 'Kadar',
      minFee: 'Fi minimum',
      fee: 'Fi',
      vat: 'CJP',
      total: 'Jumlah',
      status: 'Status',
      deliveredAt: 'Dihantar pada',
      batchNo: 'No. kelompok',
    },
    statuses: {
      UNBILLED: 'Belum dibilkan',
      BILLED: 'Dibilkan',
      DEDUCTED: 'Ditolak',
      REVERSED: 'Dibatalkan semula',
    },
    totals: {
      count: 'Bungkusan',
    },
  },
} satisfies Translation<Texts>;
