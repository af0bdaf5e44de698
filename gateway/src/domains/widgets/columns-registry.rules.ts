import type { LocalizedText } from '../../db/schema/core';

/** One column a list offers to the column chooser, with its default state. */
export interface ColumnDefinition {
  /** The column's prop (chooseField in the records). */
  prop: string;
  label: LocalizedText;
  /** Shown by default (viewFlag 1). */
  visible: boolean;
  /** Fixed on the left by default (iconFlag 1). */
  fixed: boolean;
}

const column = (prop: string, zh: string, en: string, id: string, visible = true, fixed = false) => ({
  prop,
  label: { zh, en, id },
  visible,
  fixed,
});

/**
 * Lists whose columns a user may choose, keyed by the list key the page sends (`listKey`), with
 * their default layout in order: the status right after the record's name or number, so that it
 * shows without a sideways scroll on a 1366 x 768 screen. A new configurable list is one entry here.
 *
 * @example
 * COLUMN_REGISTRY.goodsTemplate[0].prop; // 'name'
 */
export const COLUMN_REGISTRY: Record<string, ColumnDefinition[]> = {
  goodsTemplate: [
    column('name', '物品名称', 'Goods name', 'Nama barang', true, true),
    column('isEnable', '状态', 'Status', 'Status'),
    column('goodsType', '物品类型', 'Goods type', 'Jenis barang'),
    column('weight', '重量(kg)', 'Weight (kg)', 'Berat (kg)'),
    column('length', '长(cm)', 'Length (cm)', 'Panjang (cm)'),
    column('width', '宽(cm)', 'Width (cm)', 'Lebar (cm)'),
    column('height', '高(cm)', 'Height (cm)', 'Tinggi (cm)'),
    column('declaredValue', '申报价值', 'Declared value', 'Nilai barang'),
    column('remark', '备注', 'Remark', 'Catatan', false),
    column('createTime', '创建时间', 'Created at', 'Waktu dibuat'),
  ],
  orderManagement: [
    column('billCode', '运单号', 'Waybill no.', 'No. resi', true, true),
    column('status', '状态', 'Status', 'Status'),
    column('customerOrderNo', '客户订单号', 'Customer order no.', 'No. pesanan pelanggan'),
    column('receiverName', '收件人', 'Receiver', 'Penerima'),
    column('receiverPhone', '收件人电话', 'Receiver phone', 'Telepon penerima'),
    column('receiverCity', '收件城市', 'Receiver city', 'Kota penerima'),
    column('codAmount', '代收货款', 'COD amount', 'Jumlah COD'),
    column('weight', '重量(kg)', 'Weight (kg)', 'Berat (kg)'),
    column('lengthCm', '尺寸(cm)', 'Size (cm)', 'Ukuran (cm)'),
    column('senderDistrict', '发件区县', 'Sender district', 'Kecamatan pengirim'),
    column('createTime', '创建时间', 'Created at', 'Waktu dibuat'),
  ],
};

/** Fixing columns is limited to this many (spec: fixedColumnCount default 5). */
export const MAX_FIXED_COLUMNS = 5;
