import { addResources } from 'shared';

export const NAMESPACE = 'remote-finance';

const zh = {
  statement: {
    title: '月结对账单',
  },
  codBill: {
    title: 'COD账单',
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
  commission: {
    title: 'COD手续费对账',
  },
  reconciliation: {
    title: 'COD对账',
  },
  payout: {
    title: '打款日历',
  },
  coupon: {
    title: '优惠券',
  },
  standalone: { title: '财务模块（独立运行）' },
};

const en: typeof zh = {
  statement: {
    title: 'Monthly statement',
  },
  codBill: {
    title: 'COD bill',
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
  commission: {
    title: 'COD commission reconciliation',
  },
  reconciliation: {
    title: 'COD reconciliation',
  },
  payout: {
    title: 'Payout calendar',
  },
  coupon: {
    title: 'Vouchers',
  },
  standalone: { title: 'Finance remote (standalone)' },
};

const id: typeof zh = {
  statement: {
    title: 'Tagihan bulanan',
  },
  codBill: {
    title: 'Tagihan COD',
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
  commission: {
    title: 'Rekonsiliasi komisi COD',
  },
  reconciliation: {
    title: 'Rekonsiliasi COD',
  },
  payout: {
    title: 'Kalender pembayaran',
  },
  coupon: {
    title: 'Voucher',
  },
  standalone: { title: 'Modul keuangan (mandiri)' },
};

addResources(NAMESPACE, { zh, en, id });
