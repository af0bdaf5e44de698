import { configureHttp } from '../http/configure';
import { fakeAdapter } from '../http/testAdapter';
import { http } from '../http/client';
import { loadDictionary, mergeDictionary } from './dictionary';
import dayjs from 'dayjs';
import { formatIdr, formatNumber, formatTime } from '../utils/format';
import {
  addResources,
  i18n,
  initI18n,
  languageReady,
  loadTexts,
  textsRegistrations,
  translate,
} from './i18n';
import { EMBED_LOCALE_MAP, LANGUAGE_CODE_MAP, normalizeEmbedLanguage, toI18nLanguage } from './languages';
import { antdLocale, applyDayjsLocale, dayjsLocale, loadLocale, prepareLanguage } from './locale';

jest.mock('../http/fingerprint', () => ({ browserFingerprint: () => 'v' }));

describe('language codes', () => {
  it('maps the spec codes: CN zh-cn, EN en, TH th, KH kh, MY my, ID and YN id, VN vi', () => {
    expect(LANGUAGE_CODE_MAP).toEqual({
      CN: 'zh-cn',
      EN: 'en',
      TH: 'th',
      KH: 'kh',
      MY: 'my',
      ID: 'id',
      YN: 'id',
      VN: 'vi',
    });
  });
  it('maps the embedded locales CN, EN, YN to zh_CN, en_US, in_ID', () => {
    expect(EMBED_LOCALE_MAP).toEqual({ CN: 'zh_CN', EN: 'en_US', YN: 'in_ID' });
  });
  it('defaults an empty or unknown code to YN (Indonesian)', () => {
    expect(toI18nLanguage('')).toBe('id');
    expect(toI18nLanguage(undefined)).toBe('id');
    expect(toI18nLanguage('xx')).toBe('id');
    expect(toI18nLanguage('en')).toBe('en');
  });
  it("treats an embedded entry with an empty or 'ID' language as YN", () => {
    expect(normalizeEmbedLanguage('')).toBe('YN');
    expect(normalizeEmbedLanguage(null)).toBe('YN');
    expect(normalizeEmbedLanguage('ID')).toBe('YN');
    expect(normalizeEmbedLanguage('EN')).toBe('EN');
  });
});

describe('i18n', () => {
  beforeAll(() => initI18n('YN'));

  it('shows shared texts in Indonesian for the default language', () => {
    expect(translate('noPermission')).toBe('tidak ada izin untuk mengakses halaman ini');
  });

  it('has shared texts in Chinese and English', () => {
    initI18n('CN');
    expect(translate('requestFailed')).toBe('请求失败');
    initI18n('EN');
    expect(translate('requestFailed')).toBe('request failed');
    expect(translate('querying')).toBe('querying...');
    expect(translate('noData')).toBe('no data');
    expect(translate('notQueried')).toBe('not queried');
    expect(translate('uploadFailed')).toBe('upload failed');
    expect(translate('requestErrorContactSupport')).toBe('request error, contact support');
  });

  it.each([
    ['TH', 'th', 'ไม่มีข้อมูล'],
    ['KH', 'km', 'គ្មានទិន្នន័យ'],
    ['MY', 'ms', 'tiada data'],
    ['VN', 'vi', 'không có dữ liệu'],
  ])('fetches the %s texts (%s) when the language is chosen', async (code, language, noData) => {
    initI18n(code);
    expect(i18n.language).toBe(language);
    await loadTexts(code);
    expect(translate('noData')).toBe(noData);
    expect(document.documentElement.lang).toBe(
      { th: 'th-TH', km: 'km-KH', ms: 'ms-MY', vi: 'vi-VN' }[language],
    );
  });

  it('falls back to Chinese for a key a lazy language lacks, and loads a namespace added later', async () => {
    initI18n('VN');
    addResources(
      'later',
      { zh: { a: '甲', b: '乙' }, en: { a: 'A', b: 'B' }, id: { a: 'A id', b: 'B id' } },
      {
        th: () => Promise.resolve({ default: { a: 'ก' } }),
        km: () => Promise.resolve({ default: { a: 'ក' } }),
        ms: () => Promise.resolve({ default: { a: 'A ms' } }),
        vi: () => Promise.resolve({ default: { a: 'A vi' } }),
      },
    );
    await languageReady();
    expect(i18n.t('later:a')).toBe('A vi');
    expect(i18n.t('later:b')).toBe('乙');
    expect(textsRegistrations().some((registration) => registration.namespace === 'later')).toBe(true);
  });

  it('does not fetch a lazy language for zh, en or id', async () => {
    const th = jest.fn(() => Promise.resolve({ default: { a: 'ก' } }));
    initI18n('EN');
    addResources(
      'eager',
      { zh: { a: '甲' }, en: { a: 'A' }, id: { a: 'A id' } },
      { th, km: th, ms: th, vi: th },
    );
    await loadTexts('EN');
    expect(th).not.toHaveBeenCalled();
  });

  it('adds a namespace in zh, en and id', () => {
    addResources('orders', {
      zh: { title: '下单' },
      en: { title: 'Order entry' },
      id: { title: 'Input pesanan' },
    });
    initI18n('EN');
    expect(i18n.t('orders:title')).toBe('Order entry');
    initI18n('YN');
    expect(i18n.t('orders:title')).toBe('Input pesanan');
  });

  it('merges server dictionary entries into the dict namespace for the current language', () => {
    const entries = [
      { strId: 'waybillNo', lang1: '运单号', lang2: 'Waybill No.', lang3: 'No. Resi' },
      { strId: 'onlyChinese', lang1: '仅中文', lang2: '', lang3: null },
    ];
    initI18n('YN');
    expect(mergeDictionary(entries, 'YN')).toEqual({ waybillNo: 'No. Resi' });
    expect(i18n.t('dict:waybillNo')).toBe('No. Resi');
    mergeDictionary(entries, 'CN');
    expect(i18n.t('dict:onlyChinese')).toBe('仅中文');
    initI18n('EN');
    mergeDictionary(entries, 'EN');
    expect(i18n.t('dict:waybillNo')).toBe('Waybill No.');
  });
});

