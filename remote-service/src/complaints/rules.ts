/** Content length limits of a complaint or suggestion. */
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 1000;

/** 'JP' followed by 11 digits. */
export const BILL_CODE_PATTERN = /^JP\d{11}$/;

/** Drops spaces and dashes, and writes +62 numbers in their national 0 form. */
export function normalizePhone(phone: string): string {
  const compact = phone.replace(/[\s-]/g, '');
  return compact.startsWith('+62') ? `0${compact.slice(3)}` : compact;
}

/** An Indonesian mobile number: 08… or +628…, 10 to 13 digits in its national form. */
export function isIndonesianMobile(phone: string): boolean {
  const compact = phone.replace(/[\s-]/g, '');
  if (!/^(?:08|\+628)\d+$/.test(compact)) return false;
  return /^08\d{8,11}$/.test(normalizePhone(compact));
}
