import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';
import { ORDER_STATUSES } from '../../parcel/status';
import { checkedRange, reportFilterFields } from './dashboard.schemas';
import { DISTRIBUTION_DIMENSIONS, REPORT_GROUPINGS } from './report.rules';

// The customer report (/report-api/report/...) and dispatch report (/report-api/dispatch/...)
// calls: the dashboard's filter, a grouping, and for some a dimension or a page.

const grouping = z
  .enum(REPORT_GROUPINGS)
  .default('DAY')
  .describe('DAY: WIB days; WEEK: ISO weeks (the bucket is its Monday); MONTH: calendar months (yyyy-MM)');

/** A report over a period, grouped by day, week or month. */
export const groupedReportFilter = z
  .object({ ...reportFilterFields, groupBy: grouping })
  .superRefine(checkedRange);
export type GroupedReportFilter = z.infer<typeof groupedReportFilter>;

/** The distribution report: orders by one dimension. */
export const distributionFilter = z
  .object({
    ...reportFilterFields,
    dimension: z.enum(DISTRIBUTION_DIMENSIONS).describe('What the orders are counted by'),
  })
  .superRefine(checkedRange);
export type DistributionFilter = z.infer<typeof distributionFilter>;

/** A ranking: a page of it. */
export const rankingFilter = z
  .object({
    ...reportFilterFields,
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  })
  .superRefine(checkedRange);
export type RankingFilter = z.infer<typeof rankingFilter>;

const range = z.object({ from: z.string(), to: z.string() }).describe('The WIB days of the period');
const bucket = z.string().describe('The bucket: yyyy-MM-dd (a day, or the Monday of a week) or yyyy-MM');

export const billReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket,
      orders: z.number().int().describe('Orders created and not cancelled'),
      freightFee: rupiah(),
      insuranceFee: rupiah(),
      codFee: rupiah(),
      total: rupiah().describe('freight + insurance + COD fee'),
    }),
  ),
});

export const codReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket: bucket.describe("The bucket of the orders' creation day"),
      lines: z.number().int().describe('COD lines of the orders created'),
      awaiting: rupiah().describe('Not collected yet'),
      inProcess: rupiah().describe('Collected, in a batch or disputed: not paid out yet'),
      paid: rupiah().describe('Paid out to the shipper'),
      refused: rupiah().describe('Failed to collect or returned'),
    }),
  ),
});

export const costReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket,
      productType: z.string(),
      orders: z.number().int().describe('Orders created and not cancelled'),
      spend: rupiah().describe('freight + insurance + COD fee'),
      costPerParcel: rupiah().nullable().describe('spend / orders'),
    }),
  ),
});

export const distributionReport = z.object({
  range,
  dimension: z.enum(DISTRIBUTION_DIMENSIONS),
  total: z.number().int(),
  rows: z
    .array(
      z.object({
        key: z
          .string()
          .describe("The province, 'PROVINCE / CITY', the product, or the weight band ('1-3 kg', '> 20 kg')"),
        orders: z.number().int(),
        share: z.number().describe('orders / total, 0 to 1'),
        weightKg: z
          .object({
            overKg: z.number().describe('Weights over this (kg)'),
            upToKg: z.number().nullable().describe('Weights up to this, included (kg); null: no bound'),
          })
          .optional()
          .describe("WEIGHT only: the band's bounds on the order's weight as entered"),
      }),
    )
    .describe('Most orders first; WEIGHT: every band in weight order (none when the period has no orders)'),
});

const page = z.object({ pageNum: z.number().int(), pageSize: z.number().int(), total: z.number().int() });

export const receiverRanking = page.extend({
  rows: z.array(
    z.object({
      rank: z.number().int(),
      receiverName: z.string(),
      orders: z.number().int().describe('Orders to this receiver name, all time'),
    }),
  ),
});

export const senderRanking = page.extend({
  range,
  rows: z.array(
    z.object({
      rank: z.number().int(),
      senderKey: z.string().nullable().describe('The sender address as a key (none: orders without one)'),
      senderAddressId: z.number().int().nullable().describe('The address-book entry of that key, if any'),
      senderName: z.string().nullable(),
      orders: z.number().int().describe('Orders created in the period'),
    }),
  ),
});

export const statusReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket,
      statuses: z.array(
        z.object({ status: z.enum(ORDER_STATUSES), statusLabel: z.string(), orders: z.number().int() }),
      ),
    }),
  ),
});

