import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts several finance pages share: the COD bill's columns and statuses (the bill, the
// commission, the batches, the statement), a COD batch's status names (the reconciliation batches,
// the payout calendar). Each page's own texts import this file.
const zh = {
  codBill: {
    cards: {
      held: '待结算（已代收）',
      inProcess: '结算中',
      paidThisMonth: '本月已打款',
    },
    columns: {
      billCode: '运单号',
      customerOrderNo: '客户订单号',
      productType: '产品',
      codAmount: 'COD金额',
      goodsValue: '货值',
      status: '状态',
      deliveredAt: '签收时间',
      signer: '签收人',
      expectedPayoutDay: '预计结算日',
      batchNo: '批次号',
    },
    statuses: {
      AWAITING_COLLECTION: '待代收',
      COLLECTED: '已代收',
      IN_BATCH: '结算中',
      REMITTED: '已打款',
      DISPUTED: '申诉中',
      FAILED_TO_COLLECT: '代收失败',
      RETURNED: '已退回',
    },
    deliveredFrom: '签收日期从',
    deliveredTo: '签收日期至',
    export: '导出',
  },
  reconciliation: {
    statuses: {
      GENERATED: '已生成',
      MAILED: '已发邮件',
      VERIFIED: '已核验',
      AGREED: '已确认',
      DISPUTED: '申诉中',
      ADJUSTED: '已调整',
      PAYMENT_SCHEDULED: '待打款',
      PAID: '已打款',
      TRANSFER_FAILED: '打款失败',
    },
  },
};

const en: typeof zh = {
  codBill: {
    cards: {
      held: 'Held (collected)',
      inProcess: 'In process',
      paidThisMonth: 'Paid this month',
    },
    columns: {
      billCode: 'Waybill no.',
      customerOrderNo: 'Customer order no.',
      productType: 'Product',
      codAmount: 'COD amount',
      goodsValue: 'Goods value',
      status: 'Status',
      deliveredAt: 'Delivered at',
      signer: 'Signer',
      expectedPayoutDay: 'Expected payout',
      batchNo: 'Batch no.',
    },
    statuses: {
      AWAITING_COLLECTION: 'Awaiting collection',
      COLLECTED: 'Collected',
      IN_BATCH: 'In batch',
      REMITTED: 'Remitted',
      DISPUTED: 'Disputed',
      FAILED_TO_COLLECT: 'Failed to collect',
      RETURNED: 'Returned',
    },
    deliveredFrom: 'Delivered from',
    deliveredTo: 'Delivered to',
    export: 'Export',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'Generated',
      MAILED: 'Mailed',
      VERIFIED: 'Verified',
      AGREED: 'Agreed',
      DISPUTED: 'Disputed',
      ADJUSTED: 'Adjusted',
      PAYMENT_SCHEDULED: 'Payment scheduled',
      PAID: 'Paid',
      TRANSFER_FAILED: 'Transfer failed',
    },
  },
};

const id: typeof zh = {
  codBill: {
    cards: {
      held: 'Tertahan (terkumpul)',
      inProcess: 'Dalam proses',
      paidThisMonth: 'Dibayar bulan ini',
    },
    columns: {
      billCode: 'No. resi',
      customerOrderNo: 'No. pesanan',
      productType: 'Produk',
      codAmount: 'Nilai COD',
      goodsValue: 'Nilai barang',
      status: 'Status',
      deliveredAt: 'Diterima',
      signer: 'Penerima',
      expectedPayoutDay: 'Perkiraan bayar',
      batchNo: 'No. batch',
    },
    statuses: {
      AWAITING_COLLECTION: 'Menunggu penagihan',
      COLLECTED: 'Terkumpul',
      IN_BATCH: 'Dalam batch',
      REMITTED: 'Sudah ditransfer',
      DISPUTED: 'Keberatan',
      FAILED_TO_COLLECT: 'Gagal ditagih',
      RETURNED: 'Diretur',
    },
    deliveredFrom: 'Diterima dari',
    deliveredTo: 'Diterima sampai',
    export: 'Ekspor',
  },
  reconciliation: {
    statuses: {
      GENERATED: 'Dibuat',
      MAILED: 'Dikirim',
      VERIFIED: 'Diverifikasi',
      AGREED: 'Disetujui',
      DISPUTED: 'Keberatan',
      ADJUSTED: 'Disesuaikan',
      PAYMENT_SCHEDULED: 'Dijadwalkan',
      PAID: 'Dibayar',
      TRANSFER_FAILED: 'Transfer gagal',
    },
  },
};

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  },
);
