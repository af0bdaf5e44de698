import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { COUPON_STATUSES, COUPON_TYPES } from './coupon.status';

export const couponListBody = pageQuery.extend({
  status: z.enum(COUPON_STATUSES).optional(),
});

export const couponRecord = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(COUPON_TYPES),
  value: z.number().describe('Rupiah for DISCOUNT_AMOUNT, percent for DISCOUNT_RATE'),
  minSpend: z.number(),
  validFrom: z.string().describe('ISO 8601'),
  validTo: z.string().describe('ISO 8601'),
  status: z.enum(COUPON_STATUSES),
  usedAt: z.string().nullable(),
  usedOnBillCode: z.string().nullable(),
});

export const couponGenerateBody = z.object({
  code: z.string().trim().toUpperCase().min(1).max(32),
});

export const couponListResponse = envelopeOf(pageOf(couponRecord));
export const couponGenerateResponse = envelopeOf(couponRecord);
