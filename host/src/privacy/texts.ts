import { addResources } from 'shared';

/** The privacy agreement gate's texts, merged into the host's namespace. */
const zh = {
  privacy: {
    version: '版本 {{version}}',
    intro: '继续使用门户前，请阅读并同意当前版本的隐私协议。',
    agree: '我已阅读并同意隐私协议',
    accept: '同意并继续',
    mustAgree: '请先勾选同意',
    offlineTitle: '已签署纸质协议？',
    offlineCode: '协议编号',
    offlineCodeRequired: '请输入协议编号',
    offlineSubmit: '确认线下签署',
    offlineOther: '该编号不是当前需同意的协议',
    logout: '退出登录',
    loadFailed: '隐私协议加载失败',
    retry: '重试',
  },
};

const en: typeof zh = {
  privacy: {
    version: 'Version {{version}}',
    intro: 'Please read and accept the current privacy agreement before you continue.',
    agree: 'I have read and accept the privacy agreement',
    accept: 'Accept and continue',
    mustAgree: 'Please tick the box to accept first',
    offlineTitle: 'Signed a paper agreement?',
    offlineCode: 'Agreement code',
    offlineCodeRequired: 'Please enter the agreement code',
    offlineSubmit: 'Confirm paper agreement',
    offlineOther: 'This code is not the agreement you need to accept',
    logout: 'Sign out',
    loadFailed: 'The privacy agreement could not be loaded',
    retry: 'Retry',
  },
};

const id: typeof zh = {
  privacy: {
    version: 'Versi {{version}}',
    intro: 'Silakan baca dan setujui perjanjian privasi terbaru sebelum melanjutkan.',
    agree: 'Saya telah membaca dan menyetujui perjanjian privasi',
    accept: 'Setujui dan lanjutkan',
    mustAgree: 'Silakan centang kotak persetujuan terlebih dahulu',
    offlineTitle: 'Sudah menandatangani perjanjian kertas?',
    offlineCode: 'Kode perjanjian',
    offlineCodeRequired: 'Silakan masukkan kode perjanjian',
    offlineSubmit: 'Konfirmasi perjanjian kertas',
    offlineOther: 'Kode ini bukan perjanjian yang perlu Anda setujui',
    logout: 'Keluar',
    loadFailed: 'Perjanjian privasi tidak dapat dimuat',
    retry: 'Coba lagi',
  },
};

export const privacyTexts = { zh, en, id };

export type Texts = (typeof privacyTexts)['en'];

/** Adds the texts to the host namespace (boot does it; tests call it after initI18n). */
export function registerPrivacyTexts(): void {
  addResources('host', privacyTexts, {
    th: () => import(/* webpackChunkName: "texts-th" */ './texts.th'),
    km: () => import(/* webpackChunkName: "texts-km" */ './texts.km'),
    ms: () => import(/* webpackChunkName: "texts-ms" */ './texts.ms'),
    vi: () => import(/* webpackChunkName: "texts-vi" */ './texts.vi'),
  });
}
