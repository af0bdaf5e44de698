import { post, type ApiData } from 'shared';
import { type PageQuery } from 'shared/widgets';

export const COUPON_STATUSES = ['UNUSED', 'USED', 'EXPIRED'] as const;
export type CouponPage = ApiData<'/customer-api/coupon/list', 'post'>;
export type Coupon = CouponPage['records'][number];
export type CouponStatus = Coupon['status'];
export type CouponType = Coupon['type'];

export function fetchCoupons(query: PageQuery & { status: CouponStatus }): Promise<CouponPage> {
  return post('/customer-api/coupon/list', query);
}

/** Redeems a voucher code. Silent: the page shows the server's msg beside the input itself. */
export function redeemCoupon(code: string): Promise<Coupon> {
  return post('/customer-api/coupon/generate', { code }, { silent: true });
}
