/** The three catalogue languages; the dictionary columns lang1/lang2/lang3 hold zh/en/id. */
export type Lang = 'zh' | 'en' | 'id';

export const DEFAULT_LANG: Lang = 'id';

/**
 * Maps the spec's `language` header (CN, EN, YN/ID, also zh-cn, en, id, in_ID, ...) to a catalogue
 * language. Spec section 9: default YN (Indonesian).
 */
export function langFromHeader(header: string | string[] | undefined): Lang {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  if (value === 'cn' || value.startsWith('zh')) return 'zh';
  if (value === 'en' || value.startsWith('en')) return 'en';
  return DEFAULT_LANG;
}

/** Picks the request language's text from a { zh, en, id } record. */
export function pick(text: Record<Lang, string>, lang: Lang): string {
  return text[lang] || text.en || text.zh;
}
