// The reports' end-to-end recount (test-reports.routes.ts): straight from `orders`, not from the
// read model, so that the e2e suite compares the dashboard with the raw rows.
import { asc, count, eq, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, users } from '../db/schema';
import { acrossTenants, ownedBy, wholeCustomer } from '../db/tenant-scope';
import { FINAL_STATUSES } from '../parcel/status';

const DAY_MS = 86_400_000;

/**
 * A login's orders created from the first WIB day to the last (inclusive), counted by status;
 * undefined for an unknown login.
 * @example
 * await recountCreatedOrders(db, 'demo', '2026-11-01', '2026-11-28'); // { created: 412, byStatus: { SIGNED: 300, ... } }
 */
export function recountCreatedOrders(
  db: Database,
  loginCode: string,
  from: string,
  to: string,
): Promise<{ created: number; byStatus: Record<string, number> } | undefined> {
  return acrossTenants('seed', async () => {
    const [user] = await db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.loginCode, loginCode));
    if (!user) return undefined;
    // WIB midnight of the first day up to WIB midnight after the last
    const start = new Date(`${from}T00:00:00+07:00`);
    const end = new Date(new Date(`${to}T00:00:00+07:00`).getTime() + DAY_MS);
    const rows = await db
      .select({ status: orders.status, orders: count() })
      .from(orders)
      .where(
        ownedBy(
          orders,
          wholeCustomer(user.customerId),
          gte(orders.createdAt, start),
          lt(orders.createdAt, end),
        ),
      )
      .groupBy(orders.status);
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, Number(row.orders)]));
    return { created: rows.reduce((sum, row) => sum + Number(row.orders), 0), byStatus };
  });
}

/**
 * Makes `count` of a login's parcels still under way look stuck: their last change `days` days
 * ago (the order-status check's e2e suite needs some whatever the simulator did since the seed).
 * Returns their bill codes, oldest id first; undefined for an unknown login.
 */
export function ageParcelsUnderWay(
  db: Database,
  loginCode: string,
  howMany: number,
  days: number,
): Promise<string[] | undefined> {
  return acrossTenants('seed', async () => {
    const [user] = await db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.loginCode, loginCode));
    if (!user) return undefined;
    const tenant = wholeCustomer(user.customerId);
    const picked = await db
      .select({ id: orders.id })
      .from(orders)
      .where(ownedBy(orders, tenant, notInArray(orders.status, [...FINAL_STATUSES])))
      .orderBy(asc(orders.id))
      .limit(howMany);
    if (picked.length === 0) return [];
    const aged = await db
      .update(orders)
      .set({ updatedAt: new Date(Date.now() - days * DAY_MS) })
      .where(
        ownedBy(
          orders,
          tenant,
          inArray(
            orders.id,
            picked.map((row) => row.id),
          ),
        ),
      )
      .returning({ billCode: orders.billCode });
    return aged.map((row) => row.billCode);
  });
}
