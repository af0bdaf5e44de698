import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

/** Spec §9 date-time value format (yyyy-MM-dd HH:mm:ss in dayjs tokens). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Indonesia's western time (WIB, UTC+7), the courier's business time: the gateway reads the
 * pickers' 'YYYY-MM-DD HH:mm:ss' values in it.
 */
export const BUSINESS_UTC_OFFSET_MINUTES = 7 * 60;

/**
 * Today's date in WIB, as a dayjs at local midnight, whatever zone the browser is in: the quick
 * date options name WIB days, the days the gateway filters by.
 * @example
 * businessToday(Date.parse('2026-11-22T18:30:00Z')).format(DATE_FORMAT); // '2026-11-23' (01:30 WIB)
 */
export function businessToday(now: number = Date.now()): Dayjs {
  return dayjs(new Date(now + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10));
}

/**
 * Formats a date value; empty or invalid input gives ''.
 * @example
 * formatDateTime('2026-01-02T03:04:05'); // '2026-01-02 03:04:05'
 * formatDateTime(date, DATE_FORMAT); // '2026-01-02'
 */
export function formatDateTime(value: ConfigType, format: string = DATE_TIME_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(format) : '';
}

/**
 * A day as a range of value strings with the spec's times 00:00:00 and 23:59:59.
 * @example
 * dayRange('2026-01-02'); // ['2026-01-02 00:00:00', '2026-01-02 23:59:59']
 */
export function dayRange(start: ConfigType, end: ConfigType = start): [string, string] {
  return [
    dayjs(start).startOf('day').format(DATE_TIME_FORMAT),
    dayjs(end).endOf('day').format(DATE_TIME_FORMAT),
  ];
}

/**
 * The start of a value's day as a value string (spec §9: 00:00:00); '' for empty or invalid input.
 * @example
 * dayStart('2026-01-02 15:30:00'); // '2026-01-02 00:00:00'
 */
export function dayStart(value: ConfigType): string {
  if (value === null || value === undefined || value === '' || !dayjs(value).isValid()) return '';
  return dayjs(value).startOf('day').format(DATE_TIME_FORMAT);
}

/**
 * The end of a value's day as a value string (spec §9: 23:59:59); '' for empty or invalid input.
 * @example
 * dayEnd('2026-01-02 08:00:00'); // '2026-01-02 23:59:59'
 */
export function dayEnd(value: ConfigType): string {
  if (value === null || value === undefined || value === '' || !dayjs(value).isValid()) return '';
  return dayjs(value).endOf('day').format(DATE_TIME_FORMAT);
}
