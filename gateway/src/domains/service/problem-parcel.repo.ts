import { and, asc, count, desc, eq, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { problemParcels } from '../../db/schema/service';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { loadSettings } from './dictionary.repo';
import {
  afterDecision,
  OPEN_PROBLEM_STATUSES,
  decisionRefusal,
  secondsLeft,
  type ProblemDecision,
  type ProblemStatus,
} from './problem-parcel.rules';

/** What the simulator needs of a held parcel: where it stands with its shipper. */
export async function heldViews(db: Database, orderIds: readonly number[]) {
  const views = new Map<
    number,
    { status: string; reasonCode: string; corrected: boolean; attemptsLeft: boolean }
  >();
  if (orderIds.length === 0) return views;
  const settings = await loadSettings(db);
  const rows = await db
    .select()
    .from(problemParcels)
    .where(inArray(problemParcels.orderId, [...orderIds]));
  for (const row of rows)
    views.set(row.orderId, {
      status: row.status,
      reasonCode: row.reasonCode,
      corrected: row.corrected,
      attemptsLeft: row.attempts < settings.maxAttempts,
    });
  return views;
}

/** SQL: the order's held parcel has a decision the courier acts on (re-attempt or return). */
export function decidedHeldParcel(orderId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${problemParcels} where ${problemParcels.orderId} = ${orderId} and ${problemParcels.status} in ('REATTEMPT','RETURN'))`;
}

export interface ProblemFilter {
  view?: 'OPEN' | 'DECIDED' | 'ALL';
  reasonCode?: string;
  billCode?: string;
  sort?: 'DEADLINE' | 'HELD_AT';
}

const DECIDED = ['REATTEMPT', 'RETURN', 'CLOSED'];

function problemWhere(tenant: Tenant, filter: ProblemFilter): SQL {
  const view = filter.view ?? 'OPEN';
  return ownedBy(
    problemParcels,
    tenant,
    view === 'OPEN'
      ? // written out (not parameters) so that the planner matches the inbox's partial index
        sql`${problemParcels.status} in ('AWAITING_SHIPPER','HOLD')`
      : view === 'DECIDED'
        ? inArray(problemParcels.status, DECIDED)
        : undefined,
    filter.reasonCode ? eq(problemParcels.reasonCode, filter.reasonCode) : undefined,
    filter.billCode ? eq(problemParcels.billCode, filter.billCode) : undefined,
  );
}

function selectProblems(db: Database) {
  return db
    .select({
      id: problemParcels.id,
      orderId: problemParcels.orderId,
      billCode: problemParcels.billCode,
      reasonCode: problemParcels.reasonCode,
      attempts: problemParcels.attempts,
      courierNote: problemParcels.courierNote,
      status: problemParcels.status,
      heldAt: problemParcels.heldAt,
      deadlineAt: problemParcels.deadlineAt,
      decidedAt: problemParcels.decidedAt,
      corrected: problemParcels.corrected,
      receiverName: orders.receiverName,
      receiverPhone: orders.receiverPhone,
      receiverProvince: orders.receiverProvince,
      receiverCity: orders.receiverCity,
      receiverDistrict: orders.receiverDistrict,
      receiverDistrictCode: orders.receiverDistrictCode,
      receiverAddress: orders.receiverAddress,
      orderStatus: orders.status,
      codAmount: orders.codAmount,
      freightFee: orders.freightFee,
    })
    .from(problemParcels)
    .innerJoin(
      orders,
      and(eq(orders.id, problemParcels.orderId), eq(orders.customerId, problemParcels.customerId)),
    );
}

type ProblemJoined = Awaited<ReturnType<typeof selectProblems>>[number];

export function problemRecord(row: ProblemJoined, now: Date) {
  return {
    ...row,
    status: row.status as ProblemStatus,
    receiverPhone: maskPhone(row.receiverPhone),
    heldAt: row.heldAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    secondsLeft: OPEN_PROBLEM_STATUSES.includes(row.status as never) ? secondsLeft(row.deadlineAt, now) : 0,
    codAmount: Math.round(row.codAmount),
    freightFee: Math.round(row.freightFee),
  };
}

/** The inbox: held parcels of the tenant, soonest deadline first (or newest held first). */
export async function problemPage(db: Database, tenant: Tenant, query: PageQuery & ProblemFilter, now: Date) {
  const where = problemWhere(tenant, query);
  const order =
    query.sort === 'HELD_AT'
      ? [desc(problemParcels.heldAt), desc(problemParcels.id)]
      : [asc(problemParcels.deadlineAt), asc(problemParcels.id)];
  // the count (index-only on its narrow partial index) and the page's ids (index-only on the inbox
  // index, so deep pages stay cheap) side by side on two connections; then the ids' orders
  const [[{ total }], ids] = await Promise.all([
    db.select({ total: count() }).from(problemParcels).where(where),
    db
      .select({ id: problemParcels.id })
      .from(problemParcels)
      .where(where)
      .orderBy(...order)
      .limit(query.size)
      .offset(pageOffset(query)),
  ]);
  if (ids.length === 0) return toPage(query, total, []);
  const rows = await selectProblems(db).where(
    ownedBy(
      problemParcels,
      tenant,
      inArray(
        problemParcels.id,
        ids.map((row) => row.id),
      ),
    ),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paged = ids.map((row) => byId.get(row.id)).filter((row): row is ProblemJoined => row !== undefined);
  return toPage(
    query,
    total,
    paged.map((row) => problemRecord(row, now)),
  );
}

/** Rows for an export (keyset by id), in the inbox's filter. */
export async function problemRowsAfter(
  db: Database,
  tenant: Tenant,
  filter: ProblemFilter,
  afterId: number,
  size: number,
) {
  return selectProblems(db)
    .where(and(problemWhere(tenant, filter), sql`${problemParcels.id} > ${afterId}`))
    .orderBy(asc(problemParcels.id))
    .limit(size);
}

export async function countProblems(db: Database, tenant: Tenant, filter: ProblemFilter): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(problemParcels)
    .where(problemWhere(tenant, filter));
  return total;
}

export async function problemDetail(db: Database, tenant: Tenant, id: number, now: Date) {
  const [row] = await selectProblems(db).where(ownedBy(problemParcels, tenant, eq(problemParcels.id, id)));
  return row ? problemRecord(row, now) : null;
}

/** Parcels with no scan for `days` days, not held and not final: shown in the inbox too. */
export async function stuckPage(db: Database, tenant: Tenant, query: PageQuery, days: number, now: Date) {
  const cutoff = new Date(now.getTime() - days * 24 * 3600 * 1000);
  const where = ownedBy(
    orders,
    tenant,
    notInArray(orders.status, ['CREATED', 'DELIVERED', 'RETURNED', 'CANCELLED', 'PROBLEM']),
    lt(orders.updatedAt, cutoff),
  );
  const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
  const rows = await db
    .select({
      orderId: orders.id,
      billCode: orders.billCode,
      status: orders.status,
      receiverName: orders.receiverName,
      receiverCity: orders.receiverCity,
      lastScanAt: orders.updatedAt,
      freightFee: orders.freightFee,
    })
    .from(orders)
    .where(where)
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => ({
      ...row,
      lastScanAt: row.lastScanAt.toISOString(),
      daysWithoutScan: Math.floor((now.getTime() - row.lastScanAt.getTime()) / (24 * 3600 * 1000)),
      freightFee: Math.round(row.freightFee),
    })),
  );
}

/**
 * Applies one decision to many held parcels of the tenant, all or nothing: every parcel is checked
 * first (unknown, closed, past its deadline, no attempts left: refused with its waybill, nothing
 * changes), then each row changes once in one transaction.
 */
export async function decideProblems(
  db: Database,
  tenant: Tenant & { userId: number },
  ids: readonly number[],
  decision: ProblemDecision,
  now: Date,
  options: { corrected?: boolean } = {},
): Promise<{ id: number; billCode: string; orderId: number; status: string; deadlineAt: string }[]> {
  const settings = await loadSettings(db);
  const unique = [...new Set(ids)];
  const rows = await db
    .select()
    .from(problemParcels)
    .where(ownedBy(problemParcels, tenant, inArray(problemParcels.id, unique)));
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((row) => row.id));
    throw new BizError('service.problem.notFound', { id: unique.find((id) => !found.has(id)) ?? 0 });
  }
  for (const row of rows) {
    const refusal = decisionRefusal(row, decision, now, settings);
    if (refusal) throw new BizError(refusal, { billCode: row.billCode });
  }
  return db.transaction(async (tx) => {
    const changed = [];
    for (const row of rows) {
      const next = afterDecision(decision, now, settings, row.deadlineAt);
      const [updated] = await tx
        .update(problemParcels)
        .set({
          status: next.status,
          deadlineAt: next.deadlineAt,
          decidedAt: now,
          decidedBy: tenant.userId,
          corrected: options.corrected ?? row.corrected,
          remindedAt: decision === 'HOLD' ? null : row.remindedAt,
          updatedAt: now,
        })
        .where(
          ownedBy(
            problemParcels,
            tenant,
            eq(problemParcels.id, row.id),
            inArray(problemParcels.status, [...OPEN_PROBLEM_STATUSES]),
          ),
        )
        .returning();
      if (!updated) throw new BizError('service.problem.closed', { billCode: row.billCode });
      changed.push({
        id: updated.id,
        billCode: updated.billCode,
        orderId: updated.orderId,
        status: updated.status,
        deadlineAt: updated.deadlineAt.toISOString(),
      });
    }
    return changed;
  });
}

export async function problemById(db: Database, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(problemParcels)
    .where(ownedBy(problemParcels, tenant, eq(problemParcels.id, id)));
  return row ?? null;
}