describe('loadDictionary', () => {
  const notify = { error: jest.fn() };
  beforeEach(() => configureHttp({ notify }));
  afterEach(() => {
    http.defaults.adapter = undefined;
  });

  it('GETs /customer-api/language/all and returns the entries', async () => {
    const { adapter, calls } = fakeAdapter({ body: { code: 1, data: [{ strId: 'a', lang1: '甲' }] } });
    http.defaults.adapter = adapter;
    await expect(loadDictionary('CN')).resolves.toEqual([{ strId: 'a', lang1: '甲' }]);
    expect(calls[0].url).toBe('/customer-api/language/all');
    expect(calls[0].method).toBe('get');
    expect(calls[0].headers.get('language')).toBe('CN');
  });

  it('ignores a failed fetch silently and resolves []', async () => {
    http.defaults.adapter = fakeAdapter({ status: 500, body: { code: 500, msg: 'down' } }).adapter;
    await expect(loadDictionary('EN')).resolves.toEqual([]);
    http.defaults.adapter = fakeAdapter({ body: { code: 0, msg: 'no' } }).adapter;
    await expect(loadDictionary('EN')).resolves.toEqual([]);
    expect(notify.error).not.toHaveBeenCalled();
  });
});

describe('locales', () => {
  it('returns the antd locale for Chinese, English and Indonesian', () => {
    expect(antdLocale('CN').locale).toBe('zh-cn');
    expect(antdLocale('EN').locale).toBe('en');
    expect(antdLocale('YN').locale).toBe('id');
  });
  it('switches the dayjs locale', () => {
    expect(applyDayjsLocale('YN')).toBe('id');
    expect(applyDayjsLocale('EN')).toBe('en');
  });
  it.each([
    ['TH', 'th', '23 พ.ย. 2026 23:51 WIB', '26,800', 'IDR 10,000'],
    ['KH', 'km', '23 វិច្ឆិកា 2026 23:51 WIB', '26,800', '10,000 IDR'],
    ['MY', 'ms', '23 Nov 2026 23:51 WIB', '26,800', 'IDR 10,000'],
    ['VN', 'vi', '23/11/2026 23:51 WIB', '26.800', '10.000 IDR'],
  ])(
    'loads and switches the antd, dayjs, number and money locales for %s',
    async (code, language, time, number, money) => {
      await prepareLanguage(code);
      expect(antdLocale(code).locale.split('-')[0]).toBe(language);
      expect(dayjsLocale(code)).toBe(language);
      expect(dayjs.locale()).toBe(language);
      // 16:51 UTC is 23:51 WIB, with the language's month names
      expect(formatTime('2026-11-23T16:51:13Z')).toBe(time);
      expect(formatNumber(26800)).toBe(number);
      expect(formatIdr(10000)).toBe(money);
    },
  );
  it('supplies Khmer form validation messages (antd km_KH has them in English)', async () => {
    const km = await loadLocale('KH');
    expect(km.Form?.defaultValidateMessages?.required).toBe('សូមបញ្ចូល ${label}');
  });
  it.each(['CN', 'EN', 'YN', 'TH', 'KH', 'MY', 'VN'])(
    "%s's antd locale names the pagination's page-number input (its aria-label; ms_MY's was '')",
    async (code) => {
      const pagination = (await loadLocale(code)).Pagination;
      expect(pagination?.page?.trim()).toBeTruthy();
      expect(pagination?.next_page).not.toMatch(/Halam /);
    },
  );
  afterAll(() => applyDayjsLocale('YN'));
});
