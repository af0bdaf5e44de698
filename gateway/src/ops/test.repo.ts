// The queries of the end-to-end test hooks (test*.routes.ts, registered only with
// GATEWAY_TEST_HOOKS): what production never runs.
import { and, desc, eq } from 'drizzle-orm';
import type { SessionContext } from '../auth/session-types';
import type { Database } from '../db/client';
import { analyticsEvents, customers, exportJobs, mailOutbox, orders, orderTraces, users } from '../db/schema';
import { buildBulkOrder } from '../db/seed/bulk/orders';
import { ownedBy } from '../db/tenant-scope';
import { NotFoundError } from '../http/envelope';

/** A customer's id by its code; not found when there is none. */
export async function customerIdByCode(db: Database, customerCode: string): Promise<number> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, customerCode));
  if (!customer) throw new NotFoundError('customer');
  return customer.id;
}

/** The newest mail to an address (of one kind when given); not found when there is none. */
export async function newestMail(db: Database, to: string, kind: string | undefined) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(kind ? and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new NotFoundError('mail');
  return mail;
}

/** The analytics events collected for a user id, in the order they came. */
export function analyticsEventsOf(db: Database, userId: string) {
  return db
    .select({
      eventType: analyticsEvents.eventType,
      pageName: analyticsEvents.pageName,
      pageId: analyticsEvents.pageId,
      fromPage: analyticsEvents.fromPage,
      userId: analyticsEvents.userId,
      isLogin: analyticsEvents.isLogin,
      duration: analyticsEvents.duration,
      buttonName: analyticsEvents.buttonName,
    })
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(analyticsEvents.id);
}

/** The ids of one login's user, or of every user without a login code. */
export function userIdsOf(db: Database, loginCode: string | undefined) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(loginCode === undefined ? undefined : eq(users.loginCode, loginCode));
}

/**
 * Gives a login `count` orders built as the bulk seed builds them (db/seed/bulk), with their
 * scans, from bulk index `start`, 500 per transaction; answers how many traces were added.
 */
export async function addBulkOrders(db: Database, loginCode: string, count: number, start: number) {
  const [user] = await db
    .select({ id: users.id, customerId: users.customerId })
    .from(users)
    .where(eq(users.loginCode, loginCode));
  if (!user) throw new NotFoundError('user');
  const now = new Date();
  let traceCount = 0;
  for (let first = start; first < start + count; first += 500) {
    const built = Array.from({ length: Math.min(500, start + count - first) }, (_, k) =>
      buildBulkOrder(first + k, user.customerId, user.id, now),
    );
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(orders)
        .values(built.map((order) => order.row))
        .returning({ id: orders.id });
      const traces = built.flatMap((order, k) =>
        order.traces.map((trace) => ({ ...trace, orderId: ids[k].id })),
      );
      traceCount += traces.length;
      await tx.insert(orderTraces).values(traces);
    });
  }
  return traceCount;
}

/** An export of the caller's caught mid-run, as a stopped process leaves one. */
export async function addRunningExport(
  db: Database,
  session: SessionContext,
  job: { type: string; rowsDone: number; rowsTotal: number },
): Promise<number> {
  const [row] = await db
    .insert(exportJobs)
    .values({
      customerId: session.customerId,
      userId: session.userId,
      type: job.type,
      filter: {},
      language: session.language,
      status: 'RUNNING',
      startedAt: new Date(),
      rowsDone: job.rowsDone,
      rowsTotal: job.rowsTotal,
    })
    .returning({ id: exportJobs.id });
  return row.id;
}

/** Removes one of the caller's exports; answers how many were removed. */
export async function removeExport(db: Database, session: SessionContext, id: number): Promise<number> {
  const removed = await db
    .delete(exportJobs)
    .where(ownedBy(exportJobs, session, eq(exportJobs.id, id)))
    .returning({ id: exportJobs.id });
  return removed.length;
}
