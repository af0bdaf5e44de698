import type { Translation } from 'shared';
import type { Texts } from './entryGuide';

// The Malay texts of entryGuide.ts (fetched when Malay is chosen).
export default {
  orderEntry: {
    guide: {
      sender: {
        title: 'Pengirim',
        description:
          'Alamat pengirim lalai anda telah diisi; ubahnya, atau pilih yang lain dengan "Pilih daripada buku alamat".',
      },
      receiver: {
        title: 'Penerima',
        description:
          'Masukkan nama, nombor telefon bimbit dan alamat penerima, atau pilih daripada buku alamat; anda boleh menyimpannya ke dalamnya.',
      },
      goods: {
        title: 'Barang dan perkhidmatan',
        description:
          'Terangkan barang, bilangan keping, berat dan saiz, kemudian pilih perkhidmatan, insurans dan tunai semasa penghantaran.',
      },
      fees: {
        title: 'Pratonton caj',
        description:
          'Setelah kedua-dua daerah dan berat dimasukkan, caj penghantaran, insurans, fi COD dan tempoh perkhidmatan dipaparkan di sini.',
      },
      submit: {
        title: 'Hantar pesanan',
        description: 'Semak pesanan dan hantarnya. Ia dicipta sekali sahaja, walaupun anda klik dua kali.',
      },
    },
  },
} satisfies Translation<Texts>;
