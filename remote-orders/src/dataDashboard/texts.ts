import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts of the dashboard; its title stays in ../i18n.ts for the tabs and menus. The formulas
// behind the cards' info icons come from the gateway, in the request's language.

const zh = {
  dataDashboard: {
    product: '产品',
    allProducts: '全部产品',
    province: '目的省份',
    allProvinces: '全部省份',
    range: '{{from}} 至 {{to}}（WIB），对比 {{previousFrom}} 至 {{previousTo}}',
    sections: { parcels: '包裹', rates: '比率', leadTimes: '时效', money: '费用与代收货款', open: '待处理' },
    counts: {
      created: '已下单',
      pickedUp: '已揽收',
      signed: '已签收',
      inTransit: '运输中',
      returned: '已退回',
      cancelled: '已取消',
    },
    rates: {
      deliverySuccess: '妥投率',
      returnRate: '退回率',
      codRefusal: '代收货款拒收率',
      pickupSameDay: '当日揽收率',
      firstAttempt: '首次派送成功率',
      onTime: '准时率（自然日）',
      onTimeBusiness: '准时率（工作日）',
    },
    leadTimes: {
      pickupMedianHours: '揽收时长中位数（小时）',
      deliveryMedianHours: '派送时长中位数（小时）',
      deliveryP90Hours: '派送时长 P90（小时）',
      codPaidMedianDays: '代收货款回款中位数（天）',
    },
    spend: {
      freightFee: '运费',
      insuranceFee: '保价费',
      codFee: '代收手续费',
      spendTotal: '总费用',
      costPerParcel: '单票成本',
    },
    cod: { collected: '已代收', inProcess: '处理中', paid: '已回款' },
    open: { tickets: '未结工单', claims: '未结理赔', heldNearDeadline: '临近期限的滞留件' },
    charts: {
      perDay: '每日下单与签收',
      statusMix: '状态分布',
      leadTime: '各省派送时长（小时）',
      topCities: '前 10 目的城市',
      day: '日期',
      status: '状态',
      province: '省份',
      city: '城市',
      orders: '订单数',
      median: '中位数',
      p90: 'P90',
    },
    summaries: {
      perDay: '{{from}} 至 {{to}} 每日下单与签收：共下单 {{created}}，签收 {{signed}}',
      statusMix: '{{from}} 至 {{to}} 下单的 {{total}} 个订单的状态：{{parts}}',
      leadTime: '各省派送时长中位数：{{parts}}',
      topCities: '订单最多的城市：{{parts}}',
    },
    noDrillDown: '按产品筛选时，数字不能打开订单管理（订单管理没有产品筛选）',
  },
};

const en: typeof zh = {
  dataDashboard: {
    product: 'Product',
    allProducts: 'All products',
    province: 'Destination province',
    allProvinces: 'All provinces',
    range: '{{from}} to {{to}} (WIB), compared with {{previousFrom}} to {{previousTo}}',
    sections: {
      parcels: 'Parcels',
      rates: 'Rates',
      leadTimes: 'Lead times',
      money: 'Spend and COD',
      open: 'Open items',
    },
    counts: {
      created: 'Orders created',
      pickedUp: 'Picked up',
      signed: 'Signed',
      inTransit: 'In transit',
      returned: 'Returned',
      cancelled: 'Cancelled',
    },
    rates: {
      deliverySuccess: 'Delivery success',
      returnRate: 'Return rate',
      codRefusal: 'COD refusal rate',
      pickupSameDay: 'Picked up the same day',
      firstAttempt: 'First-attempt success',
      onTime: 'On time (calendar days)',
      onTimeBusiness: 'On time (business days)',
    },
    leadTimes: {
      pickupMedianHours: 'Pickup lead time, median (hours)',
      deliveryMedianHours: 'Delivery time, median (hours)',
      deliveryP90Hours: 'Delivery time, p90 (hours)',
      codPaidMedianDays: 'COD paid out, median (days)',
    },
    spend: {
      freightFee: 'Freight',
      insuranceFee: 'Insurance',
      codFee: 'COD fee',
      spendTotal: 'Total spend',
      costPerParcel: 'Cost per parcel',
    },
    cod: { collected: 'COD collected', inProcess: 'COD in process', paid: 'COD paid out' },
    open: {
      tickets: 'Open tickets',
      claims: 'Open claims',
      heldNearDeadline: 'Held parcels near their deadline',
    },
    charts: {
      perDay: 'Orders created and signed per day',
      statusMix: 'Status mix',
      leadTime: 'Delivery time by province (hours)',
      topCities: 'Top 10 destination cities',
      day: 'Day',
      status: 'Status',
      province: 'Province',
      city: 'City',
      orders: 'Orders',
      median: 'Median',
      p90: 'p90',
    },
    summaries: {
      perDay: 'Orders per day from {{from}} to {{to}}: {{created}} created, {{signed}} signed',
      statusMix: 'Status of the {{total}} orders created from {{from}} to {{to}}: {{parts}}',
      leadTime: 'Median delivery hours by province: {{parts}}',
      topCities: 'Cities with the most orders: {{parts}}',
    },
    noDrillDown: 'With a product filter the figures do not open order management (it has no product filter)',
  },
};

