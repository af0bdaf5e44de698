/**
 * The coupon rules of DOMAINS.md "Coupons": whether a coupon applies to an order draft (and if not,
 * why, as a message key) and what it takes off. Every number comes from the campaign's row; the
 * base is the freight only, never insurance, the COD fee or surcharges. Plain functions, no I/O.
 */

export const COUPON_TYPES = ['SHIPPING', 'PRODUCT'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
export const DISCOUNT_TYPES = ['PERCENT', 'FIXED'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const COD_RULES = ['ANY', 'COD_ONLY', 'NON_COD'] as const;
export type CodRule = (typeof COD_RULES)[number];
/** What a wallet stores; EXPIRED is read from the validity window. */
export const STORED_STATUSES = ['AVAILABLE', 'LOCKED', 'USED'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];
export const COUPON_STATUSES = [...STORED_STATUSES, 'EXPIRED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** A campaign's terms, as its row holds them. */
export interface CouponTerms {
  type: CouponType;
  discountType: DiscountType;
  value: number;
  maxDiscount: number | null;
  minSpend: number;
  productTypes: readonly string[];
  provinces: readonly string[];
  codRule: CodRule;
  perAccountLimit: number;
  stock: number;
  taken: number;
}

/** A wallet coupon: its stored status and its validity window. */
export interface WalletCoupon {
  status: StoredStatus;
  validFrom: Date;
  validTo: Date;
}

/** What the rules need of an order draft. */
export interface CouponDraft {
  productType: string;
  /** The destination's official province name. */
  receiverProvince: string;
  cod: boolean;
  /** The freight fee: the coupon's base and its minimum spend are read on it. */
  freightFee: number;
}

/** A refusal: the message key and its params (rendered in the request language by the caller). */
export interface CouponRefusal {
  key: string;
  params: Record<string, string | number>;
}

/** An AVAILABLE coupon reads EXPIRED once its window has closed; LOCKED and USED stay as they are. */
export function couponStatus(coupon: Pick<WalletCoupon, 'status' | 'validTo'>, now: Date): CouponStatus {
  if (coupon.status === 'AVAILABLE' && coupon.validTo.getTime() < now.getTime()) return 'EXPIRED';
  return coupon.status;
}

/** Coupons left of a campaign's stock. */
export function stockLeft(terms: Pick<CouponTerms, 'stock' | 'taken'>): number {
  return Math.max(0, terms.stock - terms.taken);
}

/**
 * Why `coupon` does not apply to `draft`, or null when it does. `usedByAccount` is how many orders
 * of this customer hold or used a coupon of the same campaign (the per-account limit); the window
 * is inclusive at both ends (`validTo` is the last instant, e.g. 23:59:59.999 WIB of its day).
 */
export function couponRefusal(
  coupon: WalletCoupon,
  terms: CouponTerms,
  draft: CouponDraft,
  usedByAccount: number,
  now: Date,
): CouponRefusal | null {
  const status = couponStatus(coupon, now);
  if (status === 'EXPIRED') return { key: 'coupon.expired', params: {} };
  if (status !== 'AVAILABLE') return { key: 'coupon.notAvailable', params: { status } };
  if (now.getTime() < coupon.validFrom.getTime()) return { key: 'coupon.notYetValid', params: {} };
  if (terms.productTypes.length > 0 && !terms.productTypes.includes(draft.productType))
    return {
      key: 'coupon.productMismatch',
      params: { productType: draft.productType, productTypes: terms.productTypes.join(', ') },
    };
  const province = draft.receiverProvince.toUpperCase();
  if (terms.provinces.length > 0 && !terms.provinces.some((name) => name.toUpperCase() === province))
    return {
      key: 'coupon.provinceMismatch',
      params: { province: draft.receiverProvince, provinces: terms.provinces.join(', ') },
    };
  if (terms.codRule === 'COD_ONLY' && !draft.cod) return { key: 'coupon.codOnly', params: {} };
  if (terms.codRule === 'NON_COD' && draft.cod) return { key: 'coupon.nonCodOnly', params: {} };
  if (draft.freightFee < terms.minSpend)
    return { key: 'coupon.minSpend', params: { minSpend: terms.minSpend, freightFee: draft.freightFee } };
  if (usedByAccount >= terms.perAccountLimit)
    return { key: 'coupon.accountLimit', params: { limit: terms.perAccountLimit } };
  if (stockLeft(terms) <= 0) return { key: 'coupon.outOfStock', params: {} };
  return null;
}

/**
 * What the coupon takes off `base` (the freight), in whole rupiah: a percent of it rounded down and
 * capped by the maximum discount, or the fixed amount; never more than the base, never below 0.
 */
export function couponDiscount(
  terms: Pick<CouponTerms, 'discountType' | 'value' | 'maxDiscount'>,
  base: number,
): number {
  const freight = Math.max(0, Math.floor(base));
  const raw =
    terms.discountType === 'PERCENT' ? Math.floor((freight * terms.value) / 100) : Math.floor(terms.value);
  const capped = terms.maxDiscount === null ? raw : Math.min(raw, terms.maxDiscount);
  return Math.max(0, Math.min(capped, freight));
}

/** The first and last instant of a WIB (UTC+7, no daylight saving) calendar-day window. */
export function wibWindow(fromDay: string, toDay: string): { validFrom: Date; validTo: Date } {
  return {
    validFrom: new Date(`${fromDay}T00:00:00.000+07:00`),
    validTo: new Date(`${toDay}T23:59:59.999+07:00`),
  };
}
