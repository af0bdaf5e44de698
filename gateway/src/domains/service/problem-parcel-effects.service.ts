import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { parcelReturns, problemParcels } from '../../db/schema/service';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';
import { keysOfKind, notify } from '../notifications';
import { recordScan, registerScanEffect, type ScanEvent, type ScanTransaction } from '../orders';
import { scanPlace } from '../../parcel/scan-place';
import { jakartaTimeText } from '../../lib/locale/time-text';
import { dictionaryOf, faultGroupOf, loadSettings, returnFeePercentOf, type Db } from './dictionary.repo';
import { returnBillCodeOf, returnFee, type ReturnDecision } from './parcel-return.rules';
import { decisionDeadline, OPEN_PROBLEM_STATUSES, reminderDue } from './problem-parcel.rules';

/** A reason the scan did not name: read from the scan's description. */
function reasonOfScan(event: ScanEvent): string {
  if (event.scan.reasonCode) return event.scan.reasonCode;
  return event.scan.description === 'PROBLEM_ADDRESS' ? 'WRONG_ADDRESS' : 'RECEIVER_ABSENT';
}

const asDatabase = (tx: Db) => tx as unknown as Database;

/** A scan holds the parcel: its held-parcel row waits for the shipper, with a deadline; the shipper hears of it. */
async function parcelHeld(tx: ScanTransaction, event: ScanEvent): Promise<void> {
  const settings = await loadSettings(tx);
  const heldAt = event.scan.scanTime;
  const deadlineAt = decisionDeadline(heldAt, settings);
  const reasonCode = reasonOfScan(event);
  const values = {
    reasonCode,
    courierNote: event.scan.note ?? null,
    status: 'AWAITING_SHIPPER',
    heldAt,
    deadlineAt,
    remindedAt: null,
    decidedAt: null,
    decidedBy: null,
    corrected: false,
    closedAt: null,
    updatedAt: heldAt,
  };
  const [existing] = await tx
    .select({ id: problemParcels.id, attempts: problemParcels.attempts })
    .from(problemParcels)
    .where(ownedBy(problemParcels, event, eq(problemParcels.orderId, event.orderId)));
  if (existing)
    await tx
      .update(problemParcels)
      .set({ ...values, attempts: existing.attempts + 1 })
      .where(ownedBy(problemParcels, event, eq(problemParcels.id, existing.id)));
  else
    await tx.insert(problemParcels).values({
      ...values,
      customerId: event.customerId,
      orderId: event.orderId,
      billCode: event.billCode,
      attempts: 1,
    });
  await notify(
    asDatabase(tx),
    { customerId: event.customerId },
    {
      category: 'PROBLEM_PARCEL',
      ...keysOfKind('parcelHeld'),
      params: {
        billCode: event.billCode,
        place: event.scan.networkName,
        reason: await reasonName(tx, reasonCode),
        deadline: jakartaTimeText(deadlineAt.getTime()).slice(0, 16),
      },
      link: `/stopGodownQuiry?billCode=${event.billCode}`,
      orderId: event.orderId,
    },
    heldAt,
  );
}

/** The held reason's name in every language (the notification is read in the reader's). */
async function reasonName(tx: Db, reasonCode: string) {
  const [entry] = (await dictionaryOf(tx, ['HELD_REASON'])).filter((row) => row.code === reasonCode);
  return entry?.name ?? { zh: reasonCode, en: reasonCode, id: reasonCode };
}

/** Why a parcel returns, from its held-parcel row. */
function decisionOf(
  held: { status: string; decidedBy: number | null; attempts: number } | undefined,
  maxAttempts: number,
): ReturnDecision {
  if (!held) return 'COURIER';
  if (held.status === 'RETURN') return held.decidedBy !== null ? 'SHIPPER' : 'DEADLINE';
  return held.attempts >= maxAttempts ? 'ATTEMPTS' : 'COURIER';
}

/** A scan starts the return: one parcel_returns row with its return waybill, fault group and fee. */
async function returnStarted(tx: ScanTransaction, event: ScanEvent): Promise<void> {
  const settings = await loadSettings(tx);
  const [held] = await tx
    .select()
    .from(problemParcels)
    .where(ownedBy(problemParcels, event, eq(problemParcels.orderId, event.orderId)));
  const [order] = await tx
    .select({ freightFee: orders.freightFee, productType: orders.productType })
    .from(orders)
    .where(ownedBy(orders, event, eq(orders.id, event.orderId)));
  const reasonCode = held?.reasonCode ?? event.scan.reasonCode ?? 'RECEIVER_ABSENT';
  const faultGroup = await faultGroupOf(tx, reasonCode);
  const outboundFreight = Math.round(order.freightFee);
  const percent = await returnFeePercentOf(tx, order.productType, settings);
  await tx
    .insert(parcelReturns)
    .values({
      customerId: event.customerId,
      orderId: event.orderId,
      billCode: event.billCode,
      returnBillCode: returnBillCodeOf(event.billCode),
      reasonCode,
      faultGroup,
      outboundFreight,
      returnFee: returnFee(outboundFreight, percent, faultGroup),
      attempts: held?.attempts ?? 1,
      decision: decisionOf(held, settings.maxAttempts),
      createdAt: event.scan.scanTime,
    })
    .onConflictDoNothing();
  if (held)
    await tx
      .update(problemParcels)
      .set({ status: 'CLOSED', closedAt: event.scan.scanTime, updatedAt: event.scan.scanTime })
      .where(ownedBy(problemParcels, event, eq(problemParcels.id, held.id)));
}

