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

/** An instant as the gateway sends it: an ISO 8601 string with its zone (Z or ±hh:mm), epoch ms or a Date. */
export type Instant = string | number | Date;

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A dayjs whose fields (year ... second, read in the browser's zone) are the given wall-time fields. */
function wallTime(utcFields: Date): Dayjs {
  return dayjs(
    new Date(
      utcFields.getUTCFullYear(),
      utcFields.getUTCMonth(),
      utcFields.getUTCDate(),
      utcFields.getUTCHours(),
      utcFields.getUTCMinutes(),
      utcFields.getUTCSeconds(),
      utcFields.getUTCMilliseconds(),
    ),
  );
}

/**
 * An instant as WIB wall time (UTC+7), whatever the browser's zone: a dayjs whose fields are the
 * Jakarta date and time, to format (`.format('DD MMM YYYY HH:mm')`). Shifts the instant by the
 * offset and reads its UTC fields, like `businessToday`. null for empty or invalid input, and for
 * a date-time string without a zone (it names no instant; a WIB wall-time string goes to
 * `parseBusinessTime`). Not for arithmetic across days: in a browser zone with daylight saving,
 * a WIB time inside that zone's spring-forward hour reads one hour later.
 * @example
 * toBusinessTime('2026-11-23T16:51:13Z')?.format('YYYY-MM-DD HH:mm'); // '2026-11-23 23:51'
 * toBusinessTime('2026-11-23T17:01:00Z')?.format('YYYY-MM-DD HH:mm'); // '2026-11-24 00:01'
 */
export function toBusinessTime(instant: Instant | null | undefined): Dayjs | null {
  if (instant === null || instant === undefined || instant === '') return null;
  if (typeof instant === 'string' && !ISO_WITH_ZONE.test(instant.trim())) return null;
  const ms =
    instant instanceof Date
      ? instant.getTime()
      : typeof instant === 'number'
        ? instant
        : Date.parse(instant.trim());
  if (!Number.isFinite(ms)) return null;
  return wallTime(new Date(ms + BUSINESS_UTC_OFFSET_MINUTES * 60_000));
}

/**
 * A WIB wall-time string as the gateway sends some fields ('yyyy-MM-dd HH:mm:ss', also without
 * seconds or time) as a dayjs holding that wall time, whatever the browser's zone; null for empty,
 * malformed or impossible values ('2026-02-30 10:00:00').
 * @example
 * parseBusinessTime('2026-11-23 23:51:13')?.format('DD MMM YYYY HH:mm'); // '23 Nov 2026 23:51'
 */
export function parseBusinessTime(text: string | null | undefined): Dayjs | null {
  const match = WALL_TIME.exec((text ?? '').trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const fields = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    fields.getUTCFullYear() === year &&
    fields.getUTCMonth() === month - 1 &&
    fields.getUTCDate() === day &&
    fields.getUTCHours() === hour &&
    fields.getUTCMinutes() === minute &&
    fields.getUTCSeconds() === second;
  return exact ? wallTime(fields) : null;
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
