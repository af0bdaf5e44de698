import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderPageBuckets, orderSenderCounts, orderStatusCounts } from '../../../db/schema';
import type { OrderFilter } from './order-filters.rules';

/** A customer's delta rows are folded into one row per status once there are more than this. */
export const FOLD_AFTER_ROWS = 200;

/**
 * Whether the stored counters answer a filter: only when it narrows by status and nothing else
 * (dates, receiver, region, print state, import task need the orders themselves).
 */
export function storedCountsAnswer(filter: OrderFilter): boolean {
  return Object.entries(filter).every(([key, value]) => key === 'status' || value === undefined);
}

interface PreparedCounts {
  execute(values: { customerId: number }): Promise<{ status: string; n: string; deltas: string }[]>;
}

const countQueries = new WeakMap<Database, PreparedCounts>();

/** The counters' query, built once per database and sent as a named prepared statement. */
function preparedCounts(db: Database): PreparedCounts {
  let query = countQueries.get(db);
  if (!query) {
    query = db
      .select({
        status: orderStatusCounts.status,
        n: sql<string>`sum(${orderStatusCounts.delta})`,
        deltas: sql<string>`count(*)`,
      })
      .from(orderStatusCounts)
      .where(eq(orderStatusCounts.customerId, sql.placeholder('customerId')))
      .groupBy(orderStatusCounts.status)
      .prepare('order_status_counts_of_customer');
    countQueries.set(db, query);
  }
  return query;
}

/**
 * Orders per status of a customer from `order_status_counts` (kept by the orders' statement
 * triggers): exact, and as cheap at a million orders as at ten. Statuses without orders are absent.
 */
export async function storedStatusCounts(
  db: Database,
  customerId: number,
): Promise<{ status: string; n: number }[]> {
  const rows = await preparedCounts(db).execute({ customerId });
  const deltaRows = rows.reduce((sum, row) => sum + Number(row.deltas), 0);
  if (deltaRows > FOLD_AFTER_ROWS) await foldStatusCounts(db, customerId);
  return rows.map((row) => ({ status: row.status, n: Number(row.n) })).filter((row) => row.n !== 0);
}

/**
 * Orders per status of a customer's sender keys (a sub-account's SENDERS scope) from
 * `order_sender_counts`, kept by the same statement triggers: exact, without reading the orders.
 */
export async function storedSenderCounts(
  db: Database,
  customerId: number,
  senderKeys: readonly string[],
): Promise<{ status: string; n: number }[]> {
  if (senderKeys.length === 0) return [];
  const rows = await db
    .select({
      status: orderSenderCounts.status,
      n: sql<string>`sum(${orderSenderCounts.delta})`,
      deltas: sql<string>`count(*)`,
    })
    .from(orderSenderCounts)
    .where(
      and(
        eq(orderSenderCounts.customerId, customerId),
        inArray(orderSenderCounts.senderKey, [...senderKeys]),
      ),
    )
    .groupBy(orderSenderCounts.status);
  const deltaRows = rows.reduce((sum, row) => sum + Number(row.deltas), 0);
  if (deltaRows > FOLD_AFTER_ROWS) await foldStatusCounts(db, customerId);
  return rows.map((row) => ({ status: row.status, n: Number(row.n) })).filter((row) => row.n !== 0);
}

/**
 * Replaces a customer's delta rows by one row per status, in one statement, its page bucket
 * deltas (order-page-buckets.repo.ts) by one row per status and day, and its sender counts by one row
 * per sender key and status: all get a row per statement that changes orders, so they grow alike
 * and are folded at the same time. Rows another
 * transaction writes meanwhile are not seen, so not deleted, and count once they commit; two folds
 * at once each delete only rows the other has not.
 */
export async function foldStatusCounts(db: Database, customerId: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${orderPageBuckets} where ${orderPageBuckets.customerId} = ${customerId}
      returning ${orderPageBuckets.status} as status, ${orderPageBuckets.day} as day,
        ${orderPageBuckets.delta} as delta
    )
    insert into ${orderPageBuckets} (customer_id, status, day, delta)
    select ${customerId}, status, day, sum(delta) from gone group by status, day
    having sum(delta) <> 0`);
  await db.execute(sql`
    with gone as (
      delete from ${orderStatusCounts} where ${orderStatusCounts.customerId} = ${customerId}
      returning ${orderStatusCounts.status} as status, ${orderStatusCounts.delta} as delta
    )
    insert into ${orderStatusCounts} (customer_id, status, delta)
    select ${customerId}, status, sum(delta) from gone group by status having sum(delta) <> 0`);
  await db.execute(sql`
    with gone as (
      delete from ${orderSenderCounts} where ${orderSenderCounts.customerId} = ${customerId}
      returning ${orderSenderCounts.senderKey} as sender_key, ${orderSenderCounts.status} as status,
        ${orderSenderCounts.delta} as delta
    )
    insert into ${orderSenderCounts} (customer_id, sender_key, status, delta)
    select ${customerId}, sender_key, status, sum(delta) from gone group by sender_key, status
    having sum(delta) <> 0`);
}
