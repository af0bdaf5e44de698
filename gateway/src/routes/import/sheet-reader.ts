import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnOfHeader, IMPORT_COLUMNS, type ImportColumn } from './columns';
import { capError, ImportFileError } from './import-error';
import type { ImportLimits } from './limits';
import { readerFriendlyXlsx } from './zip-order';

/** One data row as read: the text of each known column, by column key. */
export interface SheetRow {
  /** The row number in the sheet (the header is row 1), as the shipper sees it in Excel. */
  rowNo: number;
  /** Column key -> trimmed text; every template column is present ('' when empty). */
  values: Map<string, string>;
  /** Keys of the columns whose cell held a formula (refused: formula injection). */
  formulas: string[];
}

/** A file whose header lacks required columns; `missing` holds their keys. */
export class MissingColumnsError extends ImportFileError {
  constructor(readonly missing: string[]) {
    super('import.missingColumns', { columns: missing.join(', ') });
  }
}

/** Longest text kept of one cell; longer text fails the field's own length rule anyway. */
const MAX_CELL_CHARS = 1000;
/** Columns looked at in a row; the template has 28, so anything past this is noise. */
const MAX_COLUMNS = 128;
/** Rows yielded by the parser (empty ones too) beyond the row cap before giving up. */
const EMPTY_ROW_SLACK = 10_000;

/** What ExcelJS puts in `row.values`: primitives, dates, or objects (rich text, formula, hyperlink, error). */
type CellValue = unknown;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True for a formula cell (ExcelJS gives `{ formula }` or `{ sharedFormula }` whatever its result). */
export function isFormulaValue(value: CellValue): boolean {
  return isObject(value) && ('formula' in value || 'sharedFormula' in value);
}

function dateText(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/**
 * The text of a cell as the shipper typed it. A phone typed as a number lost its leading 0 in
 * Excel (81234567890): it gets it back.
 */
export function cellText(value: CellValue, column: ImportColumn): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'number') {
    text = Number.isFinite(value) ? String(value) : '';
    if (column.kind === 'phone' && /^[1-9]\d{7,13}$/.test(text))
      text = text.startsWith('62') ? text : `0${text}`;
  } else if (typeof value === 'boolean') text = column.kind === 'flag' ? (value ? 'Y' : 'N') : String(value);
  else if (value instanceof Date) text = dateText(value);
  else if (isObject(value) && Array.isArray(value.richText))
    text = (value.richText as unknown[]).map((run) => String((isObject(run) && run.text) || '')).join('');
  else if (isObject(value) && 'text' in value) text = String(value.text ?? '');
  else if (isObject(value) && 'error' in value) text = String(value.error ?? '');
  else if (isObject(value) && 'result' in value) text = String(value.result ?? '');
  else text = '';
  return text.replace(/\s+/g, ' ').trim().slice(0, MAX_CELL_CHARS);
}

/** The formula of a formula cell as text (`=A1*2`), for the error download. */
function formulaText(value: CellValue): string {
  const formula = isObject(value) ? (value.formula ?? value.sharedFormula ?? '') : '';
  return `=${String(formula)}`.slice(0, MAX_CELL_CHARS);
}

/** Sheet column index (1-based) -> template column, from the header row; the first spelling wins. */
export function mapHeader(headerValues: CellValue[]): Map<number, ImportColumn> {
  const mapping = new Map<number, ImportColumn>();
  const seen = new Set<string>();
  for (let index = 1; index < Math.min(headerValues.length, MAX_COLUMNS + 1); index += 1) {
    const value = headerValues[index];
    const text = typeof value === 'string' ? value : cellText(value, IMPORT_COLUMNS[0]);
    const column = text ? columnOfHeader(text) : undefined;
    if (!column || seen.has(column.key)) continue;
    seen.add(column.key);
    mapping.set(index, column);
  }
  const missing = IMPORT_COLUMNS.filter((column) => column.required && !seen.has(column.key));
  if (missing.length > 0) throw new MissingColumnsError(missing.map((column) => column.key));
  return mapping;
}

/**
 * Streams the data rows of the first worksheet with ExcelJS's streaming reader: one row in memory
 * at a time (plus the workbook's shared strings). The header is row 1, read in any of the three
 * languages; unknown headers (`__proto__` included) are ignored, and rows come out as Maps keyed by
 * the template's own column keys, so no file-supplied name ever becomes an object key. Blank rows
 * are skipped. More than `limits.maxRows` data rows stops the read with 'import.tooManyRows'.
 * The zip's entries are fed in the order the reader handles reliably (./zip-order.ts).
 *
 * @example
 * for await (const row of readImportSheet(bytes, limits)) console.log(row.rowNo, row.values.get('receiverPhone'));
 */
export async function* readImportSheet(data: Buffer, limits: ImportLimits): AsyncGenerator<SheetRow> {
  const input = new PassThrough();
  for (const chunk of readerFriendlyXlsx(data, limits.maxZipEntries)) input.write(chunk);
  input.end();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  let mapping: Map<number, ImportColumn> | null = null;
  let dataRows = 0;
  let parsedRows = 0;
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        parsedRows += 1;
        if (parsedRows > limits.maxRows + EMPTY_ROW_SLACK) throw capError('import.tooManyRows', limits);
        const cells = row.values as CellValue[];
        if (!mapping) {
          if (row.number !== 1)
            throw new MissingColumnsError(IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key));
          mapping = mapHeader(cells);
          continue;
        }
        const values = new Map<string, string>(IMPORT_COLUMNS.map((column) => [column.key, '']));
        const formulas: string[] = [];
        let blank = true;
        for (const [index, column] of mapping) {
          const value = cells[index];
          if (isFormulaValue(value)) {
            formulas.push(column.key);
            values.set(column.key, formulaText(value));
            blank = false;
            continue;
          }
          const text = cellText(value, column);
          if (text) blank = false;
          values.set(column.key, text);
        }
        if (blank) continue;
        dataRows += 1;
        if (dataRows > limits.maxRows) throw capError('import.tooManyRows', limits);
        yield { rowNo: row.number, values, formulas };
      }
      break; // the first worksheet holds the orders; the template's second one is instructions
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('import.unreadable');
  } finally {
    input.destroy();
  }
  if (!mapping) throw new MissingColumnsError(IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key));
  if (dataRows === 0) throw new ImportFileError('import.noDataRows');
}
