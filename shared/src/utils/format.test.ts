import 'dayjs/locale/id';
import 'dayjs/locale/zh-cn';
import { formatDate, formatIdr, formatKg, formatTime } from './format';

describe('formatIdr (rupiah on every page)', () => {
  it('writes rupiah with dots between thousands, rounded to whole rupiah', () => {
    expect(formatIdr(10000)).toBe('Rp 10.000');
    expect(formatIdr(1250000)).toBe('Rp 1.250.000');
    expect(formatIdr(500)).toBe('Rp 500');
    expect(formatIdr(0)).toBe('Rp 0');
    expect(formatIdr(9999.6)).toBe('Rp 10.000');
    expect(formatIdr(-1250)).toBe('-Rp 1.250');
  });

  it('shows -- for nothing or not a number', () => {
    expect(formatIdr(null)).toBe('--');
    expect(formatIdr(Number.NaN)).toBe('--');
  });
});

it('writes kilograms to the gram', () => {
  expect(formatKg(1.2)).toBe('1.2 kg');
  expect(formatKg(0.12345)).toBe('0.123 kg');
  expect(formatKg(undefined)).toBe('--');
});

describe('times on every page: WIB wall time, then WIB', () => {
  it('shows an instant created at 08:00 UTC as 15:00 WIB, whatever the browser zone', () => {
    expect(formatTime('2026-11-20T08:00:00Z', 'en')).toBe('20 Nov 2026 15:00 WIB');
    expect(formatTime('2026-11-20T08:00:00.000Z', 'zh-cn')).toBe('2026-11-20 15:00 WIB');
    expect(formatTime('2026-08-05T03:00:00Z', 'id')).toBe('05 Agt 2026 10:00 WIB');
  });

  it('shows -- for nothing, an invalid value or a time without its zone', () => {
    expect(formatTime(null)).toBe('--');
    expect(formatTime('nonsense')).toBe('--');
    expect(formatTime('2026-11-20T08:00:00')).toBe('--');
  });

  it("takes an instant's date as its WIB day", () => {
    expect(formatDate('2026-06-30T16:59:59Z', 'en')).toBe('30 Jun 2026');
    expect(formatDate('2026-06-30T17:00:00Z', 'en')).toBe('01 Jul 2026');
    expect(formatDate(null)).toBe('--');
  });
});
