import dayjs, { type Dayjs } from 'dayjs';
import { parseBusinessTime, toBusinessTime, type Instant } from './date';
import { isEmpty } from './isEmpty';

/** Placeholder shown for empty display values (spec §5). */
export const EMPTY_DISPLAY = '--';

/**
 * Groups an 11-digit phone-like text as 3-4-4; anything else is returned unchanged.
 * @example
 * formatPhone344('08123456789'); // '081-2345-6789'
 */
export function formatPhone344(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const match = /^(\d{3})(\d{4})(\d{4})$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
}

/**
 * Returns '--' for an empty value (per `isEmpty`), the value as text otherwise.
 * @example
 * displayOrDash(null); // '--'
 * displayOrDash(0); // '0'
 */
export function displayOrDash(value: unknown): string {
  return isEmpty(value) ? EMPTY_DISPLAY : String(value);
}

const NUMBER_FORMATS = new Map<number, Intl.NumberFormat>();

/**
 * A number as the portal shows every number (points, counts, stock; rupiah use the same groups):
 * dots between thousands, a comma before decimals, at most `decimals` of them; '--' when empty or
 * not a number. One format in every language, so a page never shows a number two ways.
 * @example
 * formatNumber(26800); // '26.800'
 * formatNumber(-1250); // '-1.250'
 * formatNumber(null); // '--'
 */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_DISPLAY;
  let format = NUMBER_FORMATS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('id-ID', { maximumFractionDigits: decimals, useGrouping: true });
    NUMBER_FORMATS.set(decimals, format);
  }
  return format.format(value);
}

/**
 * Rupiah without minor units, dots between thousands; '--' when empty or not a number.
 * @example
 * formatIdr(10000); // 'Rp 10.000'
 * formatIdr(-1250); // '-Rp 1.250'
 */
export function formatIdr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_DISPLAY;
  return `${amount < 0 ? '-' : ''}Rp ${formatNumber(Math.round(Math.abs(amount)))}`;
}

/**
 * Kilograms to the gram, without trailing zeros; '--' when empty or not a number.
 * @example
 * formatKg(1.2); // '1.2 kg'
 */
export function formatKg(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || !Number.isFinite(kg)) return EMPTY_DISPLAY;
  return `${Math.round(kg * 1000) / 1000} kg`;
}

/** The zone of every time the portal shows: the courier's business time (UTC+7). */
export const BUSINESS_ZONE = 'WIB';
/** Date and time as the portal shows them: '23 Nov 2026 23:51'. */
export const DATE_TIME_DISPLAY = 'DD MMM YYYY HH:mm';
/** In Chinese, numeric: the month name would read '23 11月 2026'. */
export const DATE_TIME_DISPLAY_ZH = 'YYYY-MM-DD HH:mm';
/** A day as the portal shows it: '23 Nov 2026' ('2026-11-23' in Chinese). */
export const DATE_DISPLAY = 'DD MMM YYYY';
export const DATE_DISPLAY_ZH = 'YYYY-MM-DD';

const isChinese = (locale: string) => locale.startsWith('zh');

function showTime(time: Dayjs | null, locale: string): string {
  if (!time) return EMPTY_DISPLAY;
  const format = isChinese(locale) ? DATE_TIME_DISPLAY_ZH : DATE_TIME_DISPLAY;
  return `${time.locale(locale).format(format)} ${BUSINESS_ZONE}`;
}

/**
 * An instant (ISO 8601 from the gateway) as every page shows it: its WIB wall time, whatever
 * the browser's zone, then ' WIB'; '--' when empty or invalid. `locale` is dayjs's (the portal
 * language's, set by the host): Chinese gets numeric dates.
 * @example
 * formatTime('2026-11-23T16:51:13Z'); // '23 Nov 2026 23:51 WIB'
 * formatTime('2026-11-23T16:51:13Z', 'zh-cn'); // '2026-11-23 23:51 WIB'
 */
export function formatTime(value: Instant | null | undefined, locale: string = dayjs.locale()): string {
  return showTime(toBusinessTime(value), locale);
}

/**
 * A WIB wall-time string from the gateway ('yyyy-MM-dd HH:mm:ss', e.g. quick print's
 * lastPrintedAt) shown like `formatTime`.
 * @example
 * formatBusinessTime('2026-11-23 23:51:13'); // '23 Nov 2026 23:51 WIB'
 */
export function formatBusinessTime(
  value: string | null | undefined,
  locale: string = dayjs.locale(),
): string {
  return showTime(parseBusinessTime(value), locale);
}

/**
 * The WIB day of an instant: '05 Mar 2026' ('2026-03-05' in Chinese); '--' when empty or invalid.
 * @example
 * formatDate('2026-03-04T20:00:00Z'); // '05 Mar 2026' (03:00 WIB)
 */
export function formatDate(value: Instant | null | undefined, locale: string = dayjs.locale()): string {
  const time = toBusinessTime(value);
  return time
    ? time.locale(locale).format(isChinese(locale) ? DATE_DISPLAY_ZH : DATE_DISPLAY)
    : EMPTY_DISPLAY;
}
