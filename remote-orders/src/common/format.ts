import dayjs, { type Dayjs } from 'dayjs';
import { parseBusinessTime, toBusinessTime, type Instant } from 'shared';

/** Rupiah without minor units, dots between thousands: 10000 -> 'Rp 10.000'. */
export function formatIdr(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return '--';
  const rounded = Math.round(Math.abs(amount));
  const grouped = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${amount < 0 ? '-' : ''}Rp ${grouped}`;
}

/** Kilograms to the gram, without trailing zeros: 1.2 -> '1.2 kg'. */
export function formatKg(kg: number | null | undefined): string {
  if (kg === null || kg === undefined || Number.isNaN(kg)) return '--';
  return `${Math.round(kg * 1000) / 1000} kg`;
}

/** The zone of every time on the order pages: the courier's business time (UTC+7). */
export const BUSINESS_ZONE = 'WIB';
/** Date and time on the order pages: '23 Nov 2026 23:51'. */
export const DATE_TIME_DISPLAY = 'DD MMM YYYY HH:mm';
/** In Chinese, numeric: the month name would read '23 11月 2026'. */
export const DATE_TIME_DISPLAY_ZH = 'YYYY-MM-DD HH:mm';
/** A day on the order pages: '23 Nov 2026' ('2026-11-23' in Chinese). */
export const DATE_DISPLAY = 'DD MMM YYYY';
export const DATE_DISPLAY_ZH = 'YYYY-MM-DD';

const isChinese = (locale: string) => locale.startsWith('zh');

function showTime(time: Dayjs | null, locale: string): string {
  if (!time) return '--';
  const format = isChinese(locale) ? DATE_TIME_DISPLAY_ZH : DATE_TIME_DISPLAY;
  return `${time.locale(locale).format(format)} ${BUSINESS_ZONE}`;
}

/**
 * An instant (ISO 8601 from the gateway) as the order pages show it: its WIB wall time, whatever
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
  return time ? time.locale(locale).format(isChinese(locale) ? DATE_DISPLAY_ZH : DATE_DISPLAY) : '--';
}
