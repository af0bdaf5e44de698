import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { guideConfig, guideViews } from '../../db/schema';
import { seedGuideConfig } from '../../db/seed/core';
import { GUIDE_CONFIG_SEED } from '../../db/seed/reference-data';
import {
  SETUP_TIMEOUT,
  authHeaders,
  body,
  createTestApp,
  get,
  loginDemoAccounts,
  post,
} from '../../test/helper';

describe('guide routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const config = async (token: string) =>
    body(await get(app, '/customer-api/guide/config', authHeaders(token))).data.guides as {
      key: string;
      version: number;
      enabled: boolean;
      seen: boolean;
    }[];
  const seenOf = async (token: string) =>
    Object.fromEntries((await config(token)).map((guide) => [guide.key, guide.seen]));
  const markSeen = (token: string, payload: object, language = 'EN') =>
    post(app, '/customer-api/guide/seen', payload, authHeaders(token, language));

  it('answers every seeded guide, enabled and unseen, to a fresh user', async () => {
    expect(await config(demo)).toEqual([
      { key: 'home', version: 1, enabled: true, seen: false },
      { key: 'orderEntry', version: 1, enabled: true, seen: false },
    ]);
  });

  it('records a guide as seen once per user and version; another user is unaffected', async () => {
    const first = body(await markSeen(demo, { guideKey: 'home', version: 1 }));
    expect(first).toMatchObject({ code: 1, data: { key: 'home', version: 1, enabled: true, seen: true } });
    expect(await seenOf(demo)).toEqual({ home: true, orderEntry: false });
    expect(await seenOf(demoSub)).toEqual({ home: false, orderEntry: false });
    expect(await seenOf(other)).toEqual({ home: false, orderEntry: false });
    // recording it again changes nothing: still one row for the user and guide
    expect(body(await markSeen(demo, { guideKey: 'home', version: 1 })).code).toBe(1);
    const rows = await app.db.select().from(guideViews).where(eq(guideViews.guideKey, 'home'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guideKey: 'home', version: 1 });
  });

  it('shows a guide again once its version is raised, and records the new version', async () => {
    await seedGuideConfig(app.db, { ...GUIDE_CONFIG_SEED, home: { version: 2, enabled: true } });
    try {
      expect((await config(demo)).find((guide) => guide.key === 'home')).toEqual({
        key: 'home',
        version: 2,
        enabled: true,
        seen: false,
      });
      const stale = body(await markSeen(demo, { guideKey: 'home', version: 1 }));
      expect(stale).toMatchObject({
        code: 500,
        msg: 'the current version of page guide "home" is 2, not 1',
        data: null,
      });
      expect(body(await markSeen(demo, { guideKey: 'home', version: 2 })).data.seen).toBe(true);
      expect(await seenOf(demo)).toEqual({ home: true, orderEntry: false });
    } finally {
      await seedGuideConfig(app.db);
    }
    // back to version 1: what the user saw (version 2) is not it
    expect(await seenOf(demo)).toEqual({ home: false, orderEntry: false });
  });

  it('follows the data: a disabled guide is answered as such, a key no longer seeded disappears', async () => {
    await app.db.insert(guideConfig).values({ key: 'showIndexGuide', value: true });
    await seedGuideConfig(app.db, { home: { version: 1, enabled: false } });
    try {
      expect(await config(demoSub)).toEqual([{ key: 'home', version: 1, enabled: false, seen: false }]);
    } finally {
      await seedGuideConfig(app.db);
    }
    expect((await config(demoSub)).map((guide) => guide.key)).toEqual(['home', 'orderEntry']);
    expect(await app.db.select().from(guideConfig).where(eq(guideConfig.key, 'showIndexGuide'))).toEqual([]);
  });

  it('leaves out a guide_config row that is not a guide setting', async () => {
    await app.db.insert(guideConfig).values({ key: 'steps', value: ['orderEntry', 'orderManagement'] });
    try {
      expect((await config(other)).map((guide) => guide.key)).toEqual(['home', 'orderEntry']);
      expect(body(await markSeen(other, { guideKey: 'steps', version: 1 })).msg).toBe(
        'there is no page guide "steps"',
      );
    } finally {
      await app.db.delete(guideConfig).where(eq(guideConfig.key, 'steps'));
    }
  });

  it('refuses an unknown guide in the request language', async () => {
    const english = body(await markSeen(demoSub, { guideKey: 'checkout', version: 1 }));
    expect(english).toMatchObject({ code: 500, msg: 'there is no page guide "checkout"', data: null });
    expect(body(await markSeen(demoSub, { guideKey: 'checkout', version: 1 }, 'CN')).msg).toBe(
      '没有名为“checkout”的页面引导',
    );
    expect(body(await markSeen(demoSub, { guideKey: 'checkout', version: 1 }, 'YN')).msg).toBe(
      'tidak ada panduan halaman "checkout"',
    );
    expect(body(await markSeen(demoSub, { guideKey: 'orderEntry', version: 7 }, 'YN')).msg).toBe(
      'versi terkini panduan halaman "orderEntry" adalah 1, bukan 7',
    );
    expect(await seenOf(demoSub)).toEqual({ home: false, orderEntry: false });
  });

  it('refuses malformed input', async () => {
    for (const payload of [
      {},
      { guideKey: 'home' },
      { version: 1 },
      { guideKey: '', version: 1 },
      { guideKey: 'home', version: 0 },
      { guideKey: 'home', version: 1.5 },
      { guideKey: 'home', version: '1' },
      { guideKey: 'x'.repeat(65), version: 1 },
    ]) {
      const response = await markSeen(other, payload);
      expect([response.statusCode, body(response).msg]).toEqual([400, 'input data is illegal']);
    }
  });

  it('needs a session', async () => {
    expect((await get(app, '/customer-api/guide/config')).statusCode).toBe(401);
    expect((await post(app, '/customer-api/guide/seen', { guideKey: 'home', version: 1 })).statusCode).toBe(
      401,
    );
  });
});
