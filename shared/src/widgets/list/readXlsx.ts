/** The bytes of a file (jsdom's Blob may lack arrayBuffer: read it with a FileReader then). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('the file cannot be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The rows of a spreadsheet's first sheet (xlsx, xls or csv) as text cells, the header row
 * included, trimmed; empty rows left out. Rejects when the file is no spreadsheet.
 * @example
 * const [header, ...rows] = await readSheetRows(file); // [['Waybill no.', 'Reason'], ['JP1', 'OTHER']]
 */
export async function readSheetRows(file: Blob): Promise<string[][]> {
  const XLSX = await import('xlsx');
  const workbook = XLSX.read(new Uint8Array(await bytesOf(file)), { type: 'array' });
  const first = workbook.SheetNames[0];
  if (!first) return [];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[first], {
    header: 1,
    raw: false,
    defval: '',
    blankrows: false,
  });
  return rows
    .map((row) => row.map((cell) => String(cell ?? '').trim()))
    .filter((row) => row.some((cell) => cell !== ''));
}
