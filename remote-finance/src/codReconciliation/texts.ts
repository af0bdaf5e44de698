import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the codReconciliation screens; a page title stays in ../i18n.ts for the tabs and menus.

const zh = {
  commission: {
    detail: '详情',
    detailTitle: '手续费详情',
    columns: {
      billCode: '运单号',
      feeBase: '计费基数',
      rate: '费率',
      minFee: '最低手续费',
      fee: '手续费',
      vat: '增值税',
      total: '合计',
      status: '状态',
      deliveredAt: '签收时间',
      batchNo: '批次号',
    },
    statuses: {
      UNBILLED: '未出账',
      BILLED: '已出账',
      DEDUCTED: '已扣除',
      REVERSED: '已冲回',
    },
    totals: {
      count: '票数',
    },
  },
};

const en: typeof zh = {
  commission: {
    detail: 'Detail',
    detailTitle: 'Commission detail',
    columns: {
      billCode: 'Waybill no.',
      feeBase: 'Fee base',
      rate: 'Rate',
      minFee: 'Minimum fee',
      fee: 'Fee',
      vat: 'VAT',
      total: 'Total',
      status: 'Status',
      deliveredAt: 'Delivered at',
      batchNo: 'Batch no.',
    },
    statuses: {
      UNBILLED: 'Unbilled',
      BILLED: 'Billed',
      DEDUCTED: 'Deducted',
      REVERSED: 'Reversed',
    },
    totals: {
      count: 'Parcels',
    },
  },
};

const id: typeof zh = {
  commission: {
    detail: 'Detail',
    detailTitle: 'Detail komisi',
    columns: {
      billCode: 'No. resi',
      feeBase: 'Dasar biaya',
      rate: 'Tarif',
      minFee: 'Biaya minimum',
      fee: 'Biaya',
      vat: 'PPN',
      total: 'Total',
      status: 'Status',
      deliveredAt: 'Diterima',
      batchNo: 'No. batch',
    },
    statuses: {
      UNBILLED: 'Belum ditagih',
      BILLED: 'Ditagih',
      DEDUCTED: 'Dipotong',
      REVERSED: 'Dibatalkan',
    },
    totals: {
      count: 'Paket',
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
