import type { Database } from '../../../db/client';
import type { Tenant } from '../../../db/tenant-scope';
import { BizError, NotFoundError } from '../../../http/envelope';
import { estimateArrival, NO_ARRIVAL_STATUSES } from '../../../parcel/arrival';
import { findOrdersByBillCodes, findTraces } from './trace.repo';
import { isOrderStatus, statusLabel, type OrderStatus } from '../../../parcel/status';
import { renderTraceDescription } from '../../../parcel/trace-text';

function asStatus(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`unknown order status in database: ${value}`);
  return value;
}

/** Trace lists for the caller's own waybills, in the order asked; the rest are "not found". */
export async function traceList(db: Database, owner: Tenant, billCodes: string[], language: string) {
  const found = await findOrdersByBillCodes(db, owner, billCodes);
  const traces = await findTraces(
    db,
    owner,
    found.map((order) => order.id),
  );
  const byCode = new Map(found.map((order) => [order.billCode, order]));
  const list = billCodes.flatMap((code) => {
    const order = byCode.get(code);
    if (!order) return [];
    const status = asStatus(order.status);
    return [
      {
        billCode: order.billCode,
        status,
        statusLabel: statusLabel(status, language),
        senderCity: order.senderCity,
        receiverCity: order.receiverCity,
        traces: traces
          .filter((trace) => trace.orderId === order.id)
          .map((trace) => ({
            scanTime: trace.scanTime.toISOString(),
            status: asStatus(trace.status),
            statusLabel: statusLabel(trace.status, language),
            scanType: trace.scanType,
            description: renderTraceDescription(trace.description, trace, language),
            location: trace.location,
            networkName: trace.networkName,
          })),
      },
    ];
  });
  return { list, notFound: billCodes.filter((code) => !byCode.has(code)) };
}

export async function arrivalTime(db: Database, owner: Tenant, billCode: string) {
  const [order] = await findOrdersByBillCodes(db, owner, [billCode]);
  if (!order) throw new NotFoundError('waybill');
  const status = asStatus(order.status);
  if (NO_ARRIVAL_STATUSES.includes(status)) {
    throw new BizError('orders.arrivalUnavailable', { billCode });
  }
  const traces = await findTraces(db, owner, [order.id]);
  // Traces are newest first: the last match is the first pickup, the first match the latest delivery.
  const pickup = traces.filter((trace) => trace.status === 'PICKED_UP').at(-1);
  const delivery = traces.find((trace) => trace.status === 'DELIVERED');
  const estimate = estimateArrival({
    status,
    productType: order.productType,
    senderProvince: order.senderProvince,
    receiverProvince: order.receiverProvince,
    createdAt: order.createdAt,
    pickedUpAt: pickup?.scanTime ?? null,
    deliveredAt: delivery?.scanTime ?? null,
  });
  return {
    billCode: order.billCode,
    estimatedArrival: estimate.estimatedArrival.toISOString(),
    serviceDays: estimate.serviceDays,
    basis: estimate.basis,
  };
}
