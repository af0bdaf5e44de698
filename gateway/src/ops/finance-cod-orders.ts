import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, orderTraces } from '../db/schema/orders';
import { acrossTenants } from '../db/tenant-scope';
import { billCodeFromBody } from '../parcel/bill-code';
import { codFee } from '../parcel/freight';
import { scanPlace } from '../parcel/scan-place';
import { isOrderStatus } from '../parcel/status';
import { recordScan } from '../domains/orders/trace/trace-scan.service';
import { nextStep, type Fate, type HeldView } from './simulator';
import { buildBulkOrder } from '../db/seed/bulk/orders';
// the finance.codLine scan effect registers when the finance domain loads
import '../domains/finance';

/** One COD order to create and walk: its COD amount (rupiah) and how its journey ends. */
export interface CodOrderSpec {
  codAmount: number;
  fate: Fate;
}

const HOUR_MS = 3_600_000;
const RETURN_DECIDED: HeldView = {
  status: 'RETURN',
  reasonCode: 'RECEIVER_ABSENT',
  corrected: false,
  attemptsLeft: false,
};

/**
 * Creates COD orders of a customer (waybills `JP8…`, numbered from `first`, idempotent by the
 * customer's order number) and walks each one through the courier's scans (recordScan, the path of
 * ops/simulator.ts) to DELIVERED or RETURNED, its last scan at `deliveredAt`. The finance scan
 * effect turns them into COD lines exactly as a live scan does. Answers the orders' ids and waybills.
 */
export async function createCodOrders(
  db: Database,
  customerId: number,
  userId: number | null,
  specs: readonly CodOrderSpec[],
  first: number,
  deliveredAt: Date,
): Promise<{ orderId: number; billCode: string }[]> {
  return acrossTenants('simulator', async () => {
    const made: { orderId: number; billCode: string }[] = [];
    for (const [k, spec] of specs.entries()) {
      const n = first + k;
      const billCode = billCodeFromBody(
        `8${String(customerId % 100).padStart(2, '0')}${String(n).padStart(7, '0')}`,
      );
      const customerOrderNo = `COD-${customerId}-${n}`;
      const [existing] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.customerOrderNo, customerOrderNo)));
      let orderId = existing?.id;
      if (!orderId) {
        const built = buildBulkOrder(n, customerId, userId, new Date(deliveredAt.getTime() - 72 * HOUR_MS));
        // the COD fee of this order's COD amount (the bulk order it starts from has its own)
        const fee = codFee(spec.codAmount);
        const [row] = await db
          .insert(orders)
          .values({
            ...built.row,
            billCode,
            customerOrderNo,
            codAmount: spec.codAmount,
            codFee: fee,
            totalFee: built.row.freightFee + built.row.insuranceFee + fee,
            status: 'CREATED',
            signer: null,
            signedAt: null,
            createdAt: new Date(deliveredAt.getTime() - 72 * HOUR_MS),
            updatedAt: new Date(deliveredAt.getTime() - 72 * HOUR_MS),
          })
          .returning({ id: orders.id });
        orderId = row.id;
      }
      await walk(db, orderId, spec.fate, deliveredAt);
      made.push({ orderId, billCode });
    }
    return made;
  });
}

/** Scans one order along its fate's path until it is final, the scans an hour apart up to `end`. */
async function walk(db: Database, orderId: number, fate: Fate, end: Date) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  let status = order.status;
  const history = await db
    .select({ status: orderTraces.status, scanType: orderTraces.scanType })
    .from(orderTraces)
    .where(inArray(orderTraces.orderId, [orderId]));
  const steps = [];
  for (let guard = 0; guard < 20 && isOrderStatus(status); guard += 1) {
    // a parcel held on a RETURN path is sent back as its shipper decided (the service domain's
    // held parcels wait for that decision)
    const decided = status === 'PROBLEM' && fate === 'RETURN' ? RETURN_DECIDED : null;
    const next = nextStep(status, history, fate, decided);
    if (!next) break;
    steps.push(next);
    history.push({ status: next.status, scanType: next.scanType });
    status = next.status;
  }
  for (const [i, next] of steps.entries()) {
    await recordScan(db, orderId, {
      status: next.status,
      scanType: next.scanType,
      description: next.description,
      ...scanPlace(
        {
          senderCity: order.senderCity,
          senderDistrict: order.senderDistrict,
          receiverCity: order.receiverCity,
          receiverDistrict: order.receiverDistrict,
        },
        next.site,
      ),
      operatorName: null,
      scanTime: new Date(end.getTime() - (steps.length - 1 - i) * HOUR_MS),
      signer: next.status === 'DELIVERED' ? order.receiverName : null,
    });
  }
}
