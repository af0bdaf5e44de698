// Over 300 lines: the courier's moves of one tick (pickups, line hauls, deliveries, holds, returns) in
// the order a tick plays them; each move is a few lines over recordScan.
import { and, asc, eq, inArray, lte, ne, notInArray, or } from 'drizzle-orm';
import { pickupCutoff } from './pickup-rounds';
import type { Database } from '../db/client';
import { orders, orderTraces } from '../db/schema/orders';
import { recordScan, type Scan } from '../domains/orders/trace/trace-scan.service';
import { scanPlace, type ScanSite } from '../parcel/scan-place';
import { FINAL_STATUSES, isOrderStatus, type OrderStatus } from '../parcel/status';
import type { TraceDescriptionCode } from '../parcel/trace-text';
import { acrossTenants } from '../db/tenant-scope';
import { decidedHeldParcel, heldViews, runHeldParcelTimers, runServiceDesk } from '../domains/service';
import { runStatementDesk } from '../domains/finance';

/**
 * What becomes of a parcel, decided by its bill code (and the run's seed) so that a run is
 * repeatable: most are delivered; one in ten is held at the destination warehouse (a wrong address,
 * an unreachable phone...) and one in ten fails its delivery (receiver absent, refused...). A held
 * parcel then waits for the shipper's decision (service domain): re-attempted, returned, or
 * returned by the deadline job.
 */
export type Fate = 'DELIVER' | 'HOLD_THEN_DELIVER' | 'RETURN';

/** Reasons the warehouse holds a parcel on arrival, and why a delivery attempt fails. */
export const HOLD_REASONS = [
  'WRONG_ADDRESS',
  'PHONE_UNREACHABLE',
  'BUSINESS_CLOSED',
  'WRONG_ADDRESS',
  'MIS_SORTED',
] as const;
export const FAILED_ATTEMPT_REASONS = [
  'RECEIVER_ABSENT',
  'REFUSED',
  'COD_REFUSED',
  'PHONE_UNREACHABLE',
] as const;
/** Reasons a re-attempt only cures when the shipper corrected the receiver's address or phone. */
export const NEEDS_CORRECTION = ['WRONG_ADDRESS', 'PHONE_UNREACHABLE'];

/** The courier's note for a held reason (what the rider writes in the app). */
const COURIER_NOTES: Record<string, string> = {
  WRONG_ADDRESS: 'Alamat tidak ditemukan, nomor rumah tidak ada di gang tersebut',
  PHONE_UNREACHABLE: 'Nomor penerima tidak aktif, dihubungi 3 kali',
  BUSINESS_CLOSED: 'Toko tutup saat jam pengantaran',
  MIS_SORTED: 'Paket salah sortir, dikembalikan ke hub',
  RECEIVER_ABSENT: 'Rumah kosong, tetangga tidak bersedia menerima',
  REFUSED: 'Penerima menolak paket, merasa tidak memesan',
  COD_REFUSED: 'Penerima menolak membayar COD',
};

/** FNV-1a, 32 bit: a small stable hash (not for security). */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function fateOf(billCode: string, seed: number): Fate {
  const bucket = fnv1a(`${seed}:${billCode}`) % 10;
  if (bucket === 3) return 'RETURN';
  if (bucket === 7) return 'HOLD_THEN_DELIVER';
  return 'DELIVER';
}

/** The reason a parcel of `fate` is held, by bill code and seed. */
export function heldReasonOf(billCode: string, seed: number, fate: Fate): string {
  const list = fate === 'RETURN' ? FAILED_ATTEMPT_REASONS : HOLD_REASONS;
  return list[fnv1a(`${seed}:${billCode}:reason`) % list.length];
}

/**
 * Where a held parcel stands with its shipper (the service domain's held-parcel row): waiting
 * (AWAITING_SHIPPER, HOLD), or decided (REATTEMPT, RETURN); with the receiver corrected or not and
 * whether another attempt is allowed.
 */
export interface HeldView {
  status: string;
  reasonCode: string;
  corrected: boolean;
  attemptsLeft: boolean;
}

/** A scan already on the order, as far as the next step depends on it. */
export interface PastScan {
  status: string;
  scanType: string;
}

export interface NextStep {
  status: OrderStatus;
  scanType: string;
  description: TraceDescriptionCode;
  site: ScanSite;
  /** Why the parcel is held or returned. */
  reasonCode?: string;
}

const step = (
  status: OrderStatus,
  scanType: string,
  description: TraceDescriptionCode,
  site: ScanSite,
): NextStep => ({ status, scanType, description, site });

