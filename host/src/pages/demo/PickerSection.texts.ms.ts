import type { Translation } from 'shared';
import type { Texts } from './PickerSection.texts';

// The Malay texts of PickerSection.texts.ts (fetched when Malay is chosen).
export default {
  pickers: {
    networkScoped: 'Pemilih cawangan (cawangan sendiri, pokok + carian, pengosongan meminta pengesahan)',
    networkAll: 'Pemilih cawangan (semua cawangan, senarai berhalaman)',
    scopedTo: 'Skop: {{name}}',
    single: 'Pilihan tunggal (jenis tempoh perkhidmatan)',
    dimension: 'Pemilih julat (julat berat)',
    region: 'Pilihan berlapis (wilayah → bandar/kabupaten → daerah)',
    province: 'Wilayah',
    regency: 'Bandar / kabupaten',
    district: 'Daerah',
    remote: 'Pilihan jauh (carian cawangan)',
    limited: 'Had pilihan berbilang (lalai 99, di sini 3)',
    number: 'Input nombor (ketepatan 0, langkah 1)',
    thousands: 'Input ribuan',
    phone: 'Teks telefon (3-4-4)',
    dateRange: 'Julat tarikh dengan pilihan pantas',
    value: 'Nilai semasa',
    empty: '(kosong)',
    goodsTypes: ['Pakaian', 'Elektronik', 'Dokumen', 'Makanan', 'Kosmetik'],
  },
} satisfies Translation<Texts>;
