import { addDays, wibDay, type BusinessCalendar } from '../../lib/calendar/business-days';

// The dashboard's periods and formulas (issue 31 item 1), plain functions tested without HTTP.

/** The periods a dashboard offers; CUSTOM takes startDate and endDate (WIB days, both included). */
export const DASHBOARD_PERIODS = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS', 'CUSTOM'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** The longest range a report answers online (DOMAINS.md: longer ones through an export). */
export const MAX_REPORT_DAYS = 90;

const DAY_MS = 86_400_000;

/** A WIB day `yyyy-MM-dd` as the read model's day number (days since 1970, WIB). */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The read model's day number as a WIB day `yyyy-MM-dd`. */
export function dayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day; 0 or less when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from) + 1;
}

/** A range of WIB days, both ends included, and the range of the same length just before it. */
export interface ReportRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/**
 * The days a period covers as of `now` (WIB), and the previous period of the same length.
 * @example
 * periodRange({ period: 'LAST_7_DAYS' }, new Date('2026-11-10T03:00:00Z'));
 * // { from: '2026-11-04', to: '2026-11-10', previousFrom: '2026-10-28', previousTo: '2026-11-03' }
 */
export function periodRange(
  filter: { period: DashboardPeriod; startDate?: string; endDate?: string },
  now: Date,
): ReportRange {
  const today = wibDay(now);
  const [from, to] = ((): [string, string] => {
    switch (filter.period) {
      case 'TODAY':
        return [today, today];
      case 'YESTERDAY':
        return [addDays(today, -1), addDays(today, -1)];
      case 'LAST_7_DAYS':
        return [addDays(today, -6), today];
      case 'LAST_30_DAYS':
        return [addDays(today, -29), today];
      case 'CUSTOM':
        return [filter.startDate ?? today, filter.endDate ?? today];
    }
  })();
  const length = daysBetween(from, to);
  return { from, to, previousFrom: addDays(from, -length), previousTo: addDays(from, -1) };
}

/**
 * Why a custom range is refused (a message key), or null: both days are needed, the end may not be
 * before the start, and a range holds at most MAX_REPORT_DAYS days.
 */
export function customRangeProblem(filter: {
  period: DashboardPeriod;
  startDate?: string;
  endDate?: string;
}): 'report.rangeNeeded' | 'report.rangeReversed' | 'report.rangeTooLong' | null {
  if (filter.period !== 'CUSTOM') return null;
  if (!filter.startDate || !filter.endDate) return 'report.rangeNeeded';
  const days = daysBetween(filter.startDate, filter.endDate);
  if (days < 1) return 'report.rangeReversed';
  if (days > MAX_REPORT_DAYS) return 'report.rangeTooLong';
  return null;
}

/** numerator / denominator to 4 decimals, null when there is nothing to divide by. */
export function rate(numerator: number, denominator: number): number | null {
  return denominator > 0 ? Math.round((numerator / denominator) * 10_000) / 10_000 : null;
}

/**
 * The nearest-rank percentile (0 < p <= 1) of a histogram of whole hours (hours -> parcels): the
 * bucket holding the parcel of rank ceil(p * n). It is the floor, in whole hours, of the exact
 * nearest-rank percentile of the lead times the histogram counts. Null for no parcels.
 * @example
 * percentileHours(new Map([[2, 3], [30, 1]]), 0.5); // 2
 */
export function percentileHours(histogram: ReadonlyMap<number, number>, p: number): number | null {
  const total = [...histogram.values()].reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  // 1e-9: 0.9 * 30 is 27.000000000000004 in floating point, whose ceiling would skip a rank
  const rank = Math.max(1, Math.ceil(p * total - 1e-9));
  let seen = 0;
  for (const hours of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(hours) ?? 0;
    if (seen >= rank) return hours;
  }
  return null;
}

/**
 * The on-time rule of the dashboard and the late-parcel list: how many business days (no Sundays, no
 * holidays: `calendar`) from the WIB day the clock starts (`startDay`, the pickup day) to `endDay`
 * (the signing day, or today for a parcel not signed yet) go past the SLA's `slaDays`. 0 or less is
 * on time.
 * @example businessDaysPastSla(calendar, '2026-03-02', '2026-03-06', 3) // 1 (Tue-Fri: 4 business days)
 */
export function businessDaysPastSla(
  calendar: Pick<BusinessCalendar, 'businessDaysBetween'>,
  startDay: string,
  endDay: string,
  slaDays: number,
): number {
  return calendar.businessDaysBetween(startDay, endDay) - slaDays;
}

/**
 * The last WIB day a parcel whose clock started on `startDay` is on time (`slaDays` >= 1): its
 * `slaDays`-th business day after `startDay` (signed on it, businessDaysPastSla is 0).
 */
export function slaDueDay(
  calendar: Pick<BusinessCalendar, 'addBusinessDaysToDay'>,
  startDay: string,
  slaDays: number,
): string {
  return calendar.addBusinessDaysToDay(addDays(startDay, 1), Math.max(0, slaDays - 1));
}

/** Statuses a parcel is on its way in: picked up and neither delivered, returned nor cancelled. */
export const IN_TRANSIT_STATUSES = [
  'PICKED_UP',
  'IN_TRANSIT',
  'ARRIVED',
  'OUT_FOR_DELIVERY',
  'PROBLEM',
  'RETURNING',
] as const;

/** COD line statuses whose amount the receiver has paid and the shipper has not been paid yet. */
export const COD_IN_PROCESS_STATUSES = ['COLLECTED', 'IN_BATCH', 'DISPUTED'] as const;
/** COD line statuses of an amount paid out to the shipper. */
export const COD_PAID_STATUSES = ['REMITTED'] as const;

/** Claim statuses that are over: every other claim is open (DOMAINS.md "Claim"). */
export const CLOSED_CLAIM_STATUSES = ['REJECTED', 'PAID'] as const;

/** A held parcel awaiting its shipper is near its deadline within this many hours. */
export const HELD_NEAR_DEADLINE_HOURS = 24;

/** The filter with the sender address turned into its sender keys (none found: nothing matches). */
export interface ReportFilter {
  senderKeys: readonly string[] | null;
  productType?: string;
  receiverProvince?: string;
}
