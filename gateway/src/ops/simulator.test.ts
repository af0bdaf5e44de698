// Over 300 lines: the simulator's moves (pickup to delivery, holds, returns, the desk) over one booted
// gateway; a boot per file costs more than the cases.
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../db/schema/core';
import { orders, orderTraces } from '../db/schema/orders';
import { recordScan, registerScanEffect } from '../domains/orders/trace/trace-scan.service';
import { DEMO_BILL_CODES, DEMO_ORDERS, OTHER_CUSTOMER_ORDERS } from '../db/seed/orders-data';
import { canTransition, FINAL_STATUSES, isValidStatusPath, type OrderStatus } from '../parcel/status';
import { TRACE_DESCRIPTIONS } from '../parcel/trace-text';
import { body, createTestApp, post, SETUP_TIMEOUT } from '../test/helper';
import {
  advance,
  FAILED_ATTEMPT_REASONS,
  fateOf,
  heldReasonOf,
  HOLD_REASONS,
  nextStep,
  type Fate,
  type HeldView,
  type PastScan,
} from './simulator';
import { decideProblems } from '../domains/service/problem-parcel.repo';
import { parcelReturns, problemParcels } from '../db/schema/service';
import { users } from '../db/schema/core';

/**
 * Walks an order from its scans so far to a final status, as the simulator would, with the shipper
 * deciding `decision` each time the parcel waits at the warehouse (corrected or not), and at most
 * `maxAttempts` delivery attempts.
 */
function walk(
  start: PastScan[],
  fate: Fate,
  decision: 'REATTEMPT' | 'RETURN' = 'REATTEMPT',
  corrected = true,
  reason = 'WRONG_ADDRESS',
  maxAttempts = 3,
): OrderStatus[] {
  const history = [...start];
  const path = history.map((scan) => scan.status as OrderStatus);
  let held: HeldView | null = null;
  let attempts = 0;
  for (let i = 0; i < 40; i += 1) {
    const status = path.at(-1) ?? 'CREATED';
    const next = nextStep(status, history, fate, held, reason);
    if (!next) {
      if (status !== 'PROBLEM') return path;
      // the parcel waits for its shipper: nothing moves until the decision
      held ??= { status: 'AWAITING_SHIPPER', reasonCode: reason, corrected: false, attemptsLeft: true };
      expect(held.status).toBe('AWAITING_SHIPPER');
      held = { ...held!, status: decision, corrected };
      continue;
    }
    expect(TRACE_DESCRIPTIONS).toHaveProperty(next.description);
    if (next.status === 'PROBLEM') {
      attempts += 1;
      held = {
        status: 'AWAITING_SHIPPER',
        reasonCode: next.reasonCode ?? reason,
        corrected: false,
        attemptsLeft: attempts < maxAttempts,
      };
    }
    history.push({ status: next.status, scanType: next.scanType });
    path.push(next.status);
  }
  throw new Error('the walk did not end');
}

