import type { Lang } from '../../i18n/language';
import { registerMessages, t } from '../../i18n/messages';
import type { Localized } from '../../lib/locale/locale';
import type { OrderIssue } from './order.rules';

const address = (zh: string, en: string, id: string): Record<string, Localized> => ({
  name: { zh: `${zh}姓名`, en: `${en} name`, id: `nama ${id}` },
  phone: { zh: `${zh}电话`, en: `${en} phone`, id: `telepon ${id}` },
  province: { zh: `${zh}省份`, en: `${en} province`, id: `provinsi ${id}` },
  city: { zh: `${zh}城市`, en: `${en} city`, id: `kota/kabupaten ${id}` },
  district: { zh: `${zh}区县`, en: `${en} district`, id: `kecamatan ${id}` },
  districtCode: { zh: `${zh}区县编码`, en: `${en} district code`, id: `kode kecamatan ${id}` },
  address: { zh: `${zh}详细地址`, en: `${en} address`, id: `alamat ${id}` },
  postalCode: { zh: `${zh}邮编`, en: `${en} postal code`, id: `kode pos ${id}` },
});

const prefixed = (prefix: string, labels: Record<string, Localized>) =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [`${prefix}.${key}`, label]));

/** The fields of an order, named in the three languages for messages. */
export const ORDER_FIELD_LABELS: Readonly<Record<string, Localized>> = {
  customerOrderNo: { zh: '客户订单号', en: 'customer order no.', id: 'no. pesanan pelanggan' },
  ...prefixed('sender', address('寄件人', 'sender', 'pengirim')),
  ...prefixed('receiver', address('收件人', 'receiver', 'penerima')),
  goodsType: { zh: '物品类型', en: 'goods type', id: 'jenis barang' },
  goodsName: { zh: '物品名称', en: 'goods name', id: 'nama barang' },
  pieces: { zh: '件数', en: 'pieces', id: 'jumlah koli' },
  weightKg: { zh: '重量', en: 'weight', id: 'berat' },
  lengthCm: { zh: '长', en: 'length', id: 'panjang' },
  widthCm: { zh: '宽', en: 'width', id: 'lebar' },
  heightCm: { zh: '高', en: 'height', id: 'tinggi' },
  declaredValue: { zh: '声明价值', en: 'declared value', id: 'nilai barang' },
  codAmount: { zh: '代收货款', en: 'COD amount', id: 'nilai COD' },
  insured: { zh: '保价', en: 'insurance', id: 'asuransi' },
  productType: { zh: '产品类型', en: 'product type', id: 'jenis layanan' },
  sellerType: { zh: '卖家类型', en: 'seller type', id: 'jenis penjual' },
  paymentMethod: { zh: '付款方式', en: 'payment method', id: 'metode pembayaran' },
  remark: { zh: '备注', en: 'remark', id: 'catatan' },
};

/**
 * Messages of the order rules and routes. `{field}` is the field's label in the reader's
 * language (renderIssue fills it); the other placeholders come from the issue's params.
 */
