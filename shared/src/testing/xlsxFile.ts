import * as XLSX from 'xlsx';

/**
 * A real xlsx file of `rows` (one sheet), for tests that upload a filled template.
 * @example
 * await user.upload(input, xlsxFile([['Waybill no.', 'Reason'], ['JP1', 'OTHER']], 'disputes.xlsx'));
 */
export function xlsxFile(rows: (string | number)[][], name = 'sheet.xlsx'): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const data = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([data], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
