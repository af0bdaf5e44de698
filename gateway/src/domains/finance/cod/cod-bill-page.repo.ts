import { desc, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codLineBuckets, codLines, type CodLineRow } from '../../../db/schema';
import { ownedBy, scopeOf, type Tenant } from '../../../db/tenant-scope';
import type { PageQuery } from '../../../lib/paging/paging';
import { pageOffset } from '../../../lib/paging/paging';
import { dayPlacedIds } from '../../../lib/paging/day-buckets';
import type { CodBillFilter, CodCommissionFilter } from './cod.schemas';
import { linesOfCommission } from './cod.rules';
import { asSeen, lastCutDay, lineStatusIs } from './cod-batch-range.repo';

/** A customer's bucket rows are folded into one row per status and day once there are this many more. */
export const FOLD_AFTER_ROWS = 200;

/**
 * Pages that skip more lines than this are placed by the day buckets (as the orders' pages are,
 * domains/orders/list/order-page-buckets.repo.ts); fewer are skipped on the (customer_id, [status,]
 * created_at, id) index.
 */
export const BUCKET_PAGING_FROM = 2_000;

/**
 * Whether the stored buckets answer the COD bill's (or commission's) count: a main account (or a
 * sub-account without a data scope) and a filter by status at most. Waybill, batch and delivery
 * days need the lines.
 */
export function bucketsAnswer(tenant: Tenant, filter: CodBillFilter | CodCommissionFilter): boolean {
  if (scopeOf(tenant)) return false;
  return (
    !filter.billCode &&
    !('batchNo' in filter && filter.batchNo) &&
    !filter.deliveredFrom &&
    !filter.deliveredTo
  );
}

/** What the buckets of some statuses add up to: lines, the held net (COLLECTED), commission, VAT. */
export interface StoredFigures {
  total: number;
  held: number;
  commission: number;
  vat: number;
}

/**
 * The number of lines (of `statuses`, or all), their commission and VAT, and the held net
 * (COLLECTED lines' cod - commission - vat) from `cod_line_buckets`: exact, and as cheap at a
 * million lines as at ten. Folds the customer's rows when their deltas have piled up.
 */
export async function storedFigures(
  db: Database,
  customerId: number,
  statuses: readonly string[] | undefined,
): Promise<StoredFigures> {
  const of = (column: SQL | typeof codLineBuckets.lines) =>
    statuses
      ? sql<string>`coalesce(sum(${column}) filter (where ${inArray(codLineBuckets.status, [...statuses])}), 0)`
      : sql<string>`coalesce(sum(${column}), 0)`;
  const [row] = await db
    .select({
      total: of(codLineBuckets.lines),
      commission: of(sql`${codLineBuckets.commission}`),
      vat: of(sql`${codLineBuckets.vat}`),
      held: sql<string>`coalesce(sum(${codLineBuckets.net}) filter (where ${codLineBuckets.status} = 'COLLECTED'), 0)`,
      rows: sql<string>`count(*)`,
      groups: sql<string>`count(distinct (${codLineBuckets.status}, ${codLineBuckets.day}))`,
    })
    .from(codLineBuckets)
    .where(ownedBy(codLineBuckets, { customerId }));
  if (Number(row.rows) > Number(row.groups) + FOLD_AFTER_ROWS) await foldBillBuckets(db, customerId);
  return {
    total: Number(row.total),
    held: Number(row.held),
    commission: Number(row.commission),
    vat: Number(row.vat),
  };
}

/** The COD bill's total (of `status`, or all) and held card from the buckets. */
export async function storedBillCounts(db: Database, customerId: number, status: string | undefined) {
  const { total, held } = await storedFigures(db, customerId, status ? [status] : undefined);
  return { total, held };
}

/**
 * Replaces a customer's bucket rows by one row per status and day, in one statement. Rows another
 * transaction writes meanwhile are not seen, so not deleted, and count once they commit.
 */
