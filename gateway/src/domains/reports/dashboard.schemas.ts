import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { MONEY_MARK } from '../../http/money';
import { ORDER_STATUSES } from '../../parcel/status';
import { PRODUCT_TYPES } from '../../parcel/rate-table';
import { customRangeProblem, DASHBOARD_PERIODS, type DashboardPeriod } from './dashboard.rules';

const wibDayText = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'report.dayInvalid');

/** The fields of the filter every report call takes: the period and, optionally, a sender address, product, province. */
export const reportFilterFields = {
  period: z.enum(DASHBOARD_PERIODS).describe('WIB calendar days; CUSTOM takes startDate and endDate'),
  startDate: wibDayText.optional().describe('CUSTOM: first WIB day (yyyy-MM-dd)'),
  endDate: wibDayText.optional().describe('CUSTOM: last WIB day, at most 90 days after the first counted'),
  senderAddressId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('An address-book sender entry: only the orders leaving from it (its sender key)'),
  productType: z.enum(PRODUCT_TYPES).optional(),
  receiverProvince: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .describe("Destination province, its official name as the answers give it ('JAWA BARAT')"),
};

/** A report filter's custom range checked (both days, end not before start, at most 90 days). */
export function checkedRange<T extends { period: DashboardPeriod; startDate?: string; endDate?: string }>(
  filter: T,
  context: z.RefinementCtx,
): void {
  const problem = customRangeProblem(filter);
  if (problem)
    context.addIssue({
      code: 'custom',
      message: problem,
      path: [filter.startDate ? 'endDate' : 'startDate'],
    });
}

/** The filter every dashboard call takes: the period and, optionally, a sender address, product, province. */
export const dashboardFilter = z.object(reportFilterFields).superRefine(checkedRange);
export type DashboardFilter = z.infer<typeof dashboardFilter>;

const range = z.object({
  from: z.string().describe('First WIB day of the period'),
  to: z.string().describe('Last WIB day of the period'),
  previousFrom: z.string().describe('First day of the previous period (as long, just before)'),
  previousTo: z.string(),
});

const kpi = z.object({
  value: z.number().nullable().describe('This period (null: nothing to compute it from)'),
  previous: z.number().nullable().describe('The previous period'),
});

/** An amount of money with its previous value: the whole field is left out for a hide-money user. */
const moneyKpi = z
  .object({
    value: z.number().int().nullable().describe('Whole rupiah, this period'),
    previous: z.number().int().nullable().describe('Whole rupiah, the previous period'),
  })
  .meta({ [MONEY_MARK]: true });

