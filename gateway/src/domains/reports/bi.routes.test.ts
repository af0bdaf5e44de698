import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reportViews, users } from '../../db/schema';
import {
  SETUP_TIMEOUT,
  TEST_ENGINE,
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  grantKeys,
  loginDemoAccounts,
  post,
} from '../../test/helper';
import { SAVED_VIEW_LIMITS } from './bi.rules';

/**
 * Saved report views (/report-api/bi/...): save, list, rename, re-save and delete; each report's
 * own filter schema; a view is its user's alone (another customer's or another user's id is an
 * unknown view, and its list never shows it); the cap per user; translated refusals.
 */

const api = (url: string) => `/report-api/bi${url}`;
const dashboard = { period: 'CUSTOM', startDate: '2026-03-01', endDate: '2026-03-31', productType: 'EZ' };

describe(`report API: saved views (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  const call = async (url: string, payload: Record<string, unknown>, token = demo, lang = 'EN') =>
    body(await post(app, api(url), payload, authHeaders(token, lang)));
  const namesOf = async (token: string, report?: string) =>
    ((await call('/list', report ? { report } : {}, token)).data.views as { name: string }[]).map(
      (view) => view.name,
    );

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    await grantKeys(app, ['dataDashboard']);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await grantKeys(app);
    await app.close();
  });
  beforeEach(async () => {
    await app.db.delete(reportViews);
  });

  it('saves, lists, renames, saves again and deletes a view, with the filter as saved', async () => {
    const saved = await call('/save', { name: 'March EZ', report: 'dataDashboard', filter: dashboard });
    expect(saved.code).toBe(1);
    expect(saved.msg).toBe('view saved');
    expect(saved.data).toMatchObject({ name: 'March EZ', report: 'dataDashboard', filter: dashboard });
    await call('/save', {
      name: 'Signed per week',
      report: 'dispatchReport',
      filter: { period: 'LAST_30_DAYS', groupBy: 'WEEK' },
    });

    const list = await call('/list', { report: 'dataDashboard' });
    expect(list.data.limit).toBe(SAVED_VIEW_LIMITS.maxPerUser);
    expect(list.data.views).toEqual([
      expect.objectContaining({ id: saved.data.id, name: 'March EZ', filter: dashboard }),
    ]);
    expect(await namesOf(demo)).toEqual(['March EZ', 'Signed per week']);

    const renamed = await call('/rename', { id: saved.data.id, name: 'EZ in March' });
    expect(renamed).toMatchObject({ code: 1, msg: 'view renamed', data: { name: 'EZ in March' } });
    const resaved = await call('/save', {
      id: saved.data.id,
      name: 'EZ, last 7 days',
      report: 'dataDashboard',
      filter: { period: 'LAST_7_DAYS', productType: 'EZ' },
    });
    expect(resaved.data).toMatchObject({
      id: saved.data.id,
      filter: { period: 'LAST_7_DAYS', productType: 'EZ' },
    });
    expect(await namesOf(demo, 'dataDashboard')).toEqual(['EZ, last 7 days']);

    const deleted = await call('/delete', { id: saved.data.id });
    expect(deleted).toMatchObject({ code: 1, msg: 'view deleted' });
    expect(await namesOf(demo)).toEqual(['Signed per week']);
  });

  it("keeps a view its user's: another customer's or another user's call cannot see, rename or delete it", async () => {
    const { data: view } = await call('/save', { name: 'Mine', report: 'dataDashboard', filter: dashboard });
    for (const token of [other, demoSub]) {
      expect(await namesOf(token)).toEqual([]);
      for (const [url, payload] of [
        ['/rename', { id: view.id, name: 'Taken' }],
        ['/delete', { id: view.id }],
        ['/save', { id: view.id, name: 'Taken', report: 'dataDashboard', filter: dashboard }],
      ] as const) {
        const refused = await call(url, payload, token);
        expect(refused).toMatchObject({ code: 404, msg: 'no such saved view' });
      }
    }
    const [row] = await app.db.select().from(reportViews).where(eq(reportViews.id, view.id));
    expect(row).toMatchObject({ name: 'Mine', customerId: await customerIdOf(app) });
    // the same name is another user's to take
    expect(
      (await call('/save', { name: 'Mine', report: 'dataDashboard', filter: dashboard }, other)).code,
    ).toBe(1);
  });

  it('refuses a second view of the same name, in the caller’s language', async () => {
    await call('/save', { name: 'Weekly', report: 'dataDashboard', filter: dashboard });
    const { data: second } = await call('/save', {
      name: 'Daily',
      report: 'dataDashboard',
      filter: dashboard,
    });
    const en = await call('/save', { name: 'Weekly', report: 'dataDashboard', filter: dashboard });
    const id = await call('/rename', { id: second.id, name: 'Weekly' }, demo, 'ID');
    expect(en).toMatchObject({ code: 500, msg: 'you already have a view named "Weekly"' });
    expect(id).toMatchObject({ code: 500, msg: 'Anda sudah memiliki tampilan bernama "Weekly"' });
    expect(await namesOf(demo)).toEqual(['Daily', 'Weekly']);
  });

  it(`keeps at most ${SAVED_VIEW_LIMITS.maxPerUser} views per user`, async () => {
    const [user] = await app.db.select().from(users).where(eq(users.loginCode, 'demo'));
    await app.db.insert(reportViews).values(
      Array.from({ length: SAVED_VIEW_LIMITS.maxPerUser - 1 }, (_, i) => ({
        customerId: user.customerId!,
        userId: user.id,
        name: `View ${i}`,
        report: 'dataDashboard',
        filter: { period: 'LAST_7_DAYS' },
      })),
    );
    const last = await call('/save', { name: 'The last', report: 'statusCheck', filter: { days: 5 } });
    expect(last.code).toBe(1);
    const over = await call('/save', { name: 'One more', report: 'statusCheck', filter: { days: 5 } });
    expect(over).toMatchObject({
      code: 500,
      msg: 'you can keep at most 50 saved views: delete one you no longer use first',
    });
    expect((await call('/list', {})).data.views).toHaveLength(SAVED_VIEW_LIMITS.maxPerUser);
  });

  it.each([
    ['an unknown report', { name: 'x', report: 'salesFunnel', filter: {} }],
    ['an empty name', { name: '  ', report: 'dataDashboard', filter: dashboard }],
    ['a name too long', { name: 'x'.repeat(51), report: 'dataDashboard', filter: dashboard }],
    [
      "a filter the report's own schema refuses (over 90 days)",
      {
        name: 'x',
        report: 'dataDashboard',
        filter: { period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-06-30' },
      },
    ],
    [
      "another report's filter (no days for the status check)",
      { name: 'x', report: 'statusCheck', filter: { days: 0 } },
    ],
    [
      'an unknown grouping',
      { name: 'x', report: 'dispatchReport', filter: { period: 'TODAY', groupBy: 'YEAR' } },
    ],
  ])('refuses %s with a translated 400 and saves nothing', async (_what, payload) => {
    const en = await post(app, api('/save'), payload, authHeaders(demo, 'EN'));
    const id = await post(app, api('/save'), payload, authHeaders(demo, 'ID'));
    expect(en.statusCode).toBe(400);
    expect(body(en).code).toBe(400);
    expect(body(id).msg).not.toBe(body(en).msg);
    expect(await namesOf(demo)).toEqual([]);
  });

  it('saves a view only for a report the user may open', async () => {
    // demo_sub holds dataDashboard (granted above), not dispatchReport
    const refused = await call(
      '/save',
      { name: 'Signed', report: 'dispatchReport', filter: { period: 'TODAY' } },
      demoSub,
    );
    expect(refused.code).toBe(403);
    const allowed = await call(
      '/save',
      { name: 'Mine too', report: 'dataDashboard', filter: dashboard },
      demoSub,
    );
    expect(allowed.code).toBe(1);
    expect(await namesOf(demoSub)).toEqual(['Mine too']);
    expect(await namesOf(demo)).toEqual([]);
  });
});
