import { z } from 'zod';
import { pick, type Lang } from '../../../i18n/language';
import { statusLabel } from '../../../parcel/status';
import type { XlsxColumn } from '../../../lib/xlsx-write/xlsx';
import type { Localized } from '../../../lib/locale/locale';
import { filterSummary, labelOf, registerExportType } from '../../downloads';
import type { StatementStatus } from './statement-status.rules';
import {
  countStatements,
  statementBatches,
  statementLineBatches,
  statementOf,
  type toStatementLine,
  type toStatementRecord,
} from './statement.repo';
import { statementFilter } from './statement.schemas';

type Line = ReturnType<typeof toStatementLine>;
type Statement = ReturnType<typeof toStatementRecord>;
const h = (zh: string, en: string, id: string) => ({ zh, en, id });

/** The statement's line columns in `lang`: an outcome as the screens label a parcel status. */
export const statementLineColumns = (lang: Lang): readonly XlsxColumn<Line>[] => [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 18, value: (r) => r.billCode },
  { header: h('日期', 'Date', 'Tanggal'), width: 12, value: (r) => r.day },
  { header: h('结果', 'Outcome', 'Hasil'), width: 12, value: (r) => statusLabel(r.outcome, lang) },
  { header: h('目的省', 'Province', 'Provinsi'), width: 18, value: (r) => r.destProvince },
  { header: h('目的市', 'City', 'Kota'), width: 18, value: (r) => r.destCity },
  { header: h('产品', 'Product', 'Produk'), width: 8, value: (r) => r.productType },
  { header: h('实重', 'Actual kg', 'Berat aktual'), width: 10, value: (r) => r.actualKg },
  { header: h('体积重', 'Volumetric kg', 'Berat volume'), width: 10, value: (r) => r.volumetricKg },
  { header: h('计费重', 'Chargeable kg', 'Berat tertagih'), width: 10, value: (r) => r.chargeableKg },
  { header: h('运费', 'Freight', 'Ongkir'), money: true, width: 12, value: (r) => r.freight },
  { header: h('保价费', 'Insurance', 'Asuransi'), money: true, width: 12, value: (r) => r.insurance },
  { header: h('COD手续费', 'COD fee', 'Biaya COD'), money: true, width: 12, value: (r) => r.codFee },
  { header: h('附加费', 'Surcharges', 'Biaya tambahan'), width: 12, value: (r) => r.surcharges },
  { header: h('折扣', 'Discount', 'Diskon'), money: true, width: 12, value: (r) => r.discount },
  { header: h('退件费', 'Return fee', 'Biaya retur'), money: true, width: 12, value: (r) => r.returnFee },
  {
    header: h('重量调整', 'Weight adjustment', 'Penyesuaian berat'),
    width: 12,
    value: (r) => r.weightAdjustment,
  },
  { header: h('合计', 'Line total', 'Total baris'), money: true, width: 14, value: (r) => r.lineTotal },
  // what of the line a COD batch settled (netted freight or return fee, the COD commission): not due here
  {
    header: h('COD批次已结', 'Amount settled in COD batch', 'Lunas di batch COD'),
    money: true,
    width: 14,
    value: (r) => r.settledAmount ?? 0,
  },
  {
    header: h('本单应付', 'Amount billed here', 'Ditagihkan di sini'),
    money: true,
    width: 14,
    value: (r) => r.lineTotal - (r.settledAmount ?? 0),
  },
  {
    header: h('结算批次', 'Settling batch', 'Batch pelunasan'),
    width: 18,
    value: (r) => r.settledBatchNo ?? '',
  },
];

const STATEMENT = h('对账单', 'Statement', 'Tagihan');

export const STATEMENT_LINES_EXPORT = 'monthlyStatementLines';

registerExportType({
  type: STATEMENT_LINES_EXPORT,
  title: h('月结对账明细', 'Monthly statement lines', 'Rincian tagihan bulanan'),
  sheetName: 'statement-lines',
  filter: z.object({ id: z.number().int().positive() }),
  summary: (filter, lang) => `${pick(STATEMENT, lang)} #${filter.id}`,
  columns: (lang) => statementLineColumns(lang),
  count: async (db, scope, filter) => (await statementOf(db, scope, filter.id)).lineCount,
  rows: (db, scope, filter) => statementLineBatches(db, scope, filter.id),
});

