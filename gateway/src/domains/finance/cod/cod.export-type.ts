import { pick, type Lang } from '../../../i18n/language';
import type { XlsxColumn } from '../../../lib/xlsx-write/xlsx';
import type { Localized } from '../../../lib/locale/locale';
import { formatJakartaTime } from '../../../lib/xlsx-write/xlsx';
import { filterSummary, labelOf, summaryDay, registerExportType, type SummaryField } from '../../downloads';
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

const h = (zh: string, en: string, id: string) => ({ zh, en, id });

/** The COD bill's line statuses as its screen labels them (remote-finance codBill.statuses). */
export const COD_LINE_STATUS_LABELS: Record<string, Localized> = {
  AWAITING_COLLECTION: h('待代收', 'Awaiting collection', 'Menunggu penagihan'),
  COLLECTED: h('已代收', 'Collected', 'Terkumpul'),
  IN_BATCH: h('结算中', 'In batch', 'Dalam batch'),
  REMITTED: h('已打款', 'Remitted', 'Sudah ditransfer'),
  DISPUTED: h('申诉中', 'Disputed', 'Keberatan'),
  FAILED_TO_COLLECT: h('代收失败', 'Failed to collect', 'Gagal ditagih'),
  RETURNED: h('已退回', 'Returned', 'Diretur'),
};

/** The commission statuses as the commission screen labels them (remote-finance commission.statuses). */
export const COMMISSION_STATUS_LABELS: Record<string, Localized> = {
  UNBILLED: h('未出账', 'Unbilled', 'Belum ditagih'),
  BILLED: h('已出账', 'Billed', 'Ditagih'),
  DEDUCTED: h('已扣除', 'Deducted', 'Dipotong'),
  REVERSED: h('已冲回', 'Reversed', 'Dibatalkan'),
};

const label = (labels: Record<string, Localized>, code: string, lang: Lang) =>
  labels[code] ? pick(labels[code], lang) : code;

/** An ISO instant of a record as the portal shows times: WIB, 'yyyy-MM-dd HH:mm:ss'. */
const wibTime = (iso: string | null) => (iso ? formatJakartaTime(new Date(iso)) : '');

/** The COD bill's columns in `lang` (the same for the inline file and the download centre). */
export const codBillColumns = (lang: Lang): readonly XlsxColumn<LineRecord>[] => [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 18, value: (r) => r.billCode },
  {
    header: h('客户订单号', 'Customer order no.', 'No. pesanan'),
    width: 20,
    value: (r) => r.customerOrderNo,
  },
  { header: h('产品类型', 'Product', 'Produk'), width: 10, value: (r) => r.productType },
  { header: h('COD金额', 'COD amount', 'Nilai COD'), money: true, width: 14, value: (r) => r.codAmount },
  { header: h('货值', 'Goods value', 'Nilai barang'), money: true, width: 14, value: (r) => r.goodsValue },
  {
    header: h('状态', 'Status', 'Status'),
    width: 18,
    value: (r) => label(COD_LINE_STATUS_LABELS, r.status, lang),
  },
  { header: h('签收时间', 'Delivered at', 'Diterima'), width: 22, value: (r) => wibTime(r.deliveredAt) },
  { header: h('签收人', 'Signer', 'Penerima'), width: 16, value: (r) => r.signer ?? '' },
  {
    header: h('预计结算日', 'Expected payout', 'Perkiraan bayar'),
    width: 14,
    value: (r) => r.expectedPayoutDay ?? '',
  },
  { header: h('批次号', 'Batch no.', 'No. batch'), width: 20, value: (r) => r.batchNo ?? '' },
];

export const codCommissionColumns = (lang: Lang): readonly XlsxColumn<CommissionRecord>[] => [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 18, value: (r) => r.billCode },
  { header: h('计费基数', 'Fee base', 'Dasar biaya'), money: true, width: 14, value: (r) => r.feeBase },
  { header: h('费率(基点)', 'Rate (bp)', 'Tarif (bp)'), width: 10, value: (r) => r.rateBp },
  { header: h('最低手续费', 'Minimum fee', 'Biaya minimum'), money: true, width: 12, value: (r) => r.minFee },
  { header: h('手续费', 'Fee', 'Biaya'), money: true, width: 12, value: (r) => r.fee },
  { header: h('增值税', 'VAT', 'PPN'), money: true, width: 12, value: (r) => r.vat },
  { header: h('合计', 'Total', 'Total'), money: true, width: 12, value: (r) => r.total },
  {
    header: h('状态', 'Status', 'Status'),
    width: 12,
    value: (r) => label(COMMISSION_STATUS_LABELS, r.status, lang),
  },
  { header: h('批次号', 'Batch no.', 'No. batch'), width: 20, value: (r) => r.batchNo ?? '' },
];

/** The return-apply template: one row per disputed waybill. */
export const returnApplyTemplateColumns: readonly XlsxColumn<Record<string, string>>[] = [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 20, value: (r) => r.billCode },
  {
    header: h(
      '原因(FEE_ON_RETURN/WRONG_AMOUNT/NOT_PAID/OTHER)',
      'Reason (FEE_ON_RETURN/WRONG_AMOUNT/NOT_PAID/OTHER)',
      'Alasan (FEE_ON_RETURN/WRONG_AMOUNT/NOT_PAID/OTHER)',
    ),
    width: 40,
    value: (r) => r.reason,
  },
  { header: h('说明', 'Description', 'Keterangan'), width: 40, value: (r) => r.description },
];

/** The COD filters' fields as the screens label them. */
const COMMON_FIELDS: Record<string, SummaryField> = {
  billCode: { label: h('运单号', 'Waybill no.', 'No. resi') },
  batchNo: { label: h('批次号', 'Batch no.', 'No. batch') },
  deliveredFrom: { label: h('签收日期从', 'Delivered from', 'Diterima dari'), value: summaryDay },
  deliveredTo: { label: h('签收日期至', 'Delivered to', 'Diterima sampai'), value: summaryDay },
};
const STATUS = h('状态', 'Status', 'Status');
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
  title: h('COD账单', 'COD bill', 'Tagihan COD'),
  sheetName: 'cod-bill',
  filter: codBillFilter,
  summary: (filter, lang) => filterSummary(filter, BILL_FIELDS, lang),
  columns: (lang) => codBillColumns(lang),
  count: (db, scope, filter, dataAsOf) => countCodBill(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => codBillBatches(db, scope, filter, dataAsOf),
});

registerExportType({
  type: COD_EXPORT_TYPES.commission,
  title: h('COD手续费', 'COD commission', 'Komisi COD'),
  sheetName: 'cod-commission',
  filter: codCommissionFilter,
  summary: (filter, lang) => filterSummary(filter, COMMISSION_FIELDS, lang),
  columns: (lang) => codCommissionColumns(lang),
  count: (db, scope, filter, dataAsOf) => countCommission(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => commissionBatches(db, scope, filter, dataAsOf),
});