export const orderMessages = {
  'order.required': { zh: '请填写{field}', en: '{field} is required', id: '{field} wajib diisi' },
  'order.tooLong': {
    zh: '{field}最多 {max} 个字符',
    en: '{field} must be at most {max} characters',
    id: '{field} maksimal {max} karakter',
  },
  'order.phoneInvalid': {
    zh: '{field}“{value}”不是印尼手机号（08… 或 +62 8…）',
    en: '{field} "{value}" is not an Indonesian mobile number (08… or +62 8…)',
    id: '{field} "{value}" bukan nomor HP Indonesia (08… atau +62 8…)',
  },
  'order.postalCodeInvalid': {
    zh: '{field}应为 5 位数字',
    en: '{field} must be 5 digits',
    id: '{field} harus 5 digit angka',
  },
  'order.provinceUnknown': {
    zh: '{field}：没有名为“{value}”的省份',
    en: '{field}: there is no province named "{value}"',
    id: '{field}: tidak ada provinsi bernama "{value}"',
  },
  'order.cityUnknown': {
    zh: '{field}：{province}没有名为“{value}”的城市',
    en: '{field}: {province} has no city or regency named "{value}"',
    id: '{field}: {province} tidak memiliki kota/kabupaten bernama "{value}"',
  },
  'order.districtUnknown': {
    zh: '{field}：{city}没有名为“{value}”的区县',
    en: '{field}: {city} has no district named "{value}"',
    id: '{field}: {city} tidak memiliki kecamatan bernama "{value}"',
  },
  'order.districtAmbiguous': {
    zh: '{field}：“{value}”在{city}中对应多个区县，请填写区县编码',
    en: '{field}: "{value}" is more than one district of {city}; give the district code',
    id: '{field}: "{value}" cocok dengan lebih dari satu kecamatan di {city}; isi kode kecamatan',
  },
  'order.districtCodeUnknown': {
    zh: '{field}：“{value}”不是区县编码',
    en: '{field}: "{value}" is not a district code',
    id: '{field}: "{value}" bukan kode kecamatan',
  },
  'order.regionMismatch': {
    zh: '{field}“{value}”与区县编码 {code} 不符（应为 {expected}）',
    en: '{field} "{value}" does not match district code {code} ({expected})',
    id: '{field} "{value}" tidak sesuai dengan kode kecamatan {code} ({expected})',
  },
  'order.notANumber': {
    zh: '{field}“{value}”不是数字',
    en: '{field} "{value}" is not a number',
    id: '{field} "{value}" bukan angka',
  },
  'order.integerRange': {
    zh: '{field}应为 {min} 到 {max} 的整数',
    en: '{field} must be a whole number from {min} to {max}',
    id: '{field} harus bilangan bulat {min} sampai {max}',
  },
  'order.weightRange': {
    zh: '{field}应大于 0 且不超过 {max} kg（{productType}）',
    en: '{field} must be more than 0 and at most {max} kg for {productType}',
    id: '{field} harus lebih dari 0 dan maksimal {max} kg untuk {productType}',
  },
  'order.dimensionRange': {
    zh: '{field}应大于 0 且不超过 {max} cm',
    en: '{field} must be more than 0 and at most {max} cm',
    id: '{field} harus lebih dari 0 dan maksimal {max} cm',
  },
  'order.dimensionsIncomplete': {
    zh: '请同时填写长、宽、高（缺少{field}）',
    en: 'give length, width and height together ({field} is missing)',
    id: 'isi panjang, lebar, dan tinggi sekaligus ({field} kosong)',
  },
  'order.amountWhole': {
    zh: '{field}“{value}”须为整数卢比（不含小数）',
    en: '{field} "{value}" must be whole rupiah (no cents)',
    id: '{field} "{value}" harus rupiah bulat (tanpa sen)',
  },
  'order.amountRange': {
    zh: '{field}应在 0 到 {max} 之间',
    en: '{field} must be from 0 to {max}',
    id: '{field} harus antara 0 dan {max}',
  },
  'order.codOverDeclared': {
    zh: '代收货款 {codAmount} 不能超过声明价值 {declaredValue}',
    en: 'the COD amount {codAmount} is more than the declared value {declaredValue}',
    id: 'nilai COD {codAmount} melebihi nilai barang {declaredValue}',
  },
  'order.insuredNeedsValue': {
    zh: '保价需要填写大于 0 的{field}',
    en: 'insurance needs a {field} above 0',
    id: 'asuransi memerlukan {field} di atas 0',
  },
  'order.flagInvalid': {
    zh: '{field}“{value}”应为 Y 或 N',
    en: '{field} "{value}" must be Y or N',
    id: '{field} "{value}" harus Y atau N',
  },
  'order.unknownCode': {
    zh: '{field}“{value}”无效，可选：{allowed}',
    en: '{field} "{value}" is not valid; one of {allowed}',
    id: '{field} "{value}" tidak valid; pilih salah satu: {allowed}',
  },
  'order.customerOrderNoInvalid': {
    zh: '{field}“{value}”只能包含字母、数字和 - _ / . #',
    en: '{field} "{value}" may hold only letters, digits and - _ / . #',
    id: '{field} "{value}" hanya boleh berisi huruf, angka, dan - _ / . #',
  },
  'order.paymentMethodNotAllowed': {
    zh: '您的账户未开通付款方式 {value}',
    en: 'the payment method {value} is not enabled for your account',
    id: 'metode pembayaran {value} tidak aktif untuk akun Anda',
  },
  'order.codPaymentMethod': {
    zh: '代收货款只能使用月结或寄付，不能使用 {value}',
    en: 'COD works only with monthly billing or sender pays, not with {value}',
    id: 'COD hanya bisa dengan tagihan bulanan atau dibayar pengirim, tidak dengan {value}',
  },
  'order.codNotAllowed': {
    zh: '您的账户未开通代收货款',
    en: 'cash on delivery is not enabled for your account',
    id: 'COD tidak aktif untuk akun Anda',
  },
  'freight.unavailable.remoteArea': {
    zh: '{productType} 不提供到 {province} 的服务',
    en: '{productType} is not offered to {province}',
    id: '{productType} tidak tersedia ke {province}',
  },
  'freight.unavailable.overweight': {
    zh: '{productType} 不接收这么重的包裹',
    en: '{productType} does not take a parcel this heavy',
    id: '{productType} tidak menerima paket seberat ini',
  },
  'order.invalid': {
    zh: '订单信息有误：{first}',
    en: 'the order is not valid: {first}',
    id: 'data pesanan tidak valid: {first}',
  },
  'order.invalidMore': {
    zh: '订单信息有误：{first}（另有 {more} 处）',
    en: 'the order is not valid: {first} (and {more} more)',
    id: 'data pesanan tidak valid: {first} (dan {more} lainnya)',
  },
  'order.notFound': { zh: '订单不存在', en: 'order not found', id: 'pesanan tidak ditemukan' },
  'order.importTaskNotFound': {
    zh: '导入任务不存在',
    en: 'import task not found',
    id: 'tugas impor tidak ditemukan',
  },
  'order.cancelled': { zh: '已取消', en: 'cancelled', id: 'dibatalkan' },
  'order.cancelNotAllowed': {
    zh: '订单状态为“{status}”，不能取消',
    en: 'the order is "{status}" and can no longer be cancelled',
    id: 'pesanan berstatus "{status}" dan tidak bisa dibatalkan lagi',
  },
  'order.addressChange.allowed': {
    zh: '可以修改收件地址',
    en: 'the receiver address can be changed',
    id: 'alamat penerima dapat diubah',
  },
  'order.addressChange.arrived': {
    zh: '快件已到达目的网点，不能再修改地址',
    en: 'the parcel has reached the destination hub; the address can no longer be changed',
    id: 'paket sudah tiba di gerai tujuan; alamat tidak bisa diubah lagi',
  },
  'order.addressChange.outForDelivery': {
    zh: '快件正在派送，不能再修改地址',
    en: 'the parcel is out for delivery; the address can no longer be changed',
    id: 'paket sedang diantar; alamat tidak bisa diubah lagi',
  },
  'order.addressChange.returning': {
    zh: '快件正在退回，不能修改地址',
    en: 'the parcel is being returned; the address cannot be changed',
    id: 'paket sedang diretur; alamat tidak bisa diubah',
  },
  'order.addressChange.final': {
    zh: '订单已结束（{status}），不能修改地址',
    en: 'the order is closed ({status}); the address cannot be changed',
    id: 'pesanan sudah selesai ({status}); alamat tidak bisa diubah',
  },
  'order.exportTooMany': {
    zh: '筛选结果有 {count} 条，单次最多导出 {max} 条，请缩小范围',
    en: 'the filter matches {count} orders; export at most {max} at a time, please narrow it',
    id: 'filter cocok dengan {count} pesanan; ekspor maksimal {max} sekaligus, persempit filter',
  },
};

// Registered on load, so that the rules' messages render wherever they are used (routes, import).
registerMessages(orderMessages);

/** The label of an order field in a language; unknown fields are shown as they are. */
export function fieldLabel(field: string, lang: Lang): string {
  const label = ORDER_FIELD_LABELS[field];
  return label ? label[lang] || label.en : field;
}

/** One issue as a sentence in the reader's language. */
export function renderIssue(issue: OrderIssue, lang: Lang): string {
  return t(lang, issue.messageCode, { ...issue.params, field: fieldLabel(issue.field, lang) });
}

/** The toast of a refused order: the first problem, and how many more there are. */
export function issuesSummary(issues: readonly OrderIssue[], lang: Lang): string {
  const first = issues.length > 0 ? renderIssue(issues[0], lang) : '';
  if (issues.length <= 1) return t(lang, 'order.invalid', { first });
  return t(lang, 'order.invalidMore', { first, more: issues.length - 1 });
}
