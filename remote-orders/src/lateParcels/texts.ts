import { addResources } from 'shared';
import { NAMESPACE } from '../i18n';

// The texts of the late-parcel list and the marketplace forecast; the title stays in ../i18n.ts.

const zh = {
  lateParcels: {
    period: '揽收时间',
    kind: '类型',
    product: '产品',
    kinds: { SIGNED_LATE: '超时签收', UNDELIVERED: '超时未签收' },
    cards: {
      signedLate: '超时签收',
      signedLateFormula: '所选揽收期内揽收、签收日晚于时效日（按工作日，不含周日和节假日）的包裹',
      undelivered: '超时未签收',
      undeliveredFormula: '所选揽收期内揽收、尚未签收且今天已超过时效日的包裹',
      claimTotal: '可索赔总额',
      claimTotalFormula: '每个超时包裹按理赔规则（保价、运费倍数、上限）可索赔的最高金额之和',
    },
    columns: {
      billCode: '运单号',
      kind: '类型',
      statusLabel: '状态',
      productType: '产品',
      receiverCity: '收件城市',
      pickedUpAt: '揽收时间',
      dueDay: '时效日',
      signedAt: '签收时间',
      daysLate: '超时工作日',
      claimAmount: '可索赔金额',
    },
    claim: '申请理赔',
    export: '导出',
    forecast: {
      title: '电商平台罚分预测',
      intro:
        '卖家类型为电商平台的订单：各平台滚动周期内的延迟发货率（首次揽收晚于下单后 {{days}} 个工作日）与平台公布阈值（默认值）的对比。',
      marketplace: '平台',
      window: '周期',
      windowDays: '近 {{days}} 天',
      orders: '订单',
      late: '延迟发货',
      lateRate: '延迟发货率',
      penaltyRate: '罚分阈值',
      state: '预测',
      states: { OK: '安全', AT_RISK: '接近阈值', OVER: '超过阈值', NO_DATA: '无数据' },
      summary: '延迟发货率与阈值：{{parts}}',
    },
  },
};

const en: typeof zh = {
  lateParcels: {
    period: 'Picked up',
    kind: 'Kind',
    product: 'Product',
    kinds: { SIGNED_LATE: 'Signed late', UNDELIVERED: 'Not delivered, past SLA' },
    cards: {
      signedLate: 'Signed late',
      signedLateFormula:
        'parcels picked up in the period and signed after their SLA day (business days: no Sundays, no holidays)',
      undelivered: 'Not delivered, past SLA',
      undeliveredFormula: 'parcels picked up in the period, not signed yet, and past their SLA day today',
      claimTotal: 'Claims would pay',
      claimTotalFormula:
        "the sum of what a claim for each late parcel would pay at most, by the claims' rule (insurance, fee multiple, ceiling)",
    },
    columns: {
      billCode: 'Waybill no.',
      kind: 'Kind',
      statusLabel: 'Status',
      productType: 'Product',
      receiverCity: 'Receiver city',
      pickedUpAt: 'Picked up',
      dueDay: 'SLA day',
      signedAt: 'Signed',
      daysLate: 'Business days late',
      claimAmount: 'Claim would pay',
    },
    claim: 'File a claim',
    export: 'Export',
    forecast: {
      title: 'Marketplace penalty forecast',
      intro:
        "Orders of marketplace sellers: the late-shipment rate (first pickup scan more than {{days}} business days after the order) over each marketplace's rolling window, against its published threshold (defaults).",
      marketplace: 'Marketplace',
      window: 'Window',
      windowDays: 'Last {{days}} days',
      orders: 'Orders',
      late: 'Shipped late',
      lateRate: 'Late-shipment rate',
      penaltyRate: 'Penalty threshold',
      state: 'Forecast',
      states: { OK: 'Safe', AT_RISK: 'Near the threshold', OVER: 'Over the threshold', NO_DATA: 'No data' },
      summary: 'Late-shipment rate against the threshold: {{parts}}',
    },
  },
};

const id: typeof zh = {
  lateParcels: {
    period: 'Dijemput',
    kind: 'Jenis',
    product: 'Produk',
    kinds: { SIGNED_LATE: 'Diterima terlambat', UNDELIVERED: 'Belum diterima, lewat SLA' },
    cards: {
      signedLate: 'Diterima terlambat',
      signedLateFormula:
        'paket yang dijemput dalam periode dan diterima setelah hari SLA-nya (hari kerja: tanpa Minggu dan hari libur)',
      undelivered: 'Belum diterima, lewat SLA',
      undeliveredFormula:
        'paket yang dijemput dalam periode, belum diterima, dan hari ini sudah lewat hari SLA-nya',
      claimTotal: 'Nilai klaim',
      claimTotalFormula:
        'jumlah nilai klaim terbesar tiap paket terlambat menurut aturan klaim (asuransi, kelipatan ongkir, batas)',
    },
    columns: {
      billCode: 'No. resi',
      kind: 'Jenis',
      statusLabel: 'Status',
      productType: 'Produk',
      receiverCity: 'Kota penerima',
      pickedUpAt: 'Dijemput',
      dueDay: 'Hari SLA',
      signedAt: 'Diterima',
      daysLate: 'Hari kerja terlambat',
      claimAmount: 'Nilai klaim',
    },
    claim: 'Ajukan klaim',
    export: 'Ekspor',
    forecast: {
      title: 'Prakiraan penalti marketplace',
      intro:
        'Pesanan penjual marketplace: tingkat keterlambatan pengiriman (scan jemput pertama lebih dari {{days}} hari kerja setelah pesanan) dalam periode bergulir tiap marketplace, dibandingkan ambang yang diumumkan (nilai bawaan).',
      marketplace: 'Platform marketplace',
      window: 'Periode',
      windowDays: '{{days}} hari terakhir',
      orders: 'Pesanan',
      late: 'Dikirim terlambat',
      lateRate: 'Tingkat keterlambatan',
      penaltyRate: 'Ambang penalti',
      state: 'Prakiraan',
      states: { OK: 'Aman', AT_RISK: 'Mendekati ambang', OVER: 'Melewati ambang', NO_DATA: 'Tidak ada data' },
      summary: 'Tingkat keterlambatan dibandingkan ambang: {{parts}}',
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
