import type { FastifyInstance } from 'fastify';
import { authHeaders, body, createTestApp, post, loginDemoAccounts } from '../../../test/helper';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from '../../../db/seed/orders-data';

/** Migrating, seeding and three logins take a few seconds on a busy machine; jest's default hook timeout is 5 s. */
const APP_START_TIMEOUT_MS = 60_000;

describe('tracking routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const traceList = (token: string, billCodes: string[], language = 'EN') =>
    post(app, '/customer-api/trace/list', { billCodes }, authHeaders(token, language));

  it('lists the scans of several waybills, newest first, in the request order', async () => {
    const res = await traceList(demo, [DEMO_BILL_CODES.inTransit, DEMO_BILL_CODES.delivered]);
    expect(res.statusCode).toBe(200);
    const { code, data } = body(res);
    expect(code).toBe(1);
    expect(data.notFound).toEqual([]);
    expect(data.list.map((item: { billCode: string }) => item.billCode)).toEqual([
      DEMO_BILL_CODES.inTransit,
      DEMO_BILL_CODES.delivered,
    ]);
    const delivered = data.list[1];
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      statusLabel: 'Delivered',
      senderCity: 'Kota Administrasi Jakarta Barat',
    });
    expect(delivered.traces[0]).toMatchObject({ status: 'DELIVERED', statusLabel: 'Delivered' });
    expect(delivered.traces[0].description).toMatch(/^Delivered and signed for/);
    expect(delivered.traces.at(-1).status).toBe('CREATED');
    const times = delivered.traces.map((trace: { scanTime: string }) => Date.parse(trace.scanTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('renders statuses and descriptions in the request language', async () => {
    const { data } = body(await traceList(demo, [DEMO_BILL_CODES.delivered], 'YN'));
    expect(data.list[0].statusLabel).toBe('Terkirim');
    expect(data.list[0].traces[0].description).toMatch(/^Paket telah diterima/);
    const zh = body(await traceList(demo, [DEMO_BILL_CODES.delivered], 'CN'));
    expect(zh.data.list[0].statusLabel).toBe('已签收');
  });

  it('trims, upper-cases, splits pasted lists and drops repeats', async () => {
    const pasted = `${DEMO_BILL_CODES.arrived.toLowerCase()}\n${DEMO_BILL_CODES.problem}, ${DEMO_BILL_CODES.arrived}`;
    const { data } = body(await traceList(demo, [pasted, `  ${DEMO_BILL_CODES.problem}  `]));
    expect(data.list.map((item: { billCode: string }) => item.billCode)).toEqual([
      DEMO_BILL_CODES.arrived,
      DEMO_BILL_CODES.problem,
    ]);
  });

  it("answers another customer's waybill as not found, exactly like an unknown one", async () => {
    const { data } = body(
      await traceList(demo, [OTHER_CUSTOMER_BILL_CODE, 'JP00000000000', DEMO_BILL_CODES.created]),
    );
    expect(data.list.map((item: { billCode: string }) => item.billCode)).toEqual([DEMO_BILL_CODES.created]);
    expect(data.notFound).toEqual([OTHER_CUSTOMER_BILL_CODE, 'JP00000000000']);

    const own = body(await traceList(other, [OTHER_CUSTOMER_BILL_CODE, DEMO_BILL_CODES.delivered]));
    expect(own.data.list.map((item: { billCode: string }) => item.billCode)).toEqual([
      OTHER_CUSTOMER_BILL_CODE,
    ]);
    expect(own.data.notFound).toEqual([DEMO_BILL_CODES.delivered]);
  });

  it('refuses an empty list and more than 50 waybills with a translated message', async () => {
    const empty = await traceList(demo, []);
    expect(empty.statusCode).toBe(400);
    expect(body(empty).msg).toBe('input data is illegal');
    const blanks = await traceList(demo, [' ', ','], 'YN');
    expect(body(blanks).msg).toBe('data masukan tidak valid');
    const many = Array.from({ length: 51 }, (_, i) => `JP${String(i).padStart(11, '0')}`);
    expect((await traceList(demo, many)).statusCode).toBe(400);
  });

  it('is open to a sub-account holding expressTracking and closed without a session', async () => {
    expect(body(await traceList(demoSub, [DEMO_BILL_CODES.delivered])).code).toBe(1);
    const anonymous = await post(app, '/customer-api/trace/list', { billCodes: [DEMO_BILL_CODES.delivered] });
    expect(anonymous.statusCode).toBe(401);
  });

  describe('arrival time', () => {
    const arrival = (token: string, billCode: string, language = 'EN') =>
      post(app, '/customer-api/order/arrivalTime', { billCode }, authHeaders(token, language));

    it('answers the delivery scan time of a delivered waybill', async () => {
      const trace = body(await traceList(demo, [DEMO_BILL_CODES.delivered])).data.list[0];
      const { code, data } = body(await arrival(demo, DEMO_BILL_CODES.delivered));
      expect(code).toBe(1);
      expect(data).toEqual({
        billCode: DEMO_BILL_CODES.delivered,
        estimatedArrival: trace.traces[0].scanTime,
        serviceDays: 3, // EZ within Java
        basis: 'delivered',
      });
    });

    it('estimates pickup time plus service days for a parcel on its way', async () => {
      // inTransit: EZ from Jakarta (Java) to Medan (Sumatra): 3 days + 1 between islands.
      const trace = body(await traceList(demo, [DEMO_BILL_CODES.inTransit])).data.list[0];
      const pickup = trace.traces.find((t: { status: string }) => t.status === 'PICKED_UP');
      const { data } = body(await arrival(demo, DEMO_BILL_CODES.inTransit.toLowerCase()));
      expect(data.basis).toBe('estimate');
      expect(data.serviceDays).toBe(4);
      expect(Date.parse(data.estimatedArrival) - Date.parse(pickup.scanTime)).toBe(4 * 24 * 3600 * 1000);
    });

    it('refuses a cancelled waybill with a translated message', async () => {
      const res = await arrival(demo, DEMO_BILL_CODES.cancelled, 'YN');
      expect(res.statusCode).toBe(200);
      expect(body(res).code).toBe(500);
      expect(body(res).msg).toContain('dibatalkan atau diretur');
    });

    it("answers 404 for another customer's waybill", async () => {
      const res = await arrival(demo, OTHER_CUSTOMER_BILL_CODE);
      expect(body(res).code).toBe(404);
      expect(body(res).data).toBeNull();
      expect(body(await arrival(other, DEMO_BILL_CODES.delivered)).code).toBe(404);
      expect(body(await arrival(other, OTHER_CUSTOMER_BILL_CODE)).code).toBe(1);
    });
  });
});
