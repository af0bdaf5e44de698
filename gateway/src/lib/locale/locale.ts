import { langFromHeader, pick as pickLang, type BaseTexts, type Lang } from '../../i18n/language';

export type { Lang };
/** A text with at least the dictionary's three languages; `pick` falls back to English for the rest. */
export type Localized = BaseTexts;

/** The catalogue language of a session or header language (CN, EN, YN, zh-cn, id, ...). */
export function toLang(language: string | null | undefined): Lang {
  return langFromHeader(language ?? undefined);
}

export function pick(text: Localized, language: string | null | undefined): string {
  return pickLang(text, toLang(language));
}

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined || value === null ? '' : String(value);
  });
}
