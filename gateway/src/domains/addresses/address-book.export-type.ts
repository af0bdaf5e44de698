import { z } from 'zod';
import type { AddressBookEntryRow } from '../../db/schema/addresses';
import { pick, type Translated } from '../../i18n/language';
import type { XlsxColumn } from '../../lib/xlsx-write/xlsx';
import { registerExportType } from '../downloads';
import { ADDRESS_KINDS } from './address-book-kinds.rules';
import { bookBatches, countBook } from './address-book-files.repo';
import { ADDRESS_FILE_COLUMNS } from './address-book.rules';

export const ADDRESS_BOOK_EXPORT_TYPE = 'addressBook';

/** The export's columns: those of the template (a file exported can be imported again), and the default. */
export function addressBookColumns(): XlsxColumn<AddressBookEntryRow>[] {
  return [
    ...ADDRESS_FILE_COLUMNS.map((column) => ({
      header: column.headers,
      width: column.width,
      value: (row: AddressBookEntryRow) => row[column.key] ?? '',
    })),
    {
      header: {
        zh: '默认',
        en: 'Default',
        id: 'Utama',
        th: 'ค่าเริ่มต้น',
        km: 'លំនាំដើម',
        ms: 'Lalai',
        vi: 'Mặc định',
      },
      width: 10,
      value: (row: AddressBookEntryRow) => (row.isDefault ? '✓' : ''),
    },
  ];
}

const BOOK_NAMES: Record<string, Translated> = {
  SENDER: {
    zh: '寄件地址',
    en: 'Sender addresses',
    id: 'Alamat pengirim',
    th: 'ที่อยู่ผู้ส่ง',
    km: 'អាសយដ្ឋានអ្នកផ្ញើ',
    ms: 'Alamat pengirim',
    vi: 'Địa chỉ người gửi',
  },
  RECEIVER: {
    zh: '收件地址',
    en: 'Receiver addresses',
    id: 'Alamat penerima',
    th: 'ที่อยู่ผู้รับ',
    km: 'អាសយដ្ឋានអ្នកទទួល',
    ms: 'Alamat penerima',
    vi: 'Địa chỉ người nhận',
  },
};

const filter = z.object({ kind: z.enum(ADDRESS_KINDS), keyword: z.string().optional() });

registerExportType({
  type: ADDRESS_BOOK_EXPORT_TYPE,
  title: {
    zh: '地址簿导出',
    en: 'Address book export',
    id: 'Ekspor buku alamat',
    th: 'ส่งออกสมุดที่อยู่',
    km: 'នាំចេញសៀវភៅអាសយដ្ឋាន',
    ms: 'Eksport buku alamat',
    vi: 'Xuất sổ địa chỉ',
  },
  sheetName: 'addresses',
  filter,
  summary: (value, lang) => [pick(BOOK_NAMES[value.kind], lang), value.keyword].filter(Boolean).join(' · '),
  columns: () => addressBookColumns(),
  count: (db, scope, value) => countBook(db, scope.customerId, value.kind, value.keyword),
  rows: (db, scope, value) => bookBatches(db, scope.customerId, value.kind, value.keyword, 2_000),
});
