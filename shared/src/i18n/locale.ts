import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/id';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import idID from 'antd/es/locale/id_ID';
import { toI18nLanguage } from './languages';

/**
 * antd locale for a portal language code: Chinese, English or Indonesian; languages without a
 * dictionary column (TH, KH, MY, VN) use Chinese like the texts.
 * @example
 * <ConfigProvider locale={antdLocale(language)}>...</ConfigProvider>
 */
export function antdLocale(code: string | null | undefined): Locale {
  const language = toI18nLanguage(code);
  if (language === 'en') return enUS;
  if (language === 'id') return idID;
  return zhCN;
}

/**
 * antd locale for an i18next language ('en', 'id', 'zh-cn', ...: `i18n.language`), for a widget
 * that sets antd texts itself.
 * @example
 * <Pagination locale={antdLocaleOfLanguage(i18n.language).Pagination} />
 */
export function antdLocaleOfLanguage(language: string | null | undefined): Locale {
  if (language === 'en') return enUS;
  if (language === 'id') return idID;
  return zhCN;
}

/**
 * dayjs locale name for a portal language code ('zh-cn', 'en' or 'id').
 * @example
 * dayjs.locale(dayjsLocale('YN'));
 */
export function dayjsLocale(code: string | null | undefined): 'zh-cn' | 'en' | 'id' {
  const language = toI18nLanguage(code);
  return language === 'en' || language === 'id' ? language : 'zh-cn';
}

/**
 * Switches dayjs's global locale; returns the locale name.
 * @example
 * applyDayjsLocale(language);
 */
export function applyDayjsLocale(code: string | null | undefined): string {
  return dayjs.locale(dayjsLocale(code));
}
