import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { executeRows } from '../../../db/execute-rows';
import { orderPageBuckets, orders } from '../../../db/schema';
import type { OrderFilter } from './order-filters.rules';
import { filterStatuses } from './order-filters.rules';
import { ORDER_STATUSES } from '../../../parcel/status';

const DAY_MS = 86_400_000;

/**
 * Whether a filter's counts are read off the day buckets: a creation-time range (either end or
 * both) and statuses at most. Anything else (receiver, region, print state, import task) needs the
 * orders themselves.
 */
export function dateRangeCountsAnswer(filter: OrderFilter): boolean {
  if (!filter.createdAtStart && !filter.createdAtEnd) return false;
  return Object.entries(filter).every(
    ([key, value]) =>
      key === 'status' || key === 'createdAtStart' || key === 'createdAtEnd' || value === undefined,
  );
}

/** The bucket day of an instant: whole days since 1970-01-01 UTC, as `order_page_bucket_day` counts. */
const bucketDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * Orders of each status created in [start, end] (either end open), for `statuses` (none: all),
 * exactly as counting the rows. `order_page_buckets` holds a customer's orders per status and UTC
 * day (migration 0008), whatever time zone the portal's date pickers speak: the days strictly
 * between the two ends' days are summed from the buckets, and only the two partial days at the
 * ends are counted on the (customer_id, status, created_at, id) index, bounded by the UTC
 * midnights the buckets use. A range within one day is counted whole. The buckets and the edge
 * counts are read in one statement, so in one snapshot (the triggers write bucket deltas in the
 * transaction that changes the orders). Statuses without orders are absent.
 *
 * Last week from 12:00 WIB: 05:00 UTC day d -> rows [05:00, 24:00) of day d + buckets d+1 .. e-1
 * + rows [00:00, now] of day e.
 */
export async function dateRangeStatusCounts(
  db: Database,
  customerId: number,
  filter: OrderFilter,
): Promise<{ status: string; n: number }[]> {
  const statuses = filterStatuses(filter);
  const wanted = statuses.length > 0 ? statuses : ORDER_STATUSES;
  const start = filter.createdAtStart;
  const end = filter.createdAtEnd;
  const rowsIn = (from: SQL | undefined, to: SQL | undefined) => sql`(
    select count(*) from ${orders} o
    where o.customer_id = ${customerId} and o.status = s.status
      ${from ? sql`and ${from}` : sql``} ${to ? sql`and ${to}` : sql``})`;
  const midnight = (day: number) => sql`to_timestamp(${day * 86_400}::bigint)`;
  const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

  let perStatus: SQL;
  if (start && end && bucketDay(start) >= bucketDay(end)) {
    // within one day, or an empty range: the rows themselves
    perStatus = rowsIn(sql`o.created_at >= ${instant(start)}`, sql`o.created_at <= ${instant(end)}`);
  } else {
    const parts: SQL[] = [];
    let afterStart = sql``;
    let beforeEnd = sql``;
    if (start) {
      const day = bucketDay(start);
      parts.push(rowsIn(sql`o.created_at >= ${instant(start)}`, sql`o.created_at < ${midnight(day + 1)}`));
      afterStart = sql`and b.day > ${day}`;
    }
    if (end) {
      const day = bucketDay(end);
      parts.push(rowsIn(sql`o.created_at >= ${midnight(day)}`, sql`o.created_at <= ${instant(end)}`));
      beforeEnd = sql`and b.day < ${day}`;
    }
    parts.push(sql`coalesce((
      select sum(b.delta) from ${orderPageBuckets} b
      where b.customer_id = ${customerId} and b.status = s.status ${afterStart} ${beforeEnd}), 0)`);
    perStatus = sql.join(parts, sql` + `);
  }
  const statusList = sql.join(
    wanted.map((status) => sql`(${status})`),
    sql`, `,
  );
  const rows = await executeRows<{ status: string; n: string | number }>(
    db,
    sql`select s.status, (${perStatus})::bigint as n from (values ${statusList}) as s(status)`,
  );
  return rows.map((row) => ({ status: row.status, n: Number(row.n) })).filter((row) => row.n !== 0);
}
