import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  lateParcels: {
    period: 'Diambil',
    kind: 'Jenis',
    product: 'Produk',
    kinds: { SIGNED_LATE: 'Ditandatangani lewat', UNDELIVERED: 'Belum dihantar, melepasi SLA' },
    cards: {
      signedLate: 'Ditandatangani lewat',
      signedLateFormula:
        'bungkusan yang diambil dalam tempoh ini dan ditandatangani selepas hari SLA-nya (hari bekerja: tanpa hari Ahad dan cuti umum)',
      undelivered: 'Belum dihantar, melepasi SLA',
      undeliveredFormula:
        'bungkusan yang diambil dalam tempoh ini, belum ditandatangani, dan telah melepasi hari SLA-nya hari ini',
      claimTotal: 'Nilai tuntutan',
      claimTotalFormula:
        'jumlah nilai maksimum yang dibayar bagi tuntutan setiap bungkusan lewat, mengikut peraturan tuntutan (insurans, gandaan tambang, had maksimum)',
    },
    columns: {
      billCode: 'Nombor waybill',
      kind: 'Jenis',
      statusLabel: 'Status',
      productType: 'Produk',
      receiverCity: 'Bandar penerima',
      pickedUpAt: 'Diambil',
      dueDay: 'Hari SLA',
      signedAt: 'Ditandatangani',
      daysLate: 'Hari bekerja lewat',
      claimAmount: 'Nilai tuntutan',
    },
    claim: 'Buat tuntutan',
    export: 'Eksport',
    forecast: {
      title: 'Ramalan penalti platform e-dagang',
      intro:
        'Pesanan penjual platform e-dagang: kadar penghantaran lewat (imbasan pengambilan pertama lebih daripada {{days}} hari bekerja selepas pesanan) dalam tempoh bergulir setiap platform, berbanding ambang yang diumumkannya (nilai lalai).',
      marketplace: 'Platform e-dagang',
      window: 'Tempoh',
      windowDays: '{{days}} hari terakhir',
      orders: 'Pesanan',
      late: 'Dihantar lewat',
      lateRate: 'Kadar penghantaran lewat',
      penaltyRate: 'Ambang penalti',
      state: 'Ramalan',
      states: { OK: 'Selamat', AT_RISK: 'Hampir ambang', OVER: 'Melebihi ambang', NO_DATA: 'Tiada data' },
      summary: 'Kadar penghantaran lewat berbanding ambang: {{parts}}',
    },
  },
} satisfies Translation<Texts>;
