import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Lang } from '../../i18n/language';
import { headerText, IMPORT_COLUMNS } from './import-columns.rules';

/**
 * Import files for tests and the benchmark: realistic rows over real districts, written with
 * ExcelJS's streaming writer (so a 100,000-row file does not sit in memory as a workbook).
 */

const AREAS = [
  ['DKI Jakarta', 'Jakarta Barat', 'Kebon Jeruk', '11530'],
  ['Jawa Barat', 'Kota Bandung', 'Coblong', '40132'],
  ['Jawa Timur', 'Kota Surabaya', 'Gubeng', '60281'],
  ['DKI Jakarta', 'Jakarta Selatan', 'Kebayoran Baru', '12110'],
  ['Bali', 'Kota Denpasar', 'Denpasar Selatan', '80222'],
  ['Sulawesi Selatan', 'Kota Makassar', 'Ujung Pandang', '90111'],
] as const;

const NAMES = [
  'Siti Aminah',
  'Budi Santoso',
  'Dewi Lestari',
  'Agus Wijaya',
  'Rina Kartika',
  'Made Sudarsana',
];
const GOODS = [
  ['CLOTHING', 'Kemeja batik'],
  ['ELECTRONICS', 'Earphone bluetooth'],
  ['FOOD', 'Kopi Toraja 250 g'],
  ['COSMETICS', 'Lulur mandi'],
] as const;

/** One valid order row by column key; `prefix` makes the customer order numbers of a file unique. */
export function sampleOrder(index: number, prefix: string): Record<string, string | number> {
  const [province, city, district, postal] = AREAS[index % AREAS.length];
  const [goodsType, goodsName] = GOODS[index % GOODS.length];
  const declaredValue = 100_000 + (index % 50) * 10_000;
  return {
    customerOrderNo: `${prefix}-${String(index + 1).padStart(6, '0')}`,
    senderName: 'PT Nusantara Niaga',
    senderPhone: '081210002026',
    senderProvince: 'DKI Jakarta',
    senderCity: 'Jakarta Barat',
    senderDistrict: 'Kebon Jeruk',
    senderAddress: 'Jl. Panjang No. 12',
    senderPostalCode: '11520',
    receiverName: NAMES[index % NAMES.length],
    receiverPhone: `0813${String(10_000_000 + index).slice(-8)}`,
    receiverProvince: province,
    receiverCity: city,
    receiverDistrict: district,
    receiverAddress: `Jl. Melati No. ${(index % 200) + 1}`,
    receiverPostalCode: postal,
    goodsType,
    goodsName,
    pieces: 1 + (index % 3),
    weightKg: 0.5 + (index % 10) / 10,
    lengthCm: 20,
    widthCm: 15,
    heightCm: 10,
    declaredValue,
    insured: index % 4 === 0 ? 'Y' : 'N',
    codAmount: index % 3 === 0 ? declaredValue : 0,
    productType: index % 5 === 0 ? 'SUPER' : 'EZ',
    paymentMethod: 'MONTHLY',
    remark: '',
  };
}

/** A sheet cell: a value, or `{ formula }` for a formula cell. */
export type SampleCell = string | number | { formula: string; result?: string | number } | null;

/**
 * An xlsx of one sheet ('Orders') written by ExcelJS's streaming writer, as Excel-like files are
 * (the sheet first, then the shared strings), from rows that are written as they come.
 */
export async function writeStreamedXlsx(
  rows: Iterable<readonly ExcelJS.CellValue[]>,
  opts: { sharedStrings: boolean; styles: boolean },
): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => stream.on('end', resolve));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useSharedStrings: opts.sharedStrings,
    useStyles: opts.styles,
  });
  const sheet = workbook.addWorksheet('Orders');
  for (const row of rows) sheet.addRow([...row]).commit();
  await sheet.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** Writes one sheet (header row, then rows) as an xlsx, with shared strings as Excel writes them. */
export async function writeSheet(
  header: readonly string[],
  rows: Iterable<readonly SampleCell[]>,
): Promise<Buffer> {
  function* headerThenRows() {
    yield header;
    for (const row of rows) yield row as readonly ExcelJS.CellValue[];
  }
  return writeStreamedXlsx(headerThenRows(), { sharedStrings: true, styles: false });
}

/** The template's headers in a language. */
export function templateHeaders(lang: Lang): string[] {
  return IMPORT_COLUMNS.map((column) => headerText(column, lang));
}

/** An order row as sheet cells in template column order. */
export function cellsOf(order: Record<string, string | number>): SampleCell[] {
  return IMPORT_COLUMNS.map((column) => order[column.key] ?? '');
}

/** A file of `count` valid orders. */
export async function sampleOrderFile(count: number, prefix: string, lang: Lang = 'en'): Promise<Buffer> {
  function* rows() {
    for (let i = 0; i < count; i += 1) yield cellsOf(sampleOrder(i, prefix));
  }
  return writeSheet(templateHeaders(lang), rows());
}
