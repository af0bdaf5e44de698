import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  privacy: {
    version: 'Versi {{version}}',
    intro: 'Sila baca dan terima perjanjian privasi semasa sebelum meneruskan.',
    agree: 'Saya telah membaca dan menerima perjanjian privasi',
    accept: 'Terima dan teruskan',
    mustAgree: 'Sila tandakan kotak untuk menerima dahulu',
    offlineTitle: 'Sudah menandatangani perjanjian bercetak?',
    offlineCode: 'Kod perjanjian',
    offlineCodeRequired: 'Sila masukkan kod perjanjian',
    offlineSubmit: 'Sahkan perjanjian bercetak',
    offlineOther: 'Kod ini bukan perjanjian yang perlu anda terima',
    logout: 'Log keluar',
    loadFailed: 'Perjanjian privasi tidak dapat dimuatkan',
    retry: 'Cuba lagi',
  },
} satisfies Translation<Texts>;
