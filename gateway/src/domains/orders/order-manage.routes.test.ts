// Over 300 lines: order management's calls (page, count, exports, cancel, address change, waybills by task)
// over one booted gateway and its seeded orders; a boot per file costs more than the cases.
import { count, desc, eq, inArray, max } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { customers } from '../../db/schema/core';
import { orders, orderTraces } from '../../db/schema/orders';
import { importTasks } from '../../db/schema/imports';
import { BizError } from '../../http/envelope';
import { t } from '../../i18n/messages';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  login,
  post,
  SETUP_TIMEOUT,
  loginDemoAccounts,
} from '../../test/helper';
import { COLUMN_REGISTRY } from '../widgets';
import { exportOrders } from './order-exports.service';
import { DEMO_BILL_CODES, DEMO_ORDERS, OTHER_CUSTOMER_BILL_CODE } from '../../db/seed/orders-data';
import { ORDER_STATUSES } from '../../parcel/status';

const PASSWORD = 'Demo@12345';
const MASKED = /^\d{4}\*{4}\d{4}$/;

interface ManageRecord {
  id: number;
  billCode: string;
  status: string;
  statusLabel: string;
  createdAt: string;
  latestScanTime: string;
  receiverName: string;
  receiverPhone: string;
  senderPhone: string;
  receiverDistrictCode: string;
}

function order(customerOrderNo: string, overrides: Record<string, unknown> = {}) {
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
      districtCode: '32.73.07',
      address: 'Jl. Sukajadi No. 57',
    },
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja batik',
    weightKg: 1.2,
    productType: 'EZ',
    paymentMethod: 'MONTHLY',
    ...overrides,
  };
}

async function workbookOf(res: LightMyRequestResponse): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Uint8Array.from(res.rawPayload).buffer);
  return workbook.worksheets[0];
}

function rowValues(sheet: ExcelJS.Worksheet, rowNo: number): unknown[] {
  return (sheet.getRow(rowNo).values as unknown[]).slice(1);
}

