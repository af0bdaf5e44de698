import { sql, type SQL } from 'drizzle-orm';
import { orderPageBuckets, orders } from '../../db/schema';

/**
 * Pages that would skip more orders than this (from the nearer end) are placed by the day buckets;
 * skipping fewer off the index is cheaper than summing a customer's days (about a millisecond).
 */
export const BUCKET_PAGING_FROM = 10_000;

/**
 * The ids of the orders at newest-first positions [offset, offset + size) of a customer's orders
 * (of `statuses`, or all), as a subquery. `order_page_buckets` holds the customer's orders per
 * creation day; summing them newest day first finds the day the position falls in and how many
 * orders come before that day, so the index is only skipped within that day:
 *
 *   position 500,000 -> day 19,723 holds positions 498,730 .. 501,469 -> skip 1,270 from its end.
 *
 * The buckets and the orders are read in the one statement the subquery is part of, so in one
 * snapshot: the triggers write a bucket delta in the transaction of each insert, status change or
 * delete, and the sums are exactly the orders that statement sees, whatever commits meanwhile.
 * A position past the last order gives no ids.
 */
export function bucketPageIds(
  customerId: number,
  statuses: readonly string[],
  offset: number,
  size: number,
): SQL {
  const bucketStatuses = statuses.length > 0 ? sql`and ${orderPageBuckets.status} in ${statuses}` : sql``;
  const orderStatuses = statuses.length > 0 ? sql`and o.status in ${statuses}` : sql``;
  return sql`
    with days as (
      select ${orderPageBuckets.day} as day, sum(${orderPageBuckets.delta}) as n
      from ${orderPageBuckets}
      where ${orderPageBuckets.customerId} = ${customerId} ${bucketStatuses}
      group by ${orderPageBuckets.day}
      having sum(${orderPageBuckets.delta}) <> 0
    ), placed as (
      select day, n, sum(n) over (order by day desc) - n as before from days
    ), target as (
      select day, before from placed where before <= ${offset}::bigint and before + n > ${offset}::bigint
    )
    select o.id from ${orders} o
    where o.customer_id = ${customerId} ${orderStatuses}
      and o.created_at < (select to_timestamp((day + 1) * 86400.0) from target)
    order by o.created_at desc, o.id desc
    offset (select (${offset}::bigint - before)::bigint from target)
    limit ${size}`;
}
