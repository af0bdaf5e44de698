import { z } from 'zod';
import type { Lang } from '../../i18n/language';
import { statusLabel } from '../../lib/parcel/status';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';
import { statementLineBatches, statementOf, type toStatementLine } from './statement.repo';

type Line = ReturnType<typeof toStatementLine>;
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
    header: h('COD批次已结', 'Settled in COD batch', 'Lunas di batch COD'),
    money: true,
    width: 14,
    value: (r) => r.settledAmount ?? 0,
  },
  {
    header: h('本单应付', 'Billed here', 'Ditagihkan di sini'),
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
  summary: (filter, lang) => `${STATEMENT[lang]} #${filter.id}`,
  columns: (lang) => statementLineColumns(lang),
  count: async (db, scope, filter) => (await statementOf(db, scope, filter.id)).lineCount,
  rows: (db, scope, filter) => statementLineBatches(db, scope, filter.id),
});
