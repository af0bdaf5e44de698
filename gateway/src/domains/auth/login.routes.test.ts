import type { FastifyInstance } from 'fastify';
import { SESSION_INVALID_CODE } from '../../http/envelope';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login, post } from '../../test/helper';

describe('login', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('returns the token, user, route list and flags for an admin', async () => {
    const result = body(
      await post(app, '/customer-api/login', { loginCode: 'demo', password: 'Demo@12345' }),
    );
    expect(result.code).toBe(1);
    expect(result.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.data).toMatchObject({
      user: {
        loginCode: 'demo',
        customerCode: 'C001',
        customerName: 'PT Nusantara Niaga',
        email: 'demo@example.co.id',
      },
      newMenuId: '',
      userAdmin: 1,
      isUsed: '1',
      needUpdatePassword: '0',
      memberLevel: { code: 'PLATINUM' },
    });
  });

  it("lists a sub-account's route names and button keys in newMenuId", async () => {
    const result = body(
      await post(app, '/customer-api/login', { loginCode: 'demo_sub', password: 'Demo@12345' }),
    );
    expect(result.data.userAdmin).toBe(0);
    expect(result.data.newMenuId.split(',').sort()).toEqual(
      [
        'couponManagement',
        'downloadCenter',
        'expressTracking',
        'mailingAddress',
        'notificationCenter',
        'orderEntry',
        'orderManagement',
        'orderManagement_ADD',
        'orderManagement_EXCEL',
        'suggestions',
        'suggestions_ADD',
        'suggestions_DETAIL',
      ].sort(),
    );
  });

  it('flags needUpdatePassword for a user who must set a new password', async () => {
    const result = body(
      await post(app, '/customer-api/login', { loginCode: 'demo_newpass', password: 'Demo@12345' }),
    );
    expect(result.data.needUpdatePassword).toBe('1');
  });

  it('answers an unknown account and a wrong password identically', async () => {
    const unknown = await post(app, '/customer-api/login', {
      loginCode: 'nobody_here',
      password: 'Demo@12345',
    });
    const wrong = await post(app, '/customer-api/login', { loginCode: 'other', password: 'Wrong@12345' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
    expect(body(wrong)).toEqual({ code: 500, msg: 'account or password is incorrect', data: null });
  });

  it('translates the failure message by the language header', async () => {
    const response = await post(
      app,
      '/customer-api/login',
      { loginCode: 'nobody_2', password: 'x' },
      { language: 'YN' },
    );
    expect(body(response).msg).toBe('akun atau kata sandi salah');
  });

  it('rejects a malformed body with HTTP 400, code 400 and the fields', async () => {
    const response = await post(app, '/customer-api/login', { password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 400, msg: 'input data is illegal' });
    expect(body(response).data[0].field).toBe('body.loginCode');
  });

  it('revokes the session at logout, after which the token gets 401 with code 149010008', async () => {
    const token = await login(app, 'demo', 'Demo@12345');
    expect(body(await get(app, '/customer-api/loginStatus', authHeaders(token))).data.loginStatus).toBe(true);
    expect(body(await post(app, '/customer-api/logout', {}, authHeaders(token))).code).toBe(1);
    const after = await get(app, '/customer-api/loginStatus', authHeaders(token));
    expect(after.statusCode).toBe(401);
    expect(body(after)).toEqual({
      code: SESSION_INVALID_CODE,
      msg: 'session expired, please log in again',
      data: null,
    });
  });

  it('gives the login result of the calling session, for a reload or an embedded entry', async () => {
    const token = await login(app, 'demo_sub', 'Demo@12345');
    const result = body(await get(app, '/customer-api/session', authHeaders(token)));
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({
      token,
      userAdmin: 0,
      user: { loginCode: 'demo_sub', customerCode: 'C001' },
    });
    expect(result.data.newMenuId.split(',')).toContain('expressTracking');
  });

  it('refuses the session call without a valid token', async () => {
    const response = await get(app, '/customer-api/session', authHeaders('not-a-token'));
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe(SESSION_INVALID_CODE);
  });
});
