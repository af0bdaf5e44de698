import type { FastifyInstance } from 'fastify';
import { authHeaders, createTestApp, login, SETUP_TIMEOUT } from '../test/helper';

const ORIGIN = 'http://localhost:3001';

describe('CORS', () => {
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    app = await createTestApp({ corsOrigins: [ORIGIN] });
    token = await login(app, 'demo', 'Demo@12345');
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('lets a page of the portal read the file name of a download', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/customer-api/order/manage/export',
      headers: { ...authHeaders(token), origin: ORIGIN },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(res.headers['access-control-expose-headers'])).toContain('Content-Disposition');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; /);
  });

  it('answers the preflight with the portal headers and nothing for another origin', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/customer-api/order/manage/export',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authToken,language,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authToken');
    const foreign = await app.inject({
      method: 'POST',
      url: '/customer-api/order/manage/count',
      headers: { ...authHeaders(token), origin: 'http://evil.example' },
      payload: {},
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
