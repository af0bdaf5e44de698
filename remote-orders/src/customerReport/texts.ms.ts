import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  customerReport: {
    groupBy: 'Kumpulkan mengikut',
    groupings: { DAY: 'Hari', WEEK: 'Minggu', MONTH: 'Bulan' },
    product: 'Produk',
    allProducts: 'Semua produk',
    province: 'Negeri destinasi',
    allProvinces: 'Semua negeri',
    range: '{{from}} hingga {{to}} (WIB)',
    noDrillDown:
      'Dengan penapis produk, angka-angka tidak membuka pengurusan pesanan (ia tiada penapis produk)',
    tabs: {
      waybill: 'Data bil muatan',
      status: 'Status',
      bill: 'Bil',
      cod: 'COD',
      cost: 'Kos',
      distribution: 'Taburan',
      ranking: 'Penerima teratas',
      rankingSender: 'Alamat pengirim teratas',
    },
    totals: 'Jumlah bagi tempoh',
    bucket: 'Tempoh',
    orders: 'Pesanan',
    rank: 'Kedudukan',
    waybill: {
      created: 'Dicipta',
      pickedUp: 'Diambil',
      signed: 'Ditandatangani',
      returned: 'Dipulangkan',
      cancelled: 'Dibatalkan',
      chart: 'Data bil muatan bagi setiap tempoh',
      table: 'Data bil muatan',
      summary:
        'Bil muatan dari {{from}} hingga {{to}}: {{created}} dicipta, {{pickedUp}} diambil, {{signed}} ditandatangani, {{returned}} dipulangkan, {{cancelled}} dibatalkan',
    },
    status: {
      chart: 'Status semasa pesanan yang dicipta bagi setiap tempoh',
      table: 'Pesanan mengikut status',
      summary: 'Status semasa pesanan yang dicipta dari {{from}} hingga {{to}}: {{parts}}',
    },
    bill: {
      orders: 'Pesanan',
      freightFee: 'Tambang',
      insuranceFee: 'Insurans',
      codFee: 'Yuran COD',
      total: 'Jumlah',
      chart: 'Perbelanjaan bagi setiap tempoh',
      table: 'Bil',
      summary: 'Dari {{from}} hingga {{to}}: {{orders}} pesanan, {{total}} dibelanjakan keseluruhannya',
      summaryCounts: 'Dari {{from}} hingga {{to}}: {{orders}} pesanan',
    },
    cod: {
      lines: 'Baris COD',
      awaiting: 'Menunggu kutipan',
      inProcess: 'Dalam proses',
      paid: 'Telah dibayar',
      refused: 'Ditolak atau dipulangkan',
      chart: 'COD bagi setiap tempoh',
      table: 'COD',
      summary:
        'Dari {{from}} hingga {{to}}: {{lines}} baris COD, {{awaiting}} menunggu kutipan, {{inProcess}} dalam proses, {{paid}} telah dibayar, {{refused}} ditolak atau dipulangkan',
      summaryCounts: 'Dari {{from}} hingga {{to}}: {{lines}} baris COD',
    },
    cost: {
      productType: 'Produk',
      orders: 'Pesanan',
      spend: 'Perbelanjaan',
      costPerParcel: 'Kos setiap bungkusan',
      chart: 'Perbelanjaan bagi setiap tempoh dan produk',
      chartCounts: 'Pesanan bagi setiap tempoh dan produk',
      table: 'Kos',
      summary: 'Perbelanjaan mengikut produk dari {{from}} hingga {{to}}: {{parts}}',
      summaryCounts: 'Pesanan mengikut produk dari {{from}} hingga {{to}}: {{parts}}',
    },
    distribution: {
      dimension: 'Taburan mengikut',
      dimensions: {
        PROVINCE: 'Negeri destinasi',
        CITY: 'Bandar destinasi',
        PRODUCT: 'Produk',
        WEIGHT: 'Julat berat',
      },
      share: 'Bahagian',
      chartBands: 'Pesanan mengikut julat berat',
      weightNoDrillDown:
        'Pengurusan pesanan tidak boleh menapis mengikut berat, jadi julat berat tidak dipautkan kepadanya.',
      chart: '{{rows}} dengan pesanan terbanyak: {{what}}',
      table: 'Pesanan mengikut {{what}}',
      summary: '{{total}} pesanan dari {{from}} hingga {{to}} mengikut {{what}}: {{parts}}',
    },
    ranking: {
      allTime:
        'Kedudukan penerima mengira pesanan sepanjang masa (pembilang penerima tidak mempunyai tempoh).',
      receiver: 'Penerima',
      chart: 'Penerima dengan pesanan terbanyak',
      table: 'Penerima teratas',
      summary: 'Penerima dengan pesanan terbanyak: {{parts}}',
    },
    rankingSender: {
      sender: 'Alamat pengirim',
      none: 'Tiada alamat pengirim',
      chart: 'Alamat pengirim dengan pesanan terbanyak',
      table: 'Alamat pengirim teratas',
      summary: 'Alamat pengirim dengan pesanan terbanyak dari {{from}} hingga {{to}}: {{parts}}',
    },
  },
} satisfies Translation<Texts>;
