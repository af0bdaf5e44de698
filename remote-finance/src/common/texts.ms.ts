import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  codBill: {
    cards: {
      held: 'Dipegang (telah dikutip)',
      inProcess: 'Dalam proses',
      paidThisMonth: 'Dibayar bulan ini',
    },
    columns: {
      billCode: 'No. waybill',
      customerOrderNo: 'No. pesanan pelanggan',
      productType: 'Produk',
      codAmount: 'Amaun COD',
      goodsValue: 'Nilai barang',
      status: 'Status',
      deliveredAt: 'Dihantar pada',
      signer: 'Penandatangan',
      expectedPayoutDay: 'Jangkaan pembayaran',
      batchNo: 'No. kelompok',
    },
    statuses: {
      AWAITING_COLLECTION: 'Menunggu kutipan',
      COLLECTED: 'Telah dikutip',
      IN_BATCH: 'Dalam kelompok',
      REMITTED: 'Telah dibayar',
      DISPUTED: 'Dipertikaikan',
      FAILED_TO_COLLECT: 'Gagal dikutip',
      RETURNED: 'Dipulangkan',
    },
    deliveredFrom: 'Dihantar dari',
    deliveredTo: 'Dihantar hingga',
    export: 'Eksport',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'Dijana',
      MAILED: 'Dihantar melalui e-mel',
      VERIFIED: 'Disahkan',
      AGREED: 'Dipersetujui',
      DISPUTED: 'Dipertikaikan',
      ADJUSTED: 'Diselaraskan',
      PAYMENT_SCHEDULED: 'Pembayaran dijadualkan',
      PAID: 'Dibayar',
      TRANSFER_FAILED: 'Pindahan gagal',
    },
  },
} satisfies Translation<Texts>;
