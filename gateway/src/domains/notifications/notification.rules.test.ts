import { registerMessages, t } from '../../i18n/messages';
import { money, noAmountKey } from '../../i18n/money-text';
import { codMessages, statementMessages } from '../finance';
import { serviceMessages } from '../service';
import {
  contentProblems,
  idsNotOwned,
  isPortalLink,
  keysOfKind,
  retentionCutoff,
  MONEY_PARAM_NAMES,
  pageOfLink,
  toNotificationRecord,
  type NotificationContent,
} from './notification.rules';
import { NOTIFICATION_KINDS, notificationTexts } from './notification.messages';

const content = (over: Partial<NotificationContent> = {}): NotificationContent => ({
  category: 'PROBLEM_PARCEL',
  ...keysOfKind('parcelHeld'),
  params: {
    billCode: 'JP0012345678',
    place: 'Hub Cakung',
    reason: {
      zh: '地址错误或不完整',
      en: 'Wrong or incomplete address',
      id: 'Alamat salah atau tidak lengkap',
    },
    deadline: '2026-11-26 10:00',
  },
  link: '/expressTracking?billCode=JP0012345678',
  orderId: 12,
  ...over,
});

describe('deep links', () => {
  it.each([
    '/expressTracking?billCode=JP0012345678',
    '/downloadCenter',
    '/codBillpage?batchNo=COD-20261124-0042&from=notice',
    '/redirect/orderManagement',
  ])('accepts the portal path %s', (link) => expect(isPortalLink(link)).toBe(true));

  it.each([
    'https://evil.example/phish',
    '//evil.example/x',
    'javascript:alert(1)',
    '/\\evil.example',
    'expressTracking',
    '/orderManagement#x',
    '/a b',
  ])('refuses %s, which is not a portal path', (link) => expect(isPortalLink(link)).toBe(false));

  it('refuses a path longer than 500 characters', () => {
    expect(isPortalLink(`/${'a'.repeat(499)}`)).toBe(true);
    expect(isPortalLink(`/${'a'.repeat(500)}`)).toBe(false);
  });
});

describe('what a domain may notify', () => {
  it('takes a well-formed content', () => {
    expect(contentProblems(content())).toEqual([]);
    expect(contentProblems(content({ link: null, fileKey: 'a1b2.xlsx', fileName: 'pesanan.xlsx' }))).toEqual(
      [],
    );
  });

  it('a notice naming a waybill names its order, so that data scopes apply (issue 29)', () => {
    expect(contentProblems(content({ orderId: undefined }))).toEqual([
      'a notice naming a waybill names its order (orderId; null when none)',
    ]);
    expect(contentProblems(content({ orderId: null }))).toEqual([]);
    expect(pageOfLink('/stopGodownQuiry?billCode=JP0012345678')).toBe('stopGodownQuiry');
    expect(pageOfLink('/workOrder/claims?x=1')).toBe('workOrder');
    expect(pageOfLink('/downloadCenter')).toBe('downloadCenter');
  });

  it('names every mistake: category, keys, link, file, params', () => {
    const problems = contentProblems({
      category: 'FINANCE' as NotificationContent['category'],
      titleKey: 'Paket tertahan',
      bodyKey: 'notification.parcelHeld.body',
      link: 'https://evil.example',
      fileKey: '../etc/passwd',
      params: { amount: Number.NaN },
    });
    expect(problems).toEqual([
      'unknown category "FINANCE"',
      '"Paket tertahan" is not a message key',
      'link "https://evil.example" is not a portal path',
      'file key "../etc/passwd" is not a storage key',
      'a file needs both its key and its name',
      'param amount is neither a string, a number nor money',
    ]);
  });
});