/** The statement list's columns (spec section 7, monthly settlement export). */
/** A statement's status as the monthly statement screen labels it (remote-finance monthlyStatement/texts.ts). */
export const STATEMENT_STATUS_LABELS: Record<StatementStatus, Localized> = {
  DRAFT: h('草稿', 'Draft', 'Draf'),
  ISSUED: h('已出账', 'Issued', 'Terbit'),
  DISPUTED: h('有异议', 'Disputed', 'Keberatan'),
  CREDIT_NOTE: h('已开贷项', 'Credit note', 'Nota kredit'),
  PARTIALLY_PAID: h('部分付款', 'Partially paid', 'Dibayar sebagian'),
  PAID: h('已付款', 'Paid', 'Lunas'),
  OVERDUE: h('逾期', 'Overdue', 'Terlambat'),
  SUSPENDED: h('已暂停', 'Suspended', 'Ditangguhkan'),
};
const statementStatusLabel = labelOf(STATEMENT_STATUS_LABELS);

/** The statement list's columns in `lang`: a status as the screen labels it. */
export const statementColumns = (lang: Lang): readonly XlsxColumn<Statement>[] => [
  { header: h('对账单号', 'Statement no.', 'No. tagihan'), width: 20, value: (r) => r.statementNo },
  { header: h('账期', 'Period', 'Periode'), width: 10, value: (r) => r.period },
  { header: h('开单日', 'Issue date', 'Tanggal terbit'), width: 12, value: (r) => r.issueDay },
  { header: h('到期日', 'Due date', 'Jatuh tempo'), width: 12, value: (r) => r.dueDay },
  { header: h('状态', 'Status', 'Status'), width: 16, value: (r) => statementStatusLabel(r.status, lang) },
  { header: h('法定名称', 'Legal name', 'Nama badan'), width: 28, value: (r) => r.legalName },
  { header: h('NPWP', 'NPWP', 'NPWP'), width: 20, value: (r) => r.npwp ?? '' },
  { header: h('电子发票号', 'e-Faktur no.', 'No. e-Faktur'), width: 20, value: (r) => r.eFakturNo },
  { header: h('运单数', 'Lines', 'Jumlah baris'), width: 8, value: (r) => r.lineCount },
  { header: h('税基 (DPP)', 'Tax base (DPP)', 'DPP'), money: true, width: 14, value: (r) => r.taxBase },
  { header: h('PPN', 'PPN', 'PPN'), money: true, width: 12, value: (r) => r.ppn },
  { header: h('PPh 23', 'PPh 23', 'PPh 23'), money: true, width: 12, value: (r) => r.pph23 },
  {
    header: h('贷项', 'Credit note amount', 'Nota kredit'),
    money: true,
    width: 14,
    value: (r) => r.creditNotes,
  },
  {
    header: h('COD批次已结', 'Amount settled in COD batches', 'Lunas di batch COD'),
    money: true,
    width: 14,
    value: (r) => r.settledAmount,
  },
  {
    header: h('应收', 'Receivable (COD shortfall)', 'Piutang'),
    money: true,
    width: 14,
    value: (r) => r.receivables,
  },
  { header: h('应付', 'Amount due', 'Jumlah tagihan'), money: true, width: 14, value: (r) => r.amountDue },
  { header: h('已付', 'Paid', 'Dibayar'), money: true, width: 14, value: (r) => r.paidAmount },
  { header: h('未付', 'Outstanding', 'Sisa tagihan'), money: true, width: 14, value: (r) => r.outstanding },
];

export const STATEMENT_LIST_EXPORT = 'monthlyStatements';

const listSummary = (filter: z.infer<typeof statementFilter>, lang: Lang) =>
  filterSummary(
    filter,
    {
      period: { label: h('账期', 'Period', 'Periode') },
      status: { label: h('状态', 'Status', 'Status'), value: statementStatusLabel },
    },
    lang,
  );

registerExportType({
  type: STATEMENT_LIST_EXPORT,
  title: h('月结对账单', 'Monthly statements', 'Tagihan bulanan'),
  sheetName: 'statements',
  filter: statementFilter,
  summary: listSummary,
  columns: (lang) => statementColumns(lang),
  count: (db, scope, filter) => countStatements(db, scope, filter),
  rows: (db, scope, filter) => statementBatches(db, scope, filter),
});
