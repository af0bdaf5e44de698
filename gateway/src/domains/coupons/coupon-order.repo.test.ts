// @postgres: two orders race for a campaign's last unit on pooled connections
import type { FastifyInstance } from 'fastify';
import { authHeaders, body, createTestApp, loginDemoAccounts, post } from '../../test/helper';
import { DEMO_WALLET, OTHER_WALLET } from '../../db/seed/coupons-data';
import { recordScan } from '../orders';

const APP_START_TIMEOUT_MS = 60_000;

/** An EZ order from Jakarta to Bandung (Jawa Barat), without COD. */
function draft(customerOrderNo?: string, overrides: Record<string, unknown> = {}) {
  return {
    customerOrderNo,
    sender: {
      name: 'PT Nusantara Niaga',
      phone: '081210002026',
      districtCode: '31.73.05',
      address: 'Jl. Panjang 12',
    },
    receiver: {
      name: 'Siti Rahmawati',
      phone: '081234567802',
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Sukajadi',
      address: 'Jl. Sukajadi No. 57',
    },
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja batik',
    weightKg: 3,
    declaredValue: 500_000,
    codAmount: 0,
    insured: true,
    productType: 'EZ',
    paymentMethod: 'MONTHLY',
    ...overrides,
  };
}

interface Option {
  code: string;
  applies: boolean;
  discount: number;
  reason: string | null;
}

