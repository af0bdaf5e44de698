/**
 * The seven catalogue languages of the gateway's messages (spec section 1). The spec's app codes
 * map to them in langFromHeader; `km` and `ms` are the BCP 47 tags of the spec's KH (Khmer) and
 * MY (Malay, not Burmese).
 */
export const LANGS = ['zh', 'en', 'id', 'th', 'km', 'ms', 'vi'] as const;
export type Lang = (typeof LANGS)[number];

/** The three languages of the dictionary columns lang1/lang2/lang3 (zh/en/id), spec section 3. */
export const BASE_LANGS = ['zh', 'en', 'id'] as const;
export type BaseLang = (typeof BASE_LANGS)[number];

/** The languages beyond the dictionary's three. */
export type AddedLang = Exclude<Lang, BaseLang>;

/** A text in all seven languages: what every error and validation message must have. */
export type Translated = Record<Lang, string>;

/**
 * A text that may have only the dictionary's three languages: what the database keeps (a
 * dictionary entry, a stored `LocalizedText`), and the label and statement PDFs' texts; `pick`
 * falls back to English for the other four. Files the gateway writes or reads (export headers,
 * sheet names, labels in cells, import templates) take `Translated`, all seven.
 */
export type BaseTexts = BaseRecord<string>;

export const DEFAULT_LANG: Lang = 'id';

/**
 * The dictionary column of each language. The dictionary has zh/en/id columns only (spec section 3),
 * so the other four languages read the English one, as `pick` does.
 */
export const DICTIONARY_COLUMN: Readonly<Record<Lang, 'lang1' | 'lang2' | 'lang3'>> = {
  zh: 'lang1',
  en: 'lang2',
  id: 'lang3',
  th: 'lang2',
  km: 'lang2',
  ms: 'lang2',
  vi: 'lang2',
};

/**
 * The spec's app codes and the locale tags the gateway accepts, lower-cased. Chinese and English
 * match any value that starts with zh/en, as before; the new codes only as a code or a tag.
 */
const HEADER_PREFIXES: ReadonlyArray<readonly [RegExp, Lang]> = [
  [/^(cn$|zh)/, 'zh'],
  [/^en/, 'en'],
  [/^th([-_]|$)/, 'th'],
  [/^(kh|km)([-_]|$)/, 'km'],
  [/^(my|ms)([-_]|$)/, 'ms'],
  [/^(vn|vi)([-_]|$)/, 'vi'],
];

/**
 * Maps the spec's `language` header (app codes CN, EN, YN/ID, TH, KH, MY, VN; also locale tags
 * zh-cn, en-US, th-TH, km, ms, vi, in_ID, ...) to a catalogue language. MY is the spec's Malay.
 * Spec section 9: default YN (Indonesian).
 */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  for (const [prefix, lang] of HEADER_PREFIXES) if (prefix.test(value)) return lang;
  return DEFAULT_LANG;
}

/** A value per language with at least the dictionary's three (a label set, a list of notes). */
export type BaseRecord<T> = Record<BaseLang, T> & Partial<Record<AddedLang, T>>;

/** The request language's value of a record; one without that language gives the English one. */
export function inLang<T>(byLang: BaseRecord<T>, lang: Lang): T {
  return byLang[lang] ?? byLang.en;
}

/** Picks the request language's text; a text without that language falls back to English. */
export function pick(text: BaseTexts, lang: Lang): string {
  return text[lang] || text.en || text.zh;
}
