// Over 300 lines: order entry's calls (create, fees and form data, freight inquiry, addresses) over one
// booted gateway and its seeded database; a boot per file costs more than the cases.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers } from '../../db/schema/core';
import { orders, orderTraces } from '../../db/schema/orders';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  grantKeys,
  post,
  SETUP_TIMEOUT,
  loginDemoAccounts,
} from '../../test/helper';
import { isValidBillCode } from '../../parcel/bill-code';
import { createOrder, loadOrderContext } from './order-create.service';
import { validateOrder } from './order.rules';

/** A valid order of the demo shipper; each test gives its own order number. */
function newOrder(customerOrderNo: string | undefined, overrides: Record<string, unknown> = {}) {
  return {
    customerOrderNo,
    sender: {
      name: 'PT Nusantara Niaga',
      phone: '081210002026',
      districtCode: '31.73.05',
      address: 'Jl. Panjang No. 12',
    },
    receiver: {
      name: 'Siti Rahmawati',
      phone: '+62 812 3456 7802',
      province: 'Jawa Barat',
      city: 'Kota Bandung',
      district: 'Sukajadi',
      address: 'Jl. Sukajadi No. 57',
      postalCode: '40162',
    },
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja batik',
    pieces: 1,
    weightKg: 1.2,
    lengthCm: 40,
    widthCm: 30,
    heightCm: 30,
    declaredValue: 2_000_000,
    codAmount: 275_000,
    insured: true,
    productType: 'EZ',
    paymentMethod: 'MONTHLY',
    ...overrides,
  };
}