describe('retention', () => {
  it('cuts off at exactly the retention before now', () => {
    const now = new Date('2026-11-25T00:00:00Z');
    expect(retentionCutoff(now, 90).toISOString()).toBe('2026-08-27T00:00:00.000Z');
    expect(retentionCutoff(now, 1).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });

  it('refuses a retention under a day (it would purge everything)', () => {
    expect(() => retentionCutoff(new Date(), 0)).toThrow('at least 1 day');
    expect(() => retentionCutoff(new Date(), Number.NaN)).toThrow('at least 1 day');
  });
});

describe('mark read of ids not owned', () => {
  it('lists each requested id the caller does not own once, in the order asked', () => {
    expect(idsNotOwned([5, 9, 5, 12, 7], [7, 5])).toEqual([9, 12]);
    expect(idsNotOwned([3, 3], [3])).toEqual([]);
  });
});

describe('texts', () => {
  it('every notification kind has a title and a body in the three languages', () => {
    const texts = notificationTexts as Record<string, Record<string, string>>;
    for (const kind of NOTIFICATION_KINDS) {
      const { titleKey, bodyKey } = keysOfKind(kind);
      for (const key of [titleKey, bodyKey])
        for (const lang of ['zh', 'en', 'id'])
          expect({ key, lang, text: texts[key]?.[lang] }).toEqual({
            key,
            lang,
            text: expect.stringMatching(/\S/),
          });
    }
  });

  it('a body uses the same placeholders in every language', () => {
    const texts = notificationTexts as Record<string, Record<string, string>>;
    for (const [key, entry] of Object.entries(texts)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect({ key, zh: names(entry.zh), id: names(entry.id) }).toEqual({
        key,
        zh: names(entry.en),
        id: names(entry.en),
      });
    }
  });

  it("renders a stored notification in the reader's language, without its file key", () => {
    registerMessages(notificationTexts);
    const row = {
      id: 4,
      category: 'PROBLEM_PARCEL',
      ...keysOfKind('parcelHeld'),
      params: {
        billCode: 'JP0012345678',
        place: 'Hub Cakung',
        reason: {
          zh: '地址错误或不完整',
          en: 'Wrong or incomplete address',
          id: 'Alamat salah atau tidak lengkap',
        },
        deadline: '2026-11-26 10:00',
      },
      link: '/expressTracking?billCode=JP0012345678',
      fileKey: 'secret-key.xlsx',
      fileName: 'pesanan.xlsx',
      createdAt: new Date('2026-11-24T03:00:00Z'),
      readAt: null,
    };
    expect(toNotificationRecord(row, 'id')).toEqual({
      id: 4,
      category: 'PROBLEM_PARCEL',
      title: 'Paket tertahan di gudang',
      body: 'Resi JP0012345678 tertahan di Hub Cakung: Alamat salah atau tidak lengkap. Mohon tentukan tindakan sebelum 2026-11-26 10:00 WIB.',
      link: '/expressTracking?billCode=JP0012345678',
      hasFile: true,
      fileName: 'pesanan.xlsx',
      createdAt: '2026-11-24T03:00:00.000Z',
      readAt: null,
    });
    expect(toNotificationRecord(row, 'zh').title).toBe(t('zh', 'notification.parcelHeld.title'));
    expect(toNotificationRecord(row, 'en').title).toBe('Parcel held in the warehouse');
    expect(toNotificationRecord(row, 'en').body).toBe(
      'Waybill JP0012345678 is held at Hub Cakung: Wrong or incomplete address. Please decide what to do before 2026-11-26 10:00 WIB.',
    );
    expect(toNotificationRecord(row, 'zh').body).toContain('地址错误或不完整');
  });
});

describe('amounts in notification texts (issue 29)', () => {
  const row = (params: Record<string, unknown>) => ({
    id: 7,
    category: 'COD',
    ...keysOfKind('codBatchToVerify'),
    params: { batchNo: 'COD-1', count: 37, deadline: '2026-11-27', ...params } as never,
    link: '/codeReconciliation',
    fileKey: null,
    fileName: null,
    createdAt: new Date('2026-11-24T03:00:00Z'),
    readAt: null,
  });
  beforeAll(() =>
    registerMessages({ ...notificationTexts, ...codMessages, ...statementMessages, ...serviceMessages }),
  );

  it('refuses an amount that is not typed as money', () => {
    expect(contentProblems(content({ params: { amount: 5000 } }))).toEqual([
      'param amount is an amount: pass it as money(5000)',
    ]);
    expect(contentProblems(content({ params: { amount: money(5000) } }))).toEqual([]);
  });

  it("formats money as rupiah in the reader's language", () => {
    const stored = row({ amount: money(3_618_442) });
    expect(toNotificationRecord(stored, 'id').body).toBe(
      'Batch COD-1 berisi 37 resi senilai Rp 3.618.442. Mohon verifikasi sebelum 2026-11-27.',
    );
    expect(toNotificationRecord(stored, 'en').body).toContain('worth Rp 3,618,442.');
    expect(toNotificationRecord(stored, 'zh').body).toContain('金额 Rp 3,618,442');
  });

  it('reads without the amount for a hide-money reader, also a notice stored before the money kind', () => {
    for (const amount of [money(3_618_442), 3_618_442, 'Rp 3.618.442'])
      for (const lang of ['zh', 'en', 'id'] as const) {
        const record = toNotificationRecord(row({ amount }), lang, { hideMoney: true });
        expect(record.body).toBe(
          t(lang, 'notification.codBatchToVerify.body.noAmount', {
            batchNo: 'COD-1',
            count: 37,
            deadline: '2026-11-27',
          }),
        );
        expect(record.body).not.toMatch(/3.?618.?442|Rp/);
      }
    expect(toNotificationRecord(row({ amount: 3_618_442 }), 'id', { hideMoney: false }).body).toContain(
      'Rp 3.618.442',
    );
  });

  it('every notification text with an amount has a variant without it, in every language', () => {
    const texts = {
      ...notificationTexts,
      ...codMessages,
      ...statementMessages,
      ...serviceMessages,
    } as Record<string, Record<string, string>>;
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const withAmounts = Object.keys(texts).filter(
      (key) =>
        /notify|^notification\./.test(key) &&
        names(texts[key].en).some((name) => MONEY_PARAM_NAMES.includes(name)),
    );
    expect(withAmounts.length).toBeGreaterThanOrEqual(6);
    for (const key of withAmounts)
      for (const lang of ['zh', 'en', 'id']) {
        const variant = texts[noAmountKey(key)]?.[lang] ?? '';
        expect({ key, lang, variant: variant.length > 0 }).toEqual({ key, lang, variant: true });
        expect({
          key,
          lang,
          money: names(variant).filter((name) => MONEY_PARAM_NAMES.includes(name)),
        }).toEqual({
          key,
          lang,
          money: [],
        });
      }
  });
});
