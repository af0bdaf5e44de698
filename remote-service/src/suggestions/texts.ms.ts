import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  complaint: {
    formTitle: 'Failkan aduan atau cadangan',
    mainAction: 'memfailkan aduan atau cadangan',
    historyTitle: 'Aduan dan cadangan saya',
    kinds: {
      COMPLAINT: 'Aduan',
      SUGGESTION: 'Cadangan',
    },
    categories: {
      DELIVERY_DELAY: 'Penghantaran lewat',
      DAMAGED: 'Bungkusan rosak',
      LOST: 'Bungkusan hilang',
      COURIER_ATTITUDE: 'Sikap kurier',
      PICKUP: 'Pengambilan',
      COD: 'Tunai semasa penghantaran',
      PRODUCT: 'Produk',
      WEBSITE: 'Laman web',
      SERVICE: 'Perkhidmatan',
      OTHER: 'Lain-lain',
    },
    statuses: {
      SUBMITTED: 'Dihantar',
      PROCESSING: 'Sedang diproses',
      REPLIED: 'Telah dibalas',
      CLOSED: 'Ditutup',
    },
    fields: {
      kind: 'Jenis',
      category: 'Kategori',
      billCode: 'Nombor waybill (pilihan)',
      moreBillCodes: 'Waybill lain (pilihan, dipisahkan koma, maksimum 10)',
      content: 'Kandungan',
      contactPhone: 'Telefon untuk dihubungi',
      createdAt: 'Dihantar pada',
      status: 'Status',
    },
    placeholders: {
      category: 'Pilih kategori',
      billCode: 'JP + 11 digit',
      content: 'Terangkan masalah atau cadangan (10–1000 aksara)',
    },
    filters: {
      kind: 'Semua jenis',
      status: 'Semua status',
    },
    errors: {
      category: 'Sila pilih kategori',
      billCode: 'Nombor waybill tidak sah (JP + 11 digit)',
      billCodes: 'Terdapat nombor waybill tidak sah (JP + 11 digit, maksimum 10)',
      contentRequired: 'Sila masukkan kandungan',
      contentLength: 'Kandungan mestilah {{min}} hingga {{max}} aksara',
      phoneRequired: 'Sila masukkan telefon untuk dihubungi',
      phone: 'Masukkan nombor telefon bimbit Indonesia (08xx atau +628xx, 10–13 digit)',
    },
    submit: 'Hantar',
    saved: 'Dihantar',
    detail: 'Butiran',
    detailTitle: 'Aduan atau cadangan',
    reply: 'Balasan daripada khidmat pelanggan',
    noReply: 'Belum ada balasan',
  },
} satisfies Translation<Texts>;
