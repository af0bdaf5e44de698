import { desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { codLineBuckets, codLines, type CodLineRow } from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import type { PageQuery } from '../../lib/paging/paging';
import { pageOffset } from '../../lib/paging/paging';
import type { CodBillFilter } from './cod.schemas';
import { asSeen, lastCutDay, lineStatusIs } from './cod-batch-range.repo';

/** A customer's bucket rows are folded into one row per status and day once there are this many more. */
export const FOLD_AFTER_ROWS = 200;

/**
 * Pages that skip more lines than this are placed by the day buckets (as the orders' pages are,
 * domains/orders/order.page-buckets.ts); fewer are skipped on the (customer_id, [status,]
 * created_at, id) index.
 */
export const BUCKET_PAGING_FROM = 2_000;

/**
 * Whether the stored buckets answer the COD bill's count: a main account (or a sub-account without
 * a data scope) and a filter by status at most. Waybill, batch and delivery days need the lines.
 */
export function bucketsAnswer(tenant: Tenant, filter: CodBillFilter): boolean {
  if (tenant.dataScope) return false;
  return !filter.billCode && !filter.batchNo && !filter.deliveredFrom && !filter.deliveredTo;
}

/**
 * The number of lines (of `status`, or all) and the held net (COLLECTED lines' cod - commission -
 * vat) from `cod_line_buckets`: exact, and as cheap at a million lines as at ten. Folds the
 * customer's rows when their deltas have piled up.
 */
export async function storedBillCounts(db: Database, customerId: number, status: string | undefined) {
  const [row] = await db
    .select({
      total: status
        ? sql<string>`coalesce(sum(${codLineBuckets.lines}) filter (where ${codLineBuckets.status} = ${status}), 0)`
        : sql<string>`coalesce(sum(${codLineBuckets.lines}), 0)`,
      held: sql<string>`coalesce(sum(${codLineBuckets.net}) filter (where ${codLineBuckets.status} = 'COLLECTED'), 0)`,
      rows: sql<string>`count(*)`,
      groups: sql<string>`count(distinct (${codLineBuckets.status}, ${codLineBuckets.day}))`,
    })
    .from(codLineBuckets)
    .where(ownedBy(codLineBuckets, { customerId }));
  if (Number(row.rows) > Number(row.groups) + FOLD_AFTER_ROWS) await foldBillBuckets(db, customerId);
  return { total: Number(row.total), held: Number(row.held) };
}

/**
 * Replaces a customer's bucket rows by one row per status and day, in one statement. Rows another
 * transaction writes meanwhile are not seen, so not deleted, and count once they commit.
 */
export async function foldBillBuckets(db: Database, customerId: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${codLineBuckets} where ${codLineBuckets.customerId} = ${customerId}
      returning ${codLineBuckets.status} as status, ${codLineBuckets.day} as day,
        ${codLineBuckets.lines} as lines, ${codLineBuckets.net} as net
    )
    insert into ${codLineBuckets} (customer_id, status, day, lines, net)
    select ${customerId}, status, day, sum(lines), sum(net) from gone group by status, day
    having sum(lines) <> 0 or sum(net) <> 0`);
}

/**
 * The ids of the lines at newest-first positions [offset, offset + size) of a customer's lines (of
 * `status`, or all), as a subquery: the buckets summed newest day first find the day the position
 * falls in and how many lines come before it, so the index is only skipped within that day. Read
 * in the one statement, so in one snapshot with the lines.
 */
function bucketPageIds(
  customerId: number,
  status: string | undefined,
  statusWhere: SQL | undefined,
  offset: number,
  size: number,
): SQL {
  const bucketStatus = status ? sql`and ${codLineBuckets.status} = ${status}` : sql``;
  const lineStatus = statusWhere ? sql`and ${statusWhere}` : sql``;
  return sql`
    with days as (
      select ${codLineBuckets.day} as day, sum(${codLineBuckets.lines}) as n
      from ${codLineBuckets}
      where ${codLineBuckets.customerId} = ${customerId} ${bucketStatus}
      group by ${codLineBuckets.day}
      having sum(${codLineBuckets.lines}) <> 0
    ), placed as (
      select day, n, sum(n) over (order by day desc) - n as before from days
    ), target as (
      select day, before from placed where before <= ${offset}::bigint and before + n > ${offset}::bigint
    )
    select ${codLines.id} from ${codLines}
    where ${codLines.customerId} = ${customerId} ${lineStatus}
      and ${codLines.createdAt} < (select to_timestamp((day + 1) * 86400.0) from target)
    order by ${codLines.createdAt} desc, ${codLines.id} desc
    offset (select (${offset}::bigint - before)::bigint from target)
    limit ${size}`;
}

/** The ids of a page read on the index (the skipped lines' rows are not fetched for a plain status). */
function indexPageIds(customerId: number, statusWhere: SQL | undefined, offset: number, size: number): SQL {
  const lineStatus = statusWhere ? sql`and ${statusWhere}` : sql``;
  return sql`
    select ${codLines.id} from ${codLines}
    where ${codLines.customerId} = ${customerId} ${lineStatus}
    order by ${codLines.createdAt} desc, ${codLines.id} desc
    offset ${offset} limit ${size}`;
}

/**
 * A page of the COD bill's lines (newest first) and its exact total for a filter the buckets answer
 * (bucketsAnswer): the total and the held card from the buckets, the page's ids on the index.
 */
export async function storedBillPage(
  db: Database,
  customerId: number,
  query: PageQuery & CodBillFilter,
  bucketPagingFrom = BUCKET_PAGING_FROM,
): Promise<{ total: number; held: number; rows: CodLineRow[] }> {
  const offset = pageOffset(query);
  const counts = await storedBillCounts(db, customerId, query.status);
  if (offset >= counts.total) return { ...counts, rows: [] };
  const statusWhere = query.status
    ? lineStatusIs(query.status, await lastCutDay(db, { customerId }))
    : undefined;
  const ids =
    offset >= bucketPagingFrom
      ? bucketPageIds(customerId, query.status, statusWhere, offset, query.size)
      : indexPageIds(customerId, statusWhere, offset, query.size);
  const rows = await db
    .select()
    .from(codLines)
    .where(ownedBy(codLines, { customerId }, inArray(codLines.id, sql`(${ids})`)))
    .orderBy(desc(codLines.createdAt), desc(codLines.id));
  return { ...counts, rows: await asSeen(db, { customerId }, rows) };
}
