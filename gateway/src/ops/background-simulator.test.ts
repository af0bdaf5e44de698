import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders';
import { DEMO_BILL_CODES } from '../db/seed/orders-data';
import { createTestApp, SETUP_TIMEOUT } from '../test/helper';
import { startBackgroundSimulator } from './background-simulator';

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
});
