import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  route: {
    profile: 'Profil',
    changePassword: 'Tukar kata laluan',
  },
  layout: {
    profile: 'Profil',
  },
  profile: {
    title: 'Profil',
    account: 'Akaun',
    userName: 'Nama',
    phone: 'Telefon',
    customer: 'Pelanggan',
    createdAt: 'Didaftarkan',
    role: 'Peranan',
    admin: 'Akaun utama',
    subAccount: 'Sub-akaun',
    edit: 'Sunting maklumat',
    save: 'Simpan',
    saved: 'Profil disimpan',
    userNameRequired: 'Sila masukkan nama anda',
    phoneInvalid: 'Sila masukkan nombor telefon yang sah',
    mail: 'E-mel terikat',
    noMail: 'Tiada e-mel terikat',
    verified: 'Disahkan',
    unverified: 'Belum disahkan',
    resend: 'Hantar semula e-mel pengesahan',
    resent: 'E-mel pengesahan telah dihantar',
    bind: 'Ikat e-mel',
    changeMail: 'Tukar e-mel',
    newMail: 'E-mel baharu',
    mailRequired: 'Sila masukkan alamat e-mel yang sah',
    sendCode: 'Hantar kod',
    codeSent: 'Kod telah dihantar ke {{mail}}',
    code: 'Kod e-mel',
    codeRequired: 'Sila masukkan kod 6 digit',
    confirmMail: 'Sahkan pengikatan',
    mailBound: 'E-mel telah diikat dan disahkan',
    cancel: 'Batal',
    changePassword: 'Tukar kata laluan',
    loadFailed: 'Profil tidak dapat dimuatkan',
  },
  changePassword: {
    title: 'Tukar kata laluan',
    hint: 'Log masuk anda pada peranti dan pelayar lain akan ditamatkan; yang ini kekal log masuk.',
    success: 'Kata laluan ditukar; log masuk anda yang lain telah ditamatkan',
  },
} satisfies Translation<Texts>;
