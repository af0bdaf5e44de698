// Over 300 lines: the COD bill's and the commission's list queries (filters, pages, cards, export batches)
// over cod_lines; the bucket paging of the bill page is in cod-bill-page.repo.ts.
import { count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codLines, type CodLineRow } from '../../../db/schema';
import { ownedBy, scopeOf, wholeCustomer, type Tenant } from '../../../db/tenant-scope';
import { NotFoundError } from '../../../http/envelope';
import { addDays, startOfWibDay, wibDay } from '../../../lib/calendar/business-days';
import { pageOffset, toPage, type PageQuery } from '../../../lib/paging/paging';
import { bucketsAnswer, storedBillCounts, storedBillPage, storedCommissionPage } from './cod-bill-page.repo';
import type { CodBillFilter, CodCommissionFilter } from './cod.schemas';
import {
  asSeen,
  batchNoIs,
  commissionStatusIs,
  lastCutDay,
  lineStatusIs,
  seenLine,
} from './cod-batch-range.repo';
import type { COD_LINE_STATUSES, COMMISSION_STATUSES } from './cod.schemas';

type LineStatus = (typeof COD_LINE_STATUSES)[number];
type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

const iso = (date: Date | null) => date?.toISOString() ?? null;

function deliveredBetween(from?: string, to?: string): (SQL | undefined)[] {
  return [
    from ? gte(codLines.deliveredAt, startOfWibDay(from)) : undefined,
    to ? lt(codLines.deliveredAt, startOfWibDay(addDays(to, 1))) : undefined,
  ];
}

/** The COD bill's conditions: status (as the batches' ranges give it), waybill, batch number, delivery days. */
async function billConditions(
  db: Database,
  tenant: Tenant,
  filter: CodBillFilter,
): Promise<(SQL | undefined)[]> {
  return [
    filter.status ? lineStatusIs(filter.status, await lastCutDay(db, tenant)) : undefined,
    filter.billCode ? eq(codLines.billCode, filter.billCode) : undefined,
    filter.batchNo ? batchNoIs(filter.batchNo) : undefined,
    ...deliveredBetween(filter.deliveredFrom, filter.deliveredTo),
  ];
}

export function toLineRecord(row: CodLineRow, batchNo: string | null) {
  return {
    id: row.id,
    orderId: row.orderId,
    billCode: row.billCode,
    customerOrderNo: row.customerOrderNo,
    productType: row.productType,
    codAmount: row.codAmount,
    goodsValue: row.goodsValue,
    status: row.status as LineStatus,
    deliveredAt: iso(row.deliveredAt),
    signer: row.signer,
    expectedPayoutDay: row.expectedPayoutDay,
    batchId: row.batchId,
    batchNo,
  };
}

async function batchNosOf(db: Database, tenant: Tenant, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: codBatches.id, batchNo: codBatches.batchNo })
    .from(codBatches)
    // the numbers of the batches of lines the caller sees, no batch total
    .where(ownedBy(codBatches, wholeCustomer(tenant.customerId), inArray(codBatches.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.batchNo]));
}

/**
 * The three balance cards: held (from the buckets whatever the filter, or the lines for a data-scoped caller), in
 * process and paid this (WIB) month (from the batches, on (customer_id, status, paid_at)).
 */
export async function balanceCards(db: Database, tenant: Tenant, now: Date, storedHeld?: number) {
  const monthStart = startOfWibDay(`${wibDay(now).slice(0, 7)}-01`);
  if (scopeOf(tenant)) return scopedBalanceCards(db, tenant, monthStart);
  const [batches] = await db
    .select({
      inProcess: sql<string>`coalesce(sum(${codBatches.netPayout}) filter (where ${codBatches.status} <> 'PAID'), 0)`,
      paid: sql<string>`coalesce(sum(${codBatches.netPayout}) filter (where ${codBatches.status} = 'PAID' and ${codBatches.paidAt} >= ${monthStart}), 0)`,
    })
    .from(codBatches)
    .where(ownedBy(codBatches, tenant));
  // held does not depend on the list's filter: from the buckets
  const held = storedHeld ?? (await storedBillCounts(db, tenant.customerId, undefined)).held;
  return { held, inProcess: Number(batches.inProcess), paidThisMonth: Number(batches.paid) };
}

/**
 * The cards of a data-scoped caller from its own lines (a batch's totals hold every sender's):
 * each line's COD less its commission and VAT, held (collected, not cut), in process (in a batch
 * not paid) and paid this month (remitted by a batch paid since `monthStart`).
 */
