import {
  langFromHeader,
  pick as pickLang,
  type BaseTexts,
  type Lang,
  type Translated,
} from '../../i18n/language';

export type { Lang };
/**
 * A text of a file the gateway writes or reads (export headers, sheet names, labels in cells, import
 * headers): all seven languages, like every message (`Translated`); one without a language does not compile.
 */
export type Localized = Translated;

/** The catalogue language of a session or header language (CN, EN, YN, zh-cn, id, ...). */
export function toLang(language: string | null | undefined): Lang {
  return langFromHeader(language ?? undefined);
}

/** A text in a session's language; a stored text with only the dictionary's three (a `LocalizedText`) gives its English one. */
export function pick(text: BaseTexts, language: string | null | undefined): string {
  return pickLang(text, toLang(language));
}

/** Fills `{name}` placeholders. */
export function fill(template: string, params: Record<string, string | number | null | undefined>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = params[key];
    return value === undefined || value === null ? '' : String(value);
  });
}
