import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  orderManagement: {
    chargeable: 'Berat boleh caj {{weight}}',
    feeBreakdown: 'Caj penghantaran {{freight}} · insurans {{insurance}} · fi COD {{cod}}',
    cancel: {
      done: 'Pesanan dibatalkan: {{count}}',
      refused: 'Pesanan tidak dibatalkan: {{count}}',
      confirmOne: 'Batalkan pesanan {{billCode}}?',
      confirmMany: 'Batalkan {{count}} pesanan yang dipilih?',
      irreversible:
        'Pesanan yang dibatalkan tidak boleh dipulihkan. Hanya pesanan yang masih "Pesanan dicipta" boleh dibatalkan.',
      skipped:
        '{{count}} pesanan lain yang dipilih telah melepasi "Pesanan dicipta": ia kekal seperti sedia ada.',
      ok: 'Batalkan pesanan',
      keep: 'Kekalkan',
    },
    address: {
      fees: {
        current: 'Caj penghantaran semasa',
        next: 'Caj penghantaran baharu',
        difference: 'Perbezaan {{amount}}',
        unchanged: 'Daerah sama: caj penghantaran kekal',
        idle: 'Pilih daerah untuk melihat caj penghantaran baharu',
        failed: 'Caj penghantaran baharu tidak dapat dikira',
      },
      refusedTitle: 'Alamat {{billCode}} tidak boleh diubah',
      title: 'Tukar penerima · {{billCode}}',
      save: 'Simpan alamat',
      done: 'Alamat ditukar',
      freightChanged: 'caj penghantaran berubah',
      freightSame: 'caj penghantaran tidak berubah',
      phoneHint: 'Nombor disembunyikan dalam senarai ({{phone}}): sila taip sepenuhnya.',
      useCurrentPhone: 'Guna nombor semasa',
    },
  },
} satisfies Translation<Texts>;
