import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { checkedRange, reportFilterFields } from './dashboard.schemas';
import { LATE_KINDS } from './report-late.rules';

// The late-parcel list (/report-api/report/late/...) and the marketplace penalty forecast.

const lateFields = {
  ...reportFilterFields,
  period: reportFilterFields.period
    .default('LAST_30_DAYS')
    .describe('The WIB days the parcels were picked up in; CUSTOM takes startDate and endDate'),
  kind: z
    .enum(LATE_KINDS)
    .optional()
    .describe('SIGNED_LATE: signed after the SLA day; UNDELIVERED: not signed and past it now; none: both'),
};

/** The late parcels to export: the filter of the list. */
export const lateFilter = z.object(lateFields).superRefine(checkedRange);
export type LateQuery = z.infer<typeof lateFilter>;

/** A page of the late parcels. */
export const latePageFilter = z
  .object({
    ...lateFields,
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .superRefine(checkedRange);

export const latePage = z.object({
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  range: z.object({ from: z.string(), to: z.string() }).describe('The pickup days (WIB) of the list'),
  summary: z.object({
    signedLate: z.number().int().describe('Late parcels signed after their SLA day'),
    undelivered: z.number().int().describe('Late parcels not signed and past their SLA day now'),
    claimTotal: rupiah().describe('What claims for all the late parcels would pay at most'),
  }),
  rows: z.array(
    z.object({
      id: z.number().int(),
      billCode: z.string(),
      customerOrderNo: z.string(),
      status: z.string().describe('The order status code (ORDER_STATUSES)'),
      statusLabel: z.string(),
      productType: z.string(),
      receiverName: z.string(),
      receiverCity: z.string(),
      receiverProvince: z.string(),
      pickedUpAt: z
        .string()
        .describe('The first pickup scan, WIB yyyy-MM-dd HH:mm:ss: the SLA clock starts that day'),
      signedAt: z.string().nullable().describe('WIB; null: not signed yet'),
      slaDays: z
        .number()
        .int()
        .describe("The product's published SLA days (one more between island groups), in business days"),
      dueDay: z
        .string()
        .describe('The last WIB day on time: the SLA days-th business day after the pickup day'),
      daysLate: z
        .number()
        .int()
        .describe('Business days (no Sundays, no holidays) past the SLA, to the signing day or today'),
      kind: z.enum(LATE_KINDS),
      claimType: z
        .enum(['LATE', 'LOST'])
        .describe('The claim the parcel would file: LATE once signed, LOST before'),
      claimAmount: rupiah().describe("What a claim would pay at most: the claims' cap of the parcel"),
    }),
  ),
});
export const latePageResponse = envelopeOf(latePage);

export const marketplaceForecastResponse = envelopeOf(
  z.object({
    marketplaces: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        windowDays: z.number().int().describe('The rolling window of orders, WIB days up to today (default)'),
        shipWithinDays: z
          .number()
          .int()
          .describe(
            'Business days from the order day to the first pickup scan before an order ships late (default)',
          ),
        penaltyRate: z
          .number()
          .describe('The late-shipment rate the marketplace penalises, 0 to 1 (default)'),
        source: z.string().describe('Where the default was read'),
        from: z.string(),
        to: z.string(),
        orders: z
          .number()
          .int()
          .describe('Marketplace-seller orders of the window picked up or past their ship-by day'),
        late: z.number().int().describe('Of those, shipped (or still not shipped) late'),
        lateRate: z.number().nullable().describe('late / orders; null with no orders'),
        state: z
          .enum(['OK', 'AT_RISK', 'OVER', 'NO_DATA'])
          .describe('OVER: at or above the penalty rate; AT_RISK: at 80% of it or more'),
      }),
    ),
  }),
);
