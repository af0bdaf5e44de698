import { BILL_CODE_PATTERN, COMPLAINT_LIMITS, normaliseMobile } from 'shared';

/** Content length limits of a complaint or suggestion (the gateway's, generated into shared). */
export const CONTENT_MIN = COMPLAINT_LIMITS.contentMin;
export const CONTENT_MAX = COMPLAINT_LIMITS.contentMax;

/** 'JP' followed by 11 digits (the gateway's, generated into shared). */
export { BILL_CODE_PATTERN };

/**
 * A mobile number in its national form (08…) when it is one, else as typed without its spaces and
 * dashes: what the form sends.
 * @example
 * normalizePhone('62 812-3456-7890'); // '081234567890'
 */
export function normalizePhone(phone: string): string {
  return normaliseMobile(phone) ?? phone.replace(/[\s-]/g, '');
}

/**
 * An Indonesian mobile number as the gateway accepts it: 08…, 8…, 628… or +62 8…, with spaces,
 * dashes, dots or brackets (the gateway's rule, generated into shared).
 */
export function isIndonesianMobile(phone: string): boolean {
  return normaliseMobile(phone) !== null;
}
