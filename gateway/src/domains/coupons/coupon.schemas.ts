import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { COD_RULES, COUPON_STATUSES, COUPON_TYPES, DISCOUNT_TYPES } from './coupon.rules';

export const couponListBody = pageQuery.extend({
  status: z.enum(COUPON_STATUSES).optional(),
});

export const couponRecord = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    type: z.enum(COUPON_TYPES).describe('SHIPPING: any product; PRODUCT: the listed product types only'),
    discountType: z.enum(DISCOUNT_TYPES),
    value: z.number().describe('Percent for PERCENT, rupiah for FIXED'),
    maxDiscount: rupiah().nullable().describe('Rupiah; null: no cap but the freight'),
    minSpend: rupiah().describe('Rupiah of freight an order must reach'),
    productTypes: z.array(z.string()).describe('Empty: every product'),
    provinces: z.array(z.string()).describe('Destination provinces; empty: everywhere'),
    codRule: z.enum(COD_RULES),
    perAccountLimit: z.number().int(),
    stockLeft: z.number().int().describe('Coupons of the campaign still to be taken by any customer'),
    terms: z.string(),
    validFrom: z.string().describe('ISO 8601'),
    validTo: z.string().describe('ISO 8601'),
    status: z.enum(COUPON_STATUSES),
    lockedAt: z.string().nullable(),
    usedAt: z.string().nullable(),
    usedOnBillCode: z.string().nullable().describe('The order that holds (LOCKED) or used (USED) it'),
  })
  .meta({ id: 'Coupon' });

export const couponStatusCounts = z.object(
  Object.fromEntries(COUPON_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof COUPON_STATUSES)[number],
    z.ZodNumber
  >,
);

export const couponGenerateBody = z.object({
  code: z.string().trim().toUpperCase().min(1).max(32),
});

export const couponListResponse = envelopeOf(pageOf(couponRecord).extend({ counts: couponStatusCounts }));
export const couponGenerateResponse = envelopeOf(couponRecord);

/** The order input's coupon field (order entry's fee preview and create call). */
export const couponCodesInput = z
  .array(z.string().trim().toUpperCase().min(1).max(32))
  .max(5)
  .optional()
  .describe('The wallet coupon to apply; coupons do not stack, so a second code is refused');

/** One wallet coupon weighed against a draft order (the picker of order entry). */
export const couponOption = z
  .object({
    code: z.string(),
    name: z.string(),
    discountType: z.enum(DISCOUNT_TYPES),
    value: z.number(),
    validTo: z.string(),
    applies: z.boolean(),
    discount: rupiah().describe('Rupiah off the freight; 0 when it does not apply'),
    reason: z.string().nullable().describe('Why it does not apply, in the request language'),
  })
  .meta({ id: 'CouponOption' });

/** The coupon part of a fee preview. */
export const couponPreview = z
  .object({
    options: z.array(couponOption).describe("The caller's AVAILABLE coupons, each weighed against the draft"),
    applied: couponOption.nullable().describe('The coupon sent in couponCodes, weighed'),
    discount: rupiah().describe('Rupiah taken off the freight (0 without an applicable coupon)'),
    totalAfterDiscount: rupiah().describe('The total fee less the discount'),
    refusal: z.string().nullable().describe('Why the coupon sent cannot be used (one only, not held)'),
  })
  .meta({ id: 'CouponPreview' });
