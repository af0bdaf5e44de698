import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { ownedBy } from '../../db/tenant-scope';

/** Tests: one of the customer's orders without its id, to insert copies of under other values. */
export async function orderTemplateOf(db: Database, customerId: number) {
  const [{ id: _id, ...template }] = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, { customerId }))
    .limit(1);
  return template;
}