const id: typeof zh = {
  dataDashboard: {
    product: 'Produk',
    allProducts: 'Semua produk',
    province: 'Provinsi tujuan',
    allProvinces: 'Semua provinsi',
    range: '{{from}} s.d. {{to}} (WIB), dibandingkan dengan {{previousFrom}} s.d. {{previousTo}}',
    sections: {
      parcels: 'Paket',
      rates: 'Rasio',
      leadTimes: 'Waktu tempuh',
      money: 'Biaya dan COD',
      open: 'Belum selesai',
    },
    counts: {
      created: 'Pesanan dibuat',
      pickedUp: 'Sudah dijemput',
      signed: 'Diterima',
      inTransit: 'Dalam perjalanan',
      returned: 'Diretur',
      cancelled: 'Dibatalkan',
    },
    rates: {
      deliverySuccess: 'Keberhasilan kirim',
      returnRate: 'Rasio retur',
      codRefusal: 'Rasio penolakan COD',
      pickupSameDay: 'Dijemput di hari yang sama',
      firstAttempt: 'Berhasil di percobaan pertama',
      onTime: 'Tepat waktu (hari kalender)',
      onTimeBusiness: 'Tepat waktu (hari kerja)',
    },
    leadTimes: {
      pickupMedianHours: 'Waktu penjemputan, median (jam)',
      deliveryMedianHours: 'Waktu pengantaran, median (jam)',
      deliveryP90Hours: 'Waktu pengantaran, p90 (jam)',
      codPaidMedianDays: 'Pencairan COD, median (hari)',
    },
    spend: {
      freightFee: 'Ongkir',
      insuranceFee: 'Asuransi',
      codFee: 'Biaya COD',
      spendTotal: 'Total biaya',
      costPerParcel: 'Biaya per paket',
    },
    cod: { collected: 'COD tertagih', inProcess: 'COD diproses', paid: 'COD dicairkan' },
    open: {
      tickets: 'Tiket terbuka',
      claims: 'Klaim terbuka',
      heldNearDeadline: 'Paket tertahan mendekati batas',
    },
    charts: {
      perDay: 'Pesanan dibuat dan diterima per hari',
      statusMix: 'Komposisi status',
      leadTime: 'Waktu pengantaran per provinsi (jam)',
      topCities: '10 kota tujuan teratas',
      day: 'Tanggal',
      status: 'Status',
      province: 'Provinsi',
      city: 'Kota',
      orders: 'Pesanan',
      median: 'Median',
      p90: 'p90',
    },
    summaries: {
      perDay: 'Pesanan per hari {{from}} s.d. {{to}}: {{created}} dibuat, {{signed}} diterima',
      statusMix: 'Status {{total}} pesanan yang dibuat {{from}} s.d. {{to}}: {{parts}}',
      leadTime: 'Median jam pengantaran per provinsi: {{parts}}',
      topCities: 'Kota dengan pesanan terbanyak: {{parts}}',
    },
    noDrillDown: 'Dengan filter produk, angka tidak membuka kelola pesanan (tidak ada filter produk di sana)',
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
