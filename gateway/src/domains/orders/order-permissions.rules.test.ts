import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userPermissions, users } from '../../db/schema/core';
import { authHeaders, body, createTestApp, login, post } from '../../test/helper';
import { DEMO_BILL_CODES } from '../../db/seed/orders-data';

const PASSWORD = 'Demo@12345';
const APP_START_TIMEOUT_MS = 60_000;

/**
 * Calls a page borrows from another page: the detail dialogs of order management and my waybills
 * show the trace list, and the address change previews the new freight. A sub-account holding the
 * borrowing page's key, and not the lending page's, must still get them.
 */
describe('calls shared between order pages', () => {
  let app: FastifyInstance;
  let subId: number;

  const setKeys = async (keys: string[]) => {
    await app.db.delete(userPermissions).where(eq(userPermissions.userId, subId));
    await app.db
      .insert(userPermissions)
      .values(keys.map((resourceCode) => ({ userId: subId, resourceCode })));
  };
  const traceList = (token: string) =>
    post(app, '/customer-api/trace/list', { billCodes: [DEMO_BILL_CODES.delivered] }, authHeaders(token));
  const recFee = (token: string) =>
    post(
      app,
      '/customer-api/order/recFee',
      { sender: { districtCode: '31.73.05' }, receiver: { districtCode: '31.73.02' }, weightKg: 1.5 },
      authHeaders(token),
    );

  beforeAll(async () => {
    app = await createTestApp();
    const [sub] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_sub'));
    subId = sub.id;
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  it.each([
    ['expressTracking'],
    ['orderManagement', 'orderManagement_DETAIL'],
    ['myWaybill', 'myWaybill_DETAIL'],
  ])('the trace list opens to %s (page and its detail button) alone', async (...keys) => {
    await setKeys(keys);
    const res = await traceList(await login(app, 'demo_sub', PASSWORD));
    expect(res.statusCode).toBe(200);
    expect(body(res).data.list[0].billCode).toBe(DEMO_BILL_CODES.delivered);
  });

  it('the trace list is closed to a sub-account with none of those lists', async () => {
    await setKeys(['orderManagement', 'myWaybill']);
    expect(body(await traceList(await login(app, 'demo_sub', PASSWORD))).code).toBe(403);
    // A detail button without its page is not enough either.
    await setKeys(['orderManagement_DETAIL', 'myWaybill_DETAIL']);
    expect(body(await traceList(await login(app, 'demo_sub', PASSWORD))).code).toBe(403);
  });

  it.each([['orderEntry'], ['orderManagement', 'orderManagement_EDIT']])(
    'the fee preview opens to %s alone',
    async (...keys) => {
      await setKeys(keys);
      const res = await recFee(await login(app, 'demo_sub', PASSWORD));
      expect(res.statusCode).toBe(200);
      const { code, data } = body(res);
      expect(code).toBe(1);
      expect(data.totalFee).toBeGreaterThan(0);
    },
  );

  it('the fee preview is closed to a sub-account that can only view orders', async () => {
    await setKeys(['orderManagement', 'orderManagement_DETAIL']);
    expect(body(await recFee(await login(app, 'demo_sub', PASSWORD))).code).toBe(403);
  });
});
