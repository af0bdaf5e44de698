import { and, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { coupons } from '../../db/schema/finance';

export const COUPON_STATUSES = ['UNUSED', 'USED', 'EXPIRED'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const COUPON_TYPES = ['DISCOUNT_AMOUNT', 'DISCOUNT_RATE', 'FREE_INSURANCE'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A used coupon stays USED after it expires; an unused one is EXPIRED once validTo has passed. */
export function couponStatus(coupon: { usedAt: Date | null; validTo: Date }, now: Date): CouponStatus {
  if (coupon.usedAt) return 'USED';
  return coupon.validTo.getTime() < now.getTime() ? 'EXPIRED' : 'UNUSED';
}

/** The same rule as a filter, so the database pages by it. */
export function couponStatusFilter(status: CouponStatus, now: Date): SQL {
  switch (status) {
    case 'USED':
      return isNotNull(coupons.usedAt);
    case 'EXPIRED':
      return and(isNull(coupons.usedAt), lt(coupons.validTo, now)) as SQL;
    case 'UNUSED':
      return and(isNull(coupons.usedAt), gte(coupons.validTo, now)) as SQL;
  }
}