/**
 * The next scan of an order on its fate's path, from its status and its scans so far (notes such
 * as an address change are not scans of the parcel); null when the order is final. The line haul
 * has four transit scans: departure, sorting-centre arrival and departure, destination hub.
 */
export function nextStep(
  status: OrderStatus,
  history: readonly PastScan[],
  fate: Fate,
  held: HeldView | null = null,
  reason = 'WRONG_ADDRESS',
): NextStep | null {
  const scans = history.filter((scan) => scan.scanType !== 'ADDRESS_UPDATE');
  const count = (s: OrderStatus) => scans.filter((scan) => scan.status === s).length;
  const heldBefore = count('PROBLEM') > 0;
  const hold = (description: TraceDescriptionCode, why: string) => ({
    ...step('PROBLEM', 'PROBLEM', description, 'dest'),
    reasonCode: why,
  });
  switch (status) {
    case 'CREATED':
      return step('PICKED_UP', 'PICKUP', 'PICKUP_SCAN', 'origin');
    case 'PICKED_UP':
      return step('IN_TRANSIT', 'DEPARTURE', 'DEPART_SCAN', 'origin');
    case 'IN_TRANSIT': {
      const transit = count('IN_TRANSIT');
      if (transit <= 1) return step('IN_TRANSIT', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'originHub');
      if (transit === 2) return step('IN_TRANSIT', 'DEPARTURE', 'DEPART_SCAN', 'originHub');
      if (transit === 3) return step('IN_TRANSIT', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'destHub');
      return step('ARRIVED', 'ARRIVAL', 'ARRIVAL_SCAN', 'dest');
    }
    case 'ARRIVED':
      if (fate === 'HOLD_THEN_DELIVER' && !heldBefore) return hold('PROBLEM_ADDRESS', reason);
      return step('OUT_FOR_DELIVERY', 'DELIVERY', 'DELIVERY_SCAN', 'dest');
    case 'OUT_FOR_DELIVERY':
      if (fate === 'RETURN' && !heldBefore) return hold('PROBLEM_ABSENT', reason);
      // A re-attempt of a parcel held for an address or phone problem fails again unless corrected.
      if (
        held &&
        held.status === 'REATTEMPT' &&
        NEEDS_CORRECTION.includes(held.reasonCode) &&
        !held.corrected
      )
        return held.attemptsLeft
          ? hold('PROBLEM_ADDRESS', held.reasonCode)
          : { ...step('RETURNING', 'RETURN', 'RETURN_STARTED', 'dest'), reasonCode: held.reasonCode };
      return step('DELIVERED', 'SIGN', 'SIGNED', 'dest');
    case 'PROBLEM':
      // The parcel waits for its shipper: no move until a decision (or the deadline job) says what.
      if (held?.status === 'REATTEMPT') return step('OUT_FOR_DELIVERY', 'DELIVERY', 'DELIVERY_SCAN', 'dest');
      if (held?.status === 'RETURN') return step('RETURNING', 'RETURN', 'RETURN_STARTED', 'dest');
      return null;
    case 'RETURNING':
      if (count('RETURNING') <= 1) return step('RETURNING', 'ARRIVAL', 'TRANSIT_ARRIVAL', 'originHub');
      return step('RETURNED', 'SIGN', 'RETURN_SIGNED', 'origin');
    default:
      return null;
  }
}

const COURIERS = [
  'Joko Susilo',
  'Rudi Hartono',
  'Wayan Sudirta',
  'Eko Prasetyo',
  'Bambang Irawan',
  'Dedi Kurniawan',
];

export interface AdvanceOptions {
  /** Only this customer's orders; all customers when absent. */
  customerId?: number;
  /** The time of the scans (kept after each order's latest scan). */
  now: Date;
  /** Mixed into each order's fate: another seed, other parcels held or returned. */
  seed: number;
  /** At most this many orders per call, the least recently moved first. */
  limit?: number;
  /**
   * Pick new orders up only at the courier's scheduled rounds (pickup-rounds.ts), as the demo's
   * background courier does; otherwise every CREATED order at once (the CLI and tests).
   */
  scheduledPickups?: boolean;
}

export interface Transition {
  orderId: number;
  billCode: string;
  from: OrderStatus;
  to: OrderStatus;
}

export interface AdvanceResult {
  examined: number;
  moved: Transition[];
  /** Scans recordScan refused (an order changed in between, e.g. cancelled): nothing was written. */
  refused: number;
}

