import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts of the dispatch report; its title stays in ../i18n.ts for the tabs and menus.

const zh = {
  dispatchReport: {
    groupBy: '统计粒度',
    groupings: { DAY: '按日', WEEK: '按周', MONTH: '按月' },
    product: '产品',
    allProducts: '全部产品',
    bucket: '日期',
    signer: '签收人',
    city: '城市',
    parcels: '包裹数',
    signers: { title: '签收人分布', summary: '{{from}} 至 {{to}} 签收的 {{total}} 个包裹：{{parts}}' },
    cities: { title: '签收城市前 10', summary: '签收最多的城市：{{parts}}' },
    sign: { title: '每期签收量', summary: '{{from}} 至 {{to}} 共签收 {{total}} 个包裹', signed: '已签收' },
    status: {
      title: '派送状态',
      summary:
        '{{from}} 至 {{to}} 的派送状态：派送中 {{outForDelivery}}，滞留 {{held}}，已签收 {{delivered}}，退回中 {{returning}}，已退回 {{returned}}',
      outForDelivery: '派送中',
      held: '滞留',
      delivered: '已签收',
      returning: '退回中',
      returned: '已退回',
    },
    growth: {
      title: '增长（对比上一期）',
      created: '下单',
      signed: '签收',
      value: '{{what}}',
      previous: '{{what}}（上一期）',
      change: '{{what}} 变化',
    },
  },
};

const en: typeof zh = {
  dispatchReport: {
    groupBy: 'Group by',
    groupings: { DAY: 'Day', WEEK: 'Week', MONTH: 'Month' },
    product: 'Product',
    allProducts: 'All products',
    bucket: 'Period',
    signer: 'Signed by',
    city: 'City',
    parcels: 'Parcels',
    signers: { title: 'Who signed', summary: '{{total}} parcels signed from {{from}} to {{to}}: {{parts}}' },
    cities: { title: 'Top 10 signing cities', summary: 'Cities with the most parcels signed: {{parts}}' },
    sign: {
      title: 'Parcels signed',
      summary: '{{total}} parcels signed from {{from}} to {{to}}',
      signed: 'Signed',
    },
    status: {
      title: 'Delivery status',
      summary:
        'Delivery from {{from}} to {{to}}: {{outForDelivery}} out for delivery, {{held}} held, {{delivered}} delivered, {{returning}} returning, {{returned}} returned',
      outForDelivery: 'Out for delivery',
      held: 'Held',
      delivered: 'Delivered',
      returning: 'Returning',
      returned: 'Returned',
    },
    growth: {
      title: 'Growth against the period before',
      created: 'Created',
      signed: 'Signed',
      value: '{{what}}',
      previous: '{{what}} (before)',
      change: '{{what}} change',
    },
  },
};

const id: typeof zh = {
  dispatchReport: {
    groupBy: 'Kelompokkan per',
    groupings: { DAY: 'Hari', WEEK: 'Minggu', MONTH: 'Bulan' },
    product: 'Produk',
    allProducts: 'Semua produk',
    bucket: 'Periode',
    signer: 'Penerima',
    city: 'Kota',
    parcels: 'Paket',
    signers: {
      title: 'Siapa yang menerima',
      summary: '{{total}} paket diterima {{from}} s.d. {{to}}: {{parts}}',
    },
    cities: {
      title: '10 kota penerimaan teratas',
      summary: 'Kota dengan paket diterima terbanyak: {{parts}}',
    },
    sign: {
      title: 'Paket diterima',
      summary: '{{total}} paket diterima {{from}} s.d. {{to}}',
      signed: 'Diterima',
    },
    status: {
      title: 'Status pengantaran',
      summary:
        'Pengantaran {{from}} s.d. {{to}}: {{outForDelivery}} diantar, {{held}} tertahan, {{delivered}} diterima, {{returning}} diretur, {{returned}} sudah diretur',
      outForDelivery: 'Sedang diantar',
      held: 'Tertahan',
      delivered: 'Diterima',
      returning: 'Sedang diretur',
      returned: 'Sudah diretur',
    },
    growth: {
      title: 'Pertumbuhan dibanding periode sebelumnya',
      created: 'Dibuat',
      signed: 'Diterima',
      value: '{{what}}',
      previous: '{{what}} (sebelumnya)',
      change: 'Perubahan {{what}}',
    },
  },
};

/** The shape of the th, km, ms and vi files. */
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
