import { post, type ApiData } from 'shared';
import { type PageQuery } from 'shared/widgets';

export const COUPON_STATUSES = ['AVAILABLE', 'LOCKED', 'USED', 'EXPIRED'] as const;
export type CouponPage = ApiData<'/customer-api/coupon/list', 'post'>;
export type Coupon = CouponPage['records'][number];
export type CouponStatus = Coupon['status'];
export type CouponCounts = CouponPage['counts'];

export function fetchCoupons(query: PageQuery & { status: CouponStatus }): Promise<CouponPage> {
  return post('/customer-api/coupon/list', query);
}

/** The count of each status (the list answers them with every page; one row is enough). */
export async function fetchCouponCounts(): Promise<CouponCounts> {
  return (await post('/customer-api/coupon/list', { current: 1, size: 1 })).counts;
}

/** Redeems a voucher code. Silent: the page shows the server's msg beside the input itself. */
export function redeemCoupon(code: string): Promise<Coupon> {
  return post('/customer-api/coupon/generate', { code }, { silent: true });
}
