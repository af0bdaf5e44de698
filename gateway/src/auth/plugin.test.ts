import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { ok, SESSION_INVALID_CODE } from '../http/envelope';
import { SETUP_TIMEOUT, authHeaders, body, createTestApp, get, login } from '../test/helper';

describe('auth plugin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, (instance) => {
      instance.get(
        '/probe/delete',
        { config: { permission: ['orderManagement', 'orderManagement_DELETE'] } },
        async () => ok('deleted'),
      );
      instance.get(
        '/probe/add',
        { config: { permission: ['orderManagement', 'orderManagement_ADD'] } },
        async () => ok('added'),
      );
      instance.get(
        '/probe/any',
        {
          config: {
            permission: {
              anyOf: [
                ['myWaybill', 'myWaybill_EXCEL'],
                ['orderManagement', 'orderManagement_EXCEL'],
              ],
            },
          },
        },
        async () => ok('any'),
      );
      // demo_sub holds orderManagement_EXCEL, not the myWaybill page
      instance.get(
        '/probe/button-without-page',
        { config: { permission: ['myWaybill', 'orderManagement_EXCEL'] } },
        async () => ok('no'),
      );
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  it('refuses to start when a route declares no permission', async () => {
    // The database is never touched before start-up, so none is opened.
    const direct = await buildApp({ db: {} as Database, config: testConfig() });
    expect(() => direct.get('/open-by-accident', async () => ok(null))).toThrow(
      /declares no config.permission/,
    );
    await direct.close();

    const viaPlugin = await buildApp({ db: {} as Database, config: testConfig() });
    void viaPlugin.register(async (domain) => {
      domain.post('/customer-api/forgot-to-declare', async () => ok(null));
    });
    await expect(viaPlugin.ready()).rejects.toThrow(
      /POST \/customer-api\/forgot-to-declare declares no config.permission/,
    );
  });

  it('refuses to start when a route names a bare key or an empty list (page and button keys are listed)', async () => {
    const direct = await buildApp({ db: {} as Database, config: testConfig() });
    const declare = (permission: unknown) => () =>
      direct.get(`/probe-${String(permission)}`, { config: { permission } as never }, async () => ok(null));
    expect(declare('orderManagement_ADD')).toThrow(/list every key it needs/);
    expect(declare([])).toThrow(/empty or malformed permission list/);
    expect(declare({ anyOf: [] })).toThrow(/malformed config.permission/);
    expect(declare(['orderManagement', 'not a key'])).toThrow(/not routeName or routeName_ACTION/);
    await direct.close();
  });

  it('asks for every key of a list, and for one whole list of an anyOf', async () => {
    const token = await login(app, 'demo_sub', 'Demo@12345');
    // demo_sub holds orderManagement_ADD but not the page's DELETE key
    expect(body(await get(app, '/probe/delete', authHeaders(token))).code).toBe(403);
    expect((await get(app, '/probe/any', authHeaders(token))).statusCode).toBe(200);
    expect(body(await get(app, '/probe/button-without-page', authHeaders(token))).code).toBe(403);
  });

  it('answers a missing token with HTTP 401 and code 149010008', async () => {
    const response = await get(app, '/customer-api/loginStatus');
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({
      code: SESSION_INVALID_CODE,
      msg: 'session expired, please log in again',
      data: null,
    });
  });

  it('answers an unknown token with HTTP 401 in the request language', async () => {
    const response = await get(app, '/customer-api/loginStatus', authHeaders('not-a-real-token', 'CN'));
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ code: SESSION_INVALID_CODE, msg: '登录已过期，请重新登录', data: null });
  });

  it('answers HTTP 403 when a sub-account calls a route whose key it lacks', async () => {
    const token = await login(app, 'demo_sub', 'Demo@12345');
    const response = await get(app, '/probe/delete', authHeaders(token));
    expect(body(response).code).toBe(403);
    expect(body(response)).toEqual({ code: 403, msg: 'no permission', data: null });
    expect(body(await get(app, '/probe/add', authHeaders(token))).data).toBe('added');
  });

  it('lets an admin call every permission key', async () => {
    const token = await login(app, 'demo', 'Demo@12345');
    expect(body(await get(app, '/probe/delete', authHeaders(token))).data).toBe('deleted');
  });

  it('serves public routes without a token', async () => {
    expect((await get(app, '/customer-api/common/help')).statusCode).toBe(200);
  });
});
