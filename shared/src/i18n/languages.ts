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

/**
 * Maps a portal language code to the i18next language; unknown or empty codes use the default (YN).
 * @example
 * toI18nLanguage('YN'); // 'id'
 * toI18nLanguage('TH'); // 'th' (texts fall back to Chinese)
 */
export function toI18nLanguage(code: string | null | undefined): string {
  const upper = (code ?? '').trim().toUpperCase();
  return LANGUAGE_CODE_MAP[upper] ?? LANGUAGE_CODE_MAP[DEFAULT_LANGUAGE];
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
