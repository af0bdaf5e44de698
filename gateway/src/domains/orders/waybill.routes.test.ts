import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { customers, userPermissions, users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { hashPassword } from '../../lib/password/password';
import {
  acceptPrivacyAgreement,
  authHeaders,
  body,
  createTestApp,
  get,
  login,
  post,
  SETUP_TIMEOUT,
} from '../../test/helper';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from '../../db/seed/orders-data';

const PASSWORD = 'Demo@12345';

describe('my waybills and phone reveal', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  /** A sub-account of the demo shipper holding my waybills and its detail key only. */
  let clerk: string;

  beforeAll(async () => {
    app = await createTestApp();
    const [{ id: demoCustomer }] = await app.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.customerCode, 'C001'));
    const [clerkUser] = await app.db
      .insert(users)
      .values({
        customerId: demoCustomer,
        parentCustomerId: demoCustomer,
        loginCode: 'waybill_clerk',
        passwordHash: await hashPassword(PASSWORD),
        userName: 'Waybill Clerk',
      })
      .returning();
    await app.db
      .insert(userPermissions)
      .values(
        ['myWaybill', 'myWaybill_DETAIL'].map((resourceCode) => ({ userId: clerkUser.id, resourceCode })),
      );
    await acceptPrivacyAgreement(app, clerkUser.id);
    [demo, demoSub, other, clerk] = await Promise.all([
      login(app, 'demo', PASSWORD),
      login(app, 'demo_sub', PASSWORD),
      login(app, 'other', PASSWORD),
      login(app, 'waybill_clerk', PASSWORD),
    ]);
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const call = (path: string, token: string, payload: object = {}, language = 'EN') =>
    post(app, `/customer-api${path}`, payload, authHeaders(token, language));

  describe('POST /waybill/page and /waybill/count', () => {
    it('lists the lighter waybill record, newest first, phone masked', async () => {
      const { code, data } = body(await call('/waybill/page', demo, { current: 1, size: 5 }));
      expect(code).toBe(1);
      expect(data.records).toHaveLength(5);
      expect(Object.keys(data.records[0]).sort()).toEqual(
        [
          'billCode',
          'chargeableWeightKg',
          'codAmount',
          'createTime',
          'createdAt',
          'customerOrderNo',
          'id',
          'printCount',
          'productType',
          'productTypeName',
          'receiverCity',
          'receiverDistrict',
          'receiverName',
          'receiverPhone',
          'status',
          'statusLabel',
          'weight',
          'weightKg',
        ].sort(),
      );
      for (const record of data.records) expect(record.receiverPhone).toMatch(/^\d{4}\*{4}\d{4}$/);
      // the product by its name in the caller's language, as the order management list names it
      const named = async (language: string) =>
        body(await call('/waybill/page', demo, { current: 1, size: 5 }, language)).data.records.map(
          (record: { productType: string; productTypeName: string }) => [
            record.productType,
            record.productTypeName,
          ],
        );
      const english = {
        EZ: 'EZ standard',
        SUPER: 'SUPER express',
        ECO: 'ECO economy',
        CARGO: 'CARGO freight',
      };
      const indonesian = {
        EZ: 'EZ reguler',
        SUPER: 'SUPER kilat',
        ECO: 'ECO ekonomis',
        CARGO: 'CARGO kargo',
      };
      const nameIn =
        (names: Record<string, string>) =>
        ([code]: string[]) => [code, names[code]];
      const inEnglish = await named('EN');
      expect(inEnglish).toEqual(inEnglish.map(nameIn(english)));
      const inIndonesian = await named('YN');
      expect(inIndonesian).toEqual(inIndonesian.map(nameIn(indonesian)));
      const manage = body(await call('/order/manage/page', demo, { current: 1, size: 5 })).data;
      expect(data.records.map((r: { id: number }) => r.id)).toEqual(
        manage.records.map((r: { id: number }) => r.id),
      );
    });

    it('filters printed and never-printed waybills', async () => {
      await app.db
        .update(orders)
        .set({ printCount: 2 })
        .where(eq(orders.billCode, DEMO_BILL_CODES.inTransit));
      const printed = body(await call('/waybill/page', demo, { printed: true })).data;
      expect(
        printed.records.map((r: { billCode: string; printCount: number }) => [r.billCode, r.printCount]),
      ).toEqual([[DEMO_BILL_CODES.inTransit, 2]]);
      const never = body(await call('/waybill/page', demo, { printed: false, size: 100 })).data;
      expect(never.records.map((r: { billCode: string }) => r.billCode)).not.toContain(
        DEMO_BILL_CODES.inTransit,
      );
      const counts = body(await call('/waybill/count', demo, { printed: true })).data;
      expect(counts.total).toBe(1);
      expect(counts.statuses.find((s: { status: string }) => s.status === 'IN_TRANSIT').count).toBe(1);
    });

    it('exports the waybills as xlsx', async () => {
      const res = await call('/waybill/export', demo, { billCode: DEMO_BILL_CODES.delivered });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(Uint8Array.from(res.rawPayload).buffer);
      const sheet = workbook.worksheets[0];
      expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
        'Waybill no.',
        'Receiver',
        'Receiver phone',
      ]);
      expect((sheet.getRow(2).values as unknown[]).slice(1, 3)).toEqual([
        DEMO_BILL_CODES.delivered,
        'Budi Santoso',
      ]);
    });

    it('needs myWaybill: the sub-account without it gets 403 on every waybill call', async () => {
      for (const path of ['/waybill/page', '/waybill/count', '/waybill/export'])
        expect(body(await call(path, demoSub)).code).toBe(403);
      expect(body(await call('/waybill/page', clerk)).code).toBe(1);
      expect(body(await call('/waybill/export', clerk)).code).toBe(403);
    });

    it("never lists another customer's waybills", async () => {
      const theirs = body(await call('/waybill/page', other, { size: 100 })).data;
      expect(theirs.records.map((r: { billCode: string }) => r.billCode)).toContain(OTHER_CUSTOMER_BILL_CODE);
      expect(theirs.records.map((r: { billCode: string }) => r.billCode)).not.toContain(
        DEMO_BILL_CODES.delivered,
      );
    });
  });

  describe('GET /order/phone', () => {
    const reveal = (token: string, billCode: string) =>
      get(app, `/customer-api/order/phone?billCode=${encodeURIComponent(billCode)}`, authHeaders(token));

    it('reveals both phones of the caller’s own order', async () => {
      const { code, data } = body(await reveal(demo, DEMO_BILL_CODES.delivered.toLowerCase()));
      expect(code).toBe(1);
      expect(data).toEqual({
        billCode: DEMO_BILL_CODES.delivered,
        receiverPhone: '081234567801',
        receiverPhoneInternational: '+6281234567801',
        senderPhone: '081210002026',
        senderPhoneInternational: '+6281210002026',
      });
    });

    it('opens to either detail key: myWaybill_DETAIL alone is enough', async () => {
      expect(body(await reveal(clerk, DEMO_BILL_CODES.delivered)).data.receiverPhone).toBe('081234567801');
    });

    it('is closed to a sub-account holding neither detail key', async () => {
      const res = await reveal(demoSub, DEMO_BILL_CODES.delivered);
      expect(body(res).code).toBe(403);
      expect(body(res).data).toBeNull();
    });

    it("answers 'order not found' for another customer's waybill", async () => {
      const res = await reveal(other, DEMO_BILL_CODES.delivered);
      expect(body(res).code).toBe(404);
      expect(body(res)).toEqual({ code: 404, msg: 'order not found', data: null });
      expect(body(await reveal(demo, OTHER_CUSTOMER_BILL_CODE)).code).toBe(404);
    });

    it('documents both pages with their detail keys in the OpenAPI document', async () => {
      const document = (await get(app, '/openapi.json')).json();
      expect(document.paths['/customer-api/order/phone'].get['x-permissions']).toEqual([
        ['orderManagement', 'orderManagement_DETAIL'],
        ['myWaybill', 'myWaybill_DETAIL'],
      ]);
    });
  });
});
