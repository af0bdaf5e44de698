import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  coupon: {
    mainAction: 'menebus kod baucar',
    columns: {
      name: 'Nama',
      code: 'Kod',
      type: 'Jenis',
      value: 'Nilai',
      minSpend: 'Perbelanjaan minimum',
      validity: 'Tempoh sah',
      status: 'Status',
      usedAt: 'Digunakan pada',
      usedOnBillCode: 'Digunakan pada waybill',
      discount: 'Diskaun',
      conditions: 'Syarat',
      perAccountLimit: 'Setiap akaun',
      stockLeft: 'Baki stok',
      terms: 'Terma',
      lockedAt: 'Dikunci pada',
      onBillCode: 'Waybill pesanan',
    },
    noMinimum: 'Tiada minimum',
    redeemTitle: 'Tebus baucar',
    redeemLabel: 'Kod tebus',
    redeemPlaceholder: 'Masukkan kod baucar',
    redeemRequired: 'Sila masukkan kod baucar',
    redeem: 'Tebus',
    redeemed: 'Baucar ditebus',
    statuses: {
      AVAILABLE: 'Tersedia',
      LOCKED: 'Dikunci',
      USED: 'Digunakan',
      EXPIRED: 'Tamat tempoh',
    },
    types: {
      SHIPPING: 'Penghantaran',
      PRODUCT: 'Produk',
    },
    codRules: {
      ANY: '',
      COD_ONLY: 'Pesanan COD sahaja',
      NON_COD: 'Bukan untuk pesanan COD',
    },
    percentOff: 'Potongan {{percent}}% caj penghantaran',
    upTo: 'sehingga {{amount}}',
    fixedOff: 'Potongan {{amount}} caj penghantaran',
    allProducts: 'Semua produk',
    everywhere: 'Semua wilayah',
    products: 'Produk: {{list}}',
    provinces: 'Ke: {{list}}',
    timesPerAccount: '{{count}} pesanan',
  },
} satisfies Translation<Texts>;
