/**
 * Business days of the courier: Monday to Saturday, except national holidays and collective leave
 * (a list kept as data, table `holidays`). Days are WIB calendar days written `yyyy-MM-dd`; a moment
 * keeps its WIB time of day when it is moved by whole business days.
 *
 * @example
 * const calendar = new BusinessCalendar(['2026-03-20']);
 * calendar.isBusinessDay('2026-03-20'); // false (Idul Fitri)
 * calendar.addBusinessDays(parseWib('2026-03-19 10:00:00')!, 1); // 2026-03-21 10:00 WIB
 */

const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The WIB calendar day of a moment, `yyyy-MM-dd`. */
export function wibDay(moment: Date): string {
  return new Date(moment.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight WIB at the start of a day written `yyyy-MM-dd`. */
export function startOfWibDay(day: string): Date {
  if (!DAY_PATTERN.test(day)) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00Z`) - WIB_OFFSET_MS);
}

/** The day `count` calendar days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a day written `yyyy-MM-dd`. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export class BusinessCalendar {
  private readonly holidays: ReadonlySet<string>;

  constructor(holidays: Iterable<string>) {
    this.holidays = new Set(holidays);
  }

  isBusinessDay(day: string): boolean {
    return weekdayOf(day) !== 0 && !this.holidays.has(day);
  }

  /** The first business day on or after `day`. */
  businessDayOnOrAfter(day: string): string {
    let current = day;
    while (!this.isBusinessDay(current)) current = addDays(current, 1);
    return current;
  }

  /** The business day `count` business days after `day` (count >= 0; 0 = on or after `day`). */
  addBusinessDaysToDay(day: string, count: number): string {
    if (count < 0 || !Number.isInteger(count))
      throw new RangeError(`count must be a whole number >= 0: ${count}`);
    let current = this.businessDayOnOrAfter(day);
    for (let done = 0; done < count; done += 1) current = this.businessDayOnOrAfter(addDays(current, 1));
    return current;
  }

  /**
   * The moment `count` business days after `moment`, at the same WIB time of day. A moment on a
   * day off counts from the start (00:00 WIB) of the next business day: a ticket filed on Sunday
   * with one business day to answer is due on Tuesday 00:00.
   */
  addBusinessDays(moment: Date, count: number): Date {
    const day = wibDay(moment);
    const start = this.isBusinessDay(day) ? moment : startOfWibDay(this.businessDayOnOrAfter(day));
    const target = this.addBusinessDaysToDay(wibDay(start), count);
    const timeOfDay = start.getTime() - startOfWibDay(wibDay(start)).getTime();
    return new Date(startOfWibDay(target).getTime() + timeOfDay);
  }

  /** Business days in (from, to]: 0 when `to` is on or before `from`'s day. */
  businessDaysBetween(from: string, to: string): number {
    let count = 0;
    for (let day = addDays(from, 1); day <= to; day = addDays(day, 1))
      if (this.isBusinessDay(day)) count += 1;
    return count;
  }

  /** The first business day of a month (`month` 1-12). */
  firstBusinessDayOfMonth(year: number, month: number): string {
    return this.businessDayOnOrAfter(`${year}-${String(month).padStart(2, '0')}-01`);
  }
}
