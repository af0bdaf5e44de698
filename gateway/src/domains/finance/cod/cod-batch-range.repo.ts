import { and, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { codBatches, codLineBuckets, codLines, type CodBatchRow, type CodLineRow } from '../../../db/schema';
import { ownedBy, wholeCustomer, type Tenant } from '../../../db/tenant-scope';
import { addDays } from '../../../lib/calendar/business-days';
import type { Tx } from './cod-batch-event.repo';

// A batch's lines are a range, not a write per line: the COLLECTED lines whose payout day is after
// the batch's `lines_after_day` (the previous cut-off) and up to its cut-off day. A cut is then one
// read of its lines and a few bucket rows, whatever the number of lines (bench/finance.mjs). A line
// is written again only when it leaves the range: DISPUTED (batch_id set) or paid (REMITTED,
// batch_id set). Every read of a line's status, commission status or batch goes through here.

type Db = Database | Tx;

/** Advisory-lock namespace of a customer's batch cut (exclusive) and of the writes that pick a payout day (shared). */
export const CUT_LOCK = 0xc0d;

/** The customer's last cut-off day, or null before its first batch. */
export async function lastCutDay(db: Db, tenant: Tenant): Promise<string | null> {
  const [row] = await db
    .select({ day: codBatches.cutOffDay })
    .from(codBatches)
    // the day of the customer's last cut, no amount: it places a scoped user's own lines too
    .where(ownedBy(codBatches, wholeCustomer(tenant.customerId)))
    .orderBy(desc(codBatches.cutOffDay))
    .limit(1);
  return row?.day ?? null;
}

/**
 * The payout day a line collected (or released from a dispute) now gets: `due`, or the day after
 * the last cut if that is later, so no batch already cut takes it. Waits for a running cut.
 */
export async function openPayoutDay(tx: Db, tenant: Tenant, due: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${CUT_LOCK}, ${tenant.customerId})`);
  const last = await lastCutDay(tx, tenant);
  const open = last ? addDays(last, 1) : due;
  return due > open ? due : open;
}

/**
 * A line's bucket day as the triggers' `order_page_bucket_day(created_at)` gives it (UTC days since
 * 1970), by date arithmetic: the same number, and the planner groups a cut's 100,000 lines by it
 * in a hash instead of sorting them (bench/finance.mjs: the cut's read went from 365 to 162 ms).
 */
export const lineBucketDay = sql<number>`((${codLines.createdAt} at time zone 'UTC')::date - date '1970-01-01')`;

/** COLLECTED lines due after `after` up to `upTo` (a batch's range, or the next cut's). */
export function collectedBetween(after: string, upTo: string): SQL {
  return and(
    eq(codLines.status, 'COLLECTED'),
    gt(codLines.expectedPayoutDay, after),
    lte(codLines.expectedPayoutDay, upTo),
  ) as SQL;
}

/** The lines of a batch still in it or paid by it: its range, and the lines written with its id. */
export function linesOfBatch(
  batch: Pick<CodBatchRow, 'id' | 'linesAfterDay' | 'cutOffDay'>,
  statuses: string[],
): SQL {
  return or(
    and(eq(codLines.batchId, batch.id), inArray(codLines.status, statuses)),
    collectedBetween(batch.linesAfterDay, batch.cutOffDay),
  ) as SQL;
}

/** The condition for a line status as the shipper sees it (IN_BATCH: collected and cut). */
export function lineStatusIs(status: string, lastCut: string | null): SQL {
  if (status === 'IN_BATCH')
    return lastCut
      ? (or(eq(codLines.status, 'IN_BATCH'), collectedBetween('', lastCut)) as SQL)
      : eq(codLines.status, 'IN_BATCH');
  if (status === 'COLLECTED' && lastCut)
    return and(
      eq(codLines.status, 'COLLECTED'),
      or(isNull(codLines.expectedPayoutDay), gt(codLines.expectedPayoutDay, lastCut)),
    ) as SQL;
  return eq(codLines.status, status);
}

/** The condition for a commission status as the shipper sees it (BILLED: the line is in a batch). */
export function commissionStatusIs(status: string, lastCut: string | null): SQL {
  const cut = lastCut ? collectedBetween('', lastCut) : undefined;
  if (status === 'BILLED' && cut) return or(eq(codLines.commissionStatus, 'BILLED'), cut) as SQL;
  if (status === 'UNBILLED' && cut)
    return and(eq(codLines.commissionStatus, 'UNBILLED'), sql`not (${cut})`) as SQL;
  return eq(codLines.commissionStatus, status);
}

/** The condition for the lines of a batch number (the COD bill's batch filter). */
export function batchNoIs(batchNo: string): SQL {
  return sql`exists (select 1 from ${codBatches} b where b.batch_no = ${batchNo}
    and b.customer_id = ${codLines.customerId}
    and (b.id = ${codLines.batchId} or (${codLines.status} = 'COLLECTED'
      and ${codLines.expectedPayoutDay} > b.lines_after_day and ${codLines.expectedPayoutDay} <= b.cut_off_day)))`;
}

type SeenFields = Pick<CodLineRow, 'status' | 'expectedPayoutDay' | 'batchId'> & {
  commissionStatus?: string;
};

/**
 * The lines with the status, commission status and batch a batch's range gives them: a COLLECTED
 * line a batch covers is IN_BATCH, its commission BILLED.
 */
export async function asSeen<Line extends SeenFields>(db: Db, tenant: Tenant, rows: Line[]): Promise<Line[]> {
  const days = rows
    .filter((row) => row.status === 'COLLECTED' && row.expectedPayoutDay)
    .map((row) => row.expectedPayoutDay as string);
  if (days.length === 0) return rows;
  const earliest = days.reduce((a, b) => (a < b ? a : b));
  const latest = days.reduce((a, b) => (a > b ? a : b));
  const batches = await db
    .select({ id: codBatches.id, after: codBatches.linesAfterDay, cut: codBatches.cutOffDay })
    .from(codBatches)
    .where(
      ownedBy(
        codBatches,
        // the ranges only, no amount: a scoped user's lines get their status from them too
        wholeCustomer(tenant.customerId),
        sql`${codBatches.cutOffDay} >= ${earliest}`,
        sql`${codBatches.linesAfterDay} < ${latest}`,
      ),
    );
  if (batches.length === 0) return rows;
  return rows.map((row) => {
    if (row.status !== 'COLLECTED' || !row.expectedPayoutDay) return row;
    const day = row.expectedPayoutDay;
    const batch = batches.find((b) => day > b.after && day <= b.cut);
    if (!batch) return row;
    const seen = { ...row, status: 'IN_BATCH', batchId: batch.id };
    return row.commissionStatus === undefined ? seen : { ...seen, commissionStatus: 'BILLED' };
  });
}

/** The tenant's line `where` selects (one waybill, one id), as the shipper sees it; undefined when none. */
export async function seenLine(db: Db, tenant: Tenant, where: SQL): Promise<CodLineRow | undefined> {
  const rows = await db
    .select()
    .from(codLines)
    .where(ownedBy(codLines, tenant, where))
    .limit(1);
  const [line] = await asSeen(db, tenant, rows);
  return line;
}

/**
 * Moves the COD bill's bucket counts of the lines `where` selects from one status to another, for
 * a change the lines' own triggers do not see (a cut, or a line leaving its batch's range).
 */
export async function moveBuckets(tx: Tx, tenant: Tenant, where: SQL, from: string, to: string) {
  await tx.execute(sql`
    insert into ${codLineBuckets} (customer_id, status, day, lines, net, commission, vat)
    select ${tenant.customerId}, s.status, l.day, s.sign * l.lines, s.sign * l.net, s.sign * l.commission,
      s.sign * l.vat
    from (
      select ${lineBucketDay} as day, count(*) as lines,
        sum(${codLines.codAmount} - ${codLines.commission} - ${codLines.vat}) as net,
        sum(${codLines.commission}) as commission, sum(${codLines.vat}) as vat
      from ${codLines} where ${ownedBy(codLines, tenant, where)} group by 1
    ) l cross join (values (${from}::varchar, -1), (${to}::varchar, 1)) as s(status, sign)`);
}
