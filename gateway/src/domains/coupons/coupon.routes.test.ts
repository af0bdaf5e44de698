// @postgres: a code redeemed twice at once on pooled connections
import type { FastifyInstance } from 'fastify';
import { authHeaders, body, createTestApp, grantKeys, post, loginDemoAccounts } from '../../test/helper';
import { COUPON_CODES, DEMO_WALLET, OTHER_WALLET } from '../../db/seed/coupons-data';

/** Migrating, seeding and three logins take a few seconds on a busy machine; jest's default hook timeout is 5 s. */
const APP_START_TIMEOUT_MS = 60_000;

describe('coupon routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const list = (token: string, payload: object = {}) =>
    post(app, '/customer-api/coupon/list', payload, authHeaders(token));
  const generate = (token: string, code: string, language = 'EN') =>
    post(app, '/customer-api/coupon/generate', { code }, authHeaders(token, language));

  it('pages the customer wallet with each coupon terms and the count of each status', async () => {
    const { code, data } = body(await list(demo, { current: 1, size: 5 }));
    expect(code).toBe(1);
    expect(data).toMatchObject({ current: 1, size: 5, total: 11, pages: 3 });
    expect(data.counts).toEqual({ AVAILABLE: 7, LOCKED: 0, USED: 2, EXPIRED: 2 });
    const westJava = body(await list(demo, { size: 50 })).data.records.find(
      (record: { code: string }) => record.code === DEMO_WALLET.westJava,
    );
    expect(westJava).toMatchObject({
      type: 'SHIPPING',
      discountType: 'FIXED',
      value: 5000,
      provinces: ['Jawa Barat'],
      codRule: 'ANY',
      stockLeft: 1000,
      status: 'AVAILABLE',
    });
    expect(westJava.terms).toMatch(/Jawa Barat/);
  });

  it('filters by status: AVAILABLE, USED, EXPIRED', async () => {
    const statuses = { AVAILABLE: 7, USED: 2, EXPIRED: 2, LOCKED: 0 } as const;
    for (const [status, count] of Object.entries(statuses)) {
      const { data } = body(await list(demo, { status, size: 50 }));
      expect(data.total).toBe(count);
      for (const record of data.records) expect(record.status).toBe(status);
    }
    const used = body(await list(demo, { status: 'USED' })).data.records[0];
    expect(used.usedAt).not.toBeNull();
    expect(used.usedOnBillCode).toMatch(/^JP\d{11}$/);
  });

  it('refuses an unknown status or a page size over 100', async () => {
    expect((await list(demo, { status: 'LOST' })).statusCode).toBe(400);
    expect((await list(demo, { size: 101 })).statusCode).toBe(400);
  });

  it('shows another customer only its own coupons', async () => {
    const { data } = body(await list(other));
    expect(data.total).toBe(2);
    expect(data.records.map((record: { code: string }) => record.code).sort()).toEqual(
      [OTHER_WALLET.welcome, OTHER_WALLET.lastUnit].sort(),
    );
  });

  it('redeems a voucher code into a new unused coupon, once per customer', async () => {
    const res = await generate(demo, ` ${COUPON_CODES.welcome.toLowerCase()} `);
    const { code, data } = body(res);
    expect(code).toBe(1);
    expect(data).toMatchObject({
      type: 'SHIPPING',
      discountType: 'FIXED',
      value: 10000,
      minSpend: 15000,
      status: 'AVAILABLE',
    });
    expect(Date.parse(data.validTo) - Date.parse(data.validFrom)).toBe(395 * 24 * 3600 * 1000);
    expect(body(await list(demo, { status: 'AVAILABLE' })).data.total).toBe(8);

    const again = body(await generate(demo, COUPON_CODES.welcome));
    expect(again).toMatchObject({
      code: 500,
      msg: 'you have already redeemed this voucher code',
      data: null,
    });
    // The same code stays open to another customer.
    expect(body(await generate(other, COUPON_CODES.welcome)).code).toBe(1);
    expect(body(await list(other)).data.total).toBe(3);
  });

  it('lets a sub-account holding couponManagement_ADD redeem for its customer, not one without', async () => {
    const refused = await generate(demoSub, COUPON_CODES.cargo);
    expect(body(refused).code).toBe(403);
    expect(body(refused).msg).toBe('no permission');
    await grantKeys(app, ['couponManagement_ADD']);
    try {
      expect(body(await generate(demoSub, COUPON_CODES.cargo)).code).toBe(1);
    } finally {
      await grantKeys(app);
    }
    expect(body(await generate(demo, COUPON_CODES.cargo)).msg).toBe(
      'you have already redeemed this voucher code',
    );
  });

  it('redeems a code only once when the same customer sends it twice at the same moment', async () => {
    const results = await Promise.all([generate(demo, COUPON_CODES.rate), generate(demo, COUPON_CODES.rate)]);
    expect(results.map((res) => body(res).code).sort()).toEqual([1, 500]);
  });

  it('explains an unknown, expired, exhausted or already redeemed code in the request language', async () => {
    expect(body(await generate(demo, 'NOPE123')).msg).toBe('this voucher code does not exist');
    expect(body(await generate(demo, 'NOPE123', 'YN')).msg).toBe('kode voucher tidak ditemukan');
    expect(body(await generate(demo, COUPON_CODES.expired)).msg).toBe('this voucher code has expired');
    expect(body(await generate(demo, COUPON_CODES.exhausted)).msg).toBe(
      'this voucher code has been fully redeemed',
    );
    expect(body(await generate(demo, COUPON_CODES.redeemedByDemo, 'CN')).msg).toBe('您已兑换过该兑换码');
  });

  it('refuses an empty code as invalid input', async () => {
    const res = await generate(demo, '   ');
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('input data is illegal');
  });
});
