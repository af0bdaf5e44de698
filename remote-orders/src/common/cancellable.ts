import type { ApiData } from 'shared';

type ManagedOrder = ApiData<'/customer-api/order/manage/page', 'post'>['records'][number];

/**
 * Whether the shipper may cancel an order in the status the list shows: only before pickup
 * ("Order created"), as the gateway's order-lifecycle `canCancel` allows. The gateway checks again
 * and names any order that moved on in the meantime.
 */
export function isCancellable(order: Pick<ManagedOrder, 'status'>): boolean {
  return order.status === 'CREATED';
}

/**
 * Whether an order's label may be printed: not once it is cancelled (the gateway refuses it too,
 * naming the waybill).
 */
export function isPrintable(order: Pick<ManagedOrder, 'status'>): boolean {
  return order.status !== 'CANCELLED';
}