describe('coupons at order entry (fee preview and creation)', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const preview = (token: string, payload: object) =>
    post(app, '/customer-api/order/recFee', payload, authHeaders(token));
  const create = (token: string, payload: object) =>
    post(app, '/customer-api/order/create', payload, authHeaders(token));
  const wallet = async (token: string) =>
    body(await post(app, '/customer-api/coupon/list', { size: 50 }, authHeaders(token))).data.records as {
      code: string;
      status: string;
      stockLeft: number;
      usedOnBillCode: string | null;
    }[];
  const coupon = async (token: string, code: string) => (await wallet(token)).find((c) => c.code === code)!;
  const orderCount = async (token: string) =>
    body(await post(app, '/customer-api/order/manage/count', {}, authHeaders(token))).data.total as number;

  it('weighs every available coupon against the draft: discounts for the applicable, reasons for the others', async () => {
    const { code, data } = body(await preview(demo, draft()));
    expect(code).toBe(1);
    const options = new Map((data.coupon.options as Option[]).map((option) => [option.code, option]));
    expect(options.get(DEMO_WALLET.percent)).toMatchObject({
      applies: true,
      discount: Math.min(15000, Math.floor(data.freightFee / 10)),
    });
    expect(options.get(DEMO_WALLET.westJava)).toMatchObject({ applies: true, discount: 5000 });
    expect(options.get(DEMO_WALLET.loyal)).toMatchObject({
      applies: false,
      discount: 0,
      reason: 'the freight does not reach the minimum spend of Rp 100.000',
    });
    expect(options.get(DEMO_WALLET.codOnly)?.reason).toBe('this coupon applies only to COD orders');
    expect(options.get(DEMO_WALLET.superOnly)?.reason).toBe(
      'this coupon applies only to product types SUPER',
    );
    expect(options.get(DEMO_WALLET.future)?.reason).toBe('this coupon is not valid yet');
    // Expired and used coupons are not offered.
    expect(options.has(DEMO_WALLET.expired)).toBe(false);
    expect(options.has(DEMO_WALLET.used)).toBe(false);
    expect(data.coupon).toMatchObject({ applied: null, discount: 0, totalAfterDiscount: data.totalFee });
  });

  it('answers the discount of the chosen coupon on the freight only, and the total after it', async () => {
    const { data } = body(await preview(demo, { ...draft(), couponCodes: [DEMO_WALLET.westJava] }));
    expect(data.insuranceFee).toBeGreaterThan(0);
    expect(data.coupon).toMatchObject({
      applied: { code: DEMO_WALLET.westJava, applies: true },
      discount: 5000,
      totalAfterDiscount: data.totalFee - 5000,
      refusal: null,
    });
  });

  it('gives the reason in the request language when the chosen coupon does not apply', async () => {
    const res = await post(
      app,
      '/customer-api/order/recFee',
      {
        ...draft(),
        receiver: {
          ...draft().receiver,
          province: 'DKI Jakarta',
          city: 'Jakarta Barat',
          district: 'Kebon Jeruk',
        },
        couponCodes: [DEMO_WALLET.westJava],
      },
      authHeaders(demo, 'YN'),
    );
    expect(body(res).data.coupon).toMatchObject({
      discount: 0,
      refusal: 'kupon ini tidak berlaku untuk pengiriman ke Daerah Khusus Ibukota Jakarta',
    });
  });

  it('refuses a second coupon: coupons do not stack', async () => {
    const codes = [DEMO_WALLET.westJava, DEMO_WALLET.percent];
    const { data } = body(await preview(demo, { ...draft(), couponCodes: codes }));
    expect(data.coupon).toMatchObject({ discount: 0, refusal: 'only one coupon can be used per order' });
    const before = await orderCount(demo);
    const refused = body(await create(demo, { ...draft('CP-STACK'), couponCodes: codes }));
    expect(refused).toMatchObject({ code: 500, msg: 'only one coupon can be used per order' });
    expect(await orderCount(demo)).toBe(before);
  });

  it("does not let a shipper use another shipper's coupon", async () => {
    const { data } = body(await preview(demo, { ...draft(), couponCodes: [OTHER_WALLET.welcome] }));
    expect(data.coupon.refusal).toBe('this coupon is not in your wallet');
    const before = await orderCount(demo);
    expect(body(await create(demo, { ...draft('CP-OTHER'), couponCodes: [OTHER_WALLET.welcome] })).msg).toBe(
      'this coupon is not in your wallet',
    );
    expect(await orderCount(demo)).toBe(before);
    expect((await coupon(other, OTHER_WALLET.welcome)).status).toBe('AVAILABLE');
  });

  it('lets a sub-account with orderEntry weigh its customer wallet, but not create without orderEntry_ADD', async () => {
    const options = body(await preview(demoSub, draft())).data.coupon.options as Option[];
    expect(options.map((option) => option.code)).toContain(DEMO_WALLET.westJava);
    const before = await orderCount(demo);
    const refused = await create(demoSub, { ...draft('CP-SUB'), couponCodes: [DEMO_WALLET.westJava] });
    expect(body(refused).code).toBe(403);
    expect(await orderCount(demo)).toBe(before);
    expect((await coupon(demo, DEMO_WALLET.westJava)).status).toBe('AVAILABLE');
  });

  it('refuses an expired coupon at creation and writes nothing', async () => {
    const before = await orderCount(demo);
    const refused = body(await create(demo, { ...draft('CP-EXPIRED'), couponCodes: [DEMO_WALLET.expired] }));
    expect(refused).toMatchObject({ code: 500, msg: 'this coupon has expired', data: null });
    expect(await orderCount(demo)).toBe(before);
  });

  it('stores the discount on the order and LOCKs the coupon; a locked coupon is refused for the next order', async () => {
    const stock = (await coupon(demo, DEMO_WALLET.westJava)).stockLeft;
    const created = body(await create(demo, { ...draft('CP-LOCK-1'), couponCodes: [DEMO_WALLET.westJava] }));
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ couponCode: DEMO_WALLET.westJava, couponDiscount: 5000 });
    const locked = await coupon(demo, DEMO_WALLET.westJava);
    expect(locked).toMatchObject({
      status: 'LOCKED',
      usedOnBillCode: created.data.billCode,
      stockLeft: stock - 1,
    });
    const page = body(
      await post(
        app,
        '/customer-api/order/manage/page',
        { billCode: created.data.billCode },
        authHeaders(demo),
      ),
    ).data;
    expect(page.records[0]).toMatchObject({ couponCode: DEMO_WALLET.westJava, couponDiscount: 5000 });

    const before = await orderCount(demo);
    const again = body(await create(demo, { ...draft('CP-LOCK-2'), couponCodes: [DEMO_WALLET.westJava] }));
    expect(again.msg).toBe('this coupon is already held by another order or used');
    expect(await orderCount(demo)).toBe(before);
  });

  it('puts the coupon back in the wallet when its order is cancelled before pick-up', async () => {
    const created = body(
      await create(demo, { ...draft('CP-CANCEL'), couponCodes: [DEMO_WALLET.percent] }),
    ).data;
    const stock = (await coupon(demo, DEMO_WALLET.percent)).stockLeft;
    expect((await coupon(demo, DEMO_WALLET.percent)).status).toBe('LOCKED');
    const cancelled = body(
      await post(app, '/customer-api/order/cancel', { ids: [created.id] }, authHeaders(demo)),
    );
    expect(cancelled.data.cancelled).toBe(1);
    expect(await coupon(demo, DEMO_WALLET.percent)).toMatchObject({
      status: 'AVAILABLE',
      usedOnBillCode: null,
      stockLeft: stock + 1,
    });
  });

  it('marks the coupon USED when the parcel is picked up', async () => {
    const created = body(
      await create(demo, { ...draft('CP-PICKUP'), couponCodes: [DEMO_WALLET.percent] }),
    ).data;
    const scan = await recordScan(app.db, created.id, {
      status: 'PICKED_UP',
      scanType: 'PICKUP',
      description: 'PICKUP_SCAN',
      location: 'Jakarta Barat',
      networkName: 'Kebon Jeruk',
      scanTime: new Date(),
    });
    expect(scan.ok).toBe(true);
    expect(await coupon(demo, DEMO_WALLET.percent)).toMatchObject({
      status: 'USED',
      usedOnBillCode: created.billCode,
    });
  });

  it('gives the last unit of a campaign to one of two orders racing for it; the other is not created', async () => {
    const before = (await orderCount(demo)) + (await orderCount(other));
    const results = await Promise.all([
      create(demo, { ...draft('CP-RACE-A'), couponCodes: [DEMO_WALLET.lastUnit] }),
      create(other, {
        ...draft('CP-RACE-B'),
        sender: {
          name: 'CV Sumber Jaya',
          phone: '081310002026',
          districtCode: '31.73.05',
          address: 'Jl. Meruya 3',
        },
        paymentMethod: 'SENDER_PAY',
        couponCodes: [OTHER_WALLET.lastUnit],
      }),
    ]);
    const answers = results.map((res) => body(res));
    expect(answers.map((answer) => answer.code).sort()).toEqual([1, 500]);
    expect(answers.find((answer) => answer.code === 500)?.msg).toBe('this coupon has run out of stock');
    expect((await orderCount(demo)) + (await orderCount(other))).toBe(before + 1);
    const statuses = [
      (await coupon(demo, DEMO_WALLET.lastUnit)).status,
      (await coupon(other, OTHER_WALLET.lastUnit)).status,
    ].sort();
    expect(statuses).toEqual(['AVAILABLE', 'LOCKED']);
  });
});
