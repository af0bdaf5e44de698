// @postgres: sign-in, mail and analytics against a real server
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { SESSION_INVALID_CODE } from '../http/envelope';
import { authHeaders, body, get, lastMailTo, post, solvedCaptcha } from '../test/helper';
import { closeDatabase, createDatabase, isPostgresServer, type Database } from './client';
import { migrateDatabase } from './migrate';
import { seedAll } from './seed';

const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
if (!databaseUrl) {
  console.log(
    'gateway PostgreSQL suite skipped: DATABASE_URL is not set (CI sets it; PGlite suites ran instead)',
  );
}

/**
 * The same migrations, seed and queries against a real PostgreSQL server. The database may be
 * shared between runs, so every login carries a solved captcha and nothing here changes passwords.
 */
describeOnPostgres('gateway on PostgreSQL (DATABASE_URL)', () => {
  let db: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = createDatabase({ databaseUrl, pgliteDir: 'memory://' });
    await migrateDatabase(db);
    await migrateDatabase(db); // applying twice is a no-op
    await seedAll(db);
    await seedAll(db); // and so is seeding twice
    app = await buildApp({ db, config: testConfig({ databaseUrl }) });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (db) await closeDatabase(db);
  });

  const loginWithCaptcha = async (loginCode: string) =>
    body(
      await post(app, '/customer-api/login', {
        loginCode,
        password: 'Demo@12345',
        ...(await solvedCaptcha(app)),
      }),
    );

  it('talks to a PostgreSQL server', () => {
    expect(isPostgresServer(db)).toBe(true);
  });

  it('logs in, lists the menu and the dictionaries, and revokes at logout', async () => {
    const login = await loginWithCaptcha('demo_sub');
    expect(login.data.newMenuId.split(',')).toContain('orderManagement_ADD');
    const token = login.data.token as string;
    const menu = body(await post(app, '/customer-api/menu/list', {}, authHeaders(token)));
    expect(menu.data.menuResourceVos.map((node: { resourceCode: string }) => node.resourceCode)).toContain(
      'financeManage',
    );
    const goods = body(await get(app, '/customer-api/dict/goodsTypes', authHeaders(token, 'YN')));
    expect(goods.data[0].label).toBe('Dokumen');
    await post(app, '/customer-api/logout', {}, authHeaders(token));
    const after = await get(app, '/customer-api/loginStatus', authHeaders(token));
    expect([after.statusCode, body(after).code]).toEqual([401, SESSION_INVALID_CODE]);
  });

  it('answers unknown accounts and wrong passwords identically', async () => {
    const captchaA = await solvedCaptcha(app);
    const captchaB = await solvedCaptcha(app);
    const unknown = await post(app, '/customer-api/login', {
      loginCode: `ghost_${Date.now()}`,
      password: 'x',
      ...captchaA,
    });
    const wrong = await post(app, '/customer-api/login', {
      loginCode: 'other',
      password: 'Wrong@1234',
      ...captchaB,
    });
    expect(unknown.body).toBe(wrong.body);
  });

  it('mails a single-use reset code through the outbox', async () => {
    await post(app, '/customer-api/forgetPassword', { loginCode: 'demo', ...(await solvedCaptcha(app)) });
    const code = String((await lastMailTo(app, 'demo@example.co.id')).payload.code);
    expect(body(await post(app, '/customer-api/checkCode', { loginCode: 'demo', code })).data).toEqual({
      valid: true,
    });
  });

  it('stores analytics events and serves the language dictionary', async () => {
    const stored = body(
      await post(app, '/customer-api/analytics/collect', {
        events: [{ event_type: 'page_view', page_name: 'index', is_login: '1' }],
      }),
    );
    expect(stored.data).toEqual({ stored: 1 });
    const batch = body(await post(app, '/customer-api/language/batch', { strIds: ['menu.orderEntry'] }));
    expect(batch.data).toEqual([
      { strId: 'menu.orderEntry', lang1: '订单录入', lang2: 'Order entry', lang3: 'Input pesanan' },
    ]);
  });
});
