import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';
import '../common/texts';

// The texts of the codBillpage screens; a page title stays in ../i18n.ts for the tabs and menus.

const zh = {
  payout: {
    day: '日期',
    batches: '计划打款批次',
    lines: '待入批次运单',
    expectedNet: '预计净额',
    total: '当日合计',
    waybills: '{{count}} 票',
    windowTotal: '{{from}} 至 {{to}} 合计',
    empty: '未来没有待打款的款项',
    days: '天数',
    carriedOver: '此前应结算但尚未入批次：{{count}} 票，{{amount}}（随下次出批打款）',
  },
};

const en: typeof zh = {
  payout: {
    day: 'Day',
    batches: 'Batches to pay',
    lines: 'Waybills not yet in a batch',
    expectedNet: 'Expected net',
    total: 'Day total',
    waybills: '{{count}} waybill(s)',
    windowTotal: 'Total {{from}} to {{to}}',
    empty: 'No payouts coming in this period',
    days: 'Days',
    carriedOver:
      'Due earlier, not yet in a batch: {{count}} waybill(s), {{amount}} (paid with the next batch)',
  },
};

const id: typeof zh = {
  payout: {
    day: 'Tanggal',
    batches: 'Batch yang akan dibayar',
    lines: 'Resi belum masuk batch',
    expectedNet: 'Perkiraan bersih',
    total: 'Total hari itu',
    waybills: '{{count}} resi',
    windowTotal: 'Total {{from}} s.d. {{to}}',
    empty: 'Tidak ada pembayaran pada periode ini',
    days: 'Hari',
    carriedOver:
      'Jatuh tempo sebelumnya, belum masuk batch: {{count}} resi, {{amount}} (dibayar bersama batch berikutnya)',
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
