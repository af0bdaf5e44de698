import { addResources } from 'shared';

export const NAMESPACE = 'remote-finance';

const zh = {
  statement: {
    title: '月结对账单',
  },
  codBill: {
    title: 'COD账单',
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

export type Texts = typeof en;

addResources(
  NAMESPACE,
  { zh, en, id },
  {
    th: () => import('./i18n.th'),
    km: () => import('./i18n.km'),
    ms: () => import('./i18n.ms'),
    vi: () => import('./i18n.vi'),
  },
);
