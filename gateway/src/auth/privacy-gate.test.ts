import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { privacyAgreements, privacyReads, users } from '../db/schema';
import { acrossTenants } from '../db/tenant-scope';
import { DEMO_LOGINS_ACCEPTED_PRIVACY, DEMO_PASSWORD } from '../db/seed/core';
import { PRIVACY_SEED } from '../db/seed/reference-data';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../test/helper';

const REFUSED = { code: 403, msg: 'please read and accept the privacy agreement first', data: null };

/**
 * demo_privacy has not accepted the privacy agreement: until it does, the gateway answers only the
 * agreement itself, the session, login status, menu and logout, and public calls (like the
 * password-change gate). Acceptance is recorded with version, time and IP; a new version asks again.
 */
describe('the privacy agreement gate', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo_privacy', DEMO_PASSWORD);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  const userIdOf = async (loginCode: string) => {
    const [user] = await acrossTenants('authentication', () =>
      app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode)),
    );
    return user.id;
  };
  const readsOf = async (loginCode: string) =>
    app.db
      .select()
      .from(privacyReads)
      .where(and(eq(privacyReads.userId, await userIdOf(loginCode)), eq(privacyReads.code, 'PRIVACY')));

  it('lets every seeded demo login but demo_privacy through', async () => {
    for (const loginCode of DEMO_LOGINS_ACCEPTED_PRIVACY.filter((code) => code !== 'demo_newpass')) {
      const other = await login(app, loginCode, DEMO_PASSWORD);
      expect((await post(app, '/customer-api/user/detail', {}, authHeaders(other))).statusCode).toBe(200);
    }
  });

  it('refuses every other call with HTTP 403 and a translated message', async () => {
    for (const call of [
      () => get(app, '/customer-api/dict/goodsTypes', authHeaders(token)),
      () => post(app, '/customer-api/user/detail', {}, authHeaders(token)),
      () => post(app, '/customer-api/user/modify', { userName: 'Rina' }, authHeaders(token)),
      () =>
        post(
          app,
          '/customer-api/user/changePassword',
          { oldPassword: DEMO_PASSWORD, newPassword: 'Baru@2024x' },
          authHeaders(token),
        ),
      () => post(app, '/customer-api/feedback/page', {}, authHeaders(token)),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual(REFUSED);
    }
    const chinese = await post(app, '/customer-api/user/detail', {}, authHeaders(token, 'CN'));
    expect(body(chinese).msg).toBe('请先阅读并同意隐私协议');
  });

  it('answers the agreement, session, login status, menu, language and logout', async () => {
    const agreement = body(await get(app, '/customer-api/privacy/agreement', authHeaders(token))).data;
    expect(agreement).toMatchObject({ code: 'PRIVACY', version: PRIVACY_SEED.version });
    const status = body(await post(app, '/customer-api/privacy/readOnline', {}, authHeaders(token))).data;
    expect(status).toMatchObject({ code: 'PRIVACY', read: false, readAt: null });
    expect(body(await get(app, '/customer-api/session', authHeaders(token))).code).toBe(1);
    expect(body(await get(app, '/customer-api/loginStatus', authHeaders(token))).code).toBe(1);
    expect(body(await post(app, '/customer-api/menu/list', {}, authHeaders(token))).code).toBe(1);
    expect((await get(app, '/customer-api/language/all', authHeaders(token))).statusCode).toBe(200);
    const second = await login(app, 'demo_privacy', DEMO_PASSWORD);
    expect(body(await post(app, '/customer-api/logout', {}, authHeaders(second))).code).toBe(1);
  });

  it('records an online acceptance with version, time and IP, after which the calls answer', async () => {
    const other = await login(app, 'demo_privacy', DEMO_PASSWORD);
    const accepted = body(
      await post(app, '/customer-api/privacy/readOnline', { confirm: true }, authHeaders(token)),
    ).data;
    expect(accepted).toMatchObject({ code: 'PRIVACY', version: PRIVACY_SEED.version, read: true });
    const [read] = await readsOf('demo_privacy');
    expect(read).toMatchObject({ version: PRIVACY_SEED.version, channel: 'online', ip: '127.0.0.1' });
    expect(read.readAt.toISOString()).toBe(accepted.readAt);
    // the session that accepted and every other session of the user pass at once
    expect((await post(app, '/customer-api/user/detail', {}, authHeaders(token))).statusCode).toBe(200);
    expect((await post(app, '/customer-api/user/detail', {}, authHeaders(other))).statusCode).toBe(200);
  });

  it('asks again when a new version is published, and accepts it offline by code', async () => {
    await app.db.insert(privacyAgreements).values({
      ...PRIVACY_SEED,
      version: PRIVACY_SEED.version + 1,
      content: { ...PRIVACY_SEED.content, en: `${PRIVACY_SEED.content.en} Version two.` },
    });
    for (const loginCode of ['demo_privacy', 'demo']) {
      const fresh = await login(app, loginCode, DEMO_PASSWORD);
      expect(body(await post(app, '/customer-api/user/detail', {}, authHeaders(fresh)))).toEqual(REFUSED);
    }
    const fresh = await login(app, 'demo_privacy', DEMO_PASSWORD);
    const agreement = body(await get(app, '/customer-api/privacy/agreement', authHeaders(fresh))).data;
    expect(agreement.version).toBe(PRIVACY_SEED.version + 1);
    const offline = body(
      await post(app, '/customer-api/privacy/readOffline', { code: 'PRIVACY' }, authHeaders(fresh)),
    ).data;
    expect(offline).toMatchObject({ version: PRIVACY_SEED.version + 1, read: true });
    expect((await readsOf('demo_privacy')).map((read) => [read.version, read.channel])).toEqual([
      [PRIVACY_SEED.version, 'online'],
      [PRIVACY_SEED.version + 1, 'offline'],
    ]);
    expect((await post(app, '/customer-api/user/detail', {}, authHeaders(fresh))).statusCode).toBe(200);
  });

  it('refuses an unknown agreement code with a translated message and records nothing', async () => {
    const before = (await readsOf('demo_privacy')).length;
    const unknown = await post(
      app,
      '/customer-api/privacy/readOffline',
      { code: 'NO_SUCH' },
      authHeaders(token),
    );
    expect(body(unknown).code).toBe(404);
    expect(body(unknown).msg).toBe('agreement not found');
    expect((await readsOf('demo_privacy')).length).toBe(before);
  });

  it('is off when no agreement code is configured', async () => {
    const open = await createTestApp({ privacyAgreementCode: '' });
    try {
      const other = await login(open, 'demo_privacy', DEMO_PASSWORD);
      expect((await post(open, '/customer-api/user/detail', {}, authHeaders(other))).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
