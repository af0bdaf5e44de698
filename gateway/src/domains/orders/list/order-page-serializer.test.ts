import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { authHeaders, createTestApp, loginDemoAccounts, post, SETUP_TIMEOUT } from '../../../test/helper';
import { managePageResponse, waybillPageResponse } from '../order-manage.schemas';

/**
 * The order page and waybill page answer through a serializer compiled from their response schema
 * (http/fast-serializer.ts). Their bodies must be byte for byte what the zod serializer writes, and
 * hold to the schema, on real pages in every language.
 */
describe('order and waybill pages: the compiled serializer keeps the response contract', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const cases: [string, z.ZodType, object][] = [
    ['/order/manage/page', managePageResponse, { current: 1, size: 50 }],
    ['/order/manage/page', managePageResponse, { current: 2, size: 7 }],
    ['/order/manage/page', managePageResponse, { current: 1, size: 20, status: ['DELIVERED', 'CREATED'] }],
    ['/order/manage/page', managePageResponse, { current: 1, size: 20, billCode: 'NO-SUCH-WAYBILL' }],
    ['/waybill/page', waybillPageResponse, { current: 1, size: 50 }],
    ['/waybill/page', waybillPageResponse, { current: 3, size: 5 }],
  ];

  it.each(['EN', 'CN', 'YN'])('writes what the zod serializer writes (language %s)', async (language) => {
    for (const [url, schema, payload] of cases) {
      const response = await post(app, `/customer-api${url}`, payload, authHeaders(demo, language));
      expect(response.statusCode).toBe(200);
      const parsed: unknown = JSON.parse(response.body);
      // the schema holds, and zod would have written the very same bytes
      expect(JSON.stringify(z.encode(schema, parsed))).toBe(response.body);
      expect((parsed as { code: number }).code).toBe(1);
    }
  });

  it('answers refusals with the envelope as before', async () => {
    const noToken = await post(app, '/customer-api/order/manage/page', { current: 1 }, {});
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toMatchObject({ code: 149010008, data: null });
    const invalid = await post(app, '/customer-api/order/manage/page', { current: 0 }, authHeaders(demo));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 400 });
  });
});
