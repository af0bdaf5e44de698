import type { Translation } from 'shared';
import type { Texts } from './texts';

// The Malay texts of texts.ts (fetched when Malay is chosen).
export default {
  mailLogin: {
    switchToMail: 'Log masuk dengan kod e-mel',
    switchToPassword: 'Log masuk dengan kata laluan',
    code: 'Kod e-mel',
    codeRequired: 'Sila masukkan kod 6 digit daripada e-mel',
    send: 'Hantar kod',
    sent: 'Jika akaun mempunyai e-mel yang disahkan, kod telah dihantar kepadanya',
    accountFirst: 'Sila masukkan akaun dahulu',
    submit: 'Log masuk',
  },
} satisfies Translation<Texts>;
