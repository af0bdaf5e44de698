import {
  businessToday,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  dayEnd,
  dayRange,
  dayStart,
  displayOrDash,
  formatDateTime,
  formatNumber,
  formatPhone344,
  isEmpty,
} from '.';
import { sanitizeDisplay } from './sanitize';

describe('isEmpty (spec §5 empty check)', () => {
  it.each([null, undefined, '', {}, [], 'null', 'undefined'])(
    "null, undefined, '', {}, [], 'null' and 'undefined' are empty: %p",
    (value) => {
      expect(isEmpty(value)).toBe(true);
    },
  );
  it.each([0, -1, 1.5, NaN, Infinity, false, true])('numbers and booleans are never empty: %p', (value) => {
    expect(isEmpty(value)).toBe(false);
  });
  it.each([' ', 'x', 'NULL', [0], [null], { a: 1 }, { a: undefined }, new Date(0)])(
    'any other value is not empty: %p',
    (value) => {
      expect(isEmpty(value)).toBe(false);
    },
  );
});

describe('formatPhone344', () => {
  it('groups an 11-digit text 3-4-4', () => {
    expect(formatPhone344('08123456789')).toBe('081-2345-6789');
  });
  it('leaves other texts unchanged', () => {
    expect(formatPhone344('0812345678')).toBe('0812345678');
    expect(formatPhone344('0812345678a')).toBe('0812345678a');
    expect(formatPhone344(null)).toBe('');
  });
});

describe('formatNumber (one number format for the portal)', () => {
  it('puts dots between thousands', () => {
    expect(formatNumber(26800)).toBe('26.800');
    expect(formatNumber(11000)).toBe('11.000');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatNumber(950)).toBe('950');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1250)).toBe('-1.250');
  });
  it('rounds to the decimals asked for, with a decimal comma', () => {
    expect(formatNumber(1234.5)).toBe('1.235');
    expect(formatNumber(1234.56, 2)).toBe('1.234,56');
  });
  it('shows -- for nothing or not a number', () => {
    expect(formatNumber(null)).toBe('--');
    expect(formatNumber(undefined)).toBe('--');
    expect(formatNumber(Number.NaN)).toBe('--');
  });
});

describe('displayOrDash', () => {
  it("shows '--' for empty values", () => {
    expect(displayOrDash('')).toBe('--');
    expect(displayOrDash('null')).toBe('--');
    expect(displayOrDash(undefined)).toBe('--');
  });
  it('shows numbers and booleans, including 0 and false', () => {
    expect(displayOrDash(0)).toBe('0');
    expect(displayOrDash(false)).toBe('false');
  });
});

describe('sanitizeDisplay', () => {
  it('keeps only a, span and i', () => {
    expect(sanitizeDisplay('<b>bold</b><span>s</span><i>i</i><a href="/orders">a</a><div>d</div>')).toBe(
      'bold<span>s</span><i>i</i><a href="/orders">a</a>d',
    );
  });
  it('keeps links into the portal only: an external link is shown as its text', () => {
    expect(sanitizeDisplay('<a href="https://evil.example/pay">pay <i>here</i></a>')).toBe('pay <i>here</i>');
    expect(sanitizeDisplay('<a href="//evil.example">x</a><a href="/\\evil.example">y</a>')).toBe('xy');
    expect(sanitizeDisplay('<a href="data:text/html,hi">d</a>')).toBe('d');
    expect(sanitizeDisplay('<a href="/myWaybill?billCode=JP1#top" target="_blank">w</a>')).toBe(
      '<a href="/myWaybill?billCode=JP1#top">w</a>',
    );
    expect(sanitizeDisplay(`<a href="${window.location.origin}/index?x=1">home</a>`)).toBe(
      '<a href="/index?x=1">home</a>',
    );
  });
  it('drops style attributes', () => {
    expect(
      sanitizeDisplay('<span style="position:fixed;inset:0;background:url(https://evil.example)">s</span>'),
    ).toBe('<span>s</span>');
  });
  it('strips scripts, handlers and javascript: links', () => {
    const html = sanitizeDisplay(
      '<script>alert(1)</script><span onclick="x()">t</span><a href="javascript:alert(1)">l</a>',
    );
    expect(html).not.toMatch(/script|onclick|javascript/);
    expect(html).toContain('<span>t</span>');
  });
});

describe('dates (spec §9)', () => {
  it('formats values as yyyy-MM-dd HH:mm:ss', () => {
    expect(DATE_TIME_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(formatDateTime('2026-01-02T03:04:05')).toBe('2026-01-02 03:04:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
  it('builds a day range from 00:00:00 to 23:59:59', () => {
    expect(dayRange('2026-01-02')).toEqual(['2026-01-02 00:00:00', '2026-01-02 23:59:59']);
    expect(dayRange('2026-01-02', '2026-01-08 10:00:00')).toEqual([
      '2026-01-02 00:00:00',
      '2026-01-08 23:59:59',
    ]);
  });
  it('starts a day at 00:00:00 and ends it at 23:59:59', () => {
    expect(dayStart('2026-01-02 15:30:45')).toBe('2026-01-02 00:00:00');
    expect(dayEnd('2026-01-02 08:00:00')).toBe('2026-01-02 23:59:59');
    expect(dayEnd(new Date(2026, 1, 28, 12))).toBe('2026-02-28 23:59:59');
  });
  it("takes today's date in WIB (UTC+7), the gateway's business time, whatever the browser's zone", () => {
    expect(businessToday(Date.parse('2026-11-22T16:59:59Z')).format(DATE_FORMAT)).toBe('2026-11-22');
    expect(businessToday(Date.parse('2026-11-22T17:00:00Z')).format(DATE_FORMAT)).toBe('2026-11-23');
    expect(businessToday(Date.parse('2026-12-31T23:30:00Z')).format(DATE_FORMAT)).toBe('2027-01-01');
    expect(businessToday(Date.parse('2026-11-22T17:00:00Z')).format(DATE_TIME_FORMAT)).toBe(
      '2026-11-23 00:00:00',
    );
  });
  it('gives an empty text for an empty or invalid day', () => {
    expect(dayStart(null)).toBe('');
    expect(dayEnd('')).toBe('');
    expect(dayEnd('not a date')).toBe('');
  });
});
