import type { Translation } from 'shared';
import type { Texts } from './DisplaySection.samples';

// The Malay texts of DisplaySection.samples.ts (fetched when Malay is chosen).
export default {
  display: {
    cards: 'Grid kad',
    newCard: 'Kad baharu',
    cardTitle: 'Tajuk',
    cardInfo: 'Maklumat',
    cardImage: 'Imej',
    previewAll: 'Pratonton semua imej',
    backToTop: 'Kembali ke atas (tatal ke bawah melepasi 400 px)',
    scrollLine: 'Baris {{n}}',
    categories: 'Kategori barang (penyunting pokok)',
    categoryName: 'nama kategori',
    emptyCheck: 'Semakan kosong',
    emptyCheckInput: 'Taip nilai JSON (cth. null, {}, [], 0, "null")',
    isEmpty: 'kosong',
    notEmpty: 'tidak kosong',
    notJson: 'disemak sebagai rentetan',
    drawerTip: 'Laci mengambil lebar penuh pada 768 px atau kurang.',
    sample: {
      parcel: 'Bungkusan kecil',
      box: 'Kotak',
      pallet: 'Palet',
      parcelInfo: '≤ 1 kg',
      boxInfo: '1–10 kg',
      palletInfo: '> 100 kg',
    },
  },
} satisfies Translation<Texts>;
