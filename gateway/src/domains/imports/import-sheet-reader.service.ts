import { restoreNeutralised } from '../../lib/xlsx-write/spreadsheet-formula';
import { columnOfHeader, IMPORT_COLUMNS, type ImportColumn } from './import-columns.rules';
import { capError, ImportFileError } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { readFirstSheetRows } from '../../lib/xlsx-read/first-sheet-rows';
import type { SheetRowCells } from '../../lib/xlsx-read/sheet-cell-value';

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
/**
 * Characters kept of one cell's raw text (and of one shared string) while reading: well past
 * MAX_CELL_CHARS, so cutting whitespace runs down to one space still leaves the cell's full text.
 */
const MAX_RAW_TEXT_CHARS = 32 * MAX_CELL_CHARS;
/** Shared strings a workbook may hold per row of the row cap: a template row has 28 cells. */
const SHARED_STRINGS_PER_ROW = 32;

/**
 * A cell value: what ./xlsx-read/sheet-rows.ts reads (text, number, boolean, `{ error }`,
 * `{ formula }`) or what ExcelJS gives (also dates and `{ richText }`, `{ sharedFormula }`, `{ result }`).
 */
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
  // our own exports' formula prefix ("'=..." / "'+62...") comes off: the error file imports again
  text = restoreNeutralised(text);
  const tidy = isTidy(text) ? text : text.replace(/\s+/g, ' ').trim();
  return tidy.length > MAX_CELL_CHARS ? tidy.slice(0, MAX_CELL_CHARS) : tidy;
}

/** A character of JavaScript's `\s` at or above U+00A0 (Unicode space separators, LS, PS, BOM). */
function isWideSpace(code: number): boolean {
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * True when `text.replace(/\s+/g, ' ').trim()` would return it unchanged: no whitespace but single
 * spaces between words. Most cells are, and checking is cheaper than the regular expression.
 */
function isTidy(text: string): boolean {
  let afterSpace = true;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 32 && code < 0xa0) afterSpace = false;
    else if (code === 32) {
      if (afterSpace) return false;
      afterSpace = true;
    } else if (code < 32 || isWideSpace(code)) return false;
    else afterSpace = false;
  }
  return !afterSpace || text.length === 0;
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

/** A header mapping as parallel arrays, in the sheet's column order, for the per-row loop. */
interface HeaderMapping {
  sheetIndexes: number[];
  columns: ImportColumn[];
  /** Each column's position in IMPORT_COLUMNS. */
  templatePositions: number[];
}

function headerMapping(mapping: Map<number, ImportColumn>): HeaderMapping {
  const entries = [...mapping];
  return {
    sheetIndexes: entries.map(([index]) => index),
    columns: entries.map(([, column]) => column),
    templatePositions: entries.map(([, column]) => IMPORT_COLUMNS.indexOf(column)),
  };
}

/** Raw rows of a sheet, in batches: what a sheet reader yields and the import maps to SheetRows. */
export type SheetRowSource = AsyncIterable<readonly SheetRowCells[]>;

/**
 * Turns a sheet's raw rows into import rows, one at a time: the header is row 1, read in any of the
 * seven languages; unknown headers (`__proto__` included) are ignored, and rows come out as Maps
 * keyed by the template's own column keys, so no file-supplied name ever becomes an object key.
 * Blank rows are skipped. More than `limits.maxRows` data rows (or that many plus EMPTY_ROW_SLACK
 * rows of any kind) is 'import.tooManyRows'.
 */
class ImportRowMapper {
  private mapping: HeaderMapping | null = null;
  private dataRows = 0;
  private parsedRows = 0;
  /** The texts of the row being mapped, by template position (reused from row to row). */
  private readonly texts: string[] = new Array<string>(IMPORT_COLUMNS.length).fill('');
  /**
   * Per mapped column, the last cell value and its text: a column often repeats its value row after
   * row (the sender's columns do), and cellText depends on nothing else.
   */
  private lastValues: CellValue[] = [];
  private lastTexts: string[] = [];

  constructor(private readonly limits: ImportLimits) {}

