import type { Translation } from 'shared';
import type { Texts } from './shellTexts';

// The Malay texts of shellTexts.ts (fetched when Malay is chosen).
export default {
  shell: {
    openMenu: 'Buka menu',
  },
  demo: {
    list: 'Halaman senarai',
    pickers: 'Pemilih dan input',
    upload: 'Muat naik',
    display: 'Widget paparan',
  },
  home: {
    welcome: 'Selamat datang, {{name}}',
    customer: 'Pelanggan: {{name}}',
    quickLinks: 'Pautan pantas',
    kpis: {
      title: '7 hari lepas',
      open: 'Buka papan pemuka',
      created: 'Pesanan dicipta',
      signed: 'Ditandatangani',
      deliverySuccess: 'Kejayaan penghantaran',
      codInProcess: 'COD dalam proses',
    },
    notices: 'Pemberitahuan terkini',
    noNotices: 'Belum ada pemberitahuan',
    noLinks: 'Tiada halaman tersedia',
    allNotices: 'Semua pemberitahuan',
  },
  help: {
    open: 'Bantuan',
    title: 'Pusat bantuan',
    search: 'Cari bantuan',
    searchPlaceholder: 'Satu perkataan, cth. import, COD',
    empty: 'Belum ada artikel bantuan',
    noMatch: 'Tiada artikel sepadan dengan “{{query}}”',
    openPage: 'Buka halaman: {{title}}',
    openPageShort: 'Buka halaman',
    openLink: 'Buka pautan (tetingkap baharu): {{title}}',
    openLinkShort: 'Buka pautan',
    categories: {
      orders: 'Pesanan dan import',
      printing: 'Mencetak label',
      tracking: 'Penjejakan',
      finance: 'COD dan kewangan',
      service: 'Tuntutan dan tiket',
      account: 'Akaun dan sub-akaun',
      other: 'Lain-lain',
    },
  },
  warningBar: {
    label: 'Notis perkhidmatan',
    close: 'Tutup notis: {{title}}',
    details: 'Butiran',
    more: 'lagi',
    less: 'ringkas',
  },
  advert: {
    label: 'Tawaran dan perkhidmatan',
    dismiss: 'Jangan tunjukkan lagi: {{title}}',
    more: 'Ketahui lanjut',
  },
} satisfies Translation<Texts>;
