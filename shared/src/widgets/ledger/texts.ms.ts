import type { Translation } from '../../i18n/i18n';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  ledger: {
    open: 'Wang',
    title: 'Wang bagi waybill {{billCode}}',
    loadFailed: 'Maklumat wang waybill ini tidak dapat dibaca',
    codAmount: 'Amaun COD',
    goodsValue: 'Nilai barang',
    declaredValue: 'Nilai diisytiharkan (diinsuranskan)',
    item: 'Perkara',
    amount: 'Amaun',
    settledIn: 'Diselesaikan dalam',
    reference: 'Rujukan',
    noEntries: 'Tiada caj pada waybill ini',
    kinds: {
      FREIGHT: 'Caj penghantaran',
      INSURANCE: 'Insurans',
      COUPON: 'Diskaun baucar',
      COD_FEE: 'Fi COD',
      COD_VAT: 'PPN atas fi COD',
      RETURN_FEE: 'Fi pemulangan',
      CLAIM: 'Tuntutan',
      LINE_CREDIT: 'Nota kredit',
    },
    settled: {
      COD_BATCH: 'Kelompok COD {{documentNo}}',
      COD_BATCH_next: 'Kelompok COD seterusnya',
      STATEMENT: 'Penyata {{documentNo}}',
      STATEMENT_next: 'Penyata bulanan seterusnya',
      BANK_TRANSFER: 'Pindahan bank {{documentNo}}',
      BANK_TRANSFER_next: 'Pindahan bank (belum selesai)',
      NOWHERE: 'Tidak dikenakan caj',
      OPEN: 'Kelompok COD atau penyata seterusnya',
    },
    cod: {
      title: 'COD',
      status: 'Status COD',
      net: 'Dibayar kepada anda',
      batch: 'Kelompok COD',
      expectedPayDay: 'Jangkaan tarikh bayaran',
      paidAt: 'Dibayar pada',
      transferReference: 'Rujukan pindahan',
      statuses: {
        AWAITING_COLLECTION: 'Menunggu kutipan',
        COLLECTED: 'Telah dikutip',
        IN_BATCH: 'Dalam kelompok',
        REMITTED: 'Telah dibayar',
        FAILED_TO_COLLECT: 'Gagal dikutip',
        RETURNED: 'Dipulangkan',
        DISPUTED: 'Dipertikaikan',
      },
    },
    statement: {
      title: 'Penyata bulanan',
      number: 'Penyata',
      billed: 'Dibilkan dalam penyata',
      settled: 'Diselesaikan dalam kelompok COD',
    },
  },
} satisfies Translation<Texts>;
