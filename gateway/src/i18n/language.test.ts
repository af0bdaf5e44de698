import { DICTIONARY_COLUMN, inLang, langFromHeader, LANGS, pick } from './language';

describe('langFromHeader', () => {
  it.each([
    ['CN', 'zh'],
    ['EN', 'en'],
    ['YN', 'id'],
    ['ID', 'id'],
    ['TH', 'th'],
    ['th-TH', 'th'],
    ['KH', 'km'],
    ['km', 'km'],
    ['MY', 'ms'],
    ['ms_MY', 'ms'],
    ['VN', 'vi'],
    ['vi', 'vi'],
  ])('maps the app code or tag %s to %s', (header, lang) => {
    expect(langFromHeader(header)).toBe(lang);
  });

  it('reads MY as Malay (the spec’s map), not Burmese', () => {
    expect(langFromHeader('MY')).toBe('ms');
  });

  it('does not take a longer word for a code', () => {
    expect(langFromHeader('thai')).toBe('id');
    expect(langFromHeader('vietnam')).toBe('id');
  });

  it('takes the first of repeated headers', () => {
    expect(langFromHeader(['VN', 'TH'])).toBe('vi');
  });
});

describe('pick and inLang', () => {
  const threeLanguages = { zh: '是', en: 'Yes', id: 'Ya' };

  it('picks a three-language text in its own languages and English for the four others', () => {
    expect(pick(threeLanguages, 'id')).toBe('Ya');
    expect(pick(threeLanguages, 'zh')).toBe('是');
    for (const lang of ['th', 'km', 'ms', 'vi'] as const) expect(pick(threeLanguages, lang)).toBe('Yes');
  });

  it('picks a seven-language text in the request language', () => {
    expect(pick({ ...threeLanguages, th: 'ใช่', km: 'បាទ', ms: 'Ya', vi: 'Có' }, 'vi')).toBe('Có');
  });

  it('falls back to English for a record of values too', () => {
    const notes = { zh: ['一'], en: ['one'], id: ['satu'] };
    expect(inLang(notes, 'km')).toEqual(['one']);
    expect(inLang({ ...notes, km: ['មួយ'] }, 'km')).toEqual(['មួយ']);
  });

  it('reads the dictionary’s English column for the four languages it has no column for', () => {
    expect(LANGS.map((lang) => DICTIONARY_COLUMN[lang])).toEqual([
      'lang1',
      'lang2',
      'lang3',
      'lang2',
      'lang2',
      'lang2',
      'lang2',
    ]);
  });
});
