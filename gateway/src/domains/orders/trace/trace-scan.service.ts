import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, orderTraces } from '../../../db/schema/orders';
import { canTransition, isOrderStatus, type OrderStatus } from '../../../parcel/status';
import type { TraceDescriptionCode } from '../../../parcel/trace-text';
import { ownedBy } from '../../../db/tenant-scope';

/** One scan of a parcel: the status it moves the order to and what the trace shows. */
export interface Scan {
  status: OrderStatus;
  scanType: string;
  description: TraceDescriptionCode;
  location: string;
  networkName: string;
  operatorName?: string | null;
  scanTime: Date;
  /** Who signed for a DELIVERED parcel (the receiver when not given). */
  signer?: string | null;
  /** Why a parcel is held or returned (a HELD_REASON code of the service dictionary). */
  reasonCode?: string | null;
  /** The courier's note on a held parcel. */
  note?: string | null;
}

export type ScanResult =
  | { ok: true; orderId: number; billCode: string; from: OrderStatus; to: OrderStatus }
  | { ok: false; orderId: number; reason: 'NOT_FOUND' }
  | { ok: false; orderId: number; reason: 'NOT_ALLOWED'; billCode: string; from: OrderStatus };

/** A scan that moved an order, as the domains that follow parcels see it. */
export interface ScanEvent {
  orderId: number;
  customerId: number;
  billCode: string;
  from: OrderStatus;
  to: OrderStatus;
  scan: Scan;
}

/** Transaction of recordScan, handed to the effects so that they commit or fail with the scan. */
export type ScanTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Work another domain does when a scan moves an order (a COD line collected, a parcel held). */
export type ScanEffect = (tx: ScanTransaction, event: ScanEvent) => Promise<void>;

const scanEffects = new Map<string, ScanEffect>();

/**
 * Runs `effect` inside the transaction of every scan that moves an order, after the order moved:
 * what it writes commits with the scan, and a failing effect undoes the scan. Domains register
 * their effects when their index loads (the gateway loads every domain; so does the simulator
 * CLI). Registering the same name again replaces the effect.
 *
 * @example
 * registerScanEffect('finance.codLine', async (tx, event) => {
 *   if (event.to === 'DELIVERED') await collectCodLine(tx, event);
 * });
 */
export function registerScanEffect(name: string, effect: ScanEffect): void {
  scanEffects.set(name, effect);
}

/**
 * Records a scan the way the courier's systems do: in one transaction, with the order locked,
 * checks that the status may move (status.ts), writes the trace and moves the order (and its
 * signer on delivery). A scan that may not happen changes nothing. With `customerId`, an order
 * of another customer is not found.
 */
export async function recordScan(
  db: Database,
  orderId: number,
  scan: Scan,
  options: { customerId?: number } = {},
): Promise<ScanResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        customerId: orders.customerId,
        billCode: orders.billCode,
        status: orders.status,
        receiverName: orders.receiverName,
      })
      .from(orders)
      .where(
        and(
          eq(orders.id, orderId),
          options.customerId === undefined ? undefined : ownedBy(orders, { customerId: options.customerId }),
        ),
      )
      .for('update');
    if (!order || !isOrderStatus(order.status)) return { ok: false, orderId, reason: 'NOT_FOUND' };
    const from = order.status;
    if (!canTransition(from, scan.status))
      return { ok: false, orderId, reason: 'NOT_ALLOWED', billCode: order.billCode, from };
    await tx.insert(orderTraces).values({
      orderId,
      customerId: order.customerId,
      status: scan.status,
      scanType: scan.scanType,
      description: scan.description,
      location: scan.location,
      networkName: scan.networkName,
      operatorName: scan.operatorName ?? null,
      scanTime: scan.scanTime,
    });
    const delivered = scan.status === 'DELIVERED';
    await tx
      .update(orders)
      .set({
        status: scan.status,
        updatedAt: scan.scanTime,
        ...(delivered ? { signer: scan.signer ?? order.receiverName, signedAt: scan.scanTime } : {}),
      })
      .where(ownedBy(orders, order, eq(orders.id, orderId)));
    const event: ScanEvent = {
      orderId,
      customerId: order.customerId,
      billCode: order.billCode,
      from,
      to: scan.status,
      scan,
    };
    for (const effect of scanEffects.values()) await effect(tx, event);
    return { ok: true, orderId, billCode: order.billCode, from, to: scan.status };
  });
}
