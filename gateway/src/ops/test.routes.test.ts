import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exportJobs } from '../db/schema';
import { guideViews, mailOutbox, users } from '../db/schema/core';
import { orders, orderTraces } from '../db/schema/orders';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../test/helper';

describe('test hook: bulk orders', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const ordersOf = async (customerId: number) =>
    (await app.db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)))[0].n;

  it('gives one login that many orders with their scans, in batches', async () => {
    const [other] = await app.db.select().from(users).where(eq(users.loginCode, 'other'));
    const [demo] = await app.db.select().from(users).where(eq(users.loginCode, 'demo'));
    const before = { other: await ordersOf(other.customerId), demo: await ordersOf(demo.customerId) };
    const res = await post(app, '/customer-api/test/bulkOrders', { loginCode: 'other', count: 1203 });
    expect(res.statusCode).toBe(200);
    const data = body(res).data as { orders: number; traces: number };
    expect(data.orders).toBe(1203);
    expect(await ordersOf(other.customerId)).toBe(before.other + 1203);
    expect(await ordersOf(demo.customerId)).toBe(before.demo);
    const [traces] = await app.db
      .select({ n: count() })
      .from(orderTraces)
      .where(eq(orderTraces.customerId, other.customerId));
    expect(traces.n).toBeGreaterThanOrEqual(data.traces);
    expect(data.traces).toBeGreaterThan(1203);
  });

  it('refuses an unknown login and a count out of range, adding nothing', async () => {
    const [other] = await app.db.select().from(users).where(eq(users.loginCode, 'other'));
    const before = await ordersOf(other.customerId);
    expect(
      body(await post(app, '/customer-api/test/bulkOrders', { loginCode: 'nobody', count: 5 })).code,
    ).toBe(404);
    expect(
      (await post(app, '/customer-api/test/bulkOrders', { loginCode: 'other', count: 20_001, start: 50_000 }))
        .statusCode,
    ).toBe(400);
    expect(await ordersOf(other.customerId)).toBe(before);
  });

  it('does not exist when test hooks are off', async () => {
    const production = await createTestApp({ testHooks: false });
    try {
      expect(
        body(await post(production, '/customer-api/test/bulkOrders', { loginCode: 'other', count: 1 })).code,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('test hook: guides', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const seenGuides = async (loginCode: string) => {
    const [user] = await app.db.select().from(users).where(eq(users.loginCode, loginCode));
    return (await app.db.select().from(guideViews).where(eq(guideViews.userId, user.id)))
      .map((row) => `${row.guideKey}@${row.version}`)
      .sort();
  };

  it("marks every guide's current version seen for every login, then none for one login", async () => {
    const all = body(await post(app, '/customer-api/test/guides', { seen: true })).data as { users: number };
    expect(all.users).toBeGreaterThanOrEqual(5);
    for (const login of ['demo', 'demo_sub', 'other'])
      expect(await seenGuides(login)).toEqual(['home@1', 'orderEntry@1']);
    expect(
      body(await post(app, '/customer-api/test/guides', { seen: false, loginCode: 'demo' })).data,
    ).toEqual({
      users: 1,
    });
    expect(await seenGuides('demo')).toEqual([]);
    expect(await seenGuides('other')).toEqual(['home@1', 'orderEntry@1']);
    expect(body(await post(app, '/customer-api/test/guides', { seen: true, loginCode: 'nobody' })).code).toBe(
      404,
    );
  });
});

describe('test hooks: outbox, analytics and a running export', () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  beforeAll(async () => {
    app = await createTestApp();
    [demo, , other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it("reads an address's newest mail, of one kind when asked, and 404 when there is none", async () => {
    const to = 'outbox-hook@example.com';
    await app.db.insert(mailOutbox).values([
      { to, subject: 'first', body: 'b1', kind: 'reset', payload: { code: '1' } },
      { to, subject: 'second', body: 'b2', kind: 'activate', payload: {} },
    ]);
    const outbox = (query: string) => get(app, `/customer-api/test/outbox?${query}`);
    expect(body(await outbox(`to=${to}`)).data).toEqual({
      subject: 'second',
      body: 'b2',
      kind: 'activate',
      payload: {},
    });
    expect(body(await outbox(`to=${to}&kind=reset`)).data).toMatchObject({
      subject: 'first',
      payload: { code: '1' },
    });
    expect(body(await outbox('to=nobody@example.com')).code).toBe(404);
  });

  it("lists one user id's collected analytics events in the order they came", async () => {
    const events = [
      { event_type: 'page_view', page_name: 'home', user_id: 'hook-user', is_login: 1 },
      { event_type: 'button_click', page_name: 'home', button_name: 'search', user_id: 'hook-user' },
      { event_type: 'page_view', page_name: 'home', user_id: 'someone-else' },
    ];
    expect((await post(app, '/customer-api/analytics/collect', { events })).statusCode).toBe(200);
    const listed = body(await get(app, '/customer-api/test/analytics?userId=hook-user')).data as {
      eventType: string;
      buttonName: string | null;
      userId: string;
    }[];
    expect(listed.map((event) => [event.eventType, event.buttonName, event.userId])).toEqual([
      ['page_view', null, 'hook-user'],
      ['button_click', 'search', 'hook-user'],
    ]);
  });

  it("adds a running export for the caller, which only the caller's customer removes", async () => {
    const running = body(
      await post(
        app,
        '/customer-api/test/export/running',
        { type: 'orders', rowsDone: 40, rowsTotal: 100 },
        authHeaders(demo),
      ),
    ).data as { id: number };
    const [row] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, running.id));
    expect(row).toMatchObject({ status: 'RUNNING', rowsDone: 40, rowsTotal: 100, type: 'orders' });
    const remove = (token: string) =>
      post(app, '/customer-api/test/export/remove', { id: running.id }, authHeaders(token));
    expect(body(await remove(other)).data).toEqual({ removed: 0 });
    expect(body(await remove(demo)).data).toEqual({ removed: 1 });
    expect(body(await remove(demo)).data).toEqual({ removed: 0 });
  });
});
