import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { pageOf, pageQuery } from '../../lib/paging/paging';
import { orderAddressInput } from '../orders/order.schemas';
import { PROBLEM_DECISIONS, PROBLEM_STATUSES } from './problem-parcel.rules';

const billCode = z.string().trim().toUpperCase().max(20);

export const problemFilter = z.object({
  view: z
    .enum(['OPEN', 'DECIDED', 'ALL'])
    .default('OPEN')
    .describe('OPEN: waiting for a decision (the inbox)'),
  reasonCode: z.string().max(32).optional().describe('a HELD_REASON code'),
  billCode: billCode.optional(),
  sort: z.enum(['DEADLINE', 'HELD_AT']).default('DEADLINE').describe('DEADLINE: soonest deadline first'),
});

export const problemPageBody = pageQuery.extend(problemFilter.shape);

export const problemRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  billCode: z.string(),
  reasonCode: z.string(),
  reasonName: z.string().describe("the reason in the session's language"),
  faultGroup: z.string(),
  attempts: z.number().int(),
  courierNote: z.string().nullable(),
  status: z.enum(PROBLEM_STATUSES),
  heldAt: z.string(),
  deadlineAt: z.string().describe('the decision deadline'),
  secondsLeft: z.number().int().describe('until the deadline; 0 when passed or decided'),
  decidedAt: z.string().nullable(),
  corrected: z.boolean(),
  receiverName: z.string(),
  receiverPhone: z.string().describe('masked'),
  receiverProvince: z.string(),
  receiverCity: z.string(),
  receiverDistrict: z.string(),
  receiverDistrictCode: z.string().nullable(),
  receiverAddress: z.string(),
  orderStatus: z.string(),
  codAmount: rupiah(),
  freightFee: rupiah(),
});

export const problemPageResponse = envelopeOf(pageOf(problemRecord));
export const problemDetailBody = z.object({ id: z.number().int().positive() });
export const problemDetailResponse = envelopeOf(problemRecord);

export const problemDecideBody = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(1000),
    decision: z.enum(PROBLEM_DECISIONS),
    receiver: orderAddressInput
      .optional()
      .describe('REATTEMPT of one parcel only: the corrected receiver (region checked, freight recomputed)'),
  })
  .refine((body) => !body.receiver || (body.decision === 'REATTEMPT' && body.ids.length === 1), {
    path: ['receiver'],
    message: 'a corrected receiver goes with a re-attempt of one parcel',
  });

export const problemDecideResponse = envelopeOf(
  z.object({
    changed: z.array(
      z.object({ id: z.number().int(), billCode: z.string(), status: z.string(), deadlineAt: z.string() }),
    ),
  }),
);

export const stuckPageBody = pageQuery;
export const stuckPageResponse = envelopeOf(
  pageOf(
    z.object({
      orderId: z.number().int(),
      billCode: z.string(),
      status: z.string(),
      receiverName: z.string(),
      receiverCity: z.string(),
      lastScanAt: z.string(),
      daysWithoutScan: z.number().int(),
      freightFee: rupiah(),
    }),
  ).extend({ days: z.number().int().describe('N: days without a scan (data, default 3)') }),
);
