import { createHash } from 'node:crypto';
import {
  UNKNOWN_AREA_CODES,
  type ImportedOrder,
  type ImportRowValidator,
} from './import-order-adapter.service';
import type { RegionIndex } from '../../lib/regions/region-matcher';
import type { SheetRow } from './import-sheet-reader.service';

/** One problem of a row: the column (template key) or null for the row as a whole. */
export interface RowError {
  column: string | null;
  messageCode: string;
  params: Record<string, string | number>;
}

export interface CheckedRow {
  row: SheetRow;
  /** The number the order is stored under: the file's own, or one made from the file and row. */
  customerOrderNo: string;
  errors: RowError[];
  /** The validated order when the row has no error. */
  order: ImportedOrder | null;
}

/** State carried from row to row of one file. */
export interface RowCheckContext {
  validator: ImportRowValidator;
  /** For suggestions when an area name is not in the official list. */
  regions: RegionIndex;
  fileHash: string;
  /** Customer order no -> the row that claimed it first (valid rows only). */
  claimed: Map<string, number>;
}

/**
 * The order number of a row without one: made from the file's hash and the row number, so a second
 * run over the same file (a resumed insert, a re-validation) gives the same numbers and the insert's
 * ON CONFLICT keeps it from creating anything twice.
 *
 * @example
 * generatedOrderNo('9f86d081884c7d65...', 12); // 'IMP9F86D081884C-12'
 */
export function generatedOrderNo(fileHash: string, rowNo: number): string {
  return `IMP${fileHash.slice(0, 12).toUpperCase()}-${rowNo}`;
}

const SUGGESTION_CODES = {
  province: 'import.unknownProvince',
  city: 'import.unknownCity',
  district: 'import.unknownDistrict',
} as const;

/**
 * An unknown-area issue of the validator, with up to three official names close to what was typed
 * (from the province's cities or the city's districts). Without a close name the issue stays the
 * orders core's own ('there is no province named ...'): a "did you mean" names something.
 */
function withSuggestions(error: RowError, get: (key: string) => string, regions: RegionIndex): RowError {
  const level = Object.hasOwn(UNKNOWN_AREA_CODES, error.messageCode)
    ? UNKNOWN_AREA_CODES[error.messageCode]
    : undefined;
  const side = error.column?.startsWith('sender')
    ? 'sender'
    : error.column?.startsWith('receiver')
      ? 'receiver'
      : null;
  if (!level || !side) return error;
  const typed = {
    province: get(`${side}Province`),
    city: get(`${side}City`),
    district: get(`${side}District`),
  };
  const match = regions.resolve(typed.province, typed.city, typed.district);
  const suggestions = !match.ok && match.field === level ? match.suggestions : [];
  if (suggestions.length === 0) return error;
  return {
    column: error.column,
    messageCode: SUGGESTION_CODES[level],
    params: { ...error.params, value: typed[level], suggestions: suggestions.join(', ') },
  };
}

/**
 * All checks of one row, in the order the shipper fixes them: formula cells, the order rules of the
 * orders core (areas included, with suggestions for unknown names), and the order number against
 * earlier rows of the same file. Existing orders are checked per batch by the caller.
 */
export function checkRow(row: SheetRow, ctx: RowCheckContext): CheckedRow {
  const errors: RowError[] = [];
  const formulaColumns = new Set(row.formulas);
  for (const column of row.formulas)
    errors.push({ column, messageCode: 'import.formulaRefused', params: {} });
  // A formula cell counts as empty for the other rules: one error per bad cell.
  const get = (key: string) => (formulaColumns.has(key) ? '' : (row.values.get(key) ?? ''));
  const checked = ctx.validator.check(get);
  if (!checked.ok)
    for (const issue of checked.errors)
      if (!formulaColumns.has(issue.field))
        errors.push(
          withSuggestions(
            { column: issue.field, messageCode: issue.messageCode, params: issue.params },
            get,
            ctx.regions,
          ),
        );
  const customerOrderNo = get('customerOrderNo') || generatedOrderNo(ctx.fileHash, row.rowNo);

  if (errors.length === 0) {
    const firstRow = ctx.claimed.get(customerOrderNo);
    if (firstRow !== undefined)
      errors.push({
        column: 'customerOrderNo',
        messageCode: 'import.duplicateInFile',
        params: { customerOrderNo, firstRow },
      });
    else ctx.claimed.set(customerOrderNo, row.rowNo);
  }
  const order = errors.length === 0 && checked.ok ? checked.order : null;
  return { row, customerOrderNo, errors, order };
}

/** sha-256 of bytes, hex. */
export function sha256Hex(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}
