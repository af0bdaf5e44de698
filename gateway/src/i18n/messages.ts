import { DEFAULT_LANG, type Lang } from './language';

type Catalogue = Record<string, Record<Lang, string>>;

/** Server messages, by key. `{name}` placeholders are filled from params. */
export const messages = {
  success: { zh: '操作成功', en: 'success', id: 'berhasil' },
  'error.sessionExpired': {
    zh: '登录已过期，请重新登录',
    en: 'session expired, please log in again',
    id: 'sesi telah berakhir, silakan masuk kembali',
  },
  'error.noPermission': { zh: '没有权限', en: 'no permission', id: 'tidak ada izin' },
  'error.passwordChangeRequired': {
    zh: '请先修改密码',
    en: 'please change your password first',
    id: 'silakan ubah kata sandi Anda terlebih dahulu',
  },
  'error.privacyAgreementRequired': {
    zh: '请先阅读并同意隐私协议',
    en: 'please read and accept the privacy agreement first',
    id: 'silakan baca dan setujui perjanjian privasi terlebih dahulu',
  },
  'error.invalidInput': { zh: '输入数据不合法', en: 'input data is illegal', id: 'data masukan tidak valid' },
  'error.internal': {
    zh: '系统繁忙，请稍后再试',
    en: 'system busy, please try again later',
    id: 'sistem sibuk, silakan coba lagi nanti',
  },
  'error.notFound': { zh: '记录不存在', en: '{what} not found', id: '{what} tidak ditemukan' },
  'error.routeNotFound': { zh: '接口不存在', en: 'no such API', id: 'API tidak ditemukan' },
  'error.serverBusy': {
    zh: '服务繁忙，请稍后再试',
    en: 'the service is busy, please try again in a moment',
    id: 'layanan sedang sibuk, silakan coba lagi sebentar lagi',
  },
  'error.timeout': {
    zh: '请求处理超时，请稍后再试',
    en: 'the request took too long, please try again later',
    id: 'permintaan terlalu lama diproses, silakan coba lagi nanti',
  },
  'error.tooManyRequests': {
    zh: '请求过于频繁，请稍后再试',
    en: 'too many requests, please try again later',
    id: 'terlalu banyak permintaan, silakan coba lagi nanti',
  },
  'error.badUrl': {
    zh: '请求地址不合法',
    en: 'the request URL is malformed',
    id: 'URL permintaan tidak valid',
  },
  'error.urlTooLong': {
    zh: '请求地址过长',
    en: 'the request URL is too long',
    id: 'URL permintaan terlalu panjang',
  },
  'error.headersTooLarge': {
    zh: '请求头过大',
    en: 'the request headers are too large',
    id: 'header permintaan terlalu besar',
  },
  'error.bodyTooLarge': {
    zh: '请求内容过大',
    en: 'the request body is too large',
    id: 'isi permintaan terlalu besar',
  },
  'error.unsupportedMediaType': {
    zh: '不支持的内容类型',
    en: 'the content type is not supported',
    id: 'jenis konten tidak didukung',
  },
  'error.badJson': {
    zh: '请求内容不是合法的 JSON',
    en: 'the request body is not valid JSON',
    id: 'isi permintaan bukan JSON yang valid',
  },
  'error.requestTimeout': {
    zh: '请求超时',
    en: 'the request timed out',
    id: 'waktu permintaan habis',
  },
  'error.badRequest': { zh: '请求不合法', en: 'the request is malformed', id: 'permintaan tidak valid' },
  'error.badUpload': {
    zh: '上传内容格式错误',
    en: 'the upload is malformed',
    id: 'unggahan tidak valid',
  },
  'auth.badCredentials': {
    zh: '账号或密码错误',
    en: 'account or password is incorrect',
    id: 'akun atau kata sandi salah',
  },
  'auth.captchaRequired': {
    zh: '请输入验证码',
    en: 'please enter the verification code',
    id: 'silakan masukkan kode verifikasi',
  },
  'auth.captchaInvalid': {
    zh: '验证码错误或已过期',
    en: 'the verification code is wrong or has expired',
    id: 'kode verifikasi salah atau kedaluwarsa',
  },
  'auth.tooManyFailures': {
    zh: '登录失败次数过多，请 {minutes} 分钟后再试',
    en: 'too many failed attempts, please try again in {minutes} minutes',
    id: 'terlalu banyak percobaan gagal, coba lagi dalam {minutes} menit',
  },
  'auth.accountDisabled': { zh: '账号已停用', en: 'this account is disabled', id: 'akun ini dinonaktifkan' },
  'auth.oldPasswordWrong': {
    zh: '原密码错误',
    en: 'the old password is incorrect',
    id: 'kata sandi lama salah',
  },
  'auth.passwordUnchanged': {
    zh: '新密码不能与原密码相同',
    en: 'the new password must differ from the old one',
    id: 'kata sandi baru harus berbeda dari yang lama',
  },
  'auth.codeInvalid': {
    zh: '验证码错误或已过期',
    en: 'the code is wrong or has expired',
    id: 'kode salah atau kedaluwarsa',
  },
  'auth.codeSent': {
    zh: '如果账号存在，验证码已发送至其绑定邮箱',
    en: 'if the account exists, a code has been sent to its e-mail',
    id: 'jika akun ada, kode telah dikirim ke emailnya',
  },
  'auth.idMailSent': {
    zh: '如果该邮箱已绑定账号，账号信息已发送至该邮箱',
    en: 'if the e-mail belongs to an account, its details have been sent there',
    id: 'jika email terdaftar, detail akun telah dikirim ke sana',
  },
  'auth.activationInvalid': {
    zh: '激活链接无效或已过期',
    en: 'the activation link is invalid or has expired',
    id: 'tautan aktivasi tidak valid atau kedaluwarsa',
  },
  'auth.activated': { zh: '邮箱已激活', en: 'e-mail activated', id: 'email telah diaktifkan' },
  'auth.noEmail': {
    zh: '请先绑定邮箱',
    en: 'please bind an e-mail first',
    id: 'silakan tautkan email terlebih dahulu',
  },
  'auth.alreadyVerified': {
    zh: '邮箱已激活',
    en: 'the e-mail is already verified',
    id: 'email sudah terverifikasi',
  },
  'auth.mailSent': { zh: '邮件已发送', en: 'e-mail sent', id: 'email telah dikirim' },
  'mail.resetSubject': { zh: '重置密码验证码', en: 'Password reset code', id: 'Kode atur ulang kata sandi' },
  'mail.resetBody': {
    zh: '您的验证码是 {code}，{minutes} 分钟内有效。',
    en: 'Your code is {code}. It is valid for {minutes} minutes.',
    id: 'Kode Anda adalah {code}. Berlaku selama {minutes} menit.',
  },
  'mail.loginSubject': { zh: '登录验证码', en: 'Login code', id: 'Kode masuk' },
  'mail.bindSubject': { zh: '绑定邮箱验证码', en: 'E-mail binding code', id: 'Kode penautan email' },
  'mail.activateSubject': { zh: '激活您的邮箱', en: 'Activate your e-mail', id: 'Aktifkan email Anda' },
  'mail.activateBody': {
    zh: '请点击链接激活邮箱：{link}',
    en: 'Open this link to activate your e-mail: {link}',
    id: 'Buka tautan ini untuk mengaktifkan email Anda: {link}',
  },
  'mail.idSubject': { zh: '您的账号', en: 'Your account', id: 'Akun Anda' },
  'mail.idBody': {
    zh: '您的登录账号：{loginCodes}',
    en: 'Your login account(s): {loginCodes}',
    id: 'Akun masuk Anda: {loginCodes}',
  },
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;

/**
 * Translates a catalogue key into `lang`, filling `{name}` placeholders. An unknown key is
 * returned as is, so a domain can pass its own literal text through BizError while it has no key.
 */
export function t(lang: Lang | undefined, key: string, params: Record<string, string | number> = {}): string {
  const entry = (messages as Catalogue)[key];
  const text = entry ? entry[lang ?? DEFAULT_LANG] || entry.en : key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

/** Whether the catalogue holds `key`. */
export function hasMessage(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/**
 * Lets a domain add its own keys at start-up (e.g. `registerMessages({ 'order.cancelled': {...} })`),
 * keeping one catalogue for t().
 */
export function registerMessages(extra: Catalogue): void {
  Object.assign(messages as Catalogue, extra);
}