export const waybillReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket,
      created: z.number().int().describe('Orders created in the bucket'),
      pickedUp: z.number().int().describe('Of those, picked up'),
      signed: z.number().int().describe('Parcels delivered in the bucket (their signing day)'),
      returned: z.number().int().describe('Of the orders created, returned'),
      cancelled: z.number().int().describe('Of the orders created, cancelled'),
    }),
  ),
});

export const signerReport = z.object({
  range,
  total: z.number().int().describe('Parcels signed in the period'),
  signers: z.array(
    z.object({
      signerType: z.string().describe('SELF: the receiver signed; OTHER: someone else did'),
      signerLabel: z.string(),
      parcels: z.number().int(),
      share: z.number(),
    }),
  ),
});

export const signCityReport = z.object({
  range,
  cities: z
    .array(z.object({ province: z.string(), city: z.string(), parcels: z.number().int() }))
    .describe('The 10 destination cities with the most parcels signed in the period, most first'),
});

export const signReport = z.object({
  range,
  rows: z.array(z.object({ bucket, signed: z.number().int().describe('Parcels signed in the bucket') })),
});

export const dispatchStatusReport = z.object({
  range,
  rows: z.array(
    z.object({
      bucket,
      outForDelivery: z.number().int(),
      held: z.number().int().describe('Status PROBLEM: held at the destination'),
      delivered: z.number().int(),
      returning: z.number().int(),
      returned: z.number().int(),
    }),
  ),
});

const growthRow = z.object({
  bucket,
  value: z.number().int(),
  previous: z.number().int().describe('The bucket before (the day, week or month before)'),
  change: z.number().nullable().describe('(value - previous) / previous; null when previous is 0'),
});

export const growthReport = z.object({
  range,
  created: z.array(growthRow).describe('Orders created per bucket against the bucket before'),
  signed: z.array(growthRow).describe('Parcels signed per bucket against the bucket before'),
});

export const billReportResponse = envelopeOf(billReport);
export const codReportResponse = envelopeOf(codReport);
export const costReportResponse = envelopeOf(costReport);
export const distributionReportResponse = envelopeOf(distributionReport);
export const receiverRankingResponse = envelopeOf(receiverRanking);
export const senderRankingResponse = envelopeOf(senderRanking);
export const statusReportResponse = envelopeOf(statusReport);
export const waybillReportResponse = envelopeOf(waybillReport);
export const signerReportResponse = envelopeOf(signerReport);
export const signCityReportResponse = envelopeOf(signCityReport);
export const signReportResponse = envelopeOf(signReport);
export const dispatchStatusReportResponse = envelopeOf(dispatchStatusReport);
export const growthReportResponse = envelopeOf(growthReport);

/** The order-status check: parcels under way whose status has not moved for `days` days. */
export const statusCheckFilter = z.object({
  days: z.number().int().min(1).max(365).default(3).describe('Days without a move (default 3)'),
  senderAddressId: reportFilterFields.senderAddressId,
  productType: reportFilterFields.productType,
});
export type StatusCheckQuery = z.infer<typeof statusCheckFilter>;

export const statusCheckPageFilter = statusCheckFilter.extend({
  pageNum: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(20),
});

export const statusCheckPage = page.extend({
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
      createdAt: z.string().describe('WIB, yyyy-MM-dd HH:mm:ss'),
      lastMovedAt: z.string().describe('When its status (or the order) last changed, WIB'),
      daysStill: z.number().int().describe('Whole days since then'),
    }),
  ),
});
export const statusCheckPageResponse = envelopeOf(statusCheckPage);

/** The report tables a customer report export holds (one per call), and the dispatch ones. */
export const CUSTOMER_REPORT_TABLES = [
  'bill',
  'cod',
  'cost',
  'distribution',
  'ranking',
  'rankingSender',
  'status',
  'waybill',
] as const;
export const DISPATCH_REPORT_TABLES = ['signer', 'signCityTop', 'status', 'sign', 'growth'] as const;

const exportFields = {
  ...reportFilterFields,
  period: reportFilterFields.period.default('LAST_30_DAYS'),
  groupBy: grouping,
  dimension: z.enum(DISTRIBUTION_DIMENSIONS).default('PROVINCE').describe('distribution only'),
};

/** A customer report table to export through the download centre. */
export const customerReportExport = z
  .object({ ...exportFields, table: z.enum(CUSTOMER_REPORT_TABLES).default('waybill') })
  .superRefine(checkedRange);
export type CustomerReportExport = z.infer<typeof customerReportExport>;

/** A dispatch report table to export through the download centre. */
export const dispatchReportExport = z
  .object({ ...exportFields, table: z.enum(DISPATCH_REPORT_TABLES).default('sign') })
  .superRefine(checkedRange);
export type DispatchReportExport = z.infer<typeof dispatchReportExport>;