export const dashboardKpis = z.object({
  range,
  formulas: z
    .record(z.string(), z.string())
    .describe(
      "Each figure's formula in the request's language, by its path ('rates.onTime'): the text behind the card's info icon",
    ),
  counts: z
    .object({
      created: kpi.describe('Orders created in the period (WIB creation day), cancelled ones included'),
      pickedUp: kpi.describe('Of those, picked up (a pickup scan)'),
      signed: kpi.describe('Of those, delivered (status DELIVERED)'),
      inTransit: kpi.describe(
        'Of those, on the way: picked up, in transit, at the hub, out, held, returning',
      ),
      returned: kpi.describe('Of those, returned to the sender (status RETURNED)'),
      cancelled: kpi,
    })
    .describe(
      "Parcels created in the period, by where they are now (order management's filter: creation time, status)",
    ),
  rates: z.object({
    deliverySuccess: kpi.describe('signed / (signed + returned): closed parcels only, 0 to 1'),
    returnRate: kpi.describe('returned / (signed + returned)'),
    codRefusal: kpi.describe('COD parcels returned / COD parcels signed or returned'),
    pickupSameDay: kpi.describe('picked up on their creation day (WIB) / picked up'),
    firstAttempt: kpi.describe(
      'Of the parcels signed in the period (WIB signing day): signed at their first delivery attempt / signed',
    ),
    onTime: kpi.describe(
      "Of the parcels signed in the period with a pickup scan: signed within the product's SLA days (calendar days from the WIB pickup day) / those parcels",
    ),
    onTimeBusiness: kpi.describe('The same in business days: Sundays and the holiday calendar not counted'),
  }),
  returnCauses: z
    .object({
      total: z.number().int().describe('Returns started in the period (WIB days)'),
      causes: z.array(
        z.object({
          reasonCode: z.string(),
          reasonLabel: z.string(),
          faultGroup: z.string().describe('COURIER | SHIPPER | RECEIVER'),
          returns: z.number().int(),
        }),
      ),
    })
    .describe('Why parcels went back to the sender: returns started in the period by reason, most first'),
  open: z
    .object({
      tickets: z.number().int().describe('Tickets not resolved or closed'),
      claims: z.number().int().describe('Claims not rejected or paid'),
      heldNearDeadline: z
        .number()
        .int()
        .describe('Held parcels awaiting a decision whose deadline is within 24 hours'),
    })
    .describe('As of now, within the data scope; not narrowed by the period or the filters'),
  leadTimes: z
    .object({
      pickupMedianHours: kpi.describe('Median hours from order to its first pickup scan'),
      deliveryMedianHours: kpi.describe('Median hours from pickup to delivery'),
      deliveryP90Hours: kpi.describe('90th percentile hours from pickup to delivery'),
      codPaidMedianDays: kpi.describe(
        'Median WIB days from delivery to payout of the COD lines paid out and delivered in the period (null with a province filter)',
      ),
    })
    .describe('Whole hours: the floor of the exact nearest-rank percentile (per-day histograms of hours)'),
  spend: z
    .object({
      freightFee: moneyKpi,
      insuranceFee: moneyKpi,
      codFee: moneyKpi,
      spendTotal: moneyKpi.describe('freight + insurance + COD fee'),
      costPerParcel: moneyKpi.describe('spendTotal / parcels not cancelled'),
    })
    .meta({ [MONEY_MARK]: true })
    .optional()
    .describe('Of the parcels created in the period and not cancelled; absent for a hide-money user'),
  cod: z
    .object({
      collected: moneyKpi.describe(
        'COD amounts paid by receivers (collected, in a batch, disputed, paid out)',
      ),
      inProcess: moneyKpi.describe('Collected, not paid out to the shipper yet'),
      paid: moneyKpi.describe('Paid out to the shipper'),
    })
    .meta({ [MONEY_MARK]: true })
    .nullable()
    .optional()
    .describe(
      'COD of the parcels created in the period; null with a province filter (the COD read model has no province); absent for a hide-money user',
    ),
});
export const dashboardKpisResponse = envelopeOf(dashboardKpis);

export const dashboardSeries = z.object({
  range,
  days: z.array(
    z.object({
      day: z.string().describe('WIB day yyyy-MM-dd'),
      created: z.number().int().describe('Orders created that day'),
      signed: z.number().int().describe('Parcels delivered that day (their signing day)'),
    }),
  ),
});
export const dashboardSeriesResponse = envelopeOf(dashboardSeries);

export const dashboardStatusMix = z.object({
  range,
  total: z.number().int(),
  statuses: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      statusLabel: z.string(),
      orders: z.number().int(),
    }),
  ),
});
export const dashboardStatusMixResponse = envelopeOf(dashboardStatusMix);

export const dashboardLeadTime = z.object({
  range,
  provinces: z.array(
    z.object({
      province: z.string(),
      parcels: z.number().int().describe('Parcels delivered, of those created in the period'),
      medianHours: z.number().int().describe('Median hours from pickup to delivery (floor, whole hours)'),
      p90Hours: z.number().int().describe('90th percentile hours from pickup to delivery'),
    }),
  ),
});
export const dashboardLeadTimeResponse = envelopeOf(dashboardLeadTime);

export const dashboardTopCities = z.object({
  range,
  cities: z
    .array(z.object({ province: z.string(), city: z.string(), orders: z.number().int() }))
    .describe('The 10 destination cities with the most orders created in the period, most first'),
});
export const dashboardTopCitiesResponse = envelopeOf(dashboardTopCities);