export async function foldBillBuckets(db: Database, customerId: number): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from ${codLineBuckets} where ${ownedBy(codLineBuckets, { customerId })}
      returning ${codLineBuckets.status} as status, ${codLineBuckets.day} as day,
        ${codLineBuckets.lines} as lines, ${codLineBuckets.net} as net,
        ${codLineBuckets.commission} as commission, ${codLineBuckets.vat} as vat
    )
    insert into ${codLineBuckets} (customer_id, status, day, lines, net, commission, vat)
    select ${customerId}, status, day, sum(lines), sum(net), sum(commission), sum(vat) from gone
    group by status, day
    having sum(lines) <> 0 or sum(net) <> 0 or sum(commission) <> 0 or sum(vat) <> 0`);
}

/**
 * The ids of the lines at newest-first positions [offset, offset + size) of a customer's lines (of
 * `statuses`, or all; `where` selects the same lines), as a subquery placed by `cod_line_buckets`
 * (lib/paging/day-buckets.ts).
 */
function bucketPageIds(customerId: number, lines: PagedLines, offset: number, size: number): SQL {
  const bucketStatus = lines.statuses
    ? sql`and ${inArray(codLineBuckets.status, [...lines.statuses])}`
    : sql``;
  const days = sql`
    select ${codLineBuckets.day} as day, sum(${codLineBuckets.lines}) as n
    from ${codLineBuckets}
    where ${codLineBuckets.customerId} = ${customerId} ${bucketStatus}
    group by ${codLineBuckets.day}
    having sum(${codLineBuckets.lines}) <> 0`;
  return dayPlacedIds(
    days,
    {
      table: sql`${codLines}`,
      id: sql`${codLines.id}`,
      createdAt: sql`${codLines.createdAt}`,
      where: ownedBy(codLines, { customerId }, lines.where),
    },
    offset,
    size,
  );
}

/** The ids of a page read on the index (the skipped lines' rows are not fetched for a plain status). */
function indexPageIds(customerId: number, where: SQL | undefined, offset: number, size: number): SQL {
  return sql`
    select ${codLines.id} from ${codLines}
    where ${ownedBy(codLines, { customerId }, where)}
    order by ${codLines.createdAt} desc, ${codLines.id} desc
    offset ${offset} limit ${size}`;
}

/** The lines a stored page reads: the bucket statuses (all when absent) and the same lines' condition. */
interface PagedLines {
  statuses?: readonly string[];
  where?: SQL;
}

/**
 * A page of a customer's lines (newest first) and its figures from the buckets: pages skipping
 * more than `bucketPagingFrom` lines are placed by day, others read on the index.
 */
async function storedPage(
  db: Database,
  customerId: number,
  lines: PagedLines,
  query: PageQuery,
  bucketPagingFrom: number,
): Promise<StoredFigures & { rows: CodLineRow[] }> {
  const offset = pageOffset(query);
  const figures = await storedFigures(db, customerId, lines.statuses);
  if (offset >= figures.total) return { ...figures, rows: [] };
  const ids =
    offset >= bucketPagingFrom
      ? bucketPageIds(customerId, lines, offset, query.size)
      : indexPageIds(customerId, lines.where, offset, query.size);
  const rows = await db
    .select()
    .from(codLines)
    .where(ownedBy(codLines, { customerId }, inArray(codLines.id, sql`(${ids})`)))
    .orderBy(desc(codLines.createdAt), desc(codLines.id));
  return { ...figures, rows: await asSeen(db, { customerId }, rows) };
}

/**
 * A page of the COD bill's lines (newest first) and its exact total for a filter the buckets answer
 * (bucketsAnswer): the total and the held card from the buckets.
 */
export async function storedBillPage(
  db: Database,
  customerId: number,
  query: PageQuery & CodBillFilter,
  bucketPagingFrom = BUCKET_PAGING_FROM,
): Promise<{ total: number; held: number; rows: CodLineRow[] }> {
  const lines: PagedLines = query.status
    ? { statuses: [query.status], where: lineStatusIs(query.status, await lastCutDay(db, { customerId })) }
    : {};
  const { total, held, rows } = await storedPage(db, customerId, lines, query, bucketPagingFrom);
  return { total, held, rows };
}

/**
 * A page of the COD commission's lines (delivered or returned parcels, of a commission status or
 * all) with their count, commission and VAT, from the buckets: a line's commission status follows
 * from its status (cod.rules.ts LINE_COMMISSION).
 */
export async function storedCommissionPage(
  db: Database,
  customerId: number,
  query: PageQuery & CodCommissionFilter,
  bucketPagingFrom = BUCKET_PAGING_FROM,
) {
  const statuses = linesOfCommission(query.status);
  const lastCut = await lastCutDay(db, { customerId });
  const where = or(...statuses.map((status) => lineStatusIs(status, lastCut)));
  const { total, commission, vat, rows } = await storedPage(
    db,
    customerId,
    { statuses, where },
    query,
    bucketPagingFrom,
  );
  return { total, commission, vat, rows };
}
