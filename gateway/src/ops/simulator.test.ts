import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../db/schema/core';
import { orders, orderTraces } from '../db/schema/orders';
import { recordScan, registerScanEffect } from '../domains/orders/trace.scan';
import { DEMO_BILL_CODES, DEMO_ORDERS, OTHER_CUSTOMER_ORDERS } from '../db/seed/orders-data';
import { canTransition, FINAL_STATUSES, isValidStatusPath, type OrderStatus } from '../lib/parcel/status';
import { TRACE_DESCRIPTIONS } from '../lib/parcel/trace-text';
import { body, createTestApp, post, SETUP_TIMEOUT } from '../test/helper';
import { advance, fateOf, nextStep, type Fate, type PastScan } from './simulator';

/** Walks an order from its scans so far to a final status, as the simulator would. */
function walk(start: PastScan[], fate: Fate): OrderStatus[] {
  const history = [...start];
  const path = history.map((scan) => scan.status as OrderStatus);
  for (let i = 0; i < 30; i += 1) {
    const next = nextStep(path.at(-1) ?? 'CREATED', history, fate);
    if (!next) return path;
    expect(TRACE_DESCRIPTIONS).toHaveProperty(next.description);
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

  it('holds some at the destination warehouse, then delivers them', () => {
    const path = walk(created, 'HOLD_THEN_DELIVER');
    expect(path.slice(-4)).toEqual(['ARRIVED', 'PROBLEM', 'OUT_FOR_DELIVERY', 'DELIVERED']);
    expect(isValidStatusPath(path)).toBe(true);
  });

  it('returns some to the sender after a failed delivery', () => {
    const path = walk(created, 'RETURN');
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
      for (const fate of ['DELIVER', 'HOLD_THEN_DELIVER', 'RETURN'] as const) {
        const path = walk(
          order.steps.map((step) => ({ status: step.status, scanType: step.scanType })),
          fate,
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

  it('brings every order to a final status through allowed transitions, some held and some returned', async () => {
    let previous = await statuses();
    const deliveredNow: number[] = [];
    for (let step = 0; step < 15; step += 1) {
      const result = await advance(app.db, { customerId: demoCustomer, now: new Date(), seed: 1 });
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
      if (result.moved.length === 0) break;
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
    expect(unknown.statusCode).toBe(404);
  });

  it('has no test hook when test hooks are off', async () => {
    const production = await createTestApp({ testHooks: false });
    try {
      expect((await post(production, '/customer-api/test/simulate', { steps: 1 })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
