import { EMBED_LOCALE_MAP, LANGUAGE_CODE_MAP, toEmbedLocale, toI18nLanguage } from './languages';

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
    expect(toI18nLanguage(code.toLowerCase())).toBe(language);
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
