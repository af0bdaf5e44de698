/** Finance: coupons (remote-finance /couponManagement). Mounted under /customer-api. */
export { default } from './coupon.routes';
