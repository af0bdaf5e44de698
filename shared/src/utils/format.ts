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

/** The locale (BCP 47) of numbers and money until the host sets the language's. */
export const DEFAULT_FORMAT_LOCALE = 'id-ID';
let formatLocale = DEFAULT_FORMAT_LOCALE;

/**
 * Sets the locale numbers and money are written in (the portal language's: `applyDayjsLocale`
 * calls it).
 * @example
 * setFormatLocale('th-TH');
 */
export function setFormatLocale(locale: string): void {
  formatLocale = locale;
}

/** The locale numbers and money are written in now. */
export function currentFormatLocale(): string {
  return formatLocale;
}

const FORMATS = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, decimals: number | 'IDR'): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      locale,
      decimals === 'IDR'
        ? { style: 'currency', currency: 'IDR', minimumFractionDigits: 0, maximumFractionDigits: 0 }
        : { maximumFractionDigits: decimals, useGrouping: true },
    );
    FORMATS.set(key, format);
  }
  return format;
}

// Intl separates 'Rp' and the amount with a no-break space: a plain space reads and copies the same
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * A number as the portal shows every number (points, counts, stock), grouped as the language
 * writes it (`locale`, default the portal language's): at most `decimals` decimals; '--' when
 * empty or not a number.
 * @example
 * formatNumber(26800); // '26.800' (Indonesian)
 * formatNumber(26800, 0, 'th-TH'); // '26,800'
 * formatNumber(null); // '--'
 */
export function formatNumber(
  value: number | null | undefined,
  decimals = 0,
  locale: string = formatLocale,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_DISPLAY;
  return plainSpaces(numberFormat(locale, decimals).format(value));
}

/**
 * Rupiah without minor units, written as the language writes a currency (`locale`, default the
 * portal language's); '--' when empty or not a number.
 * @example
 * formatIdr(10000); // 'Rp 10.000' (Indonesian, English)
 * formatIdr(-1250); // '-Rp 1.250'
 * formatIdr(10000, 'vi-VN'); // '10.000 IDR'
 */
export function formatIdr(amount: number | null | undefined, locale: string = formatLocale): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_DISPLAY;
  return plainSpaces(numberFormat(locale, 'IDR').format(Math.round(amount) || 0));
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

/** In Vietnamese, numeric with slashes as Vietnamese write a day ('Th11' reads as an abbreviation). */
export const DATE_DISPLAY_VI = 'DD/MM/YYYY';

/** The day format of a dayjs locale: numeric in Chinese and Vietnamese, with month names otherwise. */
function dayFormat(locale: string): string {
  if (locale.startsWith('zh')) return DATE_DISPLAY_ZH;
  if (locale.startsWith('vi')) return DATE_DISPLAY_VI;
  return DATE_DISPLAY;
}

function showTime(time: Dayjs | null, locale: string): string {
  if (!time) return EMPTY_DISPLAY;
  return `${time.locale(locale).format(`${dayFormat(locale)} HH:mm`)} ${BUSINESS_ZONE}`;
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
  return time ? time.locale(locale).format(dayFormat(locale)) : EMPTY_DISPLAY;
}
