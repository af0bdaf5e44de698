import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders';
import { DEMO_BILL_CODES } from '../db/seed/orders-data';
import { authHeaders, body, createTestApp, login, post, SETUP_TIMEOUT } from '../test/helper';
import { startBackgroundSimulator } from './background-simulator';
import { pickupRoundAfter } from './pickup-rounds';
import { advance } from './simulator';

const statusOf = async (app: FastifyInstance, billCode: string) =>
  (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.billCode, billCode)))[0]
    ?.status;

describe('background simulator (SIMULATOR_INTERVAL)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('moves open orders on its own, one step per tick, and stops when told', async () => {
    const before = await statusOf(app, DEMO_BILL_CODES.created);
    expect(before).toBe('CREATED');
    // made two days ago: its pickup round has come
    await app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.billCode, DEMO_BILL_CODES.created));
    const stop = startBackgroundSimulator(app, 0.2);
    // a tick's length depends on the machine: wait for the first move (at most 30 s), not a fixed time
    let after = before;
    for (let waited = 0; after === 'CREATED' && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await statusOf(app, DEMO_BILL_CODES.created);
    }
    await stop();
    expect(after).not.toBe('CREATED');
    // stopped: a tick in flight has finished, and no further tick comes
    const settled = await statusOf(app, DEMO_BILL_CODES.created);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await statusOf(app, DEMO_BILL_CODES.created)).toBe(settled);
  }, 40_000);

  it('leaves a new order for its pickup round, so the shipper can still cancel it', async () => {
    // two orders of its own (which seeded orders are still open depends on the day the seed ran)
    const demo = await login(app, 'demo', 'Demo@12345');
    const made: { id: number; billCode: string }[] = [];
    for (const n of [1, 2]) {
      const answer = body(
        await post(
          app,
          '/customer-api/order/create',
          {
            customerOrderNo: `T-PICKUP-ROUND-${n}`,
            sender: {
              name: 'PT Nusantara',
              phone: '081210002026',
              districtCode: '31.73.05',
              address: 'Jl. A 1',
            },
            receiver: { name: 'Siti', phone: '081234567802', districtCode: '32.73.07', address: 'Jl. B 2' },
            goodsType: 'CLOTHING',
            goodsName: 'Kemeja',
            weightKg: 1,
          },
          authHeaders(demo),
        ),
      );
      expect(answer.code).toBe(1);
      const [row] = await app.db
        .select({ id: orders.id, billCode: orders.billCode })
        .from(orders)
        .where(eq(orders.id, answer.data.id as number));
      made.push(row);
    }
    const [fresh, old] = made;
    const createdAt = new Date();
    await app.db
      .update(orders)
      .set({ createdAt, updatedAt: new Date(0) })
      .where(eq(orders.id, fresh.id));
    await app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000), updatedAt: new Date(0) })
      .where(eq(orders.id, old.id));
    const stop = startBackgroundSimulator(app, 0.2);
    let oldStatus = 'CREATED';
    for (let waited = 0; oldStatus === 'CREATED' && waited < 30_000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      oldStatus = (await statusOf(app, old.billCode)) ?? '';
    }
    await stop();
    // the courier came for the order of yesterday, not for the one made a moment ago
    expect(oldStatus).not.toBe('CREATED');
    expect(await statusOf(app, fresh.billCode)).toBe('CREATED');
    // at its round it is picked up
    await advance(app.db, { now: pickupRoundAfter(createdAt), seed: 1, scheduledPickups: true });
    expect(await statusOf(app, fresh.billCode)).toBe('PICKED_UP');
  }, 40_000);
});
