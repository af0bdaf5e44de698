/** The three dictionary languages of the spec: lang1 Chinese, lang2 English, lang3 Indonesian. */
export type Lang = 'zh' | 'en' | 'id';
export type Localized = Record<Lang, string>;

/**
 * Maps a session or header language (spec code map: CN zh-cn, EN en, ID/YN id, ...) onto one of
 * the three dictionary languages. Languages without a dictionary column fall back to Chinese, as
 * the spec's fallback language is.
 */
export function toLang(language: string | null | undefined): Lang {
  const code = (language ?? '').trim().toLowerCase().replace('_', '-');
  if (code === 'en' || code.startsWith('en-')) return 'en';
  if (code === 'id' || code === 'yn' || code === 'in' || code.startsWith('id-') || code.startsWith('in-'))
    return 'id';
  return 'zh';
}

export function pick(text: Localized, language: string | null | undefined): string {
  return text[toLang(language)];
}

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined || value === null ? '' : String(value);
  });
}
