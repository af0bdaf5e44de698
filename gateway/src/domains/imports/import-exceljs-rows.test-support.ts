import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { readerFriendlyXlsx } from './import-zip-order.service';
import type { SheetRowCells } from '../../lib/xlsx-read/sheet-cell-value';

/**
 * The rows of the first worksheet as ExcelJS 4.4.0's streaming reader gives them: the reader the
 * import used before ./first-sheet-rows.ts, kept for tests to compare against (fed through
 * ../zip-order.ts, without which it fails about one read in five of a sheet-first file).
 *
 * @example
 * for await (const rows of excelJsSheetRows(bytes)) for (const row of rows) console.log(row.rowNo, row.cells);
 */
export async function* excelJsSheetRows(data: Buffer, maxZipEntries = 200): AsyncGenerator<SheetRowCells[]> {
  const input = new PassThrough();
  for (const chunk of readerFriendlyXlsx(data, maxZipEntries)) input.write(chunk);
  input.end();
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const worksheet of workbook) {
      for await (const row of worksheet)
        yield [{ rowNo: row.number, cells: row.values as SheetRowCells['cells'] }];
      break;
    }
  } finally {
    input.destroy();
  }
}
