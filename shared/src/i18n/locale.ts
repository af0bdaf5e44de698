import dayjs from 'dayjs';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { setFormatLocale } from '../utils/format';
import { loadTexts } from './i18n';
import { toI18nLanguage, toLocaleTag } from './languages';

/**
 * antd and dayjs locales of every language but English (antd's and dayjs's own), fetched with the
 * language's texts, in the same chunk (the login page carries none of them). antd's km_KH leaves
 * the form's validation messages in English: the Khmer ones are supplied (see ./lazyLocales for
 * why they are not shared modules).
 */
const LAZY_LOCALES: Readonly<Record<string, () => Promise<Locale>>> = {
  'zh-cn': () =>
    import(/* webpackChunkName: "texts-zh" */ './lazyLocales/zh').then((module) => module.default),
  id: () => import(/* webpackChunkName: "texts-id" */ './lazyLocales/id').then((module) => module.default),
  th: () => import(/* webpackChunkName: "texts-th" */ './lazyLocales/th').then((module) => module.default),
  km: () =>
    Promise.all([
      import(/* webpackChunkName: "texts-km" */ './lazyLocales/km'),
      import(/* webpackChunkName: "texts-km" */ './khmerValidation'),
    ]).then(([antd, { khmerValidateMessages }]) => ({
      ...antd.default,
      Form: { ...antd.default.Form, defaultValidateMessages: khmerValidateMessages },
    })),
  ms: () => import(/* webpackChunkName: "texts-ms" */ './lazyLocales/ms').then((module) => module.default),
  vi: () => import(/* webpackChunkName: "texts-vi" */ './lazyLocales/vi').then((module) => module.default),
};

const BUNDLED_LOCALES: Readonly<Record<string, Locale>> = { en: enUS };
const loadedLocales = new Map<string, Locale>();

const isLazy = (language: string) => language in LAZY_LOCALES;

/**
 * Fetches the antd and dayjs locales of a portal language code (once); resolves at once for
 * English (antd's and dayjs's own).
 * @example
 * await loadLocale('KH');
 */
export async function loadLocale(code: string | null | undefined): Promise<Locale> {
  const language = toI18nLanguage(code);
  const bundled = BUNDLED_LOCALES[language] ?? loadedLocales.get(language);
  if (bundled) return bundled;
  if (!isLazy(language)) return enUS;
  const locale = await LAZY_LOCALES[language]();
  loadedLocales.set(language, locale);
  return locale;
}

/**
 * antd locale for a portal language code once `loadLocale` fetched it (antd's own English
 * before; boot and the stand-alone shell fetch it before their first render).
 * @example
 * <ConfigProvider locale={antdLocale(language)}>...</ConfigProvider>
 */
export function antdLocale(code: string | null | undefined): Locale {
  return antdLocaleOfLanguage(toI18nLanguage(code));
}

/**
 * antd locale for an i18next language ('en', 'id', 'zh-cn', 'th'…: `i18n.language`), for a
 * widget that sets antd texts itself.
 * @example
 * <Pagination locale={antdLocaleOfLanguage(i18n.language).Pagination} />
 */
export function antdLocaleOfLanguage(language: string | null | undefined): Locale {
  const key = language ?? '';
  return BUNDLED_LOCALES[key] ?? loadedLocales.get(key) ?? enUS;
}

/**
 * dayjs locale name for a portal language code ('zh-cn', 'en', 'id', 'th', 'km', 'ms', 'vi'), once
 * its locale is loaded ('en', dayjs's own, before).
 * @example
 * dayjs.locale(dayjsLocale('YN'));
 */
export function dayjsLocale(code: string | null | undefined): string {
  const language = toI18nLanguage(code);
  return language in BUNDLED_LOCALES || loadedLocales.has(language) ? language : 'en';
}

/**
 * Switches dayjs's global locale and the numbers' and money's locale (BCP 47); returns dayjs's
 * locale name.
 * @example
 * applyDayjsLocale(language);
 */
export function applyDayjsLocale(code: string | null | undefined): string {
  setFormatLocale(toLocaleTag(code));
  return dayjs.locale(dayjsLocale(code));
}

/**
 * Everything a language needs before a page renders in it: its texts of every registered folder,
 * its antd and dayjs locales, then dayjs, numbers and money switched to it. A failed fetch of the
 * texts is tried once more (no language's texts are bundled); a failure never blocks the portal
 * (antd's English and the texts' keys then show).
 * @example
 * initI18n(language); await prepareLanguage(language);
 */
export async function prepareLanguage(code: string | null | undefined): Promise<void> {
  const [texts] = await Promise.allSettled([loadTexts(code), loadLocale(code)]);
  if (texts.status === 'rejected') await loadTexts(code).catch(() => undefined);
  applyDayjsLocale(code);
}
