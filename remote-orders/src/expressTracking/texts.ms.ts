import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  expressTracking: {
    inputLabel: 'Nombor waybill',
    inputPlaceholder: 'Satu setiap baris, atau dipisahkan dengan koma atau ruang; sehingga 50 nombor waybill',
    counter: '{{count}} / 50 nombor waybill',
    query: 'Semak',
    clear: 'Kosongkan',
    errors: {
      empty: 'Masukkan sekurang-kurangnya satu nombor waybill',
      tooMany: 'Maksimum 50 nombor waybill boleh disemak; anda memasukkan {{count}}',
      malformed: 'Nombor waybill ini tidak sah (JP + 11 digit): {{codes}}',
    },
    notQueried: 'Belum disemak',
    querying: 'Sedang menyemak...',
    notFound: 'Tidak ditemui ({{count}})',
    waybills: 'Waybill ({{count}})',
  },
} satisfies Translation<Texts>;
