import { pick, type Lang } from '../../../i18n/language';
import type { XlsxColumn } from '../../../lib/xlsx-write/xlsx';
import type { Localized } from '../../../lib/locale/locale';
import { COD_EXPORT_TEXTS, COD_LINE_STATUS_LABELS, COMMISSION_STATUS_LABELS } from './cod.export-texts';
import { formatJakartaTime } from '../../../lib/xlsx-write/xlsx';
import {
  EXPORT_TEXTS,
  filterSummary,
  labelOf,
  summaryDay,
  registerExportType,
  type SummaryField,
} from '../../downloads';
import {
  codBillBatches,
  commissionBatches,
  countCodBill,
  countCommission,
  toCommissionRecord,
  toLineRecord,
} from './cod-bill.repo';
import { codBillFilter, codCommissionFilter } from './cod.schemas';

type LineRecord = ReturnType<typeof toLineRecord>;
type CommissionRecord = ReturnType<typeof toCommissionRecord>;

const T = COD_EXPORT_TEXTS;
const E = EXPORT_TEXTS;
export { COD_LINE_STATUS_LABELS, COMMISSION_STATUS_LABELS };

const label = (labels: Record<string, Localized>, code: string, lang: Lang) =>
  labels[code] ? pick(labels[code], lang) : code;

/** An ISO instant of a record as the portal shows times: WIB, 'yyyy-MM-dd HH:mm:ss'. */
const wibTime = (iso: string | null) => (iso ? formatJakartaTime(new Date(iso)) : '');

/** The COD bill's columns in `lang` (the same for the inline file and the download centre). */
export const codBillColumns = (lang: Lang): readonly XlsxColumn<LineRecord>[] => [
  { header: E.waybillNo, width: 18, value: (r) => r.billCode },
  {
    header: E.customerOrderNo,
    width: 20,
    value: (r) => r.customerOrderNo,
  },
  { header: T.product, width: 10, value: (r) => r.productType },
  { header: T.codAmount, money: true, width: 14, value: (r) => r.codAmount },
  { header: T.goodsValue, money: true, width: 14, value: (r) => r.goodsValue },
  {
    header: E.status,
    width: 18,
    value: (r) => label(COD_LINE_STATUS_LABELS, r.status, lang),
  },
  { header: T.deliveredAt, width: 22, value: (r) => wibTime(r.deliveredAt) },
  { header: T.signer, width: 16, value: (r) => r.signer ?? '' },
  {
    header: T.expectedPayout,
    width: 14,
    value: (r) => r.expectedPayoutDay ?? '',
  },
  { header: E.batchNo, width: 20, value: (r) => r.batchNo ?? '' },
];

export const codCommissionColumns = (lang: Lang): readonly XlsxColumn<CommissionRecord>[] => [
  { header: E.waybillNo, width: 18, value: (r) => r.billCode },
  { header: T.feeBase, money: true, width: 14, value: (r) => r.feeBase },
  { header: T.rate, width: 10, value: (r) => r.rateBp },
  { header: T.minFee, money: true, width: 12, value: (r) => r.minFee },
  { header: T.fee, money: true, width: 12, value: (r) => r.fee },
  { header: T.vat, money: true, width: 12, value: (r) => r.vat },
  { header: T.total, money: true, width: 12, value: (r) => r.total },
  {
    header: E.status,
    width: 12,
    value: (r) => label(COMMISSION_STATUS_LABELS, r.status, lang),
  },
  { header: E.batchNo, width: 20, value: (r) => r.batchNo ?? '' },
];

/** The return-apply template: one row per disputed waybill. */
export const returnApplyTemplateColumns: readonly XlsxColumn<Record<string, string>>[] = [
  { header: E.waybillNo, width: 20, value: (r) => r.billCode },
  {
    header: T.returnReason,
    width: 40,
    value: (r) => r.reason,
  },
  { header: T.description, width: 40, value: (r) => r.description },
];

/** The COD filters' fields as the screens label them. */
const COMMON_FIELDS: Record<string, SummaryField> = {
  billCode: { label: E.waybillNo },
  batchNo: { label: E.batchNo },
  deliveredFrom: { label: T.deliveredFrom, value: summaryDay },
  deliveredTo: { label: T.deliveredTo, value: summaryDay },
};
const STATUS = E.status;
const BILL_FIELDS: Record<string, SummaryField> = {
  status: { label: STATUS, value: labelOf(COD_LINE_STATUS_LABELS) },
  ...COMMON_FIELDS,
};
const COMMISSION_FIELDS: Record<string, SummaryField> = {
  status: { label: STATUS, value: labelOf(COMMISSION_STATUS_LABELS) },
  ...COMMON_FIELDS,
};

export const COD_EXPORT_TYPES = { bill: 'codBill', commission: 'codCommission' } as const;

registerExportType({
  type: COD_EXPORT_TYPES.bill,
  title: T.billTitle,
  sheetName: 'cod-bill',
  filter: codBillFilter,
  summary: (filter, lang) => filterSummary(filter, BILL_FIELDS, lang),
  columns: (lang) => codBillColumns(lang),
  count: (db, scope, filter, dataAsOf) => countCodBill(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => codBillBatches(db, scope, filter, dataAsOf),
});

registerExportType({
  type: COD_EXPORT_TYPES.commission,
  title: T.commissionTitle,
  sheetName: 'cod-commission',
  filter: codCommissionFilter,
  summary: (filter, lang) => filterSummary(filter, COMMISSION_FIELDS, lang),
  columns: (lang) => codCommissionColumns(lang),
  count: (db, scope, filter, dataAsOf) => countCommission(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => commissionBatches(db, scope, filter, dataAsOf),
});
