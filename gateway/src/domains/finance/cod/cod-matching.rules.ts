import type { Translated } from '../../../i18n/language';
import type { SheetCellValue } from '../../../lib/xlsx-read/sheet-cell-value';

/** At most this many bytes and data rows in one settlement matching file (the import's rules, smaller caps). */
export const MATCHING_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const MATCHING_FILE_MAX_ROWS = 10_000;

export const MATCHING_RESULTS = [
  'PAID_AS_EXPECTED',
  'PAID_DIFFERENT_AMOUNT',
  'NOT_PAID_YET',
  'UNKNOWN_TO_COURIER',
] as const;
export type MatchingResult = (typeof MATCHING_RESULTS)[number];

export const MATCHING_ROW_ERRORS = [
  'emptyReference',
  'nonNumericAmount',
  'emptyAmount',
  'formula',
  'duplicateReference',
] as const;
export type MatchingRowError = (typeof MATCHING_ROW_ERRORS)[number];

export type MatchingColumnKey = 'reference' | 'expectedAmount';

/** The two columns of the template; a file's headers may be in any of the seven languages. */
export const MATCHING_COLUMNS: readonly {
  key: MatchingColumnKey;
  headers: Translated;
  width: number;
}[] = [
  {
    key: 'reference',
    headers: {
      zh: '运单号或客户订单号',
      en: 'Waybill or customer order no.',
      id: 'No. resi atau no. pesanan',
      th: 'เลขที่ใบนำส่งหรือเลขที่ออเดอร์ของลูกค้า',
      km: 'លេខវិក្កយបត្រដឹកជញ្ជូន ឬលេខការកុម្ម៉ង់របស់អតិថិជន',
      ms: 'Nombor waybill atau no. pesanan pelanggan',
      vi: 'Mã vận đơn hoặc mã đơn của khách',
    },
    width: 28,
  },
  {
    key: 'expectedAmount',
    headers: {
      zh: '预期COD金额',
      en: 'Expected COD amount',
      id: 'Nilai COD yang diharapkan',
      th: 'ยอด COD ที่คาดว่าจะได้รับ',
      km: 'ចំនួនប្រាក់ COD ដែលរំពឹងទុក',
      ms: 'Amaun COD yang dijangka',
      vi: 'Số tiền COD dự kiến',
    },
    width: 22,
  },
];

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The position of each column by its header (any language, any case); undefined when one is missing. */
export function matchingColumnsOfHeader(cells: readonly SheetCellValue[]): {
  columns: Record<MatchingColumnKey, number>;
  missing: MatchingColumnKey[];
} {
  const byHeader = new Map<string, MatchingColumnKey>();
  for (const column of MATCHING_COLUMNS)
    for (const header of Object.values(column.headers)) byHeader.set(normalise(header), column.key);
  const columns: Partial<Record<MatchingColumnKey, number>> = {};
  cells.forEach((cell, index) => {
    const key = typeof cell === 'string' ? byHeader.get(normalise(cell)) : undefined;
    if (key && columns[key] === undefined) columns[key] = index;
  });
  const missing = MATCHING_COLUMNS.map((c) => c.key).filter((key) => columns[key] === undefined);
  return { columns: columns as Record<MatchingColumnKey, number>, missing };
}

/**
 * Whole rupiah from a cell: a whole number, or text such as '150000', '150.000', '150,000' or
 * 'Rp 150.000'. Null when it is not a whole, non-negative amount.
 *
 * @example
 * parseRupiah('Rp 1.234.567'); // 1234567
 */
export function parseRupiah(cell: SheetCellValue): number | null {
  if (typeof cell === 'number') return Number.isSafeInteger(cell) && cell >= 0 ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace(/^rp\.?\s*/i, '');
  if (/^\d+$/.test(text) || /^\d{1,3}([.,]\d{3})+$/.test(text)) {
    const value = Number(text.replace(/[.,]/g, ''));
    return Number.isSafeInteger(value) ? value : null;
  }
  return null;
}

const isBlank = (cell: SheetCellValue) =>
  cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '');
const isFormula = (cell: SheetCellValue) => typeof cell === 'object' && cell !== null && 'formula' in cell;

