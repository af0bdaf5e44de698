import { DEFAULT_IMPORT_LIMITS } from '../../lib/xlsx-read/limits';
import { sampleOrderFile, templateHeaders } from './import-sample-orders.test-support';
import { importRowsOf } from './import-sheet-reader.service';
import { inlineStringSheet, sheetJsLikeXlsx } from '../../lib/xlsx-read/test-xlsx';
import { testZipEntries } from '../../lib/xlsx-read/test-zip';
import { excelJsSheetRows } from './import-exceljs-rows.test-support';
import { readerFriendlyXlsx } from './import-zip-order.service';

const ROWS = 100;

/** A template sheet of ROWS orders laid out as SheetJS writes a workbook (the sheet before workbook.xml). */
function sheetsFirstWorkbook(): Buffer {
  const rows = [templateHeaders('en')];
  for (let i = 0; i < ROWS; i += 1) rows.push([`SHEETS-FIRST-${i}`, 'PT Nusantara Niaga']);
  return sheetJsLikeXlsx(inlineStringSheet(rows));
}

/** Data rows as ExcelJS's streaming reader reads them, fed through readerFriendlyXlsx. */
async function countRows(file: Buffer): Promise<number> {
  let rows = 0;
  for await (const row of importRowsOf(excelJsSheetRows(file), DEFAULT_IMPORT_LIMITS))
    if (row.rowNo > 1) rows += 1;
  return rows;
}

describe("ExcelJS's reader (the reference of ./xlsx-read/matches-exceljs.test.ts) on an xlsx whose worksheet comes before workbook.xml (as SheetJS writes it)", () => {
  it('is read in full 30 times in a row (ExcelJS 4.4.0 fed the file as is fails most reads of it, retried or not)', async () => {
    const file = sheetsFirstWorkbook();
    expect(testZipEntries(file)[3].name).toBe('xl/worksheets/sheet1.xml');
    const counts: number[] = [];
    for (let read = 0; read < 30; read += 1) counts.push(await countRows(file));
    expect(counts).toEqual(Array(30).fill(ROWS));
  });

  it('is fed to the reader with the workbook, its relationships and an empty shared-string table first', () => {
    const reordered = Buffer.concat(readerFriendlyXlsx(sheetsFirstWorkbook(), 200));
    const entries = testZipEntries(reordered);
    expect(entries.map((entry) => entry.name)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/styles.xml',
      'xl/sharedStrings.xml',
      'xl/theme/theme1.xml',
      'docProps/app.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(entries[5].data.toString('utf8')).toContain('uniqueCount="0"');
    const original = new Map(testZipEntries(sheetsFirstWorkbook()).map((entry) => [entry.name, entry.data]));
    for (const entry of entries.filter((e) => e.name !== 'xl/sharedStrings.xml'))
      expect(entry.data.equals(original.get(entry.name) as Buffer)).toBe(true);
  });
});

describe('an xlsx written by ExcelJS (sheet first, shared strings last, data descriptors)', () => {
  it('keeps every entry byte for byte, moved ahead of the sheet, and reads in full 30 times', async () => {
    const file = await sampleOrderFile(ROWS, 'EXCELJS-ORDER');
    const reordered = Buffer.concat(readerFriendlyXlsx(file, 200));
    const names = testZipEntries(reordered).map((entry) => entry.name);
    expect(names.indexOf('xl/sharedStrings.xml')).toBeLessThan(names.indexOf('xl/worksheets/sheet1.xml'));
    expect(names.indexOf('xl/workbook.xml')).toBeLessThan(names.indexOf('xl/worksheets/sheet1.xml'));
    expect(names.slice().sort()).toEqual(
      testZipEntries(file)
        .map((entry) => entry.name)
        .sort(),
    );
    const counts: number[] = [];
    for (let read = 0; read < 30; read += 1) counts.push(await countRows(file));
    expect(counts).toEqual(Array(30).fill(ROWS));
  });
});
