import type { Lang } from '../../i18n/language';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';
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

/** The COD bill's columns (the same for the inline file and the download centre). */
export const codBillColumns: readonly XlsxColumn<LineRecord>[] = [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 18, value: (r) => r.billCode },
  {
    header: h('客户订单号', 'Customer order no.', 'No. pesanan'),
    width: 20,
    value: (r) => r.customerOrderNo,
  },
  { header: h('产品类型', 'Product', 'Produk'), width: 10, value: (r) => r.productType },
  { header: h('COD金额', 'COD amount', 'Nilai COD'), money: true, width: 14, value: (r) => r.codAmount },
  { header: h('货值', 'Goods value', 'Nilai barang'), money: true, width: 14, value: (r) => r.goodsValue },
  { header: h('状态', 'Status', 'Status'), width: 18, value: (r) => r.status },
  { header: h('签收时间', 'Delivered at', 'Diterima'), width: 22, value: (r) => r.deliveredAt ?? '' },
  { header: h('签收人', 'Signer', 'Penerima'), width: 16, value: (r) => r.signer ?? '' },
  {
    header: h('预计结算日', 'Expected payout', 'Perkiraan bayar'),
    width: 14,
    value: (r) => r.expectedPayoutDay ?? '',
  },
  { header: h('批次号', 'Batch no.', 'No. batch'), width: 20, value: (r) => r.batchNo ?? '' },
];

export const codCommissionColumns: readonly XlsxColumn<CommissionRecord>[] = [
  { header: h('运单号', 'Waybill no.', 'No. resi'), width: 18, value: (r) => r.billCode },
  { header: h('计费基数', 'Fee base', 'Dasar biaya'), money: true, width: 14, value: (r) => r.feeBase },
  { header: h('费率(基点)', 'Rate (bp)', 'Tarif (bp)'), width: 10, value: (r) => r.rateBp },
  { header: h('最低手续费', 'Minimum fee', 'Biaya minimum'), money: true, width: 12, value: (r) => r.minFee },
  { header: h('手续费', 'Fee', 'Biaya'), money: true, width: 12, value: (r) => r.fee },
  { header: h('增值税', 'VAT', 'PPN'), money: true, width: 12, value: (r) => r.vat },
  { header: h('合计', 'Total', 'Total'), money: true, width: 12, value: (r) => r.total },
  { header: h('状态', 'Status', 'Status'), width: 12, value: (r) => r.status },
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

const summary = (filter: Record<string, unknown>, _lang: Lang) =>
  Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

export const COD_EXPORT_TYPES = { bill: 'codBill', commission: 'codCommission' } as const;

registerExportType({
  type: COD_EXPORT_TYPES.bill,
  title: h('COD账单', 'COD bill', 'Tagihan COD'),
  sheetName: 'cod-bill',
  filter: codBillFilter,
  summary,
  columns: () => codBillColumns,
  count: (db, scope, filter, dataAsOf) => countCodBill(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => codBillBatches(db, scope, filter, dataAsOf),
});

registerExportType({
  type: COD_EXPORT_TYPES.commission,
  title: h('COD手续费', 'COD commission', 'Komisi COD'),
  sheetName: 'cod-commission',
  filter: codCommissionFilter,
  summary,
  columns: () => codCommissionColumns,
  count: (db, scope, filter, dataAsOf) => countCommission(db, scope, filter, dataAsOf),
  rows: (db, scope, filter, dataAsOf) => commissionBatches(db, scope, filter, dataAsOf),
});
