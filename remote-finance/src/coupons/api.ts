import { post } from 'shared';
import type { RequestBody, ResponseData } from '../apiTypes';
import type { PageQuery } from '../paging';

export const COUPON_STATUSES = ['UNUSED', 'USED', 'EXPIRED'] as const;
export type CouponPage = ResponseData<'/customer-api/coupon/list', 'post'>;
export type Coupon = CouponPage['records'][number];
export type CouponStatus = Coupon['status'];
export type CouponType = Coupon['type'];

export function fetchCoupons(query: PageQuery & { status: CouponStatus }): Promise<CouponPage> {
  const body: RequestBody<'/customer-api/coupon/list'> = query;
  return post<CouponPage>('/customer-api/coupon/list', body);
}

/** Redeems a voucher code. Silent: the page shows the server's msg beside the input itself. */
export function redeemCoupon(code: string): Promise<Coupon> {
  const body: RequestBody<'/customer-api/coupon/generate'> = { code };
  return post<Coupon>('/customer-api/coupon/generate', body, { silent: true });
}
