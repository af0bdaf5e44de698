// Over 300 lines: the orders' lookups and their page, count and export-batch queries, which share the list
// columns and page window; they split by query (page, counts, exports) when a new list query is added.
import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, is, max, SQL, sql, type Query } from 'drizzle-orm';
import {
  PgColumn,
  unionAll,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/core';
import { orders, orderTraces, type NewOrderRow, type OrderRow } from '../../db/schema/orders';
import { importTasks } from '../../db/schema/imports';
import { networks } from '../../db/schema/widgets';
import {
  filterConditions,
  filterStatuses,
  filterWithStatuses,
  receiverNamesMatching,
  type OrderFilter,
} from './list/order-filters.rules';
import { dateRangeCountsAnswer, dateRangeStatusCounts } from './list/order-date-range-counts.repo';
import { bucketPageIds, BUCKET_PAGING_FROM } from './list/order-page-buckets.repo';
import type { OrderStatus } from '../../parcel/status';
import { pageWithStoredTotal } from './list/order-page-statement.repo';
import { listColumns, type OrderListRow, type OrderPageRow } from './list/order-list-row.repo';
import {
  FOLD_AFTER_ROWS,
  foldStatusCounts,
  storedCountsAnswer,
  storedSenderCounts,
  storedStatusCounts,
} from './list/order-status-counts.repo';
import { ownedBy, scopeOf, type Tenant } from '../../db/tenant-scope';

export type { OrderRow };

export async function findCustomer(db: Database, customerId: number) {
  const [row] = await db
    .select({ id: customers.id, customerCode: customers.customerCode, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** One order of the customer by id or bill code; another customer's order is simply not found. */
export async function findOwnOrder(
  db: Database,
  owner: Tenant,
  key: { id: number } | { billCode: string },
): Promise<OrderRow | undefined> {
  const match = 'id' in key ? eq(orders.id, key.id) : eq(orders.billCode, key.billCode);
  const [row] = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, owner, match));
  return row;
}

export async function findByCustomerOrderNo(db: Database, customerId: number, customerOrderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, { customerId }, eq(orders.customerOrderNo, customerOrderNo)));
  return row;
}

export type NewTrace = Omit<typeof orderTraces.$inferInsert, 'orderId' | 'customerId'>;

/**
 * Inserts an order and its first scan in one transaction. Null when a unique key is taken (the
 * customer's order number, or the bill code): the insert does nothing and no scan is written.
 */
export async function insertOrderWithTrace(db: Database, row: NewOrderRow, trace: NewTrace) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(orders).values(row).onConflictDoNothing().returning();
    if (!inserted) return null;
    await tx.insert(orderTraces).values({ ...trace, orderId: inserted.id, customerId: inserted.customerId });
    return inserted;
  });
}

/**
 * The time of an order's latest scan, read in the page's own query on (order_id, scan_time). The
 * outer order is named in full: Drizzle leaves a one-table select's columns unqualified.
 */
const latestScanColumn =
  sql<Date | null>`(select max(t.scan_time) from order_traces t where t.order_id = "orders"."id")`.mapWith(
    orderTraces.scanTime,
  );

/**
 * Rows after the order `afterId` in newest-first order (keyset): compared on the exact stored
 * creation time of that order, which a client could not send back without losing microseconds.
 */
function afterCondition(afterId: number): SQL {
  const createdAtOf = sql`(select c.created_at from orders c where c.id = ${afterId})`;
  return sql`(${orders.createdAt} <= ${createdAtOf} and (${orders.createdAt}, ${orders.id}) < (${createdAtOf}, ${afterId}))`;
}

export interface PageWindow {
  offset: number;
  size: number;
  /** Keyset paging: rows after this order id (then `offset` is ignored). */
  afterId?: number;
  /**
   * The exact number of matching orders, when known: a page past the middle is then read from
   * the oldest end, so no page skips more than half of the orders.
   */
  total?: number;
  /** Read each order's latest scan time in the same query (single-status and unfiltered pages). */
  latestScan?: boolean;
}

const newestFirst = () => [desc(orders.createdAt), desc(orders.id)];
const oldestFirst = () => [asc(orders.createdAt), asc(orders.id)];

/**
 * A page by number (offset > 0) as a deferred join: the ids are read off the
 * (customer_id[, status], created_at, id) index alone, skipping `offset` index entries instead of
 * `offset` orders, and only the page's 20 orders are then read whole.
 */