describe('simulator steps', () => {
  const created: PastScan[] = [{ status: 'CREATED', scanType: 'ORDER' }];

  it('delivers most parcels along the full line haul', () => {
    expect(walk(created, 'DELIVER')).toEqual([
      'CREATED',
      'PICKED_UP',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'ARRIVED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
    ]);
  });

  it('holds some at the destination warehouse until the shipper decides, then delivers a corrected re-attempt', () => {
    const path = walk(created, 'HOLD_THEN_DELIVER', 'REATTEMPT', true);
    expect(path.slice(-4)).toEqual(['ARRIVED', 'PROBLEM', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(isValidStatusPath(path)).toBe(true);
    const waiting = {
      status: 'AWAITING_SHIPPER',
      reasonCode: 'WRONG_ADDRESS',
      corrected: false,
      attemptsLeft: true,
    };
    expect(nextStep('PROBLEM', [], 'HOLD_THEN_DELIVER', waiting)).toBeNull();
    expect(nextStep('PROBLEM', [], 'HOLD_THEN_DELIVER', { ...waiting, status: 'HOLD' })).toBeNull();
    expect(nextStep('PROBLEM', [], 'HOLD_THEN_DELIVER', null)).toBeNull();
  });

  it('holds an address problem again when re-attempted uncorrected, and returns it after the last attempt', () => {
    const path = walk(created, 'HOLD_THEN_DELIVER', 'REATTEMPT', false, 'WRONG_ADDRESS', 3);
    expect(path.filter((status) => status === 'PROBLEM')).toHaveLength(3);
    expect(path.slice(-4)).toEqual(['OUT_FOR_DELIVERY', 'RETURNING', 'RETURNING', 'RETURNED']);
    expect(isValidStatusPath(path)).toBe(true);
    // a receiver who was absent is found on the re-attempt without a correction
    expect(walk(created, 'RETURN', 'REATTEMPT', false, 'RECEIVER_ABSENT').at(-1)).toBe('DELIVERED');
  });

  it('returns a held parcel to the sender after a return decision', () => {
    expect(walk(created, 'HOLD_THEN_DELIVER', 'RETURN').slice(-5)).toEqual([
      'ARRIVED',
      'PROBLEM',
      'RETURNING',
      'RETURNING',
      'RETURNED',
    ]);
  });

  it('names varied reasons by bill code: address problems on arrival, failed attempts on delivery', () => {
    const codes = Array.from({ length: 200 }, (_, i) => `JP${String(i).padStart(11, '0')}`);
    const held = new Set(codes.map((code) => heldReasonOf(code, 1, 'HOLD_THEN_DELIVER')));
    const failed = new Set(codes.map((code) => heldReasonOf(code, 1, 'RETURN')));
    expect([...held].sort()).toEqual([...new Set(HOLD_REASONS)].sort());
    expect([...failed].sort()).toEqual([...FAILED_ATTEMPT_REASONS].sort());
    expect(heldReasonOf(codes[5], 1, 'RETURN')).toBe(heldReasonOf(codes[5], 1, 'RETURN'));
  });

  it('returns some to the sender after a failed delivery and a return decision', () => {
    const path = walk(created, 'RETURN', 'RETURN');
    expect(path.slice(-6)).toEqual([
      'ARRIVED',
      'OUT_FOR_DELIVERY',
      'PROBLEM',
      'RETURNING',
      'RETURNING',
      'RETURNED',
    ]);
    expect(isValidStatusPath(path)).toBe(true);
  });

  it('continues every seeded order along allowed transitions to a final status, whatever its fate', () => {
    for (const order of [...DEMO_ORDERS, ...OTHER_CUSTOMER_ORDERS]) {
      for (const fate of ['DELIVER', 'HOLD_THEN_DELIVER', 'RETURN'] as const)
        for (const decision of ['REATTEMPT', 'RETURN'] as const) {
          const path = walk(
            order.steps.map((step) => ({ status: step.status, scanType: step.scanType })),
            fate,
            decision,
            false,
          );
          expect(isValidStatusPath(path)).toBe(true);
          expect(FINAL_STATUSES).toContain(path.at(-1));
        }
    }
  });

  it('ignores address-change notes when counting the line haul', () => {
    const history: PastScan[] = [
      ...created,
      { status: 'PICKED_UP', scanType: 'PICKUP' },
      { status: 'IN_TRANSIT', scanType: 'DEPARTURE' },
      { status: 'IN_TRANSIT', scanType: 'ADDRESS_UPDATE' },
    ];
    expect(nextStep('IN_TRANSIT', history, 'DELIVER')).toMatchObject({
      status: 'IN_TRANSIT',
      site: 'originHub',
    });
  });

  it('does nothing to a final order', () => {
    for (const status of FINAL_STATUSES) expect(nextStep(status, [], 'DELIVER')).toBeNull();
  });

  it('decides fates by bill code and seed: stable, about one in ten held and one in ten returned', () => {
    const codes = Array.from({ length: 2000 }, (_, i) => `JP${String(i).padStart(11, '0')}`);
    const fates = codes.map((code) => fateOf(code, 1));
    expect(codes.map((code) => fateOf(code, 1))).toEqual(fates);
    const share = (fate: Fate) => fates.filter((f) => f === fate).length / codes.length;
    expect(share('RETURN')).toBeGreaterThan(0.06);
    expect(share('RETURN')).toBeLessThan(0.14);
    expect(share('HOLD_THEN_DELIVER')).toBeGreaterThan(0.06);
    expect(share('HOLD_THEN_DELIVER')).toBeLessThan(0.14);
    expect(codes.map((code) => fateOf(code, 2))).not.toEqual(fates);
  });
});

describe('simulator on the database', () => {
  let app: FastifyInstance;
  let demoCustomer: number;
  let otherCustomer: number;

  beforeAll(async () => {
    app = await createTestApp();
    const ids = await app.db.select().from(customers);
    demoCustomer = ids.find((c) => c.customerCode === 'C001')!.id;
    otherCustomer = ids.find((c) => c.customerCode === 'C002')!.id;
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const statuses = async () =>
    new Map(
      (
        await app.db
          .select({ id: orders.id, status: orders.status, customerId: orders.customerId })
          .from(orders)
      ).map((row) => [row.id, row]),
    );
  const traceCounts = async () =>
    new Map(
      (
        await app.db
          .select({ orderId: orderTraces.orderId, n: count() })
          .from(orderTraces)
          .groupBy(orderTraces.orderId)
      ).map((row) => [row.orderId, row.n]),
    );

  it('refuses, through recordScan, a scan the status map does not allow, and writes nothing', async () => {
    const [delivered] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.billCode, DEMO_BILL_CODES.delivered));
    const before = (await traceCounts()).get(delivered.id);
    const result = await recordScan(app.db, delivered.id, {
      status: 'IN_TRANSIT',
      scanType: 'ARRIVAL',
      description: 'TRANSIT_ARRIVAL',
      location: 'x',
      networkName: 'x',
      scanTime: new Date(),
    });
    expect(result).toEqual({
      ok: false,
      orderId: delivered.id,
      reason: 'NOT_ALLOWED',
      billCode: delivered.billCode,
      from: 'DELIVERED',
    });
    expect((await traceCounts()).get(delivered.id)).toBe(before);
    const elsewhere = await recordScan(
      app.db,
      delivered.id,
      {
        status: 'DELIVERED',
        scanType: 'SIGN',
        description: 'SIGNED',
        location: 'x',
        networkName: 'x',
        scanTime: new Date(),
      },
      { customerId: otherCustomer },
    );
    expect(elsewhere).toMatchObject({ ok: false, reason: 'NOT_FOUND' });
  });

  it('runs the registered scan effects in the scan transaction: a failing effect undoes the scan', async () => {
    const [open] = await app.db.select().from(orders).where(eq(orders.billCode, DEMO_BILL_CODES.created));
    const seen: string[] = [];
    registerScanEffect('test.fails', async (tx, event) => {
      seen.push(`${event.billCode}:${event.from}->${event.to}`);
      const [moved] = await tx
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, event.orderId));
      expect(moved.status).toBe('PICKED_UP'); // the effect sees the order already moved
      throw new Error('effect failed');
    });
    try {
      const pickup = {
        status: 'PICKED_UP' as const,
        scanType: 'PICKUP',
        description: 'PICKUP_SCAN' as const,
        location: 'x',
        networkName: 'x',
        scanTime: new Date(),
      };
      await expect(recordScan(app.db, open.id, pickup)).rejects.toThrow('effect failed');
      expect(seen).toEqual([`${open.billCode}:CREATED->PICKED_UP`]);
      const [after] = await app.db.select().from(orders).where(eq(orders.id, open.id));
      expect(after.status).toBe('CREATED');
    } finally {
      registerScanEffect('test.fails', async () => {});
    }
  });

  it("moves only the chosen customer's open orders, one allowed step each, with a trace each", async () => {
    const before = await statuses();
    const tracesBefore = await traceCounts();
    const result = await advance(app.db, { customerId: otherCustomer, now: new Date(), seed: 1 });
    const after = await statuses();
    const tracesAfter = await traceCounts();
    const moved = new Set(result.moved.map((move) => move.orderId));
    expect(moved.size).toBeGreaterThan(0);
    for (const [id, row] of after) {
      const was = before.get(id)!;
      if (moved.has(id)) {
        expect(row.customerId).toBe(otherCustomer);
        expect(canTransition(was.status as OrderStatus, row.status as OrderStatus)).toBe(true);
        expect(tracesAfter.get(id)).toBe((tracesBefore.get(id) ?? 0) + 1);
      } else {
        expect(row.status).toBe(was.status);
        expect(tracesAfter.get(id)).toBe(tracesBefore.get(id));
      }
    }
  });

  it('brings every order to a final status: held parcels wait, then are re-attempted or returned by the deadline', async () => {
    let previous = await statuses();
    const deliveredNow: number[] = [];
    const [admin] = await app.db.select().from(users).where(eq(users.loginCode, 'demo'));
    const shipper = { customerId: demoCustomer, userId: admin.id };
    const start = Date.now();
    for (let step = 0; step < 25; step += 1) {
      // each step is 25 hours later: a parcel nobody decides on passes its 48-hour deadline in two
      const now = new Date(start + step * 25 * 3600 * 1000);
      // the shipper corrects and re-attempts the parcels held on arrival; the others wait for the deadline
      const waiting = await app.db
        .select()
        .from(problemParcels)
        .where(
          and(eq(problemParcels.customerId, demoCustomer), eq(problemParcels.status, 'AWAITING_SHIPPER')),
        );
      const toRetry = waiting.filter((held) => fateOf(held.billCode, 1) === 'HOLD_THEN_DELIVER');
      if (toRetry.length > 0)
        await decideProblems(
          app.db,
          shipper,
          toRetry.map((held) => held.id),
          'REATTEMPT',
          now,
          { corrected: true },
        );
      const result = await advance(app.db, { customerId: demoCustomer, now, seed: 1 });
      const current = await statuses();
      for (const move of result.moved) {
        if (move.to === 'DELIVERED') deliveredNow.push(move.orderId);
        expect(move.from).toBe(previous.get(move.orderId)!.status);
        expect(canTransition(move.from, move.to)).toBe(true);
      }
      for (const [id, row] of current)
        if (FINAL_STATUSES.includes(previous.get(id)!.status as OrderStatus))
          expect(row.status).toBe(previous.get(id)!.status);
      previous = current;
      if (result.moved.length === 0 && waiting.length === 0) break;
    }
    const demoRows = [...previous.values()].filter((row) => row.customerId === demoCustomer);
    expect(demoRows.every((row) => FINAL_STATUSES.includes(row.status as OrderStatus))).toBe(true);
    expect(demoRows.filter((row) => row.status === 'RETURNED').length).toBeGreaterThan(1);
    expect(demoRows.filter((row) => row.status === 'DELIVERED').length).toBeGreaterThan(demoRows.length / 2);

    // Every order's trace history is a path the status map allows.
    const traces = await app.db
      .select({ orderId: orderTraces.orderId, status: orderTraces.status, scanType: orderTraces.scanType })
      .from(orderTraces)
      .where(eq(orderTraces.customerId, demoCustomer))
      .orderBy(asc(orderTraces.scanTime), asc(orderTraces.id));
    const paths = new Map<number, OrderStatus[]>();
    for (const trace of traces)
      if (trace.scanType !== 'ADDRESS_UPDATE')
        paths.set(trace.orderId, [...(paths.get(trace.orderId) ?? []), trace.status as OrderStatus]);
    for (const path of paths.values()) expect(isValidStatusPath(path)).toBe(true);
    const heldThenDelivered = [...paths.values()].filter(
      (path) => path.includes('PROBLEM') && path.at(-1) === 'DELIVERED',
    );
    expect(heldThenDelivered.length).toBeGreaterThan(0);

    // Held parcels carry varied reasons and a courier note; every return has its row and fee.
    const held = await app.db
      .select()
      .from(problemParcels)
      .where(eq(problemParcels.customerId, demoCustomer));
    expect(new Set(held.map((row) => row.reasonCode)).size).toBeGreaterThan(1);
    expect(held.every((row) => row.status === 'CLOSED')).toBe(true);
    const returns = await app.db
      .select()
      .from(parcelReturns)
      .where(eq(parcelReturns.customerId, demoCustomer));
    const returnedIds = demoRows.filter((row) => row.status === 'RETURNED').map((row) => row.id);
    expect(returns.map((row) => row.orderId)).toEqual(expect.arrayContaining(returnedIds));
    expect(
      returns.filter((row) => returnedIds.includes(row.orderId)).every((row) => row.status === 'RETURNED'),
    ).toBe(true);
    expect(returns.some((row) => row.decision === 'DEADLINE' && row.returnFee > 0)).toBe(true);

    // A parcel the simulator delivered is signed for by its receiver.
    expect(deliveredNow.length).toBeGreaterThan(0);
    const [signed] = await app.db.select().from(orders).where(eq(orders.id, deliveredNow[0]));
    expect(signed.signer).toBe(signed.receiverName);
    expect(signed.signedAt).not.toBeNull();
  });

  it('runs through the test hook, scoped by customer code', async () => {
    const res = body(await post(app, '/customer-api/test/simulate', { steps: 2, customerCode: 'C002' }));
    expect(res.code).toBe(1);
    expect(res.data.steps).toHaveLength(2);
    const unknown = await post(app, '/customer-api/test/simulate', { steps: 1, customerCode: 'C999' });
    expect(body(unknown).code).toBe(404);
  });

  it('has no test hook when test hooks are off', async () => {
    const production = await createTestApp({ testHooks: false });
    try {
      expect(body(await post(production, '/customer-api/test/simulate', { steps: 1 })).code).toBe(404);
    } finally {
      await production.close();
    }
  });
});
