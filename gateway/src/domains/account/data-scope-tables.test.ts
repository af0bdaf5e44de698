// @postgres: the data scope holds on the production engine
import { and, eq, getTableName, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { scopeRules } from '../../db/data-scope-rules';
import { TENANT_TABLES, ownedBy } from '../../db/tenant-scope';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { scopedCallers } from '../../test/sub-accounts';

/**
 * The data scope beyond the order lists: every tenant table has a rule (data-scope-rules.ts), the
 * order writes keep to the scope, and the customer-wide money (COD batches, balance cards, payout
 * calendar, monthly statements) and other users' complaints stay out of a scoped user's view.
 */

const KEYS = [
  'orderManagement',
  'orderManagement_EDIT',
  'orderManagement_DELETE',
  'codBillpage',
  'codeReconciliation',
  'monthlyStatement',
  'suggestions',
];

const api = (url: string) => `/customer-api${url}`;

it('has a data scope rule for every tenant table', () => {
  const ruled = new Set([...scopeRules.keys()].map((table) => getTableName(table)));
  expect([...TENANT_TABLES].filter((name) => !ruled.has(name))).toEqual([]);
});

describe(`data scope on order writes and customer-wide money (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let callers: { main: string; sender: string; own: string };
  let customerId: number;
  /** A CREATED order outside the sender clerk's scope, and one inside. */
  let outside: typeof orders.$inferSelect;
  let inside: typeof orders.$inferSelect;

  beforeAll(async () => {
    app = await createTestApp();
    const [demo] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const created = await app.db
      .select()
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.status, 'CREATED')))
      .limit(50);
    inside = created[0];
    const other = created.find((order) => order.senderKey !== inside.senderKey);
    if (!other) throw new Error('the demo needs CREATED orders of two sender addresses');
    outside = other;
    // COD parcels delivered on 2 November, cut into a batch on the 4th (in process)
    const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);
    await hook('codOrders', {
      customerCode: 'C001',
      first: 700,
      at: '2026-11-02T03:00:00.000Z',
      orders: [
        { codAmount: 2_000_000, fate: 'DELIVER' },
        { codAmount: 1_500_000, fate: 'DELIVER' },
      ],
    });
    await hook('runCycle', { customerCode: 'C001', now: '2026-11-04T02:00:00.000Z' });
    const scoped = await scopedCallers(app, demo, 'tables', KEYS, inside);
    callers = { main: demo, sender: scoped.sender, own: scoped.own };
  }, SETUP_TIMEOUT * 2);
  afterAll(() => app.close());

  const call = async (who: keyof typeof callers, url: string, payload: object = {}) =>
    body(await post(app, api(url), payload, authHeaders(callers[who])));

  const statusOf = async (id: number) =>
    (
      await app.db
        .select({ status: orders.status })
        .from(orders)
        .where(ownedBy(orders, { customerId }, eq(orders.id, id)))
    )[0].status;

  it('does not cancel an order outside the scope, and answers it as not found', async () => {
    const answer = await call('sender', '/order/cancel', { ids: [outside.id] });
    expect(answer.data.results[0].resultCode).toBe('NOT_FOUND');
    expect(await statusOf(outside.id)).toBe('CREATED');
  });

  it('checks and changes the address of an order in the scope only', async () => {
    const preOutside = await call('sender', '/order/updateAddress/preCheck', { id: outside.id });
    expect(preOutside.code).toBe(404);
    const preInside = await call('sender', '/order/updateAddress/preCheck', { id: inside.id });
    expect(preInside.code).toBe(1);
    const receiver = {
      name: 'Budi Santoso',
      phone: outside.receiverPhone,
      districtCode: outside.receiverDistrictCode,
      address: 'Jl. Lain No. 9',
    };
    const changed = await call('sender', '/order/updateAddress', { id: outside.id, receiver });
    expect(changed.code).toBe(404);
    const [after] = await app.db
      .select({ name: orders.receiverName, address: orders.receiverAddress })
      .from(orders)
      .where(ownedBy(orders, { customerId }, eq(orders.id, outside.id)));
    expect(after).toEqual({ name: outside.receiverName, address: outside.receiverAddress });
  });

  it('shows a scoped user no COD batch, and the main account its batches', async () => {
    const main = await call('main', '/codReconciliation/list', { current: 1, size: 10 });
    expect(main.data.total).toBeGreaterThan(0);
    for (const who of ['sender', 'own'] as const) {
      const scoped = await call(who, '/codReconciliation/list', { current: 1, size: 10 });
      expect(scoped.data.total).toBe(0);
      const detail = await call(who, '/codReconciliation/detail', { id: main.data.records[0].id });
      expect(detail.code).not.toBe(1);
    }
  });

  it('gives a scoped user balance cards of its own lines', async () => {
    const main = await call('main', '/codBill/page', { current: 1, size: 10 });
    expect(main.data.cards.inProcess).toBeGreaterThan(0);
    // the own-scoped clerk entered no order: nothing of the customer's money is its own
    const own = await call('own', '/codBill/page', { current: 1, size: 10 });
    expect(own.data.total).toBe(0);
    expect(own.data.cards).toEqual({ held: 0, inProcess: 0, paidThisMonth: 0 });
  });

  it('shows a scoped user no monthly statement', async () => {
    // November's statement, issued on the first business day of December
    await post(app, '/customer-api/test/finance/runCycle', {
      customerCode: 'C001',
      now: '2026-12-01T02:00:00.000Z',
    });
    const main = await call('main', '/monthlyStatement/page', { current: 1, size: 10 });
    expect(main.data.total).toBeGreaterThan(0);
    expect((await call('sender', '/monthlyStatement/page', { current: 1, size: 10 })).data.total).toBe(0);
  });

  it('shows a scoped user a payout calendar without the batches', async () => {
    const batchesOf = async (who: keyof typeof callers) => {
      const calendar = body(
        await get(app, api('/codPayout/calendar?from=2026-11-01&days=62'), authHeaders(callers[who])),
      );
      expect(calendar.code).toBe(1);
      return calendar.data.days.flatMap((day: { batches: unknown[] }) => day.batches);
    };
    expect((await batchesOf('main')).length).toBeGreaterThan(0);
    expect(await batchesOf('sender')).toEqual([]);
    expect(await batchesOf('own')).toEqual([]);
  });

  it('shows a scoped user its own complaints, not the other users’', async () => {
    const main = await call('main', '/complaint/page', { current: 1, size: 10 });
    expect(main.data.total).toBeGreaterThan(0);
    expect((await call('own', '/complaint/page', { current: 1, size: 10 })).data.total).toBe(0);
  });

  it('leaves the main account every CREATED order it had', async () => {
    const left = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(ownedBy(orders, { customerId }, and(eq(orders.id, outside.id), ne(orders.status, 'CANCELLED'))));
    expect(left).toHaveLength(1);
  });
});