async function scopedBalanceCards(db: Database, tenant: Tenant, monthStart: Date) {
  const lastCut = await lastCutDay(db, tenant);
  const net = sql`${codLines.codAmount} - ${codLines.commission} - ${codLines.vat}`;
  // the ids of the customer's batches paid this month: no total of theirs is read
  const paidThisMonth = inArray(
    codLines.batchId,
    db
      .select({ id: codBatches.id })
      .from(codBatches)
      .where(
        ownedBy(
          codBatches,
          wholeCustomer(tenant.customerId),
          eq(codBatches.status, 'PAID'),
          gte(codBatches.paidAt, monthStart),
        ),
      ),
  );
  const [cards] = await db
    .select({
      held: sql<string>`coalesce(sum(${net}) filter (where ${lineStatusIs('COLLECTED', lastCut)}), 0)`,
      inProcess: sql<string>`coalesce(sum(${net}) filter (where ${lineStatusIs('IN_BATCH', lastCut)}), 0)`,
      paid: sql<string>`coalesce(sum(${net}) filter (where ${codLines.status} = 'REMITTED' and ${paidThisMonth}), 0)`,
    })
    .from(codLines)
    .where(ownedBy(codLines, tenant));
  return { held: Number(cards.held), inProcess: Number(cards.inProcess), paidThisMonth: Number(cards.paid) };
}

/** Up to this many lines of a delivery-day filter are sorted in memory for a page (a few ms). */
export const SORT_DELIVERED_UP_TO = 50_000;

/**
 * A page of a filter the buckets do not answer. A delivery-day filter selects its lines on
 * (customer_id, delivered_at) and sorts them (the planner would otherwise walk the created_at index
 * backwards through every later line); others read the page newest first on the indexes.
 */
async function filteredRows(
  db: Database,
  tenant: Tenant,
  query: PageQuery & CodBillFilter,
  where: SQL,
  total: number,
): Promise<CodLineRow[]> {
  const offset = pageOffset(query);
  if (offset >= total) return [];
  const newestFirst = [desc(codLines.createdAt), desc(codLines.id)];
  if ((query.deliveredFrom || query.deliveredTo) && total <= SORT_DELIVERED_UP_TO) {
    const ids = sql`with ranged as materialized (
        select ${codLines.id} as id, ${codLines.createdAt} as created_at from ${codLines} where ${where})
      select id from ranged order by created_at desc, id desc offset ${offset} limit ${query.size}`;
    return db
      .select()
      .from(codLines)
      .where(ownedBy(codLines, tenant, inArray(codLines.id, sql`(${ids})`)))
      .orderBy(...newestFirst);
  }
  return db
    .select()
    .from(codLines)
    .where(where)
    .orderBy(...newestFirst)
    .limit(query.size)
    .offset(offset);
}

/**
 * A page of the COD bill, newest first, with the balance cards. Unscoped callers with no filter or
 * a status filter: exact total and held card from cod_line_buckets, deep pages placed by day
 * (cod-bill-page.repo.ts). Other filters and data-scoped sub-accounts: exact count of the lines.
 */
export async function codBillPage(db: Database, tenant: Tenant, query: PageQuery & CodBillFilter, now: Date) {
  let total: number;
  let rows: CodLineRow[];
  let held: number | undefined;
  if (bucketsAnswer(tenant, query)) {
    ({ total, rows, held } = await storedBillPage(db, tenant.customerId, query));
  } else {
    const where = ownedBy(codLines, tenant, ...(await billConditions(db, tenant, query)));
    [{ total }] = await db.select({ total: count() }).from(codLines).where(where);
    rows = await asSeen(db, tenant, await filteredRows(db, tenant, query, where, total));
  }
  const batchNos = await batchNosOf(
    db,
    tenant,
    rows.map((row) => row.batchId),
  );
  return {
    ...toPage(
      query,
      total,
      rows.map((row) => toLineRecord(row, row.batchId ? (batchNos.get(row.batchId) ?? null) : null)),
    ),
    cards: await balanceCards(db, tenant, now, held),
  };
}

/** COD bill rows for an export, in keyset pages (newest first). */
export async function* codBillBatches(db: Database, tenant: Tenant, filter: CodBillFilter, dataAsOf: Date) {
  const conditions = await billConditions(db, tenant, filter);
  for await (const rows of lineRowBatches(db, tenant, conditions, dataAsOf)) {
    const batchNos = await batchNosOf(
      db,
      tenant,
      rows.map((row) => row.batchId),
    );
    yield rows.map((row) => toLineRecord(row, row.batchId ? (batchNos.get(row.batchId) ?? null) : null));
  }
}

/** The number of lines an export of these conditions writes: those created by its data moment. */
async function countLines(db: Database, tenant: Tenant, conditions: (SQL | undefined)[], dataAsOf: Date) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(codLines)
    .where(ownedBy(codLines, tenant, lte(codLines.createdAt, dataAsOf), ...conditions));
  return total;
}

export async function countCodBill(db: Database, tenant: Tenant, filter: CodBillFilter, dataAsOf: Date) {
  return countLines(db, tenant, await billConditions(db, tenant, filter), dataAsOf);
}

