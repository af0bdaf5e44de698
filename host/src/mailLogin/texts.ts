import { addResources } from 'shared';

/** The login page's e-mail code login texts, merged into the host's namespace. */
const zh = {
  mailLogin: {
    switchToMail: '使用邮箱验证码登录',
    switchToPassword: '使用密码登录',
    code: '邮箱验证码',
    codeRequired: '请输入 6 位邮箱验证码',
    send: '发送验证码',
    sent: '如该账号已绑定并验证邮箱，验证码已发送到该邮箱',
    accountFirst: '请先输入账号',
    submit: '登录',
  },
};

const en: typeof zh = {
  mailLogin: {
    switchToMail: 'Log in with an e-mail code',
    switchToPassword: 'Log in with a password',
    code: 'E-mail code',
    codeRequired: 'Please enter the 6-digit code from the e-mail',
    send: 'Send code',
    sent: 'If the account has a verified e-mail, the code has been sent to it',
    accountFirst: 'Please enter the account first',
    submit: 'Log in',
  },
};

const id: typeof zh = {
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
};

export const mailLoginTexts = { zh, en, id };

export type Texts = (typeof mailLoginTexts)['en'];

/** Adds the texts to the host namespace (boot does it; tests call it after initI18n). */
export function registerMailLoginTexts(): void {
  addResources('host', mailLoginTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  });
}
