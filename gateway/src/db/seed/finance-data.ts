/** Voucher codes the demo seed creates, for tests and e2e suites. */
export const COUPON_CODES = {
  /** Open to every customer, not yet redeemed by the demo customer. */
  welcome: 'WELCOME2026',
  /** 15% off shipping, not yet redeemed by the demo customer. */
  rate: 'HEMAT15',
  /** Free insurance, not yet redeemed by the demo customer. */
  insurance: 'ASURANSIGRATIS',
  /** The code itself has expired. */
  expired: 'MERDEKA2025',
  /** Every redemption is taken. */
  exhausted: 'FLASHSALE11',
  /** The demo customer already holds a coupon from it. */
  redeemedByDemo: 'PELANGGANSETIA',
} as const;
