import type { Translated } from '../../i18n/language';

/** The address file's headers (template, import and export), in seven languages: an import takes any of them. */
export const ADDRESS_FILE_HEADERS = {
  name: { zh: '姓名', en: 'Name', id: 'Nama', th: 'ชื่อ', km: 'ឈ្មោះ', ms: 'Nama', vi: 'Họ tên' },
  phone: {
    zh: '电话',
    en: 'Phone',
    id: 'Telepon',
    th: 'โทรศัพท์',
    km: 'ទូរស័ព្ទ',
    ms: 'Telefon',
    vi: 'Điện thoại',
  },
  province: {
    zh: '省份',
    en: 'Province',
    id: 'Provinsi',
    th: 'จังหวัด',
    km: 'ខេត្ត',
    ms: 'Wilayah',
    vi: 'Tỉnh',
  },
  city: { zh: '城市', en: 'City', id: 'Kota', th: 'เมือง', km: 'ក្រុង', ms: 'Bandar', vi: 'Thành phố' },
  district: {
    zh: '区县',
    en: 'District',
    id: 'Kecamatan',
    th: 'อำเภอ',
    km: 'ខណ្ឌ',
    ms: 'Daerah',
    vi: 'Quận/huyện',
  },
  districtCode: {
    zh: '区县编码',
    en: 'District code',
    id: 'Kode kecamatan',
    th: 'รหัสอำเภอ',
    km: 'លេខកូដខណ្ឌ',
    ms: 'Kod daerah',
    vi: 'Mã quận/huyện',
  },
  address: {
    zh: '详细地址',
    en: 'Address',
    id: 'Alamat',
    th: 'ที่อยู่',
    km: 'អាសយដ្ឋាន',
    ms: 'Alamat',
    vi: 'Địa chỉ',
  },
  postalCode: {
    zh: '邮编',
    en: 'Postal code',
    id: 'Kode pos',
    th: 'รหัสไปรษณีย์',
    km: 'លេខកូដប្រៃសណីយ៍',
    ms: 'Poskod',
    vi: 'Mã bưu chính',
  },
} satisfies Record<string, Translated>;

/** A book's file name (without the extension) in the reader's language. */
export const ADDRESS_FILE_NAMES = {
  SENDER: {
    zh: '寄件地址',
    en: 'sender-addresses',
    id: 'alamat-pengirim',
    th: 'ที่อยู่ผู้ส่ง',
    km: 'អាសយដ្ឋានអ្នកផ្ញើ',
    ms: 'alamat-pengirim',
    vi: 'dia-chi-nguoi-gui',
  },
  RECEIVER: {
    zh: '收件地址',
    en: 'receiver-addresses',
    id: 'alamat-penerima',
    th: 'ที่อยู่ผู้รับ',
    km: 'អាសយដ្ឋានអ្នកទទួល',
    ms: 'alamat-penerima',
    vi: 'dia-chi-nguoi-nhan',
  },
} satisfies Record<string, Translated>;
