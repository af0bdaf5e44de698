import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  dataDashboard: {
    product: 'Produk',
    allProducts: 'Semua produk',
    province: 'Wilayah destinasi',
    allProvinces: 'Semua wilayah',
    range: '{{from}} hingga {{to}} (WIB), berbanding {{previousFrom}} hingga {{previousTo}}',
    sections: {
      parcels: 'Bungkusan',
      rates: 'Kadar',
      leadTimes: 'Masa proses',
      money: 'Perbelanjaan dan COD',
      open: 'Belum selesai',
    },
    counts: {
      created: 'Pesanan dicipta',
      pickedUp: 'Telah diambil',
      signed: 'Ditandatangani',
      inTransit: 'Dalam transit',
      returned: 'Dipulangkan',
      cancelled: 'Dibatalkan',
    },
    rates: {
      deliverySuccess: 'Kejayaan penghantaran',
      returnRate: 'Kadar pemulangan',
      codRefusal: 'Kadar penolakan COD',
      pickupSameDay: 'Diambil pada hari yang sama',
      firstAttempt: 'Berjaya pada cubaan pertama',
      onTime: 'Tepat masa (hari kalendar)',
      onTimeBusiness: 'Tepat masa (hari bekerja)',
    },
    leadTimes: {
      pickupMedianHours: 'Masa pengambilan, median (jam)',
      deliveryMedianHours: 'Masa penghantaran, median (jam)',
      deliveryP90Hours: 'Masa penghantaran, p90 (jam)',
      codPaidMedianDays: 'Pembayaran COD, median (hari)',
    },
    spend: {
      freightFee: 'Caj penghantaran',
      insuranceFee: 'Insurans',
      codFee: 'Fi COD',
      spendTotal: 'Jumlah perbelanjaan',
      costPerParcel: 'Kos setiap bungkusan',
    },
    cod: { collected: 'COD dikutip', inProcess: 'COD dalam proses', paid: 'COD dibayar' },
    open: {
      tickets: 'Tiket terbuka',
      claims: 'Tuntutan terbuka',
      heldNearDeadline: 'Bungkusan ditahan menghampiri tarikh akhir',
    },
    charts: {
      perDay: 'Pesanan dicipta dan ditandatangani sehari',
      statusMix: 'Taburan status',
      leadTime: 'Masa penghantaran mengikut wilayah (jam)',
      topCities: '10 bandar destinasi teratas',
      day: 'Tarikh',
      status: 'Status',
      province: 'Wilayah',
      city: 'Bandar',
      orders: 'Pesanan',
      median: 'Median',
      p90: 'P90',
    },
    summaries: {
      perDay: 'Pesanan sehari dari {{from}} hingga {{to}}: {{created}} dicipta, {{signed}} ditandatangani',
      statusMix: 'Status {{total}} pesanan yang dicipta dari {{from}} hingga {{to}}: {{parts}}',
      leadTime: 'Median jam penghantaran mengikut wilayah: {{parts}}',
      topCities: 'Bandar dengan pesanan terbanyak: {{parts}}',
    },
    noDrillDown: 'Dengan penapis produk, angka tidak membuka pengurusan pesanan (ia tiada penapis produk)',
  },
} satisfies Translation<Texts>;
