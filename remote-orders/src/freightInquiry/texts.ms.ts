import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  freightInquiry: {
    origin: 'Daerah asal',
    destination: 'Daerah destinasi',
    searchPlaceholder: 'Taip nama atau kod daerah',
    typeToSearch: 'Taip untuk mencari',
    inquire: 'Dapatkan kadar',
    empty: 'Pilih daerah dan masukkan berat untuk melihat kadar',
    route: 'Laluan',
    zone: 'Zon',
    available: 'Tersedia',
    columns: {
      product: 'Produk',
      freight: 'Caj penghantaran',
      billableWeight: 'Berat dibilkan',
      serviceDays: 'Tempoh perkhidmatan',
      available: 'Ketersediaan',
    },
  },
} satisfies Translation<Texts>;
