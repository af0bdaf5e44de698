// The queries of the service domain's end-to-end hooks (test-service.routes.ts): the simulator's
// and the courier desk's view, across tenants.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { claims, orders, problemParcels, tickets } from '../db/schema';
import { acrossTenants } from '../db/tenant-scope';
import { NotFoundError } from '../http/envelope';

/** The order of a waybill, whoever's it is; not found when there is none. */
export async function orderByBillCode(db: Database, billCode: string) {
  const [order] = await acrossTenants('simulator', () =>
    db.select().from(orders).where(eq(orders.billCode, billCode)),
  );
  if (!order) throw new NotFoundError('order');
  return order;
}

/** The problem parcel of an order, whoever's it is. */
export async function problemOfOrder(db: Database, orderId: number) {
  const [row] = await acrossTenants('simulator', () =>
    db.select().from(problemParcels).where(eq(problemParcels.orderId, orderId)),
  );
  return row;
}

/** Moves a held parcel's deadline to `deadlineAt`. */
export async function setHoldDeadline(db: Database, orderId: number, deadlineAt: Date): Promise<void> {
  await acrossTenants('simulator', () =>
    db.update(problemParcels).set({ deadlineAt }).where(eq(problemParcels.orderId, orderId)),
  );
}

/** Makes a customer's tickets on the desk, and its claims waiting for a decision, due at `now`. */
export async function deskDueNow(db: Database, customerId: number, now: Date): Promise<void> {
  await db
    .update(tickets)
    .set({ deskDueAt: now })
    .where(and(eq(tickets.customerId, customerId), isNotNull(tickets.deskDueAt)));
  await db
    .update(claims)
    .set({ deskDueAt: now })
    .where(
      and(
        eq(claims.customerId, customerId),
        inArray(claims.status, ['SUBMITTED', 'UNDER_REVIEW', 'APPEALED']),
      ),
    );
}