async function pageByOffset(
  db: Database,
  where: SQL,
  { offset, size, total, latestScan }: PageWindow,
): Promise<OrderPageRow[]> {
  let ids;
  if (total !== undefined && offset > total / 2) {
    const fromOldest = total - offset - size;
    const limit = Math.min(size, total - offset);
    if (limit <= 0) return [];
    ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...oldestFirst())
      .limit(limit)
      .offset(Math.max(0, fromOldest));
  } else {
    ids = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(...newestFirst())
      .limit(size)
      .offset(offset);
  }
  return db
    .select(latestScan ? { ...listColumns, latestScanTime: latestScanColumn } : listColumns)
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(...newestFirst());
}

/**
 * Whether a page by number is placed by the day buckets: when only statuses filter (the buckets
 * count nothing else) and it is deep from both ends, as far as the total tells.
 */
function placedByBuckets(filter: OrderFilter, { offset, total }: PageWindow): boolean {
  if (!storedCountsAnswer(filter) || offset < BUCKET_PAGING_FROM) return false;
  return total === undefined || total - offset > BUCKET_PAGING_FROM;
}

/** A select as runNamed needs it: its selection (flat, as the lists select) and its SQL. */
interface NamedSelect<TResult> {
  readonly _: { readonly selectedFields: Record<string, unknown>; readonly result: TResult };
  toSQL(): Query;
}

/**
 * Runs a receiver-name search statement as a named prepared statement, named after its SQL text:
 * the values (customer, pattern, page window, other filters) are parameters, so each filter shape
 * is one statement that every pool connection parses and plans once. PostgreSQL then keeps a
 * generic plan (the plans' shape is fixed by the SQL: the names' subselect, the per-name index
 * reads); planned at each call, a page of 'Penerima 42' spent 2.6-3.9 ms planning and its count
 * 1.7 ms (EXPLAIN, 1,000,000 orders). PGlite has no named statements and ignores the name.
 *
 * The SQL is built once: `prepare(name)` would build it again after the text was built for its
 * name (~0.2 ms of CPU for a page's select). The built text goes to the session's prepareQuery,
 * which is what `prepare` calls, with the selection in the select's order for the row mapping
 * (the lists' selections are flat: one column or SQL value per key, no joins).
 */
function runNamed<TResult>(db: Database, query: NamedSelect<TResult>): Promise<TResult> {
  const built = query.toSQL();
  const digest = createHash('sha1').update(built.sql).digest('hex').slice(0, 24);
  const fields: SelectedFieldsOrdered = Object.entries(query._.selectedFields).map(([name, field]) => {
    if (!is(field, PgColumn) && !is(field, SQL) && !is(field, SQL.Aliased))
      throw new Error(`runNamed maps flat selections only: ${name}`);
    return { path: [name], field };
  });
  return db._.session
    .prepareQuery<PreparedQueryConfig & { execute: TResult }>(
      built,
      fields,
      `order_name_search_${digest}`,
      true,
    )
    .execute();
}

/**
 * A page of a receiver-name search: for each of the customer's names that match (few, from
 * order_receiver_names), its newest `offset + size` orders under the other filters, read on
 * (customer_id, receiver_name, created_at, id); the page is cut from their merge and only its
 * orders are read whole. The work follows the matches, never the orders around them: walking
 * the creation-time index until 20 orders match read ~100,000 orders for a name 1 in 5,000 has.
 */
function pageByReceiverNames(
  db: Database,
  owner: Tenant,
  filter: OrderFilter & { receiverName: string },
  { offset, size, latestScan }: PageWindow,
  keyset: SQL | undefined,
) {
  const others = and(filterWithStatuses(owner, { ...filter, receiverName: undefined }), keyset);
  const ids = sql`
    select page.id from unnest(array(${receiverNamesMatching(owner.customerId, filter.receiverName)})) as name(text)
    cross join lateral (
      select ${orders.id} as id, ${orders.createdAt} as created_at from ${orders}
      where ${others} and ${orders.receiverName} = name.text
      order by ${orders.createdAt} desc, ${orders.id} desc
      limit ${offset + size}
    ) page
    order by page.created_at desc, page.id desc
    limit ${size} offset ${offset}`;
  return runNamed(
    db,
    db
      .select(latestScan ? { ...listColumns, latestScanTime: latestScanColumn } : listColumns)
      .from(orders)
      .where(sql`${orders.id} in (${ids})`)
      .orderBy(...newestFirst()),
  );
}

