import { z } from 'zod';
import { pick, type Lang } from '../../../i18n/language';
import { statusLabel } from '../../../parcel/status';
import type { XlsxColumn } from '../../../lib/xlsx-write/xlsx';
import { CODE, EXPORT_TEXTS, filterSummary, labelOf, registerExportType } from '../../downloads';
import { STATEMENT_EXPORT_TEXTS, STATEMENT_STATUS_LABELS } from './statement.export-texts';
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
const T = STATEMENT_EXPORT_TEXTS;
const E = EXPORT_TEXTS;

/** The statement's line columns in `lang`: an outcome as the screens label a parcel status. */
export const statementLineColumns = (lang: Lang): readonly XlsxColumn<Line>[] => [
  { header: E.waybillNo, width: 18, value: (r) => r.billCode },
  { header: T.date, width: 12, value: (r) => r.day },
  { header: T.outcome, width: 12, value: (r) => statusLabel(r.outcome, lang) },
  { header: T.destProvince, width: 18, value: (r) => r.destProvince },
  { header: T.destCity, width: 18, value: (r) => r.destCity },
  { header: E.product, width: 8, value: (r) => r.productType },
  { header: T.actualKg, width: 10, value: (r) => r.actualKg },
  { header: T.volumetricKg, width: 10, value: (r) => r.volumetricKg },
  { header: T.chargeableKg, width: 10, value: (r) => r.chargeableKg },
  { header: T.freight, money: true, width: 12, value: (r) => r.freight },
  { header: T.insurance, money: true, width: 12, value: (r) => r.insurance },
  { header: T.codFee, money: true, width: 12, value: (r) => r.codFee },
  { header: T.surcharges, width: 12, value: (r) => r.surcharges },
  { header: T.discount, money: true, width: 12, value: (r) => r.discount },
  { header: T.returnFee, money: true, width: 12, value: (r) => r.returnFee },
  {
    header: T.weightAdjustment,
    width: 12,
    value: (r) => r.weightAdjustment,
  },
  { header: T.lineTotal, money: true, width: 14, value: (r) => r.lineTotal },
  // what of the line a COD batch settled (netted freight or return fee, the COD commission): not due here
  {
    header: T.settledInBatch,
    money: true,
    width: 14,
    value: (r) => r.settledAmount ?? 0,
  },
  {
    header: T.billedHere,
    money: true,
    width: 14,
    value: (r) => r.lineTotal - (r.settledAmount ?? 0),
  },
  {
    header: T.settlingBatch,
    width: 18,
    value: (r) => r.settledBatchNo ?? '',
  },
];

const STATEMENT = T.statement;

export const STATEMENT_LINES_EXPORT = 'monthlyStatementLines';

registerExportType({
  type: STATEMENT_LINES_EXPORT,
  title: T.linesTitle,
  sheetName: 'statement-lines',
  filter: z.object({ id: z.number().int().positive() }),
  summary: (filter, lang) => `${pick(STATEMENT, lang)} #${filter.id}`,
  columns: (lang) => statementLineColumns(lang),
  count: async (db, scope, filter) => (await statementOf(db, scope, filter.id)).lineCount,
  rows: (db, scope, filter) => statementLineBatches(db, scope, filter.id),
});

/** A statement's status as the screen labels it (statement.export-texts.ts). */
export { STATEMENT_STATUS_LABELS };
const statementStatusLabel = labelOf(STATEMENT_STATUS_LABELS);

/** The statement list's columns in `lang` (spec section 7, monthly settlement export): a status as the screen labels it. */
export const statementColumns = (lang: Lang): readonly XlsxColumn<Statement>[] => [
  { header: T.statementNo, width: 20, value: (r) => r.statementNo },
  { header: E.period, width: 10, value: (r) => r.period },
  { header: T.issueDate, width: 12, value: (r) => r.issueDay },
  { header: T.dueDate, width: 12, value: (r) => r.dueDay },
  { header: E.status, width: 16, value: (r) => statementStatusLabel(r.status, lang) },
  { header: T.legalName, width: 28, value: (r) => r.legalName },
  { header: CODE('NPWP'), width: 20, value: (r) => r.npwp ?? '' },
  { header: T.eFakturNo, width: 20, value: (r) => r.eFakturNo },
  { header: T.lines, width: 8, value: (r) => r.lineCount },
  { header: T.taxBase, money: true, width: 14, value: (r) => r.taxBase },
  { header: CODE('PPN'), money: true, width: 12, value: (r) => r.ppn },
  { header: CODE('PPh 23'), money: true, width: 12, value: (r) => r.pph23 },
  {
    header: T.creditNotes,
    money: true,
    width: 14,
    value: (r) => r.creditNotes,
  },
  {
    header: T.settledInBatches,
    money: true,
    width: 14,
    value: (r) => r.settledAmount,
  },
  {
    header: T.receivables,
    money: true,
    width: 14,
    value: (r) => r.receivables,
  },
  { header: T.amountDue, money: true, width: 14, value: (r) => r.amountDue },
  { header: T.paid, money: true, width: 14, value: (r) => r.paidAmount },
  { header: T.outstanding, money: true, width: 14, value: (r) => r.outstanding },
];

export const STATEMENT_LIST_EXPORT = 'monthlyStatements';

const listSummary = (filter: z.infer<typeof statementFilter>, lang: Lang) =>
  filterSummary(
    filter,
    {
      period: { label: E.period },
      status: { label: E.status, value: statementStatusLabel },
    },
    lang,
  );

registerExportType({
  type: STATEMENT_LIST_EXPORT,
  title: T.listTitle,
  sheetName: 'statements',
  filter: statementFilter,
  summary: listSummary,
  columns: (lang) => statementColumns(lang),
  count: (db, scope, filter) => countStatements(db, scope, filter),
  rows: (db, scope, filter) => statementBatches(db, scope, filter),
});
