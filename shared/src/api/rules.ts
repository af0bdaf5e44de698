// Generated from the gateway by `pnpm --filter gateway gen:types` (gateway/src/rules/rules-module.ts).
// Do not edit: change gateway/src/domains/orders/order.rules.ts, gateway/src/parcel/{rate-table,bill-code}.ts,
// gateway/src/lib/phone/phone-numbers.ts, gateway/src/domains/service/complaint.rules.ts or gateway/src/domains/reports/dashboard.rules.ts and regenerate.

/** The limits of one order (order.rules.ts); the weights: the default product's and the largest product's (rate-table.ts). */
export const ORDER_LIMITS = {
  customerOrderNoMax: 64,
  nameMax: 100,
  addressMax: 255,
  goodsNameMax: 100,
  remarkMax: 255,
  piecesMin: 1,
  piecesMax: 999,
  dimensionMaxCm: 500,
  amountMax: 10000000000,
  codAmountMax: 5000000,
  defaultMaxWeightKg: 500,
  largestMaxWeightKg: 5000,
} as const;

/** Content length of a complaint or suggestion (complaint.rules.ts). */
export const COMPLAINT_LIMITS = {
  contentMin: 10,
  contentMax: 1000,
} as const;

/** Statuses of a parcel on its way: the dashboard's "in transit" figure (reports/dashboard.rules.ts). */
export const IN_TRANSIT_STATUSES = ['PICKED_UP', 'IN_TRANSIT', 'ARRIVED', 'OUT_FOR_DELIVERY', 'PROBLEM', 'RETURNING'] as const;

/** A waybill number (bill-code.ts). */
export const BILL_CODE_PATTERN = /^JP\d{11}$/;

// gateway/src/lib/phone/phone-numbers.ts, whole:

/** An Indonesian mobile number in its national form: 08, then 8 to 11 more digits. */
export const NATIONAL_MOBILE = /^08[1-9]\d{7,10}$/;

/**
 * The national form (08…) of an Indonesian mobile number written as 08…, 8…, 628… or +62 8…,
 * with spaces, dashes, dots or brackets; null when it is not one.
 *
 * @example
 * normaliseMobile('+62 812-3456-7801'); // '081234567801'
 * normaliseMobile('021 555 1234'); // null (a landline)
 */
export function normaliseMobile(raw: string): string | null {
  let digits = raw.trim().replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+62')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('62')) digits = `0${digits.slice(2)}`;
  else if (digits.startsWith('8')) digits = `0${digits}`;
  return NATIONAL_MOBILE.test(digits) ? digits : null;
}

/** +62 form of a national mobile number: '081234567801' -> '+6281234567801'. */
export function toInternational(national: string): string {
  return national.startsWith('0') ? `+62${national.slice(1)}` : national;
}

/**
 * A phone as lists show it: the first four and last four digits, always four stars between (so the
 * mask does not tell the length). Anything of eight characters or fewer is starred whole.
 *
 * @example
 * maskPhone('081234565678'); // '0812****5678'
 */
export function maskPhone(phone: string): string {
  if (phone.length <= 8) return '*'.repeat(phone.length);
  return `${phone.slice(0, 4)}****${phone.slice(-4)}`;
}
