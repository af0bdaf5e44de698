import type { Translated } from '../../i18n/language';
import { EXPORT_TEXTS } from '../downloads';

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
  province: EXPORT_TEXTS.province,
  city: EXPORT_TEXTS.city,
  district: EXPORT_TEXTS.district,
  districtCode: EXPORT_TEXTS.districtCode,
  address: EXPORT_TEXTS.address,
  postalCode: EXPORT_TEXTS.postalCode,
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