async function commissionConditions(
  db: Database,
  tenant: Tenant,
  filter: CodCommissionFilter,
): Promise<(SQL | undefined)[]> {
  return [
    sql`${codLines.status} not in ('AWAITING_COLLECTION','FAILED_TO_COLLECT')`,
    filter.status ? commissionStatusIs(filter.status, await lastCutDay(db, tenant)) : undefined,
    filter.billCode ? eq(codLines.billCode, filter.billCode) : undefined,
    ...deliveredBetween(filter.deliveredFrom, filter.deliveredTo),
  ];
}

export function toCommissionRecord(row: CodLineRow, batchNo: string | null) {
  return {
    id: row.id,
    billCode: row.billCode,
    feeBase: row.codAmount,
    rateBp: row.commissionRateBp,
    minFee: row.minCommission,
    fee: row.commission,
    vat: row.vat,
    total: row.commission + row.vat,
    status: row.commissionStatus as CommissionStatus,
    deliveredAt: iso(row.deliveredAt),
    batchNo,
  };
}

/** The commission lines, their count and sums, counted on the lines (a filter the buckets do not answer). */
async function countedCommissionPage(db: Database, tenant: Tenant, query: PageQuery & CodCommissionFilter) {
  const where = ownedBy(codLines, tenant, ...(await commissionConditions(db, tenant, query)));
  const [sums] = await db
    .select({
      count: count(),
      fee: sql<string>`coalesce(sum(${codLines.commission}), 0)`,
      vat: sql<string>`coalesce(sum(${codLines.vat}), 0)`,
    })
    .from(codLines)
    .where(where);
  const rows = await asSeen(
    db,
    tenant,
    await db
      .select()
      .from(codLines)
      .where(where)
      .orderBy(desc(codLines.createdAt), desc(codLines.id))
      .limit(query.size)
      .offset(pageOffset(query)),
  );
  return { total: sums.count, commission: Number(sums.fee), vat: Number(sums.vat), rows };
}

/**
 * The commission lines (delivered or returned parcels) and their totals for the filter, newest
 * first: from cod_line_buckets for an unscoped caller with a status filter at most (as the COD
 * bill), counted on the lines otherwise.
 */
export async function commissionPage(db: Database, tenant: Tenant, query: PageQuery & CodCommissionFilter) {
  const { total, commission, vat, rows } = bucketsAnswer(tenant, query)
    ? await storedCommissionPage(db, tenant.customerId, query)
    : await countedCommissionPage(db, tenant, query);
  const batchNos = await batchNosOf(
    db,
    tenant,
    rows.map((row) => row.batchId),
  );
  return {
    ...toPage(
      query,
      total,
      rows.map((row) => toCommissionRecord(row, row.batchId ? (batchNos.get(row.batchId) ?? null) : null)),
    ),
    totals: { fee: commission, vat, total: commission + vat, count: total },
  };
}

export async function* commissionBatches(
  db: Database,
  tenant: Tenant,
  filter: CodCommissionFilter,
  dataAsOf: Date,
) {
  const conditions = await commissionConditions(db, tenant, filter);
  for await (const rows of lineRowBatches(db, tenant, conditions, dataAsOf)) {
    const batchNos = await batchNosOf(
      db,
      tenant,
      rows.map((row) => row.batchId),
    );
    yield rows.map((row) =>
      toCommissionRecord(row, row.batchId ? (batchNos.get(row.batchId) ?? null) : null),
    );
  }
}

export async function countCommission(
  db: Database,
  tenant: Tenant,
  filter: CodCommissionFilter,
  dataAsOf: Date,
) {
  return countLines(db, tenant, await commissionConditions(db, tenant, filter), dataAsOf);
}

async function* lineRowBatches(
  db: Database,
  tenant: Tenant,
  conditions: (SQL | undefined)[],
  dataAsOf: Date,
  size = 2_000,
) {
  let after: { createdAt: Date; id: number } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${codLines.createdAt}, ${codLines.id}) < (${after.createdAt}, ${after.id})`
      : undefined;
    const rows: CodLineRow[] = await db
      .select()
      .from(codLines)
      .where(ownedBy(codLines, tenant, lte(codLines.createdAt, dataAsOf), cursor, ...conditions))
      .orderBy(desc(codLines.createdAt), desc(codLines.id))
      .limit(size);
    if (rows.length === 0) return;
    yield await asSeen(db, tenant, rows);
    const last: CodLineRow = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
    if (rows.length < size) return;
  }
}

/** One commission line with its line, of the tenant only. */
export async function commissionDetail(
  db: Database,
  tenant: Tenant,
  id: number,
  vat: { vatRateBp: number; vatBase: string },
) {
  const row = await seenLine(db, tenant, eq(codLines.id, id));
  if (!row) throw new NotFoundError('codLine');
  const batchNos = await batchNosOf(db, tenant, [row.batchId]);
  const batchNo = row.batchId ? (batchNos.get(row.batchId) ?? null) : null;
  return { ...toCommissionRecord(row, batchNo), line: toLineRecord(row, batchNo), ...vat };
}