/**
 * One page of the customer's orders, newest first. Each status of a multi-status filter is read
 * on its own (customer_id, status, created_at, id) index range, at most offset + size rows each,
 * and the runs are merged, so no query sorts all of a customer's orders. A page deeper than
 * BUCKET_PAGING_FROM from both ends, filtered by statuses at most, is placed by the day buckets.
 */
export async function pageOrders(
  db: Database,
  owner: Tenant,
  filter: OrderFilter,
  window: PageWindow,
): Promise<OrderPageRow[]> {
  const statuses = filterStatuses(filter);
  const base = filterConditions(owner, filter);
  const keyset = window.afterId !== undefined ? afterCondition(window.afterId) : undefined;
  const offset = keyset ? 0 : window.offset;
  if (filter.receiverName) {
    const byName = { ...filter, receiverName: filter.receiverName };
    return pageByReceiverNames(db, owner, byName, { ...window, offset }, keyset);
  }
  // the day buckets count all the customer's orders: a data scope reads its own index range
  if (!keyset && !scopeOf(owner) && placedByBuckets(filter, window)) {
    const { customerId } = owner;
    return db
      .select(window.latestScan ? { ...listColumns, latestScanTime: latestScanColumn } : listColumns)
      .from(orders)
      .where(sql`${orders.id} in (${bucketPageIds(customerId, statuses, offset, window.size)})`)
      .orderBy(...newestFirst());
  }
  const part = (status?: string) =>
    db
      .select(listColumns)
      .from(orders)
      .where(and(base, status ? eq(orders.status, status) : undefined, keyset))
      .orderBy(...newestFirst());
  if (statuses.length <= 1) {
    if (offset > 0) {
      const where = and(base, statuses[0] ? eq(orders.status, statuses[0]) : undefined) as SQL;
      return pageByOffset(db, where, window);
    }
    return db
      .select(window.latestScan ? { ...listColumns, latestScanTime: latestScanColumn } : listColumns)
      .from(orders)
      .where(and(base, statuses[0] ? eq(orders.status, statuses[0]) : undefined, keyset))
      .orderBy(...newestFirst())
      .limit(window.size);
  }
  const [first, second, ...rest] = statuses.map((status) => part(status).limit(offset + window.size));
  return unionAll(first, second, ...rest)
    .orderBy(...newestFirst())
    .limit(window.size)
    .offset(offset);
}

/**
 * How many orders match (the page's total): from the stored counters when only statuses filter,
 * from the day buckets and the two edge days when a creation-time range does (order-date-range-counts.repo.ts).
 */
export async function countOrders(db: Database, owner: Tenant, filter: OrderFilter): Promise<number> {
  const { customerId } = owner;
  const scoped = await scopedStoredCounts(db, owner, filter);
  if (scoped) return scoped.reduce((sum, row) => sum + row.n, 0);
  // the stored counters count all the customer's orders: a data scope counts its own
  const counters = !scopeOf(owner);
  if (counters && dateRangeCountsAnswer(filter)) {
    const counts = await dateRangeStatusCounts(db, customerId, filter);
    return counts.reduce((sum, row) => sum + row.n, 0);
  }
  if (counters && storedCountsAnswer(filter)) {
    const statuses = filterStatuses(filter);
    const counts = await storedStatusCounts(db, customerId);
    return counts
      .filter((row) => statuses.length === 0 || statuses.includes(row.status as OrderStatus))
      .reduce((sum, row) => sum + row.n, 0);
  }
  const counted = db.select({ n: count() }).from(orders).where(filterWithStatuses(owner, filter));
  const [row] = filter.receiverName ? await runNamed(db, counted) : await counted;
  return row.n;
}

/**
 * A page and the number of matching orders. When the counters answer the count, a first or keyset
 * page of one status at most comes with it in one statement (order-page-statement.repo.ts); for other
 * pages the count comes first (a millisecond) and lets a deep page read from the nearer end, and
 * so does the count of a creation-time range (the day buckets: order-date-range-counts.repo.ts) for a page
 * by number. Otherwise both run at once.
 */
