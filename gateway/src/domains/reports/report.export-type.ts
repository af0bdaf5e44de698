// Over 300 lines: the four report exports (customer report, dispatch report, status check, late parcels), each with
// its columns, money marks and texts in zh, en and id.
import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { pick, type BaseTexts, type Lang } from '../../i18n/language';
import { formatJakartaTime, type XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { filterSummary, labelOf, registerExportType, summaryDay, type SummaryField } from '../downloads';
import { reportFilterOf } from './dashboard.repo';
import { periodRange } from './dashboard.rules';
import {
  billReport,
  codReport,
  costReport,
  dispatchStatusReport,
  distributionReport,
  growthReport,
  receiverRanking,
  senderRanking,
  signCityReport,
  signerReport,
  signReport,
  statusReport,
  waybillReport,
} from './report-figures.repo';
import { lateParcels, type LateParcel } from './report-late.repo';
import { lateFilter, type LateQuery } from './report-late.schemas';
import { countStatusCheck, statusCheckRowsAfter, type StatusCheckRow } from './report-status-check.repo';
import {
  customerReportExport,
  dispatchReportExport,
  statusCheckFilter,
  type CustomerReportExport,
  type DispatchReportExport,
  type StatusCheckQuery,
} from './report.schemas';

// The reports' exports through the download centre (issue 31 item 6): every customer and dispatch
// report table as a file (the call's rows, for the period as of the export's data time), and the
// order-status check. Money columns are marked, so a hide-money requester's file has none.

type Row = Record<string, string | number | null>;

/** A column of a report table: its key in the row and its header; `money` columns leave for hide-money users. */
type Column = [key: string, zh: string, en: string, id: string, money?: boolean];

const c = (key: string, zh: string, en: string, id: string, money = false): Column => [
  key,
  zh,
  en,
  id,
  money,
];
const BUCKET = c('bucket', '时段', 'Period', 'Periode');

/** Each table: its columns and its rows (flat: one line per bucket and item). */
interface Table {
  columns: Column[];
  rows: (
    db: Database,
    tenant: Tenant,
    filter: CustomerReportExport | DispatchReportExport,
    asOf: Date,
    lang: Lang,
  ) => Promise<Row[]>;
}

async function inputs(
  db: Database,
  tenant: Tenant,
  filter: CustomerReportExport | DispatchReportExport,
  asOf: Date,
) {
  const { from, to } = periodRange(filter, asOf);
  return { report: await reportFilterOf(db, tenant, filter), range: { from, to } };
}

const CUSTOMER_TABLES: Record<CustomerReportExport['table'], Table> = {
  bill: {
    columns: [
      BUCKET,
      c('orders', '订单数', 'Orders', 'Pesanan'),
      c('freightFee', '运费', 'Freight', 'Ongkir', true),
      c('insuranceFee', '保价费', 'Insurance', 'Asuransi', true),
      c('codFee', 'COD 手续费', 'COD fee', 'Biaya COD', true),
      c('total', '合计', 'Total', 'Total', true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await billReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  cod: {
    columns: [
      BUCKET,
      c('lines', 'COD 明细数', 'COD lines', 'Baris COD'),
      c('awaiting', '待代收金额', 'COD amount awaiting collection', 'Nilai COD menunggu ditagih', true),
      c('inProcess', '处理中金额', 'COD amount in process', 'Nilai COD dalam proses', true),
      c('paid', '已回款金额', 'COD amount paid out', 'Nilai COD dibayarkan', true),
      c('refused', '拒付/退回金额', 'COD amount refused or returned', 'Nilai COD ditolak atau diretur', true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await codReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  cost: {
    columns: [
      BUCKET,
      c('productType', '产品', 'Product', 'Produk'),
      c('orders', '订单数', 'Orders', 'Pesanan'),
      c('spend', '费用', 'Spend (fees)', 'Biaya', true),
      c('costPerParcel', '单件成本', 'Cost per parcel (Rp)', 'Biaya per paket (Rp)', true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await costReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  distribution: {
    columns: [
      c('key', '项目', 'Item', 'Item'),
      c('orders', '订单数', 'Orders', 'Pesanan'),
      c('share', '占比', 'Share', 'Porsi'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      // a weight band's bounds are in its key ('1-3 kg'): the file has the three columns above
      return (await distributionReport(db, tenant, report, range, filter.dimension)).rows.map(
        ({ key, orders, share }) => ({ key, orders, share }),
      );
    },
  },
  ranking: {
    columns: [
      c('rank', '排名', 'Rank', 'Peringkat'),
      c('receiverName', '收件人', 'Receiver', 'Penerima'),
      c('orders', '订单数', 'Orders', 'Pesanan'),
    ],
    // all time, as the ranking call: the receiver counters have no period
    rows: async (db, tenant) => (await receiverRanking(db, tenant, 1, Number.MAX_SAFE_INTEGER)).rows,
  },
  rankingSender: {
    columns: [
      c('rank', '排名', 'Rank', 'Peringkat'),
      c('senderName', '寄件人', 'Sender', 'Pengirim'),
      c('senderKey', '寄件地址键', 'Sender key', 'Kunci pengirim'),
      c('orders', '订单数', 'Orders', 'Pesanan'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await senderRanking(db, tenant, report, range, 1, Number.MAX_SAFE_INTEGER)).rows;
    },
  },
  status: {
    columns: [
      BUCKET,
      c('statusLabel', '状态', 'Status', 'Status'),
      c('orders', '订单数', 'Orders', 'Pesanan'),
    ],
    rows: async (db, tenant, filter, asOf, lang) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      const answer = await statusReport(db, tenant, report, range, filter.groupBy, lang);
      return answer.rows.flatMap((row) =>
        row.statuses.map((status) => ({
          bucket: row.bucket,
          statusLabel: status.statusLabel,
          orders: status.orders,
        })),
      );
    },
  },
  waybill: {
    columns: [
      BUCKET,
      c('created', '创建', 'Created', 'Dibuat'),
      c('pickedUp', '已揽收', 'Picked up', 'Dijemput'),
      c('signed', '已签收', 'Signed', 'Diterima'),
      c('returned', '已退回', 'Returned', 'Diretur'),
      c('cancelled', '已取消', 'Cancelled', 'Dibatalkan'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await waybillReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
};

const DISPATCH_TABLES: Record<DispatchReportExport['table'], Table> = {
  signer: {
    columns: [
      c('signerLabel', '签收人', 'Signed by', 'Ditandatangani oleh'),
      c('parcels', '包裹数', 'Parcels', 'Paket'),
      c('share', '占比', 'Share', 'Porsi'),
    ],
    rows: async (db, tenant, filter, asOf, lang) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signerReport(db, tenant, report, range, lang)).signers;
    },
  },
  signCityTop: {
    columns: [
      c('province', '省', 'Province', 'Provinsi'),
      c('city', '城市', 'City', 'Kota'),
      c('parcels', '签收包裹', 'Parcels signed', 'Paket diterima'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signCityReport(db, tenant, report, range)).cities;
    },
  },
  status: {
    columns: [
      BUCKET,
      c('outForDelivery', '派送中', 'Out for delivery', 'Sedang diantar'),
      c('held', '滞留', 'Held', 'Ditahan'),
      c('delivered', '已签收', 'Delivered', 'Terkirim'),
      c('returning', '退回中', 'Returning', 'Dalam proses retur'),
      c('returned', '已退回', 'Returned', 'Diretur'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await dispatchStatusReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  sign: {
    columns: [BUCKET, c('signed', '签收包裹', 'Parcels signed', 'Paket diterima')],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  growth: {
    columns: [
      BUCKET,
      c('series', '指标', 'Figure', 'Angka'),
      c('value', '本期', 'This period', 'Periode ini'),
      c('previous', '上期', 'Previous', 'Sebelumnya'),
      c('change', '变化', 'Change', 'Perubahan'),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      const answer = await growthReport(db, tenant, report, range, filter.groupBy);
      return [
        ...answer.created.map((row) => ({ ...row, series: 'created' })),
        ...answer.signed.map((row) => ({ ...row, series: 'signed' })),
      ];
    },
  },
};

const columnsOf = (table: Table): XlsxColumn<Row>[] =>
  table.columns.map(([key, zh, en, id, money]) => ({
    header: { zh, en, id },
    width: key === 'bucket' ? 12 : 18,
    value: (row: Row) => row[key] ?? '',
    ...(money ? { money: true } : {}),
  }));

const PERIODS = {
  TODAY: { zh: '今天', en: 'Today', id: 'Hari ini', th: 'วันนี้', km: 'ថ្ងៃនេះ', ms: 'Hari ini', vi: 'Hôm nay' },
  YESTERDAY: {
    zh: '昨天',
    en: 'Yesterday',
    id: 'Kemarin',
    th: 'เมื่อวาน',
    km: 'ម្សិលមិញ',
    ms: 'Semalam',
    vi: 'Hôm qua',
  },
  LAST_7_DAYS: {
    zh: '近 7 天',
    en: 'Last 7 days',
    id: '7 hari terakhir',
    th: '7 วันล่าสุด',
    km: '7 ថ្ងៃចុងក្រោយ',
    ms: '7 hari lepas',
    vi: '7 ngày qua',
  },
  LAST_30_DAYS: {
    zh: '近 30 天',
    en: 'Last 30 days',
    id: '30 hari terakhir',
    th: '30 วันล่าสุด',
    km: '30 ថ្ងៃចុងក្រោយ',
    ms: '30 hari lepas',
    vi: '30 ngày qua',
  },
  CUSTOM: {
    zh: '自定义',
    en: 'Custom',
    id: 'Kustom',
    th: 'กำหนดเอง',
    km: 'ផ្ទាល់ខ្លួន',
    ms: 'Tersuai',
    vi: 'Tùy chỉnh',
  },
};
const GROUPINGS = {
  DAY: {
    zh: '按日',
    en: 'By day',
    id: 'Per hari',
    th: 'รายวัน',
    km: 'តាមថ្ងៃ',
    ms: 'Mengikut hari',
    vi: 'Theo ngày',
  },
  WEEK: {
    zh: '按周',
    en: 'By week',
    id: 'Per minggu',
    th: 'รายสัปดาห์',
    km: 'តាមសប្ដាហ៍',
    ms: 'Mengikut minggu',
    vi: 'Theo tuần',
  },
  MONTH: {
    zh: '按月',
    en: 'By month',
    id: 'Per bulan',
    th: 'รายเดือน',
    km: 'តាមខែ',
    ms: 'Mengikut bulan',
    vi: 'Theo tháng',
  },
};
const SUMMARY: Record<string, SummaryField> = {
  table: {
    label: {
      zh: '报表',
      en: 'Report',
      id: 'Laporan',
      th: 'รายงาน',
      km: 'របាយការណ៍',
      ms: 'Laporan',
      vi: 'Báo cáo',
    },
  },
  period: {
    label: {
      zh: '时间段',
      en: 'Period',
      id: 'Periode',
      th: 'ช่วงเวลา',
      km: 'រយៈពេល',
      ms: 'Tempoh',
      vi: 'Khoảng thời gian',
    },
    value: labelOf(PERIODS),
  },
  startDate: {
    label: { zh: '开始日期', en: 'From', id: 'Dari', th: 'ตั้งแต่', km: 'ចាប់ពី', ms: 'Dari', vi: 'Từ' },
    value: summaryDay,
  },
  endDate: {
    label: { zh: '结束日期', en: 'To', id: 'Sampai', th: 'ถึง', km: 'ដល់', ms: 'Hingga', vi: 'Đến' },
    value: summaryDay,
  },
  groupBy: {
    label: {
      zh: '分组',
      en: 'Grouping',
      id: 'Pengelompokan',
      th: 'การจัดกลุ่ม',
      km: 'ការដាក់ជាក្រុម',
      ms: 'Pengumpulan',
      vi: 'Nhóm theo',
    },
    value: labelOf(GROUPINGS),
  },
  productType: {
    label: { zh: '产品', en: 'Product', id: 'Produk', th: 'บริการ', km: 'ផលិតផល', ms: 'Produk', vi: 'Dịch vụ' },
  },
  receiverProvince: {
    label: {
      zh: '目的省',
      en: 'Destination province',
      id: 'Provinsi tujuan',
      th: 'จังหวัดปลายทาง',
      km: 'ខេត្តគោលដៅ',
      ms: 'Wilayah destinasi',
      vi: 'Tỉnh đích',
    },
  },
};

/** One export type over a set of report tables: the table is part of the filter. */
function registerTables<F extends CustomerReportExport | DispatchReportExport>(
  type: string,
  title: BaseTexts,
  filter: typeof customerReportExport | typeof dispatchReportExport,
  tables: Record<string, Table>,
) {
  registerExportType<F, Row>({
    type,
    title,
    sheetName: type,
    filter: filter as never,
    summary: (f, lang) => filterSummary(f, SUMMARY, lang),
    // no table (the money guard's empty filter): every table's columns
    columns: (_lang, f) =>
      f?.table ? columnsOf(tables[f.table]) : Object.values(tables).flatMap((table) => columnsOf(table)),
    count: async (db, scope, f, asOf) => (await tables[f.table].rows(db, scope, f, asOf, 'en')).length,
    rows: async function* (db, scope, f, asOf, lang) {
      yield await tables[f.table].rows(db, scope, f, asOf, lang);
    },
  });
}

registerTables<CustomerReportExport>(
  'customerReport',
  {
    zh: '客户报表导出',
    en: 'Customer report export',
    id: 'Ekspor laporan pelanggan',
    th: 'ส่งออกรายงานลูกค้า',
    km: 'នាំចេញរបាយការណ៍អតិថិជន',
    ms: 'Eksport laporan pelanggan',
    vi: 'Xuất báo cáo khách hàng',
  },
  customerReportExport,
  CUSTOMER_TABLES,
);
registerTables<DispatchReportExport>(
  'dispatchReport',
  {
    zh: '派件报表导出',
    en: 'Dispatch report export',
    id: 'Ekspor laporan pengantaran',
    th: 'ส่งออกรายงานการนำจ่าย',
    km: 'នាំចេញរបាយការណ៍ការដឹកជញ្ជូន',
    ms: 'Eksport laporan penghantaran',
    vi: 'Xuất báo cáo giao hàng',
  },
  dispatchReportExport,
  DISPATCH_TABLES,
);

const PAGE = 2_000;

/** The order-status check's filter as its repo takes it. */
async function checkOf(db: Database, tenant: Tenant, filter: StatusCheckQuery) {
  const { senderKeys } = await reportFilterOf(db, tenant, { period: 'TODAY', ...filter });
  return { days: filter.days, productType: filter.productType, senderKeys };
}

const checkColumn = (
  zh: string,
  en: string,
  id: string,
  width: number,
  value: (row: StatusCheckRow) => string | number,
): XlsxColumn<StatusCheckRow> => ({ header: { zh, en, id }, width, value });

registerExportType<StatusCheckQuery, StatusCheckRow>({
  type: 'reportStatusCheck',
  title: {
    zh: '订单状态检查导出',
    en: 'Order status check export',
    id: 'Ekspor cek status pesanan',
    th: 'ส่งออกการตรวจสอบสถานะคำสั่งซื้อ',
    km: 'នាំចេញការពិនិត្យស្ថានភាពការបញ្ជាទិញ',
    ms: 'Eksport semakan status pesanan',
    vi: 'Xuất kiểm tra trạng thái đơn hàng',
  },
  sheetName: 'status-check',
  filter: statusCheckFilter as never,
  summary: (f, lang) =>
    filterSummary(
      f,
      {
        days: {
          label: {
            zh: '未更新天数',
            en: 'Days without a move',
            id: 'Hari tanpa pergerakan',
            th: 'จำนวนวันที่ไม่มีความเคลื่อนไหว',
            km: 'ចំនួនថ្ងៃគ្មានចលនា',
            ms: 'Hari tanpa pergerakan',
            vi: 'Số ngày không cập nhật',
          },
        },
        productType: SUMMARY.productType,
      },
      lang,
    ),
  columns: () => [
    checkColumn('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    checkColumn('客户单号', 'Order no.', 'No. pesanan', 18, (row) => row.customerOrderNo),
    checkColumn('状态', 'Status', 'Status', 16, (row) => row.statusLabel),
    checkColumn('产品', 'Product', 'Produk', 8, (row) => row.productType),
    checkColumn('收件人', 'Receiver', 'Penerima', 20, (row) => row.receiverName),
    checkColumn('收件城市', 'Receiver city', 'Kota penerima', 20, (row) => row.receiverCity),
    checkColumn('下单时间', 'Created', 'Dibuat', 20, (row) => formatJakartaTime(row.createdAt)),
    checkColumn('最后更新', 'Last moved', 'Terakhir bergerak', 20, (row) =>
      formatJakartaTime(row.lastMovedAt),
    ),
    checkColumn('未更新天数', 'Days still', 'Hari diam', 10, (row) => row.daysStill),
  ],
  count: async (db, scope, f, asOf) => countStatusCheck(db, scope, await checkOf(db, scope, f), asOf),
  rows: async function* (db, scope, f, asOf, lang) {
    const check = await checkOf(db, scope, f);
    let afterId = 0;
    for (;;) {
      const batch = await statusCheckRowsAfter(db, scope, check, asOf, afterId, PAGE, lang);
      if (batch.length === 0) return;
      yield batch;
      afterId = batch[batch.length - 1].id;
      if (batch.length < PAGE) return;
    }
  },
});

/** The late parcels' filter as their repo takes it (the pickup days as of the export's data time). */
async function lateOf(db: Database, tenant: Tenant, filter: LateQuery, asOf: Date) {
  const { from, to } = periodRange(filter, asOf);
  return { ...(await reportFilterOf(db, tenant, filter)), from, to, kind: filter.kind };
}

const lateColumn = (
  zh: string,
  en: string,
  id: string,
  width: number,
  value: (row: LateParcel) => string | number,
  money = false,
): XlsxColumn<LateParcel> => ({ header: { zh, en, id }, width, value, ...(money ? { money: true } : {}) });

/** The claim a late parcel would file, as the claims list names it. */
const LATE_CLAIM_TYPE_LABELS = {
  LATE: { zh: '延误', en: 'Late', id: 'Terlambat' },
  LOST: { zh: '丢失', en: 'Lost', id: 'Hilang' },
};
const LATE_KIND_LABELS = {
  SIGNED_LATE: { zh: '超时签收', en: 'Signed late', id: 'Diterima terlambat' },
  UNDELIVERED: { zh: '超时未签收', en: 'Not delivered, past SLA', id: 'Belum diterima, lewat SLA' },
};

registerExportType<LateQuery, LateParcel>({
  type: 'reportLate',
  title: { zh: '超时包裹导出', en: 'Late parcels export', id: 'Ekspor paket terlambat' },
  sheetName: 'late-parcels',
  filter: lateFilter as never,
  summary: (f, lang) =>
    filterSummary(
      f,
      {
        period: SUMMARY.period,
        startDate: SUMMARY.startDate,
        endDate: SUMMARY.endDate,
        productType: SUMMARY.productType,
        receiverProvince: SUMMARY.receiverProvince,
        kind: { label: { zh: '类型', en: 'Kind', id: 'Jenis' }, value: labelOf(LATE_KIND_LABELS) },
      },
      lang,
    ),
  columns: (lang) => [
    lateColumn('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode),
    lateColumn('客户单号', 'Order no.', 'No. pesanan', 18, (row) => row.customerOrderNo),
    lateColumn('状态', 'Status', 'Status', 16, (row) => row.statusLabel),
    lateColumn('产品', 'Product', 'Produk', 8, (row) => row.productType),
    lateColumn('收件人', 'Receiver', 'Penerima', 20, (row) => row.receiverName),
    lateColumn('收件城市', 'Receiver city', 'Kota penerima', 20, (row) => row.receiverCity),
    lateColumn('揽收时间', 'Picked up', 'Dijemput', 20, (row) => formatJakartaTime(row.pickedUpAt)),
    lateColumn('签收时间', 'Signed', 'Diterima', 20, (row) =>
      row.signedAt ? formatJakartaTime(row.signedAt) : '',
    ),
    lateColumn('时效天数', 'SLA days', 'Hari SLA', 8, (row) => row.slaDays),
    lateColumn('应达日期', 'Due day', 'Tanggal jatuh tempo', 12, (row) => row.dueDay),
    lateColumn('超时工作日', 'Business days late', 'Hari kerja terlambat', 10, (row) => row.daysLate),
    lateColumn('索赔类型', 'Claim type', 'Jenis klaim', 10, (row) =>
      pick(LATE_CLAIM_TYPE_LABELS[row.claimType], lang),
    ),
    lateColumn('可索赔金额', 'Claim amount (Rp)', 'Nilai klaim', 14, (row) => row.claimAmount, true),
  ],
  count: async (db, scope, f, asOf) =>
    (await lateParcels(db, scope, await lateOf(db, scope, f, asOf), asOf, 'en')).length,
  rows: async function* (db, scope, f, asOf, lang) {
    yield await lateParcels(db, scope, await lateOf(db, scope, f, asOf), asOf, lang);
  },
});
