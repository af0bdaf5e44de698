import { EMBED_LOCALE_MAP, LANGUAGE_CODE_MAP, toEmbedLocale, toI18nLanguage, toLocaleTag } from './languages';

describe('language code maps (spec §9)', () => {
  it.each([
    ['CN', 'zh-cn'],
    ['EN', 'en'],
    ['TH', 'th'],
    ['KH', 'kh'],
    ['MY', 'my'],
    ['ID', 'id'],
    ['YN', 'id'],
    ['VN', 'vi'],
  ])('maps %s to %s', (code, language) => {
    expect(LANGUAGE_CODE_MAP[code]).toBe(language);
  });

  // the spec's codes are app codes: 'kh' is no language and 'my' is Burmese
  it.each([
    ['CN', 'zh-cn', 'zh-CN'],
    ['EN', 'en', 'en-ID'],
    ['TH', 'th', 'th-TH'],
    ['KH', 'km', 'km-KH'],
    ['MY', 'ms', 'ms-MY'],
    ['ID', 'id', 'id-ID'],
    ['YN', 'id', 'id-ID'],
    ['VN', 'vi', 'vi-VN'],
  ])('gives %s the language %s and the BCP 47 locale %s', (code, language, tag) => {
    expect(toI18nLanguage(code.toLowerCase())).toBe(language);
    expect(toLocaleTag(code)).toBe(tag);
    expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it.each([
    ['CN', 'zh_CN'],
    ['EN', 'en_US'],
    ['YN', 'in_ID'],
  ])('maps the embedded %s to the locale %s', (code, locale) => {
    expect(EMBED_LOCALE_MAP[code]).toBe(locale);
    expect(toEmbedLocale(code)).toBe(locale);
  });

  it("treats an embedded empty or 'ID' language as YN (in_ID)", () => {
    expect(toEmbedLocale('')).toBe('in_ID');
    expect(toEmbedLocale(undefined)).toBe('in_ID');
    expect(toEmbedLocale('id')).toBe('in_ID');
  });

  it('has no embedded locale for the other languages', () => {
    expect(toEmbedLocale('TH')).toBeUndefined();
  });
});