  /** The import row of a sheet row, or null for the header and blank rows. */
  map(row: SheetRowCells): SheetRow | null {
    this.parsedRows += 1;
    if (this.parsedRows > this.limits.maxRows + EMPTY_ROW_SLACK)
      throw capError('import.tooManyRows', this.limits);
    const cells = row.cells;
    const mapping = this.mapping;
    if (!mapping) {
      if (row.rowNo !== 1) throw missingRequiredColumns();
      this.mapping = headerMapping(mapHeader(cells));
      this.lastValues = new Array<CellValue>(this.mapping.columns.length).fill(undefined);
      this.lastTexts = new Array<string>(this.mapping.columns.length).fill('');
      return null;
    }
    // Cells are read in the sheet's column order (formulas are listed in it); the Map is built
    // in the template's order, every template column present.
    const texts = this.texts.fill('');
    const formulas: string[] = [];
    let blank = true;
    for (let m = 0; m < mapping.sheetIndexes.length; m += 1) {
      const column = mapping.columns[m];
      const value = cells[mapping.sheetIndexes[m]];
      if (isFormulaValue(value)) {
        formulas.push(column.key);
        texts[mapping.templatePositions[m]] = formulaText(value);
        blank = false;
        continue;
      }
      let text: string;
      if (value === this.lastValues[m]) text = this.lastTexts[m];
      else {
        text = cellText(value, column);
        this.lastValues[m] = value;
        this.lastTexts[m] = text;
      }
      if (text) blank = false;
      texts[mapping.templatePositions[m]] = text;
    }
    if (blank) return null;
    const values = new Map<string, string>();
    for (let t = 0; t < IMPORT_COLUMNS.length; t += 1) values.set(IMPORT_COLUMNS[t].key, texts[t]);
    this.dataRows += 1;
    if (this.dataRows > this.limits.maxRows) throw capError('import.tooManyRows', this.limits);
    return { rowNo: row.rowNo, values, formulas };
  }

  /** At the end of the sheet: a sheet without a header or without data rows is refused. */
  finish(): void {
    if (!this.mapping) throw missingRequiredColumns();
    if (this.dataRows === 0) throw new ImportFileError('import.noDataRows');
  }
}

function missingRequiredColumns(): MissingColumnsError {
  return new MissingColumnsError(IMPORT_COLUMNS.filter((c) => c.required).map((c) => c.key));
}

/**
 * The import rows of any sheet reader's raw rows (ImportRowMapper's rules).
 *
 * @example
 * for await (const row of importRowsOf(excelJsSheetRows(bytes), limits)) console.log(row.rowNo);
 */
export async function* importRowsOf(source: SheetRowSource, limits: ImportLimits): AsyncGenerator<SheetRow> {
  const mapper = new ImportRowMapper(limits);
  for await (const batch of source)
    for (const cells of batch) {
      const row = mapper.map(cells);
      if (row) yield row;
    }
  mapper.finish();
}

/**
 * Streams the data rows of the workbook's first worksheet (./xlsx-read/first-sheet-rows.ts): one
 * chunk of the sheet in memory at a time, plus the workbook's shared strings. Any failure that is
 * not a file-level import error (a broken zip or XML) is 'import.unreadable'.
 *
 * @example
 * for await (const row of readImportSheet(bytes, limits)) console.log(row.rowNo, row.values.get('receiverPhone'));
 */
export async function* readImportSheet(data: Buffer, limits: ImportLimits): AsyncGenerator<SheetRow> {
  const source = readFirstSheetRows(data, limits, {
    maxColumn: MAX_COLUMNS,
    maxTextChars: MAX_RAW_TEXT_CHARS,
    sharedStringsPerRow: SHARED_STRINGS_PER_ROW,
  });
  // The mapping loop of importRowsOf, inlined: one async generator per row instead of two.
  const mapper = new ImportRowMapper(limits);
  try {
    for await (const batch of source)
      for (const cells of batch) {
        const row = mapper.map(cells);
        if (row) yield row;
      }
    mapper.finish();
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('import.unreadable');
  }
}
