import type { CellObject, WorkBook, WorkSheet } from 'xlsx';
import type { ColumnDictionaries } from './dictionary';
import { displayText, formatCell } from './display';
import type { ListColumn } from './types';

/** Spec §9: the spreadsheet's default name. */
export const DEFAULT_EXPORT_NAME = 'list';

// Spreadsheet programs run text starting with these as a formula (CSV/formula injection).
const FORMULA_START = /^[=+\-@\t\r]/;

type SheetUtils = (typeof import('xlsx'))['utils'];

/**
 * One exported cell: numbers as numbers, text as text. Text a spreadsheet could read as a formula
 * (starting with = + - @, tab or CR) is typed as a string with the text format '@', so it never runs.
 * @example
 * exportCell('=HYPERLINK("x")'); // { t: 's', v: '=HYPERLINK("x")', z: '@' }
 */
export function exportCell(value: string | number): CellObject {
  if (typeof value === 'number') return { t: 'n', v: value };
  if (FORMULA_START.test(value)) return { t: 's', v: value, z: '@' };
  return { t: 's', v: value };
}

/**
 * Header (the labels) and one line per row of display values ('--' for empty, dictionary labels).
 * @example
 * exportLines(columns, rows, dictionaries); // [['Name', 'Weight'], ['Box', 1.5]]
 */
export function exportLines<Row>(
  columns: ListColumn<Row>[],
  rows: Row[],
  dictionaries: ColumnDictionaries,
): (string | number)[][] {
  const header = columns.map((column) => column.label);
  const lines = rows.map((row) =>
    columns.map((column) => {
      const value = row[column.prop];
      const dictionary = dictionaries[column.prop];
      if (typeof value === 'number' && !dictionary) return value;
      // a time or a day as the table shows it (WIB); numbers stay numbers for the spreadsheet
      if (column.format === 'time' || column.format === 'date') return formatCell(value, column.format);
      return displayText(value, dictionary);
    }),
  );
  return [header, ...lines];
}

/** Builds the workbook (one sheet) with the given SheetJS utils. */
export function buildWorkbook(utils: SheetUtils, lines: (string | number)[][]): WorkBook {
  const sheet: WorkSheet = {};
  lines.forEach((line, r) =>
    line.forEach((value, c) => {
      sheet[utils.encode_cell({ r, c })] = exportCell(value);
    }),
  );
  const width = Math.max(1, ...lines.map((line) => line.length));
  sheet['!ref'] = utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, lines.length - 1), c: width - 1 },
  });
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, sheet, 'Sheet1');
  return workbook;
}

/**
 * Builds an xlsx of the rows on the client and downloads it (`{fileName}.xlsx`, default 'list').
 * SheetJS is loaded on first export, so it stays out of the initial bundle.
 * @example
 * await exportToXlsx({ columns: visibleColumns, rows: selected, dictionaries });
 */
export async function exportToXlsx<Row>({
  columns,
  rows,
  dictionaries,
  fileName = DEFAULT_EXPORT_NAME,
}: {
  columns: ListColumn<Row>[];
  rows: Row[];
  dictionaries: ColumnDictionaries;
  fileName?: string;
}): Promise<void> {
  const XLSX = await import('xlsx');
  const workbook = buildWorkbook(XLSX.utils, exportLines(columns, rows, dictionaries));
  XLSX.writeFile(workbook, `${fileName}.xlsx`, { compression: true });
}
