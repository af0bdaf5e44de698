import type { FastifyInstance } from 'fastify';
import { authHeaders, body, createTestApp, loginDemoAccounts, post, SETUP_TIMEOUT } from '../test/helper';
import { seedCodDemo } from './finance-demo';

describe('living COD demo data', () => {
  let app: FastifyInstance;
  let demo: string;
  beforeAll(async () => {
    app = await createTestApp();
    [demo] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const state = async () => {
    const bill = body(await post(app, '/customer-api/codBill/page', { size: 100 }, authHeaders(demo))).data;
    const batches = body(
      await post(app, '/customer-api/codReconciliation/list', { size: 100 }, authHeaders(demo)),
    ).data;
    return {
      lines: bill.total,
      cards: bill.cards,
      batches: batches.records.map((b: { batchNo: string; status: string }) => `${b.batchNo} ${b.status}`),
    };
  };

  it('walks COD orders through scans and past COD cycles, once', async () => {
    const now = new Date('2026-11-27T05:00:00Z');
    await seedCodDemo(app, now);
    const first = await state();
    expect(first.lines).toBe(20);
    expect(first.batches.some((b: string) => b.endsWith('PAID'))).toBe(true);
    expect(first.cards.held).toBeGreaterThan(0);
    await seedCodDemo(app, now);
    expect(await state()).toEqual(first);
    // quiet: no held-parcel notice of the replayed COD orders is left in the bell
    const notices = body(
      await post(app, '/customer-api/notification/page', { current: 1, size: 100 }, authHeaders(demo)),
    ).data.records as { link: string | null }[];
    expect(notices.filter((notice) => /billCode=JP8/.test(notice.link ?? ''))).toEqual([]);
  }, 120_000);
});