async function followScan(tx: ScanTransaction, event: ScanEvent): Promise<void> {
  if (event.to === 'PROBLEM') return parcelHeld(tx, event);
  if (event.to === 'RETURNING' && event.from !== 'RETURNING') return returnStarted(tx, event);
  if (event.to === 'RETURNED')
    await tx
      .update(parcelReturns)
      .set({ status: 'RETURNED', receivedAt: event.scan.scanTime })
      .where(ownedBy(parcelReturns, event, eq(parcelReturns.orderId, event.orderId)));
  if (event.to === 'OUT_FOR_DELIVERY' && event.from === 'PROBLEM')
    await tx
      .update(problemParcels)
      .set({ status: 'REATTEMPT', updatedAt: event.scan.scanTime })
      .where(
        ownedBy(
          problemParcels,
          event,
          eq(problemParcels.orderId, event.orderId),
          inArray(problemParcels.status, ['AWAITING_SHIPPER', 'HOLD', 'HELD']),
        ),
      );
  if (event.to === 'DELIVERED')
    await tx
      .update(problemParcels)
      .set({ status: 'CLOSED', closedAt: event.scan.scanTime, updatedAt: event.scan.scanTime })
      .where(ownedBy(problemParcels, event, eq(problemParcels.orderId, event.orderId)));
}

registerScanEffect('service.problemParcels', followScan);

/**
 * The held-parcel timers, for every shipper (the deadline job and the simulator call it with their
 * `now`): a reminder `reminderHoursBefore` the deadline, and a parcel whose deadline passed goes
 * back to its sender through recordScan (its return row carries decision DEADLINE). Idempotent.
 */
export async function runHeldParcelTimers(
  db: Database,
  now: Date,
): Promise<{ reminded: number; returned: { orderId: number; billCode: string; customerId: number }[] }> {
  return acrossTenants('maintenance', async () => {
    const settings = await loadSettings(db);
    const soon = new Date(now.getTime() + settings.reminderHoursBefore * 3600 * 1000);
    const due = await db
      .select()
      .from(problemParcels)
      .where(
        and(inArray(problemParcels.status, [...OPEN_PROBLEM_STATUSES]), lte(problemParcels.deadlineAt, soon)),
      )
      .orderBy(problemParcels.deadlineAt)
      .limit(1000);
    let reminded = 0;
    const returned: { orderId: number; billCode: string; customerId: number }[] = [];
    for (const held of due) {
      if (held.deadlineAt.getTime() < now.getTime()) {
        if (await returnAfterDeadline(db, held.id, held.customerId, now))
          returned.push({ orderId: held.orderId, billCode: held.billCode, customerId: held.customerId });
      } else if (reminderDue(held, now, settings.reminderHoursBefore)) {
        await db
          .update(problemParcels)
          .set({ remindedAt: now })
          .where(ownedBy(problemParcels, held, eq(problemParcels.id, held.id)));
        await notify(
          db,
          { customerId: held.customerId },
          {
            category: 'PROBLEM_PARCEL',
            titleKey: 'service.notify.deadlineSoon.title',
            bodyKey: 'service.notify.deadlineSoon.body',
            params: { billCode: held.billCode, hours: settings.reminderHoursBefore },
            link: `/stopGodownQuiry?billCode=${held.billCode}`,
            orderId: held.orderId,
          },
          now,
        );
        reminded += 1;
      }
    }
    return { reminded, returned };
  });
}

/** The deadline passed: the held parcel is marked RETURN (no one decided) and the courier scans the return. */
async function returnAfterDeadline(
  db: Database,
  id: number,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const tenant = { customerId };
  const [held] = await db
    .update(problemParcels)
    .set({ status: 'RETURN', decidedAt: now, decidedBy: null, updatedAt: now })
    .where(
      ownedBy(
        problemParcels,
        tenant,
        eq(problemParcels.id, id),
        inArray(problemParcels.status, [...OPEN_PROBLEM_STATUSES]),
      ),
    )
    .returning();
  if (!held) return false;
  return scanReturn(db, held.orderId, customerId, now);
}

/** The courier sends a held parcel back (a RETURN decision or a passed deadline). */
export async function scanReturn(
  db: Database,
  orderId: number,
  customerId: number,
  now: Date,
): Promise<boolean> {
  const [order] = await db
    .select({
      senderCity: orders.senderCity,
      senderDistrict: orders.senderDistrict,
      receiverCity: orders.receiverCity,
      receiverDistrict: orders.receiverDistrict,
    })
    .from(orders)
    .where(ownedBy(orders, { customerId }, eq(orders.id, orderId)));
  if (!order) return false;
  const result = await recordScan(
    db,
    orderId,
    {
      status: 'RETURNING',
      scanType: 'RETURN',
      description: 'RETURN_STARTED',
      ...scanPlace(order, 'dest'),
      scanTime: now,
    },
    { customerId },
  );
  return result.ok;
}