describe('order management', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const call = (path: string, token: string, payload: object = {}, language = 'EN') =>
    post(app, `/customer-api${path}`, payload, authHeaders(token, language));
  const page = async (token: string, payload: object = {}) =>
    body(await call('/order/manage/page', token, { current: 1, size: 100, ...payload })).data as {
      total: number;
      pages: number;
      records: ManageRecord[];
    };
  const create = async (customerOrderNo: string, overrides: Record<string, unknown> = {}, token = demo) => {
    const answer = body(await call('/order/create', token, order(customerOrderNo, overrides)));
    if (answer.code !== 1) throw new Error(`fixture order refused: ${answer.msg}`);
    return answer.data as { id: number; billCode: string };
  };
  const idOf = async (billCode: string) =>
    (await app.db.select({ id: orders.id }).from(orders).where(eq(orders.billCode, billCode)))[0].id;
  const statusOf = async (id: number) =>
    (await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
  const traceCount = async (id: number) =>
    (await app.db.select({ n: count() }).from(orderTraces).where(eq(orderTraces.orderId, id)))[0].n;

  describe('POST /order/manage/page', () => {
    it('pages the customer’s orders newest first, with several pages of demo data', async () => {
      const first = body(await call('/order/manage/page', demo, { current: 1, size: 10 })).data;
      expect(first.total).toBeGreaterThanOrEqual(DEMO_ORDERS.length);
      expect(first.pages).toBe(Math.ceil(first.total / 10));
      expect(first.pages).toBeGreaterThanOrEqual(9);
      expect(first.records).toHaveLength(10);
      const second = body(await call('/order/manage/page', demo, { current: 2, size: 10 })).data;
      const all = [...first.records, ...second.records] as ManageRecord[];
      const times = all.map((record) => Date.parse(record.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(new Set(all.map((record) => record.id)).size).toBe(20);
    });

    it('continues a page by keyset with afterId exactly like the next page number', async () => {
      const first = await page(demo, { size: 7 });
      const next = await page(demo, { size: 7, current: 2 });
      const keyset = await page(demo, { size: 7, afterId: first.records.at(-1)?.id });
      expect(keyset.records.map((record) => record.id)).toEqual(next.records.map((record) => record.id));
    });

    it('carries each order’s latest scan time on first, deep and multi-status pages', async () => {
      for (const payload of [
        { size: 5 },
        { size: 5, current: 4 },
        { size: 5, current: 2, status: ['CREATED', 'DELIVERED'] },
      ]) {
        const { records } = await page(demo, payload);
        expect(records.length).toBe(5);
        const latest = await app.db
          .select({ orderId: orderTraces.orderId, scanTime: max(orderTraces.scanTime) })
          .from(orderTraces)
          .where(
            inArray(
              orderTraces.orderId,
              records.map((record) => record.id),
            ),
          )
          .groupBy(orderTraces.orderId);
        const byOrder = new Map(latest.map((row) => [row.orderId, row.scanTime?.toISOString()]));
        for (const record of records) expect(record.latestScanTime).toBe(byOrder.get(record.id));
      }
    });

    it('masks both phones and carries the status label and latest scan time', async () => {
      const { records } = await page(demo, { billCode: DEMO_BILL_CODES.delivered.toLowerCase() });
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record.receiverPhone).toBe('0812****7801');
      expect(record.senderPhone).toMatch(MASKED);
      expect(record).toMatchObject({ status: 'DELIVERED', statusLabel: 'Delivered' });
      const [latest] = await app.db
        .select({ scanTime: orderTraces.scanTime })
        .from(orderTraces)
        .where(eq(orderTraces.orderId, record.id))
        .orderBy(desc(orderTraces.scanTime))
        .limit(1);
      expect(record.latestScanTime).toBe(latest.scanTime.toISOString());
      const all = await page(demo);
      for (const row of all.records) {
        expect(row.receiverPhone).toMatch(MASKED);
        expect(row.senderPhone).toMatch(MASKED);
      }
      const indonesian = body(
        await call('/order/manage/page', demo, { billCode: DEMO_BILL_CODES.delivered }, 'YN'),
      ).data;
      expect(indonesian.records[0].statusLabel).toBe('Terkirim');
    });

    it("carries every field the column chooser's orderManagement layout names", async () => {
      const [record] = (await page(demo, { size: 1 })).records;
      for (const column of COLUMN_REGISTRY.orderManagement) expect(record).toHaveProperty(column.prop);
      expect((record as unknown as { createTime: string }).createTime).toMatch(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      );
    });

    it('filters by one or several statuses, merging their runs newest first', async () => {
      const everything = await page(demo, { size: 100 });
      const wanted = ['CREATED', 'CANCELLED', 'RETURNED'];
      const expected = everything.records.filter((record) => wanted.includes(record.status));
      const several = await page(demo, { status: wanted, size: 5, current: 2 });
      expect(several.total).toBe(expected.length);
      expect(several.records.map((record) => record.id)).toEqual(
        expected.slice(5, 10).map((record) => record.id),
      );
      const one = await page(demo, { status: 'PROBLEM' });
      expect(one.records.every((record) => record.status === 'PROBLEM')).toBe(true);
      expect(one.total).toBe(everything.records.filter((record) => record.status === 'PROBLEM').length);
    });

    it('filters by receiver name (part, any case), phone (whole or part) and region', async () => {
      const byName = await page(demo, { receiverName: 'siti' });
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.records.every((record) => /siti/i.test(record.receiverName))).toBe(true);
      expect((await page(demo, { receiverName: '%' })).total).toBe(0);
      const byPhone = await page(demo, { receiverPhone: '+62 812-3456-7803' });
      expect(byPhone.total).toBeGreaterThan(0);
      expect(byPhone.records.every((record) => record.receiverName === 'Agus Setiawan')).toBe(true);
      expect((await page(demo, { receiverPhone: '7803' })).total).toBe(byPhone.total);
      const inSumatraUtara = await page(demo, { receiverProvinceCode: '12' });
      expect(inSumatraUtara.total).toBeGreaterThan(0);
      expect(inSumatraUtara.records.every((record) => record.receiverDistrictCode.startsWith('12.'))).toBe(
        true,
      );
      const inKotaBandung = await page(demo, { receiverCityCode: '32.73' });
      expect(inKotaBandung.records.every((record) => record.receiverDistrictCode.startsWith('32.73.'))).toBe(
        true,
      );
    });

    it('filters by creation time, read in Jakarta time or ISO 8601', async () => {
      const everything = await page(demo);
      const pivot = everything.records[20].createdAt;
      const newer = await page(demo, { createdAtStart: pivot });
      expect(newer.records.every((record) => record.createdAt >= pivot)).toBe(true);
      expect(newer.total).toBeGreaterThanOrEqual(21);
      const older = await page(demo, { createdAtEnd: pivot });
      expect(older.records.every((record) => record.createdAt <= pivot)).toBe(true);
      const none = await page(demo, {
        createdAtStart: '2001-01-01 00:00:00',
        createdAtEnd: '2001-01-31 23:59:59',
      });
      expect(none.total).toBe(0);
      expect((await call('/order/manage/page', demo, { createdAtStart: 'yesterday' })).statusCode).toBe(400);
    });

    it('shows a customer only its own orders', async () => {
      const theirs = await page(other);
      expect(theirs.records.map((record) => record.billCode)).toContain(OTHER_CUSTOMER_BILL_CODE);
      expect(theirs.records.map((record) => record.billCode)).not.toContain(DEMO_BILL_CODES.delivered);
      expect((await page(other, { billCode: DEMO_BILL_CODES.delivered })).total).toBe(0);
      expect((await page(demo, { billCode: OTHER_CUSTOMER_BILL_CODE })).total).toBe(0);
    });
  });

  describe('POST /order/manage/count', () => {
    it('counts per status, every status listed, for the same filters', async () => {
      const { data } = body(await call('/order/manage/count', demo));
      expect(data.statuses.map((entry: { status: string }) => entry.status)).toEqual([...ORDER_STATUSES]);
      expect(data.total).toBe((await page(demo)).total);
      const everything = await page(demo);
      for (const entry of data.statuses as { status: string; count: number; statusLabel: string }[])
        expect(entry.count).toBe(
          everything.records.filter((record) => record.status === entry.status).length,
        );
      const filtered = body(
        await call('/order/manage/count', demo, { status: ['DELIVERED'], receiverProvinceCode: '31' }),
      ).data;
      expect(filtered.statuses.find((entry: { status: string }) => entry.status === 'CREATED').count).toBe(0);
      expect(filtered.total).toBe(
        (await page(demo, { status: 'DELIVERED', receiverProvinceCode: '31' })).total,
      );
    });
  });

  describe('exports', () => {
    it('exports the filtered orders as xlsx with translated headers and formulas neutralised', async () => {
      const created = await create('T-EXPORT-INJECT', {
        receiver: { ...order('x').receiver, name: '=HYPERLINK("http://evil.example","click")' },
        goodsName: '+SUM(1,1)',
        remark: '@cmd|calc',
      });
      const res = await call('/order/manage/export', demo, { billCode: created.billCode });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{14}\.xlsx"/);
      const sheet = await workbookOf(res);
      const header = rowValues(sheet, 1);
      expect(header.slice(0, 3)).toEqual(['Waybill no.', 'Customer order no.', 'Status']);
      expect(sheet.rowCount).toBe(2);
      const values = rowValues(sheet, 2);
      expect(values[0]).toBe(created.billCode);
      expect(values).toContain(`'=HYPERLINK("http://evil.example","click")`);
      expect(values).toContain("'+SUM(1,1)");
      expect(values).toContain("'@cmd|calc");
      expect(values).toContain('0812****7802');
      sheet.getRow(2).eachCell((cell) => {
        expect(cell.formula).toBeFalsy();
        expect([ExcelJS.ValueType.String, ExcelJS.ValueType.Number]).toContain(cell.type);
      });
      const indonesian = await workbookOf(
        await call('/order/manage/export', demo, { billCode: created.billCode }, 'YN'),
      );
      expect(rowValues(indonesian, 1)[0]).toBe('No. resi');
    });

    it('exports every matching order, newest first, in batches', async () => {
      const sheet = await workbookOf(await call('/order/manage/export', demo, {}));
      const total = (await page(demo)).total;
      expect(sheet.rowCount).toBe(total + 1);
      const listed = (await page(demo, { size: 3 })).records.map((record) => record.billCode);
      expect([2, 3, 4].map((rowNo) => rowValues(sheet, rowNo)[0])).toEqual(listed);
    });

    it('refuses more rows than the cap instead of cutting them', async () => {
      const [{ id: customerId }] = await app.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.customerCode, 'C001'));
      const total = (await page(demo)).total;
      const error = await exportOrders(app.db, { customerId }, {}, 'orders', 'en', { maxRows: 10 }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BizError);
      expect(error).toMatchObject({ msgKey: 'order.exportTooMany', params: { count: total, max: 10 } });
      expect(t('en', 'order.exportTooMany', { count: total, max: 10 })).toBe(
        `the filter matches ${total} orders; export at most 10 at a time, please narrow it`,
      );
      const fits = await exportOrders(app.db, { customerId }, { status: 'PROBLEM' }, 'orders', 'en', {
        maxRows: 10,
      });
      expect(fits.data.length).toBeGreaterThan(0);
    });

    it('exports distinct receiver addresses, phones whole only with orderManagement_DETAIL', async () => {
      const filter = { receiverName: 'Agus Setiawan' };
      const admin = await workbookOf(await call('/order/addressExport', demo, filter));
      expect(rowValues(admin, 1)[0]).toBe('Receiver');
      expect(admin.rowCount).toBe(2);
      expect(rowValues(admin, 2).slice(0, 2)).toEqual(['Agus Setiawan', '081234567803']);
      expect(rowValues(admin, 2)[5]).toBe('12.71.17');
      const sub = await workbookOf(await call('/order/addressExport', demoSub, filter));
      expect(rowValues(sub, 2)[1]).toBe('0812****7803');
    });

    it('needs orderManagement_EXCEL: an account without it gets 403', async () => {
      const bare = await login(app, 'demo_newpass', PASSWORD);
      expect(body(await call('/order/manage/export', bare, {})).code).toBe(403);
      expect(body(await call('/order/addressExport', bare, {})).code).toBe(403);
      expect(body(await call('/order/manage/page', bare, {})).code).toBe(403);
    });
  });

  describe('POST /order/cancel', () => {
    it('cancels CREATED orders only, with a result per id, and leaves other customers alone', async () => {
      const fresh = await create('T-CANCEL-1');
      const delivered = await idOf(DEMO_BILL_CODES.delivered);
      const theirs = await idOf(OTHER_CUSTOMER_BILL_CODE);
      const theirStatus = await statusOf(theirs);
      const theirTraces = await traceCount(theirs);
      const res = body(await call('/order/cancel', demo, { ids: [fresh.id, delivered, theirs, 987654321] }));
      expect(res.code).toBe(1);
      expect(res.data.cancelled).toBe(1);
      expect(res.data.results).toEqual([
        {
          id: fresh.id,
          billCode: fresh.billCode,
          success: true,
          resultCode: 'CANCELLED',
          status: 'CANCELLED',
          message: 'cancelled',
        },
        {
          id: delivered,
          billCode: DEMO_BILL_CODES.delivered,
          success: false,
          resultCode: 'NOT_ALLOWED',
          status: 'DELIVERED',
          message: 'the order is "Delivered" and can no longer be cancelled',
        },
        {
          id: theirs,
          billCode: null,
          success: false,
          resultCode: 'NOT_FOUND',
          status: null,
          message: 'order not found',
        },
        {
          id: 987654321,
          billCode: null,
          success: false,
          resultCode: 'NOT_FOUND',
          status: null,
          message: 'order not found',
        },
      ]);
      expect(await statusOf(fresh.id)).toBe('CANCELLED');
      const [last] = await app.db
        .select()
        .from(orderTraces)
        .where(eq(orderTraces.orderId, fresh.id))
        .orderBy(desc(orderTraces.id))
        .limit(1);
      expect(last).toMatchObject({ status: 'CANCELLED', description: 'ORDER_CANCELLED' });
      expect(await statusOf(delivered)).toBe('DELIVERED');
      expect(await statusOf(theirs)).toBe(theirStatus);
      expect(await traceCount(theirs)).toBe(theirTraces);
      const again = body(await call('/order/cancel', demo, { ids: [fresh.id] })).data.results[0];
      expect(again.resultCode).toBe('NOT_ALLOWED');
    });

    it("answers not found to another shipper cancelling the demo's order, which stays as it was", async () => {
      const fresh = await create('T-CANCEL-OTHER');
      const res = body(await call('/order/cancel', other, { ids: [fresh.id] }));
      expect(res.data.results[0]).toMatchObject({ resultCode: 'NOT_FOUND', billCode: null });
      expect(await statusOf(fresh.id)).toBe('CREATED');
      expect(await traceCount(fresh.id)).toBe(1);
    });

    it('needs orderManagement_DELETE: the sub-account gets 403 and nothing changes', async () => {
      const fresh = await create('T-CANCEL-SUB');
      expect(body(await call('/order/cancel', demoSub, { ids: [fresh.id] })).code).toBe(403);
      expect(await statusOf(fresh.id)).toBe('CREATED');
    });
  });

  describe('receiver address change', () => {
    const preCheck = async (billCode: string, language = 'EN') =>
      body(await call('/order/updateAddress/preCheck', demo, { id: await idOf(billCode) }, language));

    it('is allowed while CREATED, PICKED_UP, IN_TRANSIT or PROBLEM, and says why not after', async () => {
      for (const key of ['created', 'pickedUp', 'inTransit', 'problem'] as const)
        expect((await preCheck(DEMO_BILL_CODES[key])).data).toMatchObject({
          allowed: true,
          reasonCode: null,
          reason: null,
        });
      expect((await preCheck(DEMO_BILL_CODES.arrived)).data).toMatchObject({
        allowed: false,
        reasonCode: 'order.addressChange.arrived',
        status: 'ARRIVED',
      });
      expect((await preCheck(DEMO_BILL_CODES.outForDelivery)).data.reasonCode).toBe(
        'order.addressChange.outForDelivery',
      );
      expect((await preCheck(DEMO_BILL_CODES.returning)).data.reasonCode).toBe(
        'order.addressChange.returning',
      );
      for (const key of ['delivered', 'returned', 'cancelled'] as const)
        expect((await preCheck(DEMO_BILL_CODES[key])).data.reasonCode).toBe('order.addressChange.final');
      expect((await preCheck(DEMO_BILL_CODES.delivered, 'YN')).data.reason).toBe(
        'pesanan sudah selesai (Terkirim); alamat tidak bisa diubah',
      );
    });

    it("answers 404 'order not found' for another customer's order", async () => {
      const res = await call(
        '/order/updateAddress/preCheck',
        demo,
        { id: await idOf(OTHER_CUSTOMER_BILL_CODE) },
        'CN',
      );
      expect(body(res).code).toBe(404);
      expect(body(res)).toEqual({ code: 404, msg: '订单不存在', data: null });
    });

    it('changes the receiver, recomputes the freight and notes it in the trace', async () => {
      const fresh = await create('T-ADDRESS-1');
      const before = (await app.db.select().from(orders).where(eq(orders.id, fresh.id)))[0];
      const receiver = {
        name: 'Agus Setiawan',
        phone: '6281234567803',
        province: 'Sumatera Utara',
        city: 'Medan',
        district: 'Medan Baru',
        address: 'Jl. Gatot Subroto No. 78',
        postalCode: '20112',
      };
      const res = body(await call('/order/updateAddress', demo, { id: fresh.id, receiver }));
      expect(res.code).toBe(1);
      expect(res.data.freightChanged).toBe(true);
      // EZ Jakarta -> Medan (another island), 2 kg: 30,000 + 24,000
      expect(res.data.fees).toMatchObject({ zone: 'OTHER_ISLAND', freightFee: 54_000, totalFee: 54_000 });
      expect(res.data.order).toMatchObject({
        receiverName: 'Agus Setiawan',
        receiverPhone: '0812****7803',
        receiverCity: 'Kota Medan',
        receiverDistrictCode: '12.71.17',
      });
      const after = (await app.db.select().from(orders).where(eq(orders.id, fresh.id)))[0];
      expect(after).toMatchObject({ receiverPhone: '081234567803', freightFee: 54_000, status: 'CREATED' });
      expect(before.freightFee).not.toBe(after.freightFee);
      const trace = body(await call('/trace/list', demo, { billCodes: [fresh.billCode] })).data.list[0]
        .traces[0];
      expect(trace).toMatchObject({
        status: 'CREATED',
        description: 'Receiver address changed by the sender',
      });
    });

    it('keeps the current receiver phone when the update sends none', async () => {
      const fresh = await create('T-ADDRESS-PHONE');
      const receiver = {
        name: 'Dewi Lestari',
        districtCode: '35.78.04',
        address: 'Jl. Raya Darmo No. 9',
      };
      const res = body(await call('/order/updateAddress', demo, { id: fresh.id, receiver }));
      expect(res.code).toBe(1);
      const blank = body(
        await call('/order/updateAddress', demo, { id: fresh.id, receiver: { ...receiver, phone: '  ' } }),
      );
      expect(blank.code).toBe(1);
      const after = (await app.db.select().from(orders).where(eq(orders.id, fresh.id)))[0];
      expect(after).toMatchObject({
        receiverName: 'Dewi Lestari',
        receiverPhone: '081234567802',
        receiverDistrictCode: '35.78.04',
      });
    });

    it('refuses an unknown region with issues and changes nothing', async () => {
      const fresh = await create('T-ADDRESS-2');
      const res = body(
        await call('/order/updateAddress', demo, {
          id: fresh.id,
          receiver: {
            ...order('x').receiver,
            districtCode: undefined,
            province: 'Jawa Barat',
            city: 'Kota Bandung',
            district: 'Atlantis',
          },
        }),
      );
      expect(res.code).toBe(500);
      expect(res.data.issues[0]).toMatchObject({
        field: 'receiver.district',
        messageCode: 'order.districtUnknown',
      });
      expect(await traceCount(fresh.id)).toBe(1);
    });

    it('refuses once the parcel has arrived, and SUPER to Papua', async () => {
      const arrived = await idOf(DEMO_BILL_CODES.arrived);
      const res = body(
        await call('/order/updateAddress', demo, { id: arrived, receiver: order('x').receiver }),
      );
      expect(res).toMatchObject({
        code: 500,
        msg: 'the parcel has reached the destination hub; the address can no longer be changed',
      });
      const fast = await create('T-ADDRESS-SUPER', { productType: 'SUPER' });
      const toPapua = body(
        await call('/order/updateAddress', demo, {
          id: fast.id,
          receiver: { ...order('x').receiver, districtCode: '91.71.01' },
        }),
      );
      expect(toPapua.data.issues[0].messageCode).toBe('freight.unavailable.remoteArea');
    });

    it("lets nobody change another customer's order, and needs orderManagement_EDIT", async () => {
      const fresh = await create('T-ADDRESS-3');
      const theirs = await call('/order/updateAddress', other, {
        id: fresh.id,
        receiver: order('x').receiver,
      });
      expect(body(theirs).code).toBe(404);
      expect(
        body(await call('/order/updateAddress', demoSub, { id: fresh.id, receiver: order('x').receiver }))
          .code,
      ).toBe(403);
      expect(body(await call('/order/updateAddress/preCheck', demoSub, { id: fresh.id })).code).toBe(403);
      expect(await traceCount(fresh.id)).toBe(1);
    });
  });

  describe('GET /order/waybillsByTask', () => {
    it("lists the orders of one of the customer's import tasks", async () => {
      const [{ id: demoCustomer }] = await app.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.customerCode, 'C001'));
      const [task] = await app.db
        .insert(importTasks)
        .values({
          customerId: demoCustomer,
          fileName: 'orders.xlsx',
          fileHash: 'f'.repeat(64),
          fileSize: 1,
          storageKey: 'k',
        })
        .returning();
      const a = await create('T-TASK-1');
      const b = await create('T-TASK-2');
      await app.db
        .update(orders)
        .set({ importTaskId: task.id })
        .where(inArray(orders.id, [a.id, b.id]));
      const { code, data } = body(
        await get(app, `/customer-api/order/waybillsByTask?taskId=${task.id}`, authHeaders(demo)),
      );
      expect(code).toBe(1);
      expect(data.total).toBe(2);
      expect(data.records.map((record: { billCode: string }) => record.billCode).sort()).toEqual(
        [a.billCode, b.billCode].sort(),
      );
      expect(data.records[0].receiverPhone).toMatch(MASKED);
      const theirs = await get(
        app,
        `/customer-api/order/waybillsByTask?taskId=${task.id}`,
        authHeaders(other),
      );
      expect(body(theirs).code).toBe(404);
      expect(body(theirs).msg).toBe('import task not found');
    });
  });
});