/**
 * Moves every open order (of a customer, or all) one step along its fate's path, through the
 * same recordScan a courier's scan goes through, so the status map is enforced exactly as for
 * real scans. Deterministic for a given seed and order history.
 */
export async function advance(db: Database, options: AdvanceOptions): Promise<AdvanceResult> {
  // the courier scans every shipper's parcels
  const result = await acrossTenants('simulator', () => advanceAll(db, options));
  // then its systems return held parcels past their deadline (none of them moved above: they wait)
  const timers = await runHeldParcelTimers(db, options.now);
  for (const returned of timers.returned)
    if (options.customerId === undefined || returned.customerId === options.customerId)
      result.moved.push({
        orderId: returned.orderId,
        billCode: returned.billCode,
        from: 'PROBLEM',
        to: 'RETURNING',
      });
  // and its service desk answers tickets and decides claims whose time has come
  await runServiceDesk(db, options.now, options.customerId);
  // and its finance desk credits statement disputes and is paid on the due day
  await runStatementDesk(db, options.now, options.customerId);
  return result;
}

async function advanceAll(db: Database, options: AdvanceOptions): Promise<AdvanceResult> {
  const open = await db
    .select({
      id: orders.id,
      billCode: orders.billCode,
      status: orders.status,
      senderCity: orders.senderCity,
      senderDistrict: orders.senderDistrict,
      receiverCity: orders.receiverCity,
      receiverDistrict: orders.receiverDistrict,
      receiverName: orders.receiverName,
    })
    .from(orders)
    .where(
      and(
        notInArray(orders.status, [...FINAL_STATUSES]),
        // a new order waits for its pickup round
        options.scheduledPickups
          ? or(ne(orders.status, 'CREATED'), lte(orders.createdAt, pickupCutoff(options.now)))
          : undefined,
        // a held parcel waiting for its shipper is not the courier's to move
        or(ne(orders.status, 'PROBLEM'), decidedHeldParcel(orders.id)),
        options.customerId === undefined ? undefined : eq(orders.customerId, options.customerId),
      ),
    )
    .orderBy(asc(orders.updatedAt), asc(orders.id))
    .limit(options.limit ?? 1000);
  if (open.length === 0) return { examined: 0, moved: [], refused: 0 };

  const traces = await db
    .select({
      orderId: orderTraces.orderId,
      status: orderTraces.status,
      scanType: orderTraces.scanType,
      scanTime: orderTraces.scanTime,
    })
    .from(orderTraces)
    .where(
      inArray(
        orderTraces.orderId,
        open.map((order) => order.id),
      ),
    );
  const historyOf = new Map<number, typeof traces>();
  for (const trace of traces) historyOf.set(trace.orderId, [...(historyOf.get(trace.orderId) ?? []), trace]);

  const heldOf = await heldViews(
    db,
    open
      .filter((order) => order.status === 'PROBLEM' || order.status === 'OUT_FOR_DELIVERY')
      .map((order) => order.id),
  );

  const result: AdvanceResult = { examined: open.length, moved: [], refused: 0 };
  for (const order of open) {
    if (!isOrderStatus(order.status)) continue;
    const history = historyOf.get(order.id) ?? [];
    const fate = fateOf(order.billCode, options.seed);
    const next = nextStep(
      order.status,
      history,
      fate,
      heldOf.get(order.id) ?? null,
      heldReasonOf(order.billCode, options.seed, fate),
    );
    if (!next) continue;
    const lastScan = Math.max(0, ...history.map((trace) => trace.scanTime.getTime()));
    const atCounter = next.site === 'origin' || next.site === 'dest';
    const scan: Scan = {
      status: next.status,
      scanType: next.scanType,
      description: next.description,
      ...scanPlace(order, next.site),
      operatorName: atCounter ? COURIERS[fnv1a(order.billCode + next.description) % COURIERS.length] : null,
      scanTime: new Date(Math.max(options.now.getTime(), lastScan + 1000)),
      signer: next.status === 'DELIVERED' ? order.receiverName : null,
      reasonCode: next.reasonCode ?? null,
      note: next.status === 'PROBLEM' && next.reasonCode ? (COURIER_NOTES[next.reasonCode] ?? null) : null,
    };
    const recorded = await recordScan(db, order.id, scan);
    if (recorded.ok)
      result.moved.push({
        orderId: order.id,
        billCode: order.billCode,
        from: recorded.from,
        to: recorded.to,
      });
    else result.refused += 1;
  }
  return result;
}
