import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderStatusCounts } from '../../db/schema';
import { FOLD_AFTER_ROWS } from './list/order-status-counts.repo';
import { ownedBy } from '../../db/tenant-scope';

/**
 * Tests: moves one of the customer's orders to PROBLEM and back, FOLD_AFTER_ROWS / 2 + 1 times,
 * so that its status counters grow past FOLD_AFTER_ROWS delta rows (the next reader folds them).
 */
export async function churnStatusCounters(db: Database, customerId: number): Promise<void> {
  const [one] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(ownedBy(orders, { customerId }))
    .limit(1);
  for (let i = 0; i <= FOLD_AFTER_ROWS / 2; i += 1) {
    await db
      .update(orders)
      .set({ status: i % 2 === 0 ? 'PROBLEM' : one.status })
      .where(eq(orders.id, one.id));
  }
}

/** Tests: how many rows hold the customer's status counters. */
export async function counterRowCount(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderStatusCounts)
    .where(ownedBy(orderStatusCounts, { customerId }));
  return row.n;
}
