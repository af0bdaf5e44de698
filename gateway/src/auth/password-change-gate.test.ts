import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../db/seed/core';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../test/helper';

/**
 * demo_newpass must change the password first (needUpdatePassword '1'): until then the gateway
 * answers only the password change, logout and what the change page loads (session, login status,
 * menu), and public calls.
 */
describe('a user who must change the password first', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp();
    token = await login(app, 'demo_newpass', DEMO_PASSWORD);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('is refused every other call with HTTP 403', async () => {
    for (const call of [
      () => get(app, '/customer-api/order/sellerTypes', authHeaders(token)),
      () => get(app, '/customer-api/dict/goodsTypes', authHeaders(token)),
      () => post(app, '/customer-api/user/detail', {}, authHeaders(token)),
      () => post(app, '/customer-api/user/modify', { userName: 'Agus' }, authHeaders(token)),
      () => post(app, '/customer-api/resendVerifyMail', {}, authHeaders(token)),
      () => post(app, '/customer-api/feedback/page', {}, authHeaders(token)),
    ]) {
      const response = await call();
      expect(response.statusCode).toBe(403);
      expect(body(response)).toEqual({ code: 403, msg: 'please change your password first', data: null });
    }
  });

  it('may load what the change page needs, and public calls', async () => {
    expect(body(await get(app, '/customer-api/session', authHeaders(token))).data.needUpdatePassword).toBe(
      '1',
    );
    expect(body(await get(app, '/customer-api/loginStatus', authHeaders(token))).code).toBe(1);
    expect(body(await post(app, '/customer-api/menu/list', {}, authHeaders(token))).code).toBe(1);
    expect((await get(app, '/customer-api/common/help')).statusCode).toBe(200);
  });

  it('may log out', async () => {
    const second = await login(app, 'demo_newpass', DEMO_PASSWORD);
    expect(body(await post(app, '/customer-api/logout', {}, authHeaders(second))).code).toBe(1);
    expect((await get(app, '/customer-api/loginStatus', authHeaders(second))).statusCode).toBe(401);
  });

  it('may change the password, after which the other calls answer', async () => {
    const wrong = await post(
      app,
      '/customer-api/updatePassword',
      { oldPassword: 'not-it', newPassword: 'Baru@2024x' },
      authHeaders(token),
    );
    expect(wrong.statusCode).not.toBe(403);
    expect(body(wrong).msg).toBe('the old password is incorrect');
    const changed = body(
      await post(
        app,
        '/customer-api/updatePassword',
        { oldPassword: DEMO_PASSWORD, newPassword: 'Baru@2024x' },
        authHeaders(token),
      ),
    );
    expect(changed.code).toBe(1);
    const fresh = await login(app, 'demo_newpass', 'Baru@2024x');
    expect((await get(app, '/customer-api/order/sellerTypes', authHeaders(fresh))).statusCode).toBe(200);
    expect(body(await post(app, '/customer-api/user/detail', {}, authHeaders(fresh))).code).toBe(1);
    // after the change it lands on a portal with pages: the demo clerk is set up as an Operator
    const orders = await post(
      app,
      '/customer-api/order/manage/page',
      { current: 1, size: 5 },
      authHeaders(fresh),
    );
    expect(body(orders).code).toBe(1);
  });
});