export async function pageWithTotal(
  db: Database,
  owner: Tenant,
  filter: OrderFilter,
  window: PageWindow,
): Promise<{ total: number; rows: OrderPageRow[] }> {
  const { customerId } = owner;
  if (scopeOf(owner)) {
    const [total, rows] = await Promise.all([
      countOrders(db, owner, filter),
      pageOrders(db, owner, filter, window),
    ]);
    return { total, rows };
  }
  if (storedCountsAnswer(filter)) {
    const statuses = filterStatuses(filter);
    // the statement reads latest scans too: 20 index probes, cheaper than a second round trip
    if (statuses.length <= 1 && (window.offset === 0 || window.afterId !== undefined)) {
      const { total, counterRows, rows } = await pageWithStoredTotal(db, customerId, {
        status: statuses[0],
        size: window.size,
        afterId: window.afterId,
      });
      if (counterRows > FOLD_AFTER_ROWS) await foldStatusCounts(db, customerId);
      return { total, rows };
    }
    const total = await countOrders(db, owner, filter);
    return { total, rows: await pageOrders(db, owner, filter, { ...window, total }) };
  }
  if (dateRangeCountsAnswer(filter) && window.offset > 0 && window.afterId === undefined) {
    // the count is a few milliseconds: a deep page then reads from the nearer end
    const total = await countOrders(db, owner, filter);
    return { total, rows: await pageOrders(db, owner, filter, { ...window, total }) };
  }
  const [total, rows] = await Promise.all([
    countOrders(db, owner, filter),
    pageOrders(db, owner, filter, window),
  ]);
  return { total, rows };
}

/** Orders per status for a filter (statuses without orders are absent). */
/**
 * The counts per status of a scope of sender addresses from the counters kept per sender key, when
 * they answer the filter (a status at most); undefined otherwise.
 */
async function scopedStoredCounts(db: Database, owner: Tenant, filter: OrderFilter) {
  const scope = scopeOf(owner);
  if (!scope || !('senderKeys' in scope) || !storedCountsAnswer(filter)) return undefined;
  const statuses = filterStatuses(filter);
  const counts = await storedSenderCounts(db, owner.customerId, scope.senderKeys);
  return counts.filter((row) => statuses.length === 0 || statuses.includes(row.status as OrderStatus));
}

export async function countByStatus(db: Database, owner: Tenant, filter: OrderFilter) {
  const { customerId } = owner;
  const scoped = await scopedStoredCounts(db, owner, filter);
  if (scoped) return scoped;
  const counters = !scopeOf(owner);
  if (counters && dateRangeCountsAnswer(filter)) return dateRangeStatusCounts(db, customerId, filter);
  if (counters && storedCountsAnswer(filter)) {
    const statuses = filterStatuses(filter);
    const counts = await storedStatusCounts(db, customerId);
    return counts.filter((row) => statuses.length === 0 || statuses.includes(row.status as OrderStatus));
  }
  const counted = db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(filterWithStatuses(owner, filter))
    .groupBy(orders.status);
  return filter.receiverName ? runNamed(db, counted) : counted;
}

/** The time of each order's latest scan, read on the (order_id, scan_time) index. */
export async function latestScanTimes(
  db: Database,
  owner: Tenant,
  orderIds: readonly number[],
): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderTraces.orderId, scanTime: max(orderTraces.scanTime) })
    .from(orderTraces)
    .where(ownedBy(orderTraces, owner, inArray(orderTraces.orderId, [...orderIds])))
    .groupBy(orderTraces.orderId);
  return new Map(rows.flatMap((row) => (row.scanTime ? [[row.orderId, row.scanTime] as const] : [])));
}

/** Every matching order, newest first, in batches read by keyset (for exports). */
export async function* orderBatches(
  db: Database,
  owner: Tenant,
  filter: OrderFilter,
  batchSize: number,
): AsyncGenerator<OrderListRow[]> {
  let afterId: number | undefined;
  for (;;) {
    const batch = await db
      .select(listColumns)
      .from(orders)
      .where(
        and(filterWithStatuses(owner, filter), afterId !== undefined ? afterCondition(afterId) : undefined),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}

export async function findOwnImportTask(db: Database, customerId: number, taskId: number) {
  const [row] = await db
    .select({ id: importTasks.id })
    .from(importTasks)
    .where(ownedBy(importTasks, { customerId }, eq(importTasks.id, taskId)));
  return row;
}

/** The courier's outlet (network level 2) of a city or regency, with its regional hub. */
export async function outletOfCity(db: Database, cityCode: string) {
  const [outlet] = await db
    .select()
    .from(networks)
    .where(and(eq(networks.level, 2), eq(networks.regionCode, cityCode)));
  if (!outlet) return undefined;
  const [hub] = outlet.parentId
    ? await db.select().from(networks).where(eq(networks.id, outlet.parentId))
    : [];
  return { outlet, hub };
}