export type MatchingRow =
  | { kind: 'blank' }
  | { kind: 'error'; errors: MatchingRowError[] }
  | { kind: 'row'; reference: string; expectedAmount: number };

/** One data row of the file: blank (skipped), its errors, or the reference and expected amount. */
export function parseMatchingRow(
  cells: readonly SheetCellValue[],
  columns: Record<MatchingColumnKey, number>,
): MatchingRow {
  const referenceCell = cells[columns.reference];
  const amountCell = cells[columns.expectedAmount];
  if (isBlank(referenceCell) && isBlank(amountCell)) return { kind: 'blank' };
  if (isFormula(referenceCell) || isFormula(amountCell)) return { kind: 'error', errors: ['formula'] };
  const errors: MatchingRowError[] = [];
  const reference =
    typeof referenceCell === 'string' || typeof referenceCell === 'number'
      ? String(referenceCell).trim()
      : '';
  if (!reference) errors.push('emptyReference');
  const expectedAmount = isBlank(amountCell) ? null : parseRupiah(amountCell);
  if (isBlank(amountCell)) errors.push('emptyAmount');
  else if (expectedAmount === null) errors.push('nonNumericAmount');
  if (errors.length > 0 || expectedAmount === null) return { kind: 'error', errors };
  return { kind: 'row', reference, expectedAmount };
}

/** What the courier knows of a COD waybill, as the matching needs it. */
export interface KnownCodLine {
  billCode: string;
  customerOrderNo: string;
  codAmount: number;
  lineStatus: string;
  batchNo: string | null;
  batchStatus: string | null;
  /** The batch's planned pay day, else the line's expected payout day. */
  expectedPayDay: string | null;
  paidAt: string | null;
}

export interface MatchingOutcome {
  result: MatchingResult;
  /** expected minus the COD amount; null when the courier does not know the reference. */
  difference: number | null;
  /** When it is due to be paid (not paid yet and not in dispute); null otherwise or not yet known. */
  expectedPayDay: string | null;
}

/**
 * Classifies one row. "Paid" means the COD line's batch is PAID and the line was remitted with it
 * (a line disputed in that batch was held back, so it is not paid yet). What is compared is the
 * shipper's expected amount with the line's COD amount (what the receiver pays, before commission
 * and VAT).
 */
export function classifyMatchingRow(expectedAmount: number, line: KnownCodLine | undefined): MatchingOutcome {
  if (!line) return { result: 'UNKNOWN_TO_COURIER', difference: null, expectedPayDay: null };
  const difference = expectedAmount - line.codAmount;
  if (line.batchStatus !== 'PAID' || line.lineStatus !== 'REMITTED')
    return {
      result: 'NOT_PAID_YET',
      difference,
      expectedPayDay: line.lineStatus === 'DISPUTED' ? null : line.expectedPayDay,
    };
  return {
    result: difference === 0 ? 'PAID_AS_EXPECTED' : 'PAID_DIFFERENT_AMOUNT',
    difference,
    expectedPayDay: null,
  };
}

/**
 * The line a reference names: a waybill first, else a customer order number (which the shipper may
 * have used on one order only; the newest line wins when it was reused).
 */
export function lineOfReference(
  reference: string,
  byBillCode: ReadonlyMap<string, KnownCodLine>,
  byOrderNo: ReadonlyMap<string, KnownCodLine>,
): KnownCodLine | undefined {
  return byBillCode.get(reference) ?? byBillCode.get(reference.toUpperCase()) ?? byOrderNo.get(reference);
}

/**
 * Splits the read rows into the first row of each reference (any case) and the later repeats, each
 * naming the row it repeats: a waybill listed twice would otherwise read as paid twice.
 */
export function splitDuplicates<T extends { rowNo: number; reference: string }>(
  rows: readonly T[],
): { unique: T[]; duplicates: { rowNo: number; firstRowNo: number }[] } {
  const first = new Map<string, number>();
  const unique: T[] = [];
  const duplicates: { rowNo: number; firstRowNo: number }[] = [];
  for (const row of rows) {
    const key = row.reference.toUpperCase();
    const seen = first.get(key);
    if (seen === undefined) {
      first.set(key, row.rowNo);
      unique.push(row);
    } else duplicates.push({ rowNo: row.rowNo, firstRowNo: seen });
  }
  return { unique, duplicates };
}
