import { parseWib, formatWib } from '../locale/time-format';
import { BusinessCalendar, addDays, startOfWibDay, wibDay, weekdayOf } from './business-days';

// 2026-03-20 and 2026-03-21 (Fri, Sat): Idul Fitri; 2026-03-22 is a Sunday.
const calendar = new BusinessCalendar(['2026-03-20', '2026-03-21', '2026-03-23']);

describe('business days (Monday to Saturday, holidays as data)', () => {
  it('reads a moment as its WIB day, also just after midnight WIB', () => {
    expect(wibDay(new Date('2026-01-31T17:30:00Z'))).toBe('2026-02-01');
    expect(startOfWibDay('2026-02-01').toISOString()).toBe('2026-01-31T17:00:00.000Z');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('counts Saturday as a business day and Sunday and holidays as days off', () => {
    expect(calendar.isBusinessDay('2026-11-28')).toBe(true); // Saturday
    expect(calendar.isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(calendar.isBusinessDay('2026-03-20')).toBe(false); // holiday on a Friday
  });

  it('adds business days over a weekend and a holiday run', () => {
    expect(calendar.addBusinessDaysToDay('2026-03-19', 1)).toBe('2026-03-24');
    expect(calendar.addBusinessDaysToDay('2026-11-27', 2)).toBe('2026-11-30'); // Fri + 2 = Mon
    expect(calendar.addBusinessDaysToDay('2026-11-29', 0)).toBe('2026-11-30');
  });

  it('keeps the WIB time of day when a moment moves by business days', () => {
    const due = calendar.addBusinessDays(parseWib('2026-03-19 10:15:00')!, 1);
    expect(formatWib(due)).toBe('2026-03-24 10:15:00');
  });

  it('starts a moment on a day off at the next business day 00:00', () => {
    const due = calendar.addBusinessDays(parseWib('2026-11-29 15:00:00')!, 1);
    expect(formatWib(due)).toBe('2026-12-01 00:00:00');
  });

  it('counts the business days between two days, the first excluded', () => {
    expect(calendar.businessDaysBetween('2026-03-19', '2026-03-24')).toBe(1);
    expect(calendar.businessDaysBetween('2026-03-24', '2026-03-19')).toBe(0);
  });

  it('finds the first business day of a month', () => {
    expect(new BusinessCalendar(['2026-01-01']).firstBusinessDayOfMonth(2026, 1)).toBe('2026-01-02');
    expect(calendar.firstBusinessDayOfMonth(2026, 11)).toBe('2026-11-02'); // 1 Nov 2026 is a Sunday
  });

  it('refuses a negative or fractional count', () => {
    expect(() => calendar.addBusinessDaysToDay('2026-03-19', -1)).toThrow(RangeError);
    expect(() => calendar.addBusinessDaysToDay('2026-03-19', 1.5)).toThrow(RangeError);
  });
});
