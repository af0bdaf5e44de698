// Over 300 lines: the four report exports (customer report, dispatch report, status check, late parcels), each with
// its columns and money marks (texts in seven languages: report.export-texts.ts).
import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { pick, type Lang, type Translated } from '../../i18n/language';
import { formatJakartaTime, type XlsxColumn } from '../../lib/xlsx-write/xlsx';
import {
  EXPORT_TEXTS,
  filterSummary,
  labelOf,
  registerExportType,
  summaryDay,
  type SummaryField,
} from '../downloads';
import {
  LATE_CLAIM_TYPE_LABELS,
  LATE_EXPORT_TEXTS,
  LATE_KIND_LABELS,
  REPORT_HEADERS,
} from './report.export-texts';
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
type Column = [key: string, header: Translated, money?: boolean];

const c = (key: string, header: Translated, money = false): Column => [key, header, money];
const R = REPORT_HEADERS;
const BUCKET = c('bucket', R.bucket);

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
      c('orders', R.orders),
      c('freightFee', R.freight, true),
      c('insuranceFee', R.insurance, true),
      c('codFee', R.codFee, true),
      c('total', R.total, true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await billReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  cod: {
    columns: [
      BUCKET,
      c('lines', R.codLines),
      c('awaiting', R.awaiting, true),
      c('inProcess', R.inProcess, true),
      c('paid', R.paid, true),
      c('refused', R.refused, true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await codReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  cost: {
    columns: [
      BUCKET,
      c('productType', R.product),
      c('orders', R.orders),
      c('spend', R.spend, true),
      c('costPerParcel', R.costPerParcel, true),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await costReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  distribution: {
    columns: [c('key', R.item), c('orders', R.orders), c('share', R.share)],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      // a weight band's bounds are in its key ('1-3 kg'): the file has the three columns above
      return (await distributionReport(db, tenant, report, range, filter.dimension)).rows.map(
        ({ key, orders, share }) => ({ key, orders, share }),
      );
    },
  },
  ranking: {
    columns: [c('rank', R.rank), c('receiverName', R.receiver), c('orders', R.orders)],
    // all time, as the ranking call: the receiver counters have no period
    rows: async (db, tenant) => (await receiverRanking(db, tenant, 1, Number.MAX_SAFE_INTEGER)).rows,
  },
  rankingSender: {
    columns: [
      c('rank', R.rank),
      c('senderName', R.sender),
      c('senderKey', R.senderKey),
      c('orders', R.orders),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await senderRanking(db, tenant, report, range, 1, Number.MAX_SAFE_INTEGER)).rows;
    },
  },
  status: {
    columns: [BUCKET, c('statusLabel', R.status), c('orders', R.orders)],
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
      c('created', R.created),
      c('pickedUp', R.pickedUp),
      c('signed', R.signed),
      c('returned', R.returned),
      c('cancelled', R.cancelled),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await waybillReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
};

const DISPATCH_TABLES: Record<DispatchReportExport['table'], Table> = {
  signer: {
    columns: [c('signerLabel', R.signedBy), c('parcels', R.parcels), c('share', R.share)],
    rows: async (db, tenant, filter, asOf, lang) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signerReport(db, tenant, report, range, lang)).signers;
    },
  },
  signCityTop: {
    columns: [c('province', R.province), c('city', R.city), c('parcels', R.parcelsSigned)],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signCityReport(db, tenant, report, range)).cities;
    },
  },
  status: {
    columns: [
      BUCKET,
      c('outForDelivery', R.outForDelivery),
      c('held', R.held),
      c('delivered', R.delivered),
      c('returning', R.returning),
      c('returned', R.returned),
    ],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await dispatchStatusReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  sign: {
    columns: [BUCKET, c('signed', R.parcelsSigned)],
    rows: async (db, tenant, filter, asOf) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      return (await signReport(db, tenant, report, range, filter.groupBy)).rows;
    },
  },
  growth: {
    columns: [
      BUCKET,
      c('series', R.figure),
      c('value', R.thisPeriod),
      c('previous', R.previous),
      c('change', R.change),
    ],
    rows: async (db, tenant, filter, asOf, lang) => {
      const { report, range } = await inputs(db, tenant, filter, asOf);
      const answer = await growthReport(db, tenant, report, range, filter.groupBy);
      return [
        ...answer.created.map((row) => ({ ...row, series: R.created[lang] })),
        ...answer.signed.map((row) => ({ ...row, series: R.parcelsSigned[lang] })),
      ];
    },
  },
};

const columnsOf = (table: Table): XlsxColumn<Row>[] =>
  table.columns.map(([key, header, money]) => ({
    header,
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
  title: Translated,
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
  header: Translated,
  width: number,
  value: (row: StatusCheckRow) => string | number,
): XlsxColumn<StatusCheckRow> => ({ header, width, value });
const E = EXPORT_TEXTS;
const L = LATE_EXPORT_TEXTS;

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
    checkColumn(E.waybillNo, 16, (row) => row.billCode),
    checkColumn(E.orderNo, 18, (row) => row.customerOrderNo),
    checkColumn(E.status, 16, (row) => row.statusLabel),
    checkColumn(E.product, 8, (row) => row.productType),
    checkColumn(E.receiver, 20, (row) => row.receiverName),
    checkColumn(E.receiverCity, 20, (row) => row.receiverCity),
    checkColumn(L.created, 20, (row) => formatJakartaTime(row.createdAt)),
    checkColumn(L.lastMoved, 20, (row) => formatJakartaTime(row.lastMovedAt)),
    checkColumn(L.daysStill, 10, (row) => row.daysStill),
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
  header: Translated,
  width: number,
  value: (row: LateParcel) => string | number,
  money = false,
): XlsxColumn<LateParcel> => ({ header, width, value, ...(money ? { money: true } : {}) });

registerExportType<LateQuery, LateParcel>({
  type: 'reportLate',
  title: L.title,
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
        kind: { label: L.kind, value: labelOf(LATE_KIND_LABELS) },
      },
      lang,
    ),
  columns: (lang) => [
    lateColumn(E.waybillNo, 16, (row) => row.billCode),
    lateColumn(E.orderNo, 18, (row) => row.customerOrderNo),
    lateColumn(E.status, 16, (row) => row.statusLabel),
    lateColumn(E.product, 8, (row) => row.productType),
    lateColumn(E.receiver, 20, (row) => row.receiverName),
    lateColumn(E.receiverCity, 20, (row) => row.receiverCity),
    lateColumn(L.pickedUp, 20, (row) => formatJakartaTime(row.pickedUpAt)),
    lateColumn(L.signed, 20, (row) => (row.signedAt ? formatJakartaTime(row.signedAt) : '')),
    lateColumn(L.slaDays, 8, (row) => row.slaDays),
    lateColumn(L.dueDay, 12, (row) => row.dueDay),
    lateColumn(L.daysLate, 10, (row) => row.daysLate),
    lateColumn(L.claimType, 10, (row) => pick(LATE_CLAIM_TYPE_LABELS[row.claimType], lang)),
    lateColumn(L.claimAmount, 14, (row) => row.claimAmount, true),
  ],
  count: async (db, scope, f, asOf) =>
    (await lateParcels(db, scope, await lateOf(db, scope, f, asOf), asOf, 'en')).length,
  rows: async function* (db, scope, f, asOf, lang) {
    yield await lateParcels(db, scope, await lateOf(db, scope, f, asOf), asOf, lang);
  },
});
