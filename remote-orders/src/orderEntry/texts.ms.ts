import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  orderEntry: {
    addressBook: {
      pick: 'Pilih daripada buku alamat',
      title: {
        sender: 'Pilih alamat pengirim',
        receiver: 'Pilih alamat penerima',
      },
      search: 'Cari mengikut nama, telefon atau alamat',
      default: 'Lalai',
      use: 'Guna',
      empty: 'Buku alamat kosong',
      noMatch: 'Tiada alamat sepadan dengan "{{keyword}}"',
      loadFailed: 'Buku alamat tidak dapat dimuatkan',
      retry: 'Cuba lagi',
      loadMore: 'Muat lagi',
      saveReceiver: 'Simpan penerima ke buku alamat',
      saved: 'Penerima disimpan ke buku alamat',
      alreadySaved: 'Penerima sudah ada dalam buku alamat',
      saveFailed: 'Pesanan telah dicipta, tetapi penerima tidak disimpan ke buku alamat: {{reason}}',
    },
    sections: {
      sender: 'Pengirim',
      receiver: 'Penerima',
      goods: 'Barang dan perkhidmatan',
    },
    phoneHint: 'Telefon bimbit Indonesia: 08…, 8…, 628… atau +62 8…',
    codNotAllowed: 'Akaun anda tiada tunai semasa penghantaran',
    customerOrderNo: 'No. pesanan pelanggan',
    save: 'Hantar pesanan',
    mainAction: 'mencipta pesanan',
    saved: {
      title: 'Pesanan dicipta',
      waybill: 'Nombor waybill',
      customerOrderNo: 'No. pesanan pelanggan {{customerOrderNo}}',
      total: 'Jumlah {{total}}',
      duplicate: 'Draf ini telah dihantar: ini pesanan yang sama, tiada apa-apa dicipta dua kali.',
      newOrder: 'Pesanan baharu',
      viewInManagement: 'Lihat dalam pengurusan pesanan',
    },
  },
} satisfies Translation<Texts>;
