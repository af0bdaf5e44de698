import { pick, type BaseTexts, type Lang } from '../../i18n/language';

/** How a cell is read: text, a number, a Y/N flag, or a phone (Excel drops a number's leading 0). */
export type ColumnKind = 'text' | 'number' | 'flag' | 'phone';

export interface ImportColumn {
  /** The field name of the order input (and of `row_data` in import_errors). */
  key: string;
  /** Header texts; a file may use any of the three languages. */
  label: BaseTexts;
  /** A file without this header is refused as a whole (a cell may still be optional). */
  required: boolean;
  kind: ColumnKind;
  /** The template's example row. */
  example: string | number;
  width: number;
}

const col = (
  key: string,
  zh: string,
  en: string,
  id: string,
  required: boolean,
  kind: ColumnKind,
  example: string | number,
  width = 16,
): ImportColumn => ({ key, label: { zh, en, id }, required, kind, example, width });

/**
 * The template's columns, in order. A required column is one whose order field has no default:
 * names, phones, areas and addresses, goods, weight and product type.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  col(
    'customerOrderNo',
    '客户订单号',
    'Customer order no',
    'No. pesanan pelanggan',
    false,
    'text',
    'INV-2026-0001',
    20,
  ),
  col('senderName', '寄件人姓名', 'Sender name', 'Nama pengirim', true, 'text', 'PT Nusantara Niaga', 22),
  col('senderPhone', '寄件人电话', 'Sender phone', 'Telepon pengirim', true, 'phone', '081210002026'),
  col('senderProvince', '寄件省', 'Sender province', 'Provinsi pengirim', true, 'text', 'DKI Jakarta', 18),
  col('senderCity', '寄件市', 'Sender city', 'Kota pengirim', true, 'text', 'Jakarta Barat', 18),
  col('senderDistrict', '寄件区', 'Sender district', 'Kecamatan pengirim', true, 'text', 'Kebon Jeruk', 18),
  col(
    'senderAddress',
    '寄件详细地址',
    'Sender address',
    'Alamat pengirim',
    true,
    'text',
    'Jl. Panjang No. 12',
    30,
  ),
  col('senderPostalCode', '寄件邮编', 'Sender postal code', 'Kode pos pengirim', false, 'text', '11520', 12),
  col('receiverName', '收件人姓名', 'Receiver name', 'Nama penerima', true, 'text', 'Siti Aminah', 20),
  col('receiverPhone', '收件人电话', 'Receiver phone', 'Telepon penerima', true, 'phone', '081355550001'),
  col('receiverProvince', '收件省', 'Receiver province', 'Provinsi penerima', true, 'text', 'Jawa Barat', 18),
  col('receiverCity', '收件市', 'Receiver city', 'Kota penerima', true, 'text', 'Kota Bandung', 18),
  col('receiverDistrict', '收件区', 'Receiver district', 'Kecamatan penerima', true, 'text', 'Coblong', 18),
  col(
    'receiverAddress',
    '收件详细地址',
    'Receiver address',
    'Alamat penerima',
    true,
    'text',
    'Jl. Dago No. 5',
    30,
  ),
  col(
    'receiverPostalCode',
    '收件邮编',
    'Receiver postal code',
    'Kode pos penerima',
    false,
    'text',
    '40132',
    12,
  ),
  col('goodsType', '物品类型', 'Goods type', 'Jenis barang', true, 'text', 'CLOTHING', 14),
  col('goodsName', '物品名称', 'Goods name', 'Nama barang', true, 'text', 'Kemeja batik', 20),
  col('pieces', '件数', 'Pieces', 'Jumlah koli', false, 'number', 1, 10),
  col('weightKg', '重量(kg)', 'Weight (kg)', 'Berat (kg)', true, 'number', 0.6, 12),
  col('lengthCm', '长(cm)', 'Length (cm)', 'Panjang (cm)', false, 'number', 30, 12),
  col('widthCm', '宽(cm)', 'Width (cm)', 'Lebar (cm)', false, 'number', 20, 12),
  col('heightCm', '高(cm)', 'Height (cm)', 'Tinggi (cm)', false, 'number', 5, 12),
  col('declaredValue', '声明价值', 'Declared value', 'Nilai barang', false, 'number', 450000, 14),
  col('insured', '是否保价(Y/N)', 'Insured (Y/N)', 'Asuransi (Y/N)', false, 'flag', 'Y', 12),
  col('codAmount', '代收货款金额', 'COD amount', 'Nilai COD', false, 'number', 450000, 14),
  col('productType', '产品类型', 'Product type', 'Jenis layanan', true, 'text', 'EZ', 12),
  col('paymentMethod', '付款方式', 'Payment method', 'Metode pembayaran', false, 'text', 'MONTHLY', 16),
  col('remark', '备注', 'Remark', 'Catatan', false, 'text', 'Fragile', 24),
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

/** Every spelling of every column, normalised: the three labels and the key itself. */
const HEADER_LOOKUP: ReadonlyMap<string, ImportColumn> = new Map(
  IMPORT_COLUMNS.flatMap((column) =>
    [column.key, column.label.zh, column.label.en, column.label.id].map(
      (text) => [normaliseHeader(text), column] as const,
    ),
  ),
);

/** The column a header cell names, in any of the three languages, or undefined. */
export function columnOfHeader(text: string): ImportColumn | undefined {
  return HEADER_LOOKUP.get(normaliseHeader(text));
}

/** The header the template writes: the label in the language, with `*` on required columns. */
export function headerText(column: ImportColumn, lang: Lang): string {
  return `${column.required ? '*' : ''}${pick(column.label, lang)}`;
}
