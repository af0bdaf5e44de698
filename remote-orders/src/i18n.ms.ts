import type { Translation } from 'shared';
import type { Texts } from './i18n';

// The Malay texts of i18n.ts (fetched when Malay is chosen).
export default {
  expressTracking: {
    title: 'Jejak bungkusan',
  },
  orderEntry: {
    title: 'Kemasukan pesanan',
  },
  orderManagement: {
    title: 'Pengurusan pesanan',
  },
  myWaybill: {
    title: 'Waybill saya',
  },
  freightInquiry: {
    title: 'Semak kadar penghantaran',
  },
  orderImport: {
    title: 'Import pesanan',
  },
  fastPrinting: {
    title: 'Cetak pantas',
  },
  dataDashboard: {
    title: 'Papan pemuka',
  },
  customerReport: {
    title: 'Laporan pelanggan',
  },
  dispatchReport: {
    title: 'Laporan penghantaran',
  },
  lateParcels: { title: 'Bungkusan lewat' },
  statusCheck: {
    title: 'Semakan status pesanan',
  },
  standalone: {
    title: 'Modul pesanan (berdiri sendiri)',
  },
} satisfies Translation<Texts>;
