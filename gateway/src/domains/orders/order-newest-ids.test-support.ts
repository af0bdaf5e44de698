import { desc, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * Tests: the ids of the orders `where` selects, newest first (created_at, then id, as the lists
 * order them), read by a plain select: the reference the lists' pages and counts are compared with.
 * With a window, only the ids at positions [offset, offset + size), by plain OFFSET.
 */
export async function newestOrderIds(
  db: Database,
  where: SQL | undefined,
  window?: { offset: number; size: number },
): Promise<number[]> {
  const query = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const rows = window ? await query.offset(window.offset).limit(window.size) : await query;
  return rows.map((row) => row.id);
}
