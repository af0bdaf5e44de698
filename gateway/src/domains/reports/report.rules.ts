import { dayOfNumber, rate } from './dashboard.rules';

// The customer and dispatch reports' plain rules (issue 31 items 2 and 3): grouping read-model days
// into days, ISO weeks or months, growth against the bucket before, paging of a ranking.

/** How a report groups its days: WIB days, ISO weeks (Monday first) or calendar months. */
export const REPORT_GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/** What the distribution report counts orders by (WEIGHT: the weight bands below). */
export const DISTRIBUTION_DIMENSIONS = ['PROVINCE', 'CITY', 'PRODUCT', 'WEIGHT'] as const;
export type DistributionDimension = (typeof DISTRIBUTION_DIMENSIONS)[number];

/** A weight band: orders whose weight (kg, as entered) is over `overKg` and at most `upToKg`. */
export interface WeightBand {
  overKg: number;
  /** null: no upper bound. */
  upToKg: number | null;
}

/**
 * The customer report's weight bands (issue 31 item 2), *default*: the handbook (DOMAINS.md) gives
 * none, so these follow the steps of the courier's own rate card (first kilogram, small parcels up to
 * 3 and 5 kg, 10 kg, the 20 kg where CARGO starts paying off), an operator may change them here.
 * They cover every weight above 0 (orders_weight_ck) once: each band starts where the one before ends.
 */
export const WEIGHT_BANDS: readonly WeightBand[] = [
  { overKg: 0, upToKg: 1 },
  { overKg: 1, upToKg: 3 },
  { overKg: 3, upToKg: 5 },
  { overKg: 5, upToKg: 10 },
  { overKg: 10, upToKg: 20 },
  { overKg: 20, upToKg: null },
];

/**
 * A weight band's name, the same in every language (numbers and the kg unit): its row key.
 * @example
 * weightBandKey({ overKg: 1, upToKg: 3 }); // '1-3 kg'
 * weightBandKey({ overKg: 20, upToKg: null }); // '> 20 kg'
 */
export function weightBandKey(band: WeightBand): string {
  return band.upToKg === null ? `> ${band.overKg} kg` : `${band.overKg}-${band.upToKg} kg`;
}

/**
 * The bucket a read-model day (days since 1970, WIB) falls in: the day itself (`yyyy-MM-dd`), the
 * Monday of its ISO week (`yyyy-MM-dd`), or its month (`yyyy-MM`).
 * @example
 * bucketOf(dayNumber('2026-11-05'), 'WEEK'); // '2026-11-02' (a Thursday's Monday)
 */
export function bucketOf(day: number, grouping: ReportGrouping): string {
  if (grouping === 'DAY') return dayOfNumber(day);
  if (grouping === 'MONTH') return dayOfNumber(day).slice(0, 7);
  // 1970-01-01 (day 0) was a Thursday: (day + 3) mod 7 is 0 on a Monday
  return dayOfNumber(day - ((((day + 3) % 7) + 7) % 7));
}

/** Every bucket from day `from` to day `to` (both included), in order, each once. */
export function bucketsBetween(from: number, to: number, grouping: ReportGrouping): string[] {
  const buckets: string[] = [];
  for (let day = from; day <= to; day += 1) {
    const bucket = bucketOf(day, grouping);
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/**
 * The first day of the bucket before the one `day` is in: the day before, the Monday a week before,
 * or the first of the month before (growth compares each bucket with the one before it).
 */
export function previousBucketStart(day: number, grouping: ReportGrouping): number {
  if (grouping === 'DAY') return day - 1;
  if (grouping === 'WEEK') return day - ((((day + 3) % 7) + 7) % 7) - 7;
  const [year, month] = dayOfNumber(day).split('-').map(Number);
  return Math.round(Date.UTC(year, month - 2, 1) / 86_400_000);
}

/** Each bucket's value with the bucket before's and the change (null when the one before is 0). */
export function growthOf(values: readonly { bucket: string; value: number }[]) {
  return values.slice(1).map((row, i) => ({
    bucket: row.bucket,
    value: row.value,
    previous: values[i].value,
    change: values[i].value > 0 ? rate(row.value - values[i].value, values[i].value) : null,
  }));
}

/**
 * Whether page `pageNum` (from 1) of `size` rows exists among `total` rows: page 1 always does (an
 * empty report answers its empty page), a page past the last does not.
 */
export function pageExists(pageNum: number, size: number, total: number): boolean {
  return pageNum === 1 || (pageNum - 1) * size < total;
}
