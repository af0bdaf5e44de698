import { desc, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, orderTraces } from '../../../db/schema/orders';
import { ownedBy, type Tenant } from '../../../db/tenant-scope';

/** Orders of one customer by waybill; codes of other customers simply do not come back. */
export async function findOrdersByBillCodes(db: Database, owner: Tenant, billCodes: readonly string[]) {
  if (billCodes.length === 0) return [];
  return db
    .select({
      id: orders.id,
      billCode: orders.billCode,
      status: orders.status,
      senderCity: orders.senderCity,
      receiverCity: orders.receiverCity,
      senderProvince: orders.senderProvince,
      receiverProvince: orders.receiverProvince,
      productType: orders.productType,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(ownedBy(orders, owner, inArray(orders.billCode, [...billCodes])));
}

export type TracedOrder = Awaited<ReturnType<typeof findOrdersByBillCodes>>[number];

/** Scans of the given orders of one customer, newest first. */
export async function findTraces(db: Database, owner: Tenant, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderTraces)
    .where(ownedBy(orderTraces, owner, inArray(orderTraces.orderId, [...orderIds])))
    .orderBy(desc(orderTraces.scanTime), desc(orderTraces.id));
}