describe('order entry', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const create = (token: string, order: object, language = 'EN') =>
    post(app, '/customer-api/order/create', order, authHeaders(token, language));

  const rowsWithNumber = async (customerOrderNo: string) =>
    (await app.db.select({ n: count() }).from(orders).where(eq(orders.customerOrderNo, customerOrderNo)))[0]
      .n;

  describe('POST /order/create', () => {
    it('creates the order with its fees and a CREATED trace', async () => {
      const res = await create(demo, newOrder('T-CREATE-1'));
      expect(res.statusCode).toBe(200);
      const { code, data } = body(res);
      expect(code).toBe(1);
      expect(isValidBillCode(data.billCode)).toBe(true);
      expect(data).toMatchObject({
        customerOrderNo: 'T-CREATE-1',
        status: 'CREATED',
        statusLabel: 'Order created',
        duplicate: false,
      });
      // EZ Jakarta -> Bandung (same island), 6 kg volumetric: 18,000 + 5 x 12,000
      expect(data.fees).toMatchObject({
        zone: 'SAME_ISLAND',
        zoneLabel: 'Same island group',
        chargeableWeightKg: 6,
        billableWeightKg: 6,
        freightFee: 78_000,
        insuranceFee: 4_000,
        codFee: 8_250,
        totalFee: 90_250,
        serviceDays: 3,
        currency: 'IDR',
      });

      const [row] = await app.db.select().from(orders).where(eq(orders.id, data.id));
      expect(row).toMatchObject({
        billCode: data.billCode,
        senderProvince: 'Daerah Khusus Ibukota Jakarta',
        senderCity: 'Kota Administrasi Jakarta Barat',
        senderDistrict: 'Kebon Jeruk',
        senderDistrictCode: '31.73.05',
        receiverPhone: '081234567802',
        receiverDistrictCode: '32.73.07',
        volumetricWeightKg: 6,
        chargeableWeightKg: 6,
        freightFee: 78_000,
        totalFee: 90_250,
        paymentMethod: 'MONTHLY',
        status: 'CREATED',
      });
      expect(row.createdBy).not.toBeNull();
      const traces = await app.db.select().from(orderTraces).where(eq(orderTraces.orderId, data.id));
      expect(traces).toHaveLength(1);
      expect(traces[0]).toMatchObject({
        status: 'CREATED',
        description: 'ORDER_CREATED',
        customerId: row.customerId,
      });
    });

    it('numbers an order without its own number with its waybill number', async () => {
      const { data } = body(await create(demo, newOrder(undefined)));
      expect(data.customerOrderNo).toBe(data.billCode);
    });

    it('answers the same order for the same customer order number, and writes nothing twice', async () => {
      const first = body(await create(demo, newOrder('T-IDEMPOTENT')));
      const second = body(await create(demo, newOrder('T-IDEMPOTENT', { weightKg: 3 })));
      expect(second.code).toBe(1);
      expect(second.data).toMatchObject({
        id: first.data.id,
        billCode: first.data.billCode,
        duplicate: true,
      });
      expect(second.data.fees.freightFee).toBe(first.data.fees.freightFee);
      expect(await rowsWithNumber('T-IDEMPOTENT')).toBe(1);
      const traces = await app.db.select().from(orderTraces).where(eq(orderTraces.orderId, first.data.id));
      expect(traces).toHaveLength(1);
    });

    it('creates one order when the same number is sent several times at once', async () => {
      const answers = (await Promise.all([1, 2, 3].map(() => create(demo, newOrder('T-CONCURRENT'))))).map(
        body,
      );
      expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1]);
      expect(new Set(answers.map((answer) => answer.data.billCode)).size).toBe(1);
      expect(answers.filter((answer) => !answer.data.duplicate)).toHaveLength(1);
      expect(await rowsWithNumber('T-CONCURRENT')).toBe(1);
    });

    it('lets the unique index decide when concurrent creates all passed the first look-up', async () => {
      const [{ id: demoCustomerId }] = await app.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.customerCode, 'C001'));
      const context = await loadOrderContext(app.db, demoCustomerId);
      const validation = validateOrder(newOrder('T-RACE'), context);
      if (!validation.ok) throw new Error('fixture order is invalid');
      // Each call looks the number up before inserting; all look-ups run before the first insert.
      const results = await Promise.all(
        [1, 2, 3, 4].map(() => createOrder(app.db, context, null, validation.order)),
      );
      expect(new Set(results.map((result) => result.row.id)).size).toBe(1);
      expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
      expect(await rowsWithNumber('T-RACE')).toBe(1);
      const traces = await app.db
        .select()
        .from(orderTraces)
        .where(eq(orderTraces.orderId, results[0].row.id));
      expect(traces).toHaveLength(1);
    });

    it('lets another customer use the same order number for its own order', async () => {
      await create(demo, newOrder('T-SHARED-NO'));
      const theirs = body(
        await create(other, newOrder('T-SHARED-NO', { paymentMethod: 'SENDER_PAY', codAmount: 0 })),
      );
      expect(theirs).toMatchObject({ code: 1, data: { duplicate: false } });
      expect(await rowsWithNumber('T-SHARED-NO')).toBe(2);
    });

    it('refuses an invalid order with every issue, translated, and writes nothing', async () => {
      const bad = newOrder('T-INVALID', {
        receiver: { ...newOrder('x').receiver, district: 'Atlantis', phone: '021 555 1234' },
        declaredValue: 100_000,
        codAmount: 200_000,
        weightKg: 0,
      });
      const res = await create(demo, bad, 'YN');
      expect(res.statusCode).toBe(200);
      const { code, msg, data } = body(res);
      expect(code).toBe(500);
      expect(msg).toMatch(
        /^data pesanan tidak valid: telepon penerima "021 555 1234" bukan nomor HP Indonesia/,
      );
      expect(
        data.issues.map(
          (issue: { field: string; messageCode: string }) => `${issue.field}:${issue.messageCode}`,
        ),
      ).toEqual([
        'receiver.phone:order.phoneInvalid',
        'receiver.district:order.districtUnknown',
        'weightKg:order.weightRange',
        'codAmount:order.codOverDeclared',
      ]);
      expect(data.issues[1].message).toBe(
        'kecamatan penerima: Kota Bandung tidak memiliki kecamatan bernama "Atlantis"',
      );
      expect(await rowsWithNumber('T-INVALID')).toBe(0);
    });

    it('refuses an invalid order in Thai for TH, Vietnamese for VN, Khmer for KH and Malay for MY', async () => {
      const bad = newOrder('T-INVALID-LANG', {
        receiver: { ...newOrder('x').receiver, district: 'Atlantis', phone: '021 555 1234' },
        declaredValue: 100_000,
        codAmount: 200_000,
        weightKg: 0,
      });
      const th = body(await create(demo, bad, 'TH'));
      expect(th.code).toBe(500);
      expect(th.msg).toBe(
        'ข้อมูลคำสั่งซื้อไม่ถูกต้อง: เบอร์โทรผู้รับ "021 555 1234" ไม่ใช่หมายเลขโทรศัพท์มือถืออินโดนีเซีย (08… หรือ +62 8…) (และอีก 3 รายการ)',
      );
      expect(th.data.issues[1].message).toBe('อำเภอผู้รับ: Kota Bandung ไม่มีอำเภอชื่อ "Atlantis"');

      const vn = body(await create(demo, bad, 'VN'));
      expect(vn.code).toBe(500);
      expect(vn.msg).toBe(
        'đơn hàng không hợp lệ: số điện thoại người nhận "021 555 1234" không phải số di động Indonesia (08… hoặc +62 8…) (và 3 lỗi khác)',
      );
      expect(vn.data.issues[1].message).toBe(
        'quận/huyện người nhận: Kota Bandung không có quận/huyện nào tên "Atlantis"',
      );

      expect(body(await create(demo, bad, 'KH')).msg).toMatch(/^ការបញ្ជាទិញមិនត្រឹមត្រូវ៖ លេខទូរស័ព្ទអ្នកទទួល /);
      expect(body(await create(demo, bad, 'MY')).msg).toMatch(
        /^pesanan tidak sah: telefon penerima "021 555 1234" /,
      );
      expect(await rowsWithNumber('T-INVALID-LANG')).toBe(0);
    });

    it('answers a schema failure in the request language', async () => {
      const broken = { ...newOrder('T-SCHEMA-LANG'), receiver: 'nowhere' };
      const vn = await create(demo, broken, 'VN');
      expect(vn.statusCode).toBe(400);
      expect(body(vn).msg).toBe('dữ liệu nhập không hợp lệ');
      expect(body(vn).data).toContainEqual({
        field: 'body.receiver',
        message: expect.stringMatching(/^phải là /),
      });
      const th = await create(demo, broken, 'TH');
      expect(body(th).msg).toBe('ข้อมูลที่ป้อนไม่ถูกต้อง');
      expect(body(th).data).toContainEqual({
        field: 'body.receiver',
        message: expect.stringMatching(/^ต้องเป็น/),
      });
    });

    it("applies the shipper's terms: the other shipper has no monthly account and no COD", async () => {
      const { code, data } = body(await create(other, newOrder('T-TERMS')));
      expect(code).toBe(500);
      expect(data.issues.map((issue: { messageCode: string }) => issue.messageCode)).toEqual([
        'order.paymentMethodNotAllowed',
        'order.codNotAllowed',
      ]);
    });

    it('refuses cents and a COD amount above the Rp 5,000,000 cap, naming the field, and writes nothing', async () => {
      const half = body(await create(demo, newOrder('T-COD-HALF', { codAmount: 0.5 })));
      expect(half.code).toBe(500);
      expect(half.data.issues.map((issue: { field: string }) => issue.field)).toEqual(['codAmount']);
      expect(half.data.issues[0].message).toBe('COD amount "0.5" must be whole rupiah (no cents)');
      const over = body(
        await create(demo, newOrder('T-COD-OVER', { codAmount: 5_000_001, declaredValue: 6_000_000 }), 'YN'),
      );
      expect(over.data.issues[0]).toMatchObject({
        field: 'codAmount',
        messageCode: 'order.amountRange',
        message: 'nilai COD harus antara 0 dan 5000000',
      });
      const cents = body(
        await create(demo, newOrder('T-DECL-CENTS', { declaredValue: 2_000_000.5, insured: false })),
      );
      expect(cents.data.issues.map((issue: { field: string }) => issue.field)).toEqual(['declaredValue']);
      for (const number of ['T-COD-HALF', 'T-COD-OVER', 'T-DECL-CENTS'])
        expect(await rowsWithNumber(number)).toBe(0);
      const atCap = body(
        await create(demo, newOrder('T-COD-CAP', { codAmount: 5_000_000, declaredValue: 6_000_000 })),
      );
      expect(atCap.code).toBe(1);
      const [row] = await app.db
        .select({ codAmount: orders.codAmount })
        .from(orders)
        .where(eq(orders.customerOrderNo, 'T-COD-CAP'));
      expect(row.codAmount).toBe(5_000_000);
    });

    it('refuses COD with receiver pays', async () => {
      const { data } = body(await create(demo, newOrder('T-COD-RP', { paymentMethod: 'RECEIVER_PAY' })));
      expect(data.issues.map((issue: { messageCode: string }) => issue.messageCode)).toEqual([
        'order.codPaymentMethod',
      ]);
    });

    it('is open to a sub-account holding orderEntry_ADD, closed without it and without a session', async () => {
      const refused = await create(demoSub, newOrder('T-SUB'));
      expect(body(refused).code).toBe(403);
      expect(body(refused).msg).toBe('no permission');
      await grantKeys(app, ['orderEntry_ADD']);
      try {
        expect(body(await create(demoSub, newOrder('T-SUB'))).code).toBe(1);
      } finally {
        await grantKeys(app);
      }
      expect((await post(app, '/customer-api/order/create', newOrder('T-ANON'))).statusCode).toBe(401);
    });
  });

  describe('fees and form data', () => {
    it('POST /order/recFee breaks down the fees of a draft with only regions and parcel', async () => {
      const draft = {
        sender: { districtCode: '31.73.05' },
        receiver: { province: 'Sumatera Utara', city: 'Medan', district: 'Medan Baru' },
        weightKg: 2.3,
        productType: 'ECO',
        declaredValue: 1_000_000,
        insured: true,
      };
      const { code, data } = body(
        await post(app, '/customer-api/order/recFee', draft, authHeaders(demo, 'CN')),
      );
      expect(code).toBe(1);
      // ECO other island: 24,000 + 2 x 18,000; insurance 0.2 % of 1,000,000
      expect(data).toMatchObject({
        zone: 'OTHER_ISLAND',
        zoneLabel: '跨岛',
        productTypeName: '经济快递',
        billableWeightKg: 3,
        freightFee: 60_000,
        insuranceFee: 2_000,
        codFee: 0,
        totalFee: 62_000,
        serviceDays: 6,
      });
      const bad = body(
        await post(app, '/customer-api/order/recFee', { ...draft, receiver: {} }, authHeaders(demo)),
      );
      expect(bad.code).toBe(500);
      expect(bad.data.issues[0]).toMatchObject({
        field: 'receiver.province',
        message: 'receiver province is required',
      });
    });

    it('POST /order/expressTypes names products in the request language with availability', async () => {
      const route = { senderDistrictCode: '31.73.05', receiverDistrictCode: '91.71.01', weightKg: 1 };
      const { data } = body(
        await post(app, '/customer-api/order/expressTypes', route, authHeaders(demo, 'YN')),
      );
      expect(data.map((type: { code: string }) => type.code)).toEqual(['EZ', 'SUPER', 'ECO', 'CARGO']);
      expect(data[0]).toMatchObject({
        name: 'EZ reguler',
        available: true,
        serviceDays: 4,
        reasonCode: null,
      });
      expect(data[1]).toMatchObject({
        available: false,
        reasonCode: 'freight.unavailable.remoteArea',
        reason: 'SUPER tidak tersedia ke Papua',
      });
      const plain = body(await post(app, '/customer-api/order/expressTypes', {}, authHeaders(demo))).data;
      expect(
        plain.every(
          (type: { available: boolean; serviceDays: null }) => type.available && type.serviceDays === null,
        ),
      ).toBe(true);
    });

    it('POST /order/documentInsuranceFee is 0.2 % with a Rp 1,000 minimum', async () => {
      const fee = (declaredValue: number) =>
        post(app, '/customer-api/order/documentInsuranceFee', { declaredValue }, authHeaders(demo));
      expect(body(await fee(2_500_000)).data).toEqual({
        declaredValue: 2_500_000,
        insuranceFee: 5_000,
        rate: 0.002,
        minFee: 1_000,
      });
      expect(body(await fee(100)).data.insuranceFee).toBe(1_000);
      expect((await fee(-1)).statusCode).toBe(400);
    });

    it("POST /order/customerInfo answers the caller's customer and terms", async () => {
      const mine = body(await post(app, '/customer-api/order/customerInfo', {}, authHeaders(demo))).data;
      expect(mine).toMatchObject({
        customerCode: 'C001',
        customerName: 'PT Nusantara Niaga',
        codAllowed: true,
        codPaymentMethods: ['MONTHLY', 'SENDER_PAY'],
        defaultSender: {
          districtCode: '31.73.05',
          city: 'Kota Administrasi Jakarta Barat',
          phone: '081210002026',
        },
      });
      expect(mine.paymentMethods.map((method: { code: string }) => method.code)).toEqual([
        'MONTHLY',
        'SENDER_PAY',
        'RECEIVER_PAY',
      ]);
      const theirs = body(await post(app, '/customer-api/order/customerInfo', {}, authHeaders(other))).data;
      expect(theirs).toMatchObject({ customerCode: 'C002', codAllowed: false });
      expect(theirs.paymentMethods.map((method: { code: string }) => method.code)).toEqual([
        'SENDER_PAY',
        'RECEIVER_PAY',
      ]);
    });

    it('GET /order/sellerTypes names seller types in the request language', async () => {
      const { data } = body(await get(app, '/customer-api/order/sellerTypes', authHeaders(demo, 'CN')));
      expect(data[0]).toEqual({ code: 'INDIVIDUAL', name: '个人卖家' });
    });
  });

  describe('freight inquiry and addresses', () => {
    const freight = (token: string, payload: object) =>
      post(app, '/customer-api/freight', payload, authHeaders(token));

    it('POST /freight quotes every product between two districts', async () => {
      const { code, data } = body(
        await freight(demo, {
          senderDistrictCode: '31.73.05',
          receiverDistrictCode: '31.73.02',
          weightKg: 0.5,
        }),
      );
      expect(code).toBe(1);
      expect(data).toMatchObject({
        zone: 'SAME_CITY',
        sender: 'Daerah Khusus Ibukota Jakarta / Kota Administrasi Jakarta Barat / Kebon Jeruk',
        chargeableWeightKg: 0.5,
      });
      expect(
        data.quotes.map((quote: { productType: string; freightFee: number; serviceDays: number }) => [
          quote.productType,
          quote.freightFee,
          quote.serviceDays,
        ]),
      ).toEqual([
        ['EZ', 10_000, 3],
        ['SUPER', 15_000, 1],
        ['ECO', 8_000, 5],
        ['CARGO', 50_000, 6],
      ]);
    });

    it('quotes only CARGO for a parcel over 500 kg, and names unknown districts', async () => {
      const heavy = body(
        await freight(demo, {
          senderDistrictCode: '31.73.05',
          receiverDistrictCode: '32.73.02',
          weightKg: 800,
        }),
      ).data;
      expect(heavy.quotes.map((quote: { available: boolean }) => quote.available)).toEqual([
        false,
        false,
        false,
        true,
      ]);
      const unknown = body(
        await freight(demo, {
          senderDistrictCode: '31.73.05',
          receiverDistrictCode: '99.99.99',
          weightKg: 1,
        }),
      );
      expect(unknown.code).toBe(500);
      expect(unknown.data.issues[0]).toMatchObject({
        field: 'receiver.districtCode',
        messageCode: 'order.districtCodeUnknown',
      });
    });

    it('needs freightInquiry: a sub-account without it gets 403', async () => {
      const res = await freight(demoSub, {
        senderDistrictCode: '31.73.05',
        receiverDistrictCode: '31.73.02',
        weightKg: 1,
      });
      expect(body(res).code).toBe(403);
    });

    it('GET /address/search finds districts as province / city / district, upper-casing the key', async () => {
      const { data } = body(
        await get(app, '/customer-api/address/search?searchKey=kebon%20jer&type=1', authHeaders(demo)),
      );
      expect(data[0]).toMatchObject({
        value: '31.73.05',
        label: 'Daerah Khusus Ibukota Jakarta / Kota Administrasi Jakarta Barat / Kebon Jeruk',
        provinceCode: '31',
        cityCode: '31.73',
      });
      const many = body(await get(app, '/customer-api/address/search?searchKey=SU', authHeaders(demo))).data;
      expect(many).toHaveLength(20);
      const cities = body(
        await get(app, '/customer-api/address/search?searchKey=bandung&type=2', authHeaders(demo)),
      ).data;
      expect(cities.map((hit: { value: string }) => hit.value).sort()).toEqual(['32.04', '32.17', '32.73']);
    });

    it("GET /customer/network answers the outlet of the customer's pickup city", async () => {
      const { data } = body(await get(app, '/customer-api/customer/network', authHeaders(demo)));
      expect(data).toMatchObject({
        level: 2,
        name: 'Outlet Kota Administrasi Jakarta Barat',
        regionCode: '31.73',
      });
      expect(data.hub).toMatchObject({ name: 'Hub Jakarta' });
      const theirs = body(await get(app, '/customer-api/customer/network', authHeaders(other))).data;
      expect(theirs.regionCode).toBe('73.71');
    });
  });

  it('keeps every created order scoped to its customer', async () => {
    const { data } = body(
      await create(other, newOrder('T-OTHER-OWN', { paymentMethod: 'SENDER_PAY', codAmount: 0 })),
    );
    const [row] = await app.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.id, data.id), eq(orders.customerOrderNo, 'T-OTHER-OWN')));
    const [demoRow] = await app.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.customerOrderNo, 'T-CREATE-1'));
    expect(row.customerId).not.toBe(demoRow.customerId);
  });
});
