import couponRoutes from './coupon.routes';

// What order entry uses of the coupons: the preview's picker, the claim inside the creation's
// transaction and the effect of a courier scan (registered by the orders domain, which owns the
// scans: coupons import nothing of orders, so orders may import coupons).
export {
  bindCoupon,
  claimCoupon,
  couponScanEffect,
  previewCoupons,
  type CouponClaim,
  type CouponScanEvent,
} from './coupon-order.repo';
export { couponCodesInput, couponPreview } from './coupon.schemas';
export type { CouponDraft } from './coupon.rules';

/** Coupons (remote-finance /couponManagement), mounted under /customer-api. */
export default couponRoutes;
