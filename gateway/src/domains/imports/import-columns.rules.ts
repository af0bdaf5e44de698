import { LANGS, type Lang, type Translated } from '../../i18n/language';
import { IMPORT_COLUMN_LABELS } from './import.export-texts';

/** How a cell is read: text, a number, a Y/N flag, or a phone (Excel drops a number's leading 0). */
export type ColumnKind = 'text' | 'number' | 'flag' | 'phone';

export interface ImportColumn {
  /** The field name of the order input (and of `row_data` in import_errors). */
  key: string;
  /** Header texts; a file may use any of the seven languages. */
  label: Translated;
  /** A file without this header is refused as a whole (a cell may still be optional). */
  required: boolean;
  kind: ColumnKind;
  /** The template's example row. */
  example: string | number;
  width: number;
}

const col = (
  key: keyof typeof IMPORT_COLUMN_LABELS,
  required: boolean,
  kind: ColumnKind,
  example: string | number,
  width = 16,
): ImportColumn => ({ key, label: IMPORT_COLUMN_LABELS[key], required, kind, example, width });

/**
 * The template's columns, in order. A required column is one whose order field has no default:
 * names, phones, areas and addresses, goods, weight and product type.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col('customerOrderNo', false, 'text', 'INV-2026-0001', 20),
  col('senderName', true, 'text', 'PT Nusantara Niaga', 22),
  col('senderPhone', true, 'phone', '081210002026'),
  col('senderProvince', true, 'text', 'DKI Jakarta', 18),
  col('senderCity', true, 'text', 'Jakarta Barat', 18),
  col('senderDistrict', true, 'text', 'Kebon Jeruk', 18),
  col('senderAddress', true, 'text', 'Jl. Panjang No. 12', 30),
  col('senderPostalCode', false, 'text', '11520', 12),
  col('receiverName', true, 'text', 'Siti Aminah', 20),
  col('receiverPhone', true, 'phone', '081355550001'),
  col('receiverProvince', true, 'text', 'Jawa Barat', 18),
  col('receiverCity', true, 'text', 'Kota Bandung', 18),
  col('receiverDistrict', true, 'text', 'Coblong', 18),
  col('receiverAddress', true, 'text', 'Jl. Dago No. 5', 30),
  col('receiverPostalCode', false, 'text', '40132', 12),
  col('goodsType', true, 'text', 'CLOTHING', 14),
  col('goodsName', true, 'text', 'Kemeja batik', 20),
  col('pieces', false, 'number', 1, 10),
  col('weightKg', true, 'number', 0.6, 12),
  col('lengthCm', false, 'number', 30, 12),
  col('widthCm', false, 'number', 20, 12),
  col('heightCm', false, 'number', 5, 12),
  col('declaredValue', false, 'number', 450000, 14),
  col('insured', false, 'flag', 'Y', 12),
  col('codAmount', false, 'number', 450000, 14),
  col('productType', true, 'text', 'EZ', 12),
  col('paymentMethod', false, 'text', 'MONTHLY', 16),
  col('remark', false, 'text', 'Fragile', 24),
];

export const COLUMN_BY_KEY: ReadonlyMap<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.map((column) => [column.key, column]),
);

/**
 * A header as compared: NFKC (full-width brackets become ASCII), lower case, without the
 * required mark, spaces, brackets, dots and other punctuation.
 *
 * @example
 * normaliseHeader(' *Weight (KG) '); // 'weightkg'
 * normaliseHeader('重量（kg）'); // '重量kg'
 */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s*_\-.:()[\]/\\'"?]+/g, '');
}

/** Every spelling of every column, normalised: its name in each of the seven languages and the key itself. */
const HEADER_LOOKUP: ReadonlyMap<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.flatMap((column) =>
    [column.key, ...LANGS.map((lang) => column.label[lang])].map(
      (text) => [normaliseHeader(text), column] as const,
    ),
  ),
);

/** The column a header cell names, in any of the seven languages, or undefined. */
export function columnOfHeader(text: string): ImportColumn | undefined {
  return HEADER_LOOKUP.get(normaliseHeader(text));
}

/** The header the template writes: the label in the language, with `*` on required columns. */
export function headerText(column: ImportColumn, lang: Lang): string {
  return `${column.required ? '*' : ''}${column.label[lang]}`;
}
