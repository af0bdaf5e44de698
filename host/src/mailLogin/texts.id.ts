import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Indonesian texts of texts.ts (fetched when Indonesian is in use).
export default {
  mailLogin: {
    switchToMail: 'Masuk dengan kode e-mail',
    switchToPassword: 'Masuk dengan kata sandi',
    code: 'Kode e-mail',
    codeRequired: 'Silakan masukkan kode 6 digit dari e-mail',
    send: 'Kirim kode',
    sent: 'Jika akun memiliki e-mail terverifikasi, kode telah dikirim ke sana',
    accountFirst: 'Silakan masukkan akun terlebih dahulu',
    submit: 'Masuk',
  },
} satisfies Translation<Texts>;
