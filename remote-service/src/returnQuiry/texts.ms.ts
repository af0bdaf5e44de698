import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  returns: {
    title: 'Bungkusan dipulangkan',
    confirmations: {
      PENDING: 'Untuk disahkan',
      CONFIRMED: 'Diterima',
      REJECTED: 'Ditolak',
    },
    statuses: {
      RETURNING: 'Dalam perjalanan pulang',
      RETURNED: 'Dipulangkan',
    },
    faults: {
      COURIER: 'Kurier',
      SHIPPER: 'Pengirim',
      RECEIVER: 'Penerima',
    },
    decisions: {
      SHIPPER: 'Keputusan pengirim',
      DEADLINE: 'Tarikh akhir berlalu',
      ATTEMPTS: 'Cubaan telah habis',
      COURIER: 'Kurier',
    },
    columns: {
      billCode: 'Waybill',
      returnBillCode: 'Waybill pemulangan',
      reasonName: 'Sebab',
      faultGroup: 'Pihak bersalah',
      returnFee: 'Fi pemulangan',
      decision: 'Keputusan',
      status: 'Status',
      receivedAt: 'Diterima pada',
      confirmation: 'Pengesahan',
    },
    search: {
      billCode: 'Waybill atau waybill pemulangan',
    },
    waived: 'Dikecualikan',
    confirm: 'Sahkan penerimaan',
    reject: 'Tolak',
    export: 'Eksport',
    confirmTitle: 'Sahkan anda telah menerima pemulangan {{billCode}}?',
    confirmBody:
      'Ini mengesahkan bahawa waybill pemulangan {{returnBillCode}} telah sampai kepada anda. Ia tidak boleh ditolak selepas itu.',
    cancel: 'Batal',
    confirmed: 'Penerimaan disahkan',
    rejected: 'Ditolak: tiket {{ticketNo}} dibuka',
    rejectTitle: 'Tolak pemulangan',
    reason: 'Sebab',
    photos: 'Foto',
    phone: 'Telefon untuk dihubungi',
    required: 'Wajib',
    submit: 'Hantar',
  },
} satisfies Translation<Texts>;
