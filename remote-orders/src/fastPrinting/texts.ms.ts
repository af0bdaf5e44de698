import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  fastPrinting: {
    mainAction: 'mencetak label',
    billCodes: 'Nombor waybill',
    billCodesPlaceholder: 'Tampal nombor waybill, satu setiap baris atau dipisahkan dengan koma atau ruang',
    createdAt: 'Dicipta',
    printed: 'Status cetakan',
    printedAny: 'Semua',
    printedYes: 'Sudah dicetak',
    printedNo: 'Belum dicetak',
    notFound: 'Tiada pesanan anda dengan {{count}} nombor waybill ini: {{codes}}',
    cancelled: '{{count}} pesanan ini telah dibatalkan, labelnya tidak boleh dicetak: {{codes}}',
    search: 'Cari',
    reset: 'Set semula',
    style: 'Gaya label',
    styles: {
      THERMAL_100x150: 'Terma 100×150',
      A6: 'A6',
      A4_4UP: 'A4, 4 sehelai',
    },
    discountPrint: 'Tunjukkan caj dan diskaun pada label',
    print: 'Cetak',
    printNoCod: 'Cetak tanpa COD',
    printing: 'Sedang menyediakan label…',
    selected: '{{count}} dipilih',
    settings: 'Tetapan cetakan',
    defaultStyle: 'Gaya lalai',
    printCod: 'Cetak amaun COD',
    save: 'Simpan',
    saved: 'Tetapan cetakan disimpan',
    columns: {
      billCode: 'Nombor waybill',
      customerOrderNo: 'No. pesanan pelanggan',
      receiver: 'Penerima',
      city: 'Bandar',
      status: 'Status',
      printCount: 'Bilangan cetakan',
      lastPrintedAt: 'Terakhir dicetak',
    },
  },
} satisfies Translation<Texts>;
