import { sql, type SQL } from 'drizzle-orm';
import { orderPageBuckets, orders } from '../../../db/schema';
import { dayPlacedIds } from '../../../lib/paging/day-buckets';

/**
 * Pages that would skip more orders than this (from the nearer end) are placed by the day buckets;
 * skipping fewer off the index is cheaper than summing a customer's days (about a millisecond).
 */
export const BUCKET_PAGING_FROM = 10_000;

/**
 * The ids of the orders at newest-first positions [offset, offset + size) of a customer's orders
 * (of `statuses`, or all), as a subquery placed by `order_page_buckets` (lib/paging/day-buckets.ts).
 */
export function bucketPageIds(
  customerId: number,
  statuses: readonly string[],
  offset: number,
  size: number,
): SQL {
  const bucketStatuses = statuses.length > 0 ? sql`and ${orderPageBuckets.status} in ${statuses}` : sql``;
  const orderStatuses = statuses.length > 0 ? sql`and ${orders.status} in ${statuses}` : sql``;
  const days = sql`
    select ${orderPageBuckets.day} as day, sum(${orderPageBuckets.delta}) as n
    from ${orderPageBuckets}
    where ${orderPageBuckets.customerId} = ${customerId} ${bucketStatuses}
    group by ${orderPageBuckets.day}
    having sum(${orderPageBuckets.delta}) <> 0`;
  return dayPlacedIds(
    days,
    {
      table: sql`${orders}`,
      id: sql`${orders.id}`,
      createdAt: sql`${orders.createdAt}`,
      where: sql`${orders.customerId} = ${customerId} ${orderStatuses}`,
    },
    offset,
    size,
  );
}
