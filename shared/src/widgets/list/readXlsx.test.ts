import * as XLSX from 'xlsx';
import { xlsxFile } from '../../testing/xlsxFile';
import { readSheetRows } from './readXlsx';

it('reads the first sheet as trimmed text rows, leaving out empty rows', async () => {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Waybill no.', 'Reason', 'Description'],
    [' JP80100000011 ', 'other', 12],
    [],
    ['', '', ''],
    ['JP80100000029', 'NOT_PAID', ''],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  const rows = await readSheetRows(new Blob([data]));
  expect(rows).toEqual([
    ['Waybill no.', 'Reason', 'Description'],
    ['JP80100000011', 'other', '12'],
    ['JP80100000029', 'NOT_PAID', ''],
  ]);
});

it('reads a File, as an upload gives it', async () => {
  expect(await readSheetRows(xlsxFile([['Waybill no.'], ['JP1']], 'disputes.xlsx'))).toEqual([
    ['Waybill no.'],
    ['JP1'],
  ]);
});
