import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  dispatchReport: {
    groupBy: 'Kumpulkan mengikut',
    groupings: { DAY: 'Hari', WEEK: 'Minggu', MONTH: 'Bulan' },
    product: 'Produk',
    allProducts: 'Semua produk',
    bucket: 'Tempoh',
    signer: 'Ditandatangani oleh',
    city: 'Bandar',
    parcels: 'Bungkusan',
    signers: {
      title: 'Siapa yang menandatangani',
      summary: '{{total}} bungkusan ditandatangani dari {{from}} hingga {{to}}: {{parts}}',
    },
    cities: {
      title: '10 bandar penerimaan teratas',
      summary: 'Bandar dengan bungkusan paling banyak ditandatangani: {{parts}}',
    },
    sign: {
      title: 'Bungkusan ditandatangani',
      summary: '{{total}} bungkusan ditandatangani dari {{from}} hingga {{to}}',
      signed: 'Ditandatangani',
    },
    status: {
      title: 'Status penghantaran',
      summary:
        'Penghantaran dari {{from}} hingga {{to}}: {{outForDelivery}} sedang dihantar, {{held}} ditahan, {{delivered}} dihantar, {{returning}} dalam perjalanan pulang, {{returned}} dipulangkan',
      outForDelivery: 'Sedang dihantar',
      held: 'Ditahan',
      delivered: 'Dihantar',
      returning: 'Dalam perjalanan pulang',
      returned: 'Dipulangkan',
    },
    growth: {
      title: 'Pertumbuhan berbanding tempoh sebelumnya',
      created: 'Dicipta',
      signed: 'Ditandatangani',
      value: '{{what}}',
      previous: '{{what}} (sebelumnya)',
      change: 'Perubahan {{what}}',
    },
  },
} satisfies Translation<Texts>;
