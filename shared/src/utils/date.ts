import dayjs, { type ConfigType } from 'dayjs';

/** Spec §9 date-time value format (yyyy-MM-dd HH:mm:ss in dayjs tokens). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

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
