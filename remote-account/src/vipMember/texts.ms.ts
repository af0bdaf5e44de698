import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  member: {
    mainAction: 'menukar mata',
    level: {
      title: 'Tahap ahli',
      growth: 'Pertumbuhan {{growth}}',
      toNext: '{{growth}} lagi untuk mencapai {{level}}',
      top: 'Anda berada di tahap tertinggi',
    },
    points: {
      title: 'Mata saya',
      balance: 'Mata tersedia',
      expiring: '{{points}} mata tamat tempoh pada {{date}}',
    },
    goods: {
      title: 'Kedai mata',
      cost: '{{points}} mata',
      stock: '{{stock}} dalam stok',
      exchange: 'Tukar',
      unavailable: 'Tidak tersedia',
      soldOut: 'Habis dijual',
    },
    exchange: {
      title: 'Tukar: {{name}}',
      quantity: 'Kuantiti',
      total: 'Jumlah {{points}} mata',
      next: 'Seterusnya',
      confirm: 'Sahkan penukaran',
      pointsAfter: '{{points}} mata berbaki selepas penukaran',
      refused: 'Penukaran ini tidak boleh dibuat sekarang',
      done: 'Ditukar',
      delivery: {
        title: 'Penghantaran (barang dihantar ke alamat ini)',
        name: 'Penerima',
        phone: 'Nombor telefon bimbit',
        address: 'Alamat penuh',
        addressPlaceholder: 'Jalan dan nombor, daerah, bandar, poskod',
        required: 'Wajib: barang dihantar ke alamat ini',
        phoneInvalid: 'Bukan nombor telefon bimbit Indonesia (08… atau +62 8…)',
        addressShort: 'Berikan alamat penuh (sekurang-kurangnya {{min}} aksara)',
      },
      reasons: {
        GOODS_DISABLED: 'Barang ini tidak boleh ditukar sekarang',
        OUT_OF_STOCK: 'Stok tidak mencukupi',
        INSUFFICIENT_POINTS: 'Mata tidak mencukupi',
      },
    },
    records: {
      title: 'Rekod penukaran',
      createdAt: 'Ditukar pada',
      goods: 'Barang',
      quantity: 'Kuantiti',
      pointsSpent: 'Mata digunakan',
      status: 'Status',
      delivery: 'Alamat penghantaran',
      statuses: {
        SUBMITTED: 'Dihantar',
        SHIPPED: 'Dihantar keluar',
        COMPLETED: 'Selesai',
        CANCELLED: 'Dibatalkan',
      },
    },
    ledger: {
      title: 'Lejar mata',
      createdAt: 'Masa',
      change: 'Perubahan',
      reason: 'Sebab',
      expiresAt: 'Tamat tempoh pada',
      reasons: {
        EARN: 'Diperoleh daripada pesanan',
        ORDER: 'Diperoleh daripada pesanan',
        EXCHANGE: 'Ditukar',
        EXPIRE: 'Tamat tempoh',
        ADJUST: 'Diselaraskan',
        REFUND: 'Penukaran dipulangkan',
      },
    },
  },
} satisfies Translation<Texts>;
