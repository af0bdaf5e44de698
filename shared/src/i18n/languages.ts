/** Spec default language code (§9). */
export const DEFAULT_LANGUAGE = 'YN';
/** i18next language used when a text is missing (Chinese, spec §9). */
export const FALLBACK_LANGUAGE = 'zh-cn';

/** Spec §9 code map: portal language code → i18next language. */
export const LANGUAGE_CODE_MAP: Readonly<Record<string, string>> = Object.freeze({
  CN: 'zh-cn',
  EN: 'en',
  TH: 'th',
  KH: 'kh',
  MY: 'my',
  ID: 'id',
  YN: 'id',
  VN: 'vi',
});

/** Spec §9 locale mapping used when embedded in the parent platform's frame. */
export const EMBED_LOCALE_MAP: Readonly<Record<string, string>> = Object.freeze({
  CN: 'zh_CN',
  EN: 'en_US',
  YN: 'in_ID',
});

/** The languages the portal's texts are written in (the keys of `addResources`' objects). */
export const BUNDLED_LANGUAGES = ['zh', 'en', 'id'] as const;
/** Languages whose texts sit in their own files (`texts.th.ts`…), fetched when chosen. */
export const LAZY_LANGUAGES = ['th', 'km', 'ms', 'vi'] as const;
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];
export type LazyLanguage = (typeof LAZY_LANGUAGES)[number];
export type TextLanguage = BundledLanguage | LazyLanguage;
export const TEXT_LANGUAGES: readonly TextLanguage[] = [...BUNDLED_LANGUAGES, ...LAZY_LANGUAGES];

/**
 * The spec's codes are app codes, not locale tags: `my` is Burmese and `kh` no language at all.
 * Each spec language (LANGUAGE_CODE_MAP's values) → the i18next (and dayjs) language of its texts.
 */
const I18N_LANGUAGE_OF: Readonly<Record<string, string>> = Object.freeze({
  'zh-cn': 'zh-cn',
  en: 'en',
  id: 'id',
  th: 'th',
  kh: 'km',
  my: 'ms',
  vi: 'vi',
});

/**
 * Each i18next language → its BCP 47 locale for Intl (numbers, money, dates). English is English
 * as written in Indonesia (en-ID: 'Rp 10.000'), where the courier operates.
 */
export const LOCALE_TAGS: Readonly<Record<string, string>> = Object.freeze({
  'zh-cn': 'zh-CN',
  en: 'en-ID',
  id: 'id-ID',
  th: 'th-TH',
  km: 'km-KH',
  ms: 'ms-MY',
  vi: 'vi-VN',
});

/**
 * Maps a portal language code to the i18next language (a BCP 47 language: KH → km, MY → ms);
 * unknown or empty codes use the default (YN).
 * @example
 * toI18nLanguage('YN'); // 'id'
 * toI18nLanguage('KH'); // 'km'
 */
export function toI18nLanguage(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  const spec = LANGUAGE_CODE_MAP[upper] ?? LANGUAGE_CODE_MAP[DEFAULT_LANGUAGE];
  return I18N_LANGUAGE_OF[spec] ?? spec;
}

/**
 * The BCP 47 locale of a portal language code, for Intl and the page's `lang` attribute.
 * @example
 * toLocaleTag('MY'); // 'ms-MY'
 */
export function toLocaleTag(code: string | null | undefined): string {
  return LOCALE_TAGS[toI18nLanguage(code)];
}

/**
 * The texts' language (the `addResources` key) of an i18next language ('zh-cn' → 'zh').
 * @example
 * textLanguageOf(i18n.language); // 'th'
 */
export function textLanguageOf(language: string | null | undefined): TextLanguage {
  const base = (language ?? '').toLowerCase().split('-')[0];
  return (TEXT_LANGUAGES as readonly string[]).includes(base) ? (base as TextLanguage) : 'zh';
}

/** The i18next language of a text language ('zh' → 'zh-cn'). */
export function i18nLanguageOf(language: TextLanguage): string {
  return language === 'zh' ? 'zh-cn' : language;
}

/**
 * Embedded entry: an empty or 'ID' language is treated as YN (spec §4).
 * @example
 * normalizeEmbedLanguage(''); // 'YN'
 */
export function normalizeEmbedLanguage(lang: string | null | undefined): string {
  const upper = (lang ?? '').trim().toUpperCase();
  return upper === '' || upper === 'ID' ? 'YN' : upper;
}

/**
 * Which dictionary column holds the texts of a language code: lang1 Chinese, lang2 English,
 * lang3 Indonesian; languages without a column fall back to Chinese.
 */
export function dictionaryColumn(code: string | null | undefined): 'lang1' | 'lang2' | 'lang3' {
  const language = toI18nLanguage(code);
  if (language === 'en') return 'lang2';
  if (language === 'id') return 'lang3';
  return 'lang1';
}

/**
 * The parent platform's locale for a portal language code when embedded (spec §9: CN zh_CN,
 * EN en_US, YN in_ID; an empty or 'ID' language counts as YN). Other codes have no embedded
 * locale and give undefined.
 * @example
 * toEmbedLocale('ID'); // 'in_ID'
 */
export function toEmbedLocale(code: string | null | undefined): string | undefined {
  return EMBED_LOCALE_MAP[normalizeEmbedLanguage(code)];
}
