import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, orderTraces, type OrderRow } from '../../db/schema/orders';
import { BizError } from '../../http/envelope';
import { feeBreakdown, type FeeBreakdown } from '../../parcel/freight';
import { addressChangeCheck, canCancel } from './order-lifecycle.rules';
import { findOwnOrder } from './order.repo';
import {
  availabilityIssue,
  validateAddress,
  type AddressInputRecord,
  type NormalisedAddress,
  type OrderIssue,
} from './order.rules';
import { asStatus } from './order-view.render';
import type { ProductType } from '../../parcel/rate-table';
import type { RegionIndex } from '../../lib/regions/region-index';
import { recordScan } from './trace/trace-scan.service';
import { scanPlace } from '../../parcel/scan-place';
import type { OrderStatus } from '../../parcel/status';
import { ownedBy, type Tenant } from '../../db/tenant-scope';

/** 'order not found' in the reader's language, HTTP 404: another customer's order answers the same. */
export class OrderNotFoundError extends BizError {
  constructor() {
    super('order.notFound', {}, 404);
  }
}

export type CancelResultCode = 'CANCELLED' | 'NOT_FOUND' | 'NOT_ALLOWED';

export interface CancelResult {
  id: number;
  billCode: string | null;
  resultCode: CancelResultCode;
  status: OrderStatus | null;
}

/**
 * Cancels the tenant's orders (in the user's data scope) one by one, each through recordScan (the status map decides:
 * only CREATED may become CANCELLED). Other customers' ids are not found and nothing changes.
 */
export async function cancelOrders(
  db: Database,
  tenant: Tenant,
  ids: readonly number[],
  now = new Date(),
): Promise<CancelResult[]> {
  const results: CancelResult[] = [];
  for (const id of [...new Set(ids)]) {
    const order = await findOwnOrder(db, tenant, { id });
    if (!order) {
      results.push({ id, billCode: null, resultCode: 'NOT_FOUND', status: null });
      continue;
    }
    const status = asStatus(order.status);
    if (!canCancel(status)) {
      results.push({ id, billCode: order.billCode, resultCode: 'NOT_ALLOWED', status });
      continue;
    }
    const scan = await recordScan(
      db,
      id,
      {
        status: 'CANCELLED',
        scanType: 'ORDER',
        description: 'ORDER_CANCELLED',
        ...scanPlace(routeEndsOf(order), 'origin'),
        scanTime: now,
      },
      tenant,
    );
    if (scan.ok) results.push({ id, billCode: order.billCode, resultCode: 'CANCELLED', status: 'CANCELLED' });
    else if (scan.reason === 'NOT_FOUND')
      results.push({ id, billCode: null, resultCode: 'NOT_FOUND', status: null });
    else results.push({ id, billCode: order.billCode, resultCode: 'NOT_ALLOWED', status: scan.from });
  }
  return results;
}

function routeEndsOf(
  order: Pick<OrderRow, 'senderCity' | 'senderDistrict' | 'receiverCity' | 'receiverDistrict'>,
) {
  return {
    senderCity: order.senderCity,
    senderDistrict: order.senderDistrict,
    receiverCity: order.receiverCity,
    receiverDistrict: order.receiverDistrict,
  };
}

/** Whether the receiver address of the customer's order may still change. */
export async function addressPreCheck(db: Database, tenant: Tenant, id: number) {
  const order = await findOwnOrder(db, tenant, { id });
  if (!order) throw new OrderNotFoundError();
  return { order, ...addressChangeCheck(asStatus(order.status)) };
}

/** The fees of an order as stored, recomputed for another receiver. */
export function feesForReceiver(order: OrderRow, receiver: NormalisedAddress): FeeBreakdown {
  return feeBreakdown({
    productType: order.productType as ProductType,
    sender: { districtCode: order.senderDistrictCode ?? '', provinceName: order.senderProvince },
    receiver: { districtCode: receiver.districtCode, provinceName: receiver.provinceName },
    weightKg: order.weightKg,
    lengthCm: order.lengthCm,
    widthCm: order.widthCm,
    heightCm: order.heightCm,
    declaredValue: order.declaredValue,
    insured: order.insuranceFee > 0,
    codAmount: order.codAmount,
  });
}

export type AddressUpdate =
  | { ok: true; order: OrderRow; fees: FeeBreakdown; freightChanged: boolean }
  | { ok: false; issues: OrderIssue[] };

/**
 * Changes the receiver of the customer's order while the status allows it: the new address passes
 * the order rules (region, mobile, postal code, product availability), the freight is computed
 * again for it, and a trace notes the change, all in one transaction with the order locked.
 */
export async function updateReceiverAddress(
  db: Database,
  regions: RegionIndex,
  tenant: Tenant,
  id: number,
  input: AddressInputRecord,
  now = new Date(),
): Promise<AddressUpdate> {
  const { order, allowed, reasonCode } = await addressPreCheck(db, tenant, id);
  if (!allowed && reasonCode) throw new BizError(reasonCode, { status: order.status });
  // The address form may leave the phone out: the receiver keeps the number on the order.
  const phoneSent = input.phone !== undefined && input.phone !== null && String(input.phone).trim() !== '';
  const validation = validateAddress(
    'receiver',
    phoneSent ? input : { ...input, phone: order.receiverPhone },
    regions,
  );
  if (!validation.ok) return validation;
  const receiver = validation.address;
  const unavailable = availabilityIssue(order.productType as ProductType, order.weightKg, receiver);
  if (unavailable) return { ok: false, issues: [unavailable] };
  const fees = feesForReceiver(order, receiver);
  const updated = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), ownedBy(orders, tenant)))
      .for('update');
    const check = addressChangeCheck(asStatus(locked.status));
    if (!check.allowed && check.reasonCode) throw new BizError(check.reasonCode, { status: locked.status });
    const [row] = await tx
      .update(orders)
      .set({
        receiverName: receiver.name,
        receiverPhone: receiver.phone,
        receiverProvince: receiver.provinceName,
        receiverCity: receiver.cityName,
        receiverDistrict: receiver.districtName,
        receiverDistrictCode: receiver.districtCode,
        receiverAddress: receiver.address,
        receiverPostalCode: receiver.postalCode,
        volumetricWeightKg: fees.volumetricWeightKg,
        chargeableWeightKg: fees.chargeableWeightKg,
        freightFee: fees.freightFee,
        totalFee: fees.freightFee + order.insuranceFee + order.codFee,
        updatedAt: now,
      })
      .where(ownedBy(orders, tenant, eq(orders.id, id)))
      .returning();
    const place = scanPlace(
      { ...routeEndsOf(order), receiverCity: receiver.cityName, receiverDistrict: receiver.districtName },
      'dest',
    );
    await tx.insert(orderTraces).values({
      orderId: id,
      customerId: tenant.customerId,
      status: locked.status,
      scanType: 'ADDRESS_UPDATE',
      description: 'ADDRESS_UPDATED',
      ...place,
      operatorName: null,
      scanTime: now,
    });
    return row;
  });
  return {
    ok: true,
    order: updated,
    fees: { ...fees, insuranceFee: order.insuranceFee, codFee: order.codFee, totalFee: updated.totalFee },
    freightChanged: fees.freightFee !== order.freightFee,
  };
}
