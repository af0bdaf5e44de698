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
