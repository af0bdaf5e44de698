// Over 300 lines: the label calls (one label, batch, tenant isolation, permissions, print config, quick
// print) over one booted gateway whose PDFs are read back with poppler and zbar; one boot per file.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { replaceUserPermissions } from '../../auth/user-permissions';
import { userPermissions, users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import {
  authHeaders,
  body,
  createTestApp,
  get,
  post,
  SETUP_TIMEOUT,
  loginDemoAccounts,
} from '../../test/helper';
import { billCodeFromBody } from '../../parcel/bill-code';
import {
  DEMO_ALL_BILL_CODES,
  DEMO_BILL_CODES,
  DEMO_ORDERS,
  OTHER_CUSTOMER_BILL_CODE,
} from '../../db/seed/orders-data';
import { decodePng, PdfProbe } from '../../lib/pdf/pdf-probe';
import { PT_PER_MM } from './label-styles.render';

/** The demo orders quick print lists: all but the cancelled ones (whose labels do not print). */
const PRINTABLE_DEMO_ORDERS = DEMO_ORDERS.filter((order) => order.status !== 'CANCELLED').length;

/** A demo order with a COD amount of Rp 450.000 (2026000008). */
const COD_BILL_CODE = DEMO_BILL_CODES.inTransit;
/** Added by the suite: a Chinese receiver, fees with a discount, COD Rp 125.000. */
const CHINESE_BILL_CODE = billCodeFromBody('2026555001');

describe('label routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  const probes: PdfProbe[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    const [template] = await app.db.select().from(orders).where(eq(orders.billCode, COD_BILL_CODE));
    const { id: _id, ...copy } = template;
    await app.db.insert(orders).values({
      ...copy,
      billCode: CHINESE_BILL_CODE,
      customerOrderNo: 'CN-2026-0001',
      receiverName: '张伟',
      receiverAddress: '朝阳区建国路88号 SOHO现代城 A座1808室',
      codAmount: 125000,
      freightFee: 20000,
      insuranceFee: 5000,
      codFee: 3000,
      totalFee: 25000,
      remark: '易碎品 mudah pecah',
      printCount: 0,
      lastPrintedAt: null,
    });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    probes.forEach((probe) => probe.dispose());
    await app.close();
  });

  const orderOf = async (billCode: string) => {
    const [row] = await app.db
      .select({ id: orders.id, printCount: orders.printCount, lastPrintedAt: orders.lastPrintedAt })
      .from(orders)
      .where(eq(orders.billCode, billCode));
    return row;
  };
  const printCounts = async (billCodes: readonly string[]) => {
    const rows = await app.db
      .select({ billCode: orders.billCode, printCount: orders.printCount })
      .from(orders)
      .where(inArray(orders.billCode, [...billCodes]));
    return Object.fromEntries(rows.map((row) => [row.billCode, row.printCount]));
  };
  const probe = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const opened = new PdfProbe(res.rawPayload);
    probes.push(opened);
    return opened;
  };
  const print = (token: string, path: string, language = 'EN') =>
    get(app, `/customer-api/label/${path}`, authHeaders(token, language));
  const printBatch = (token: string, payload: object, language = 'EN') =>
    post(app, '/customer-api/label/printBatch', payload, authHeaders(token, language));

  describe('one label', () => {
    it('prints the bill code, the receiver and the COD amount on a 100 x 150 mm page', async () => {
      const { id } = await orderOf(COD_BILL_CODE);
      const pdf = probe(await print(demo, `print/THERMAL_100x150/${id}?type=1&discountPrint=0`));
      const text = pdf.text();
      expect(text).toContain(COD_BILL_CODE);
      expect(text).toContain('Agus Setiawan');
      expect(text).toContain('Rp 450.000');
      expect(text).toContain('0812****2026'); // the sender's phone, masked
      expect(text).not.toContain('Freight');
      const [size] = pdf.pageSizes();
      expect(size.width).toBeCloseTo(100 * PT_PER_MM, 1);
      expect(size.height).toBeCloseTo(150 * PT_PER_MM, 1);
    });

    it('carries a Code 128 and a QR code that both decode to the bill code', async () => {
      const pdf = probe(await print(demo, `print/THERMAL_100x150/${COD_BILL_CODE}?type=2`));
      expect(pdf.barcodes(1)).toEqual([`CODE-128:${COD_BILL_CODE}`, `QR-Code:${COD_BILL_CODE}`]);
    });

    it('finds the order by bill code in any case', async () => {
      const pdf = probe(await print(demo, `print/A6/${COD_BILL_CODE.toLowerCase()}?type=2`));
      expect(pdf.text()).toContain(COD_BILL_CODE);
    });

    it('sizes the page of each style', async () => {
      const sizeOf = async (style: string) =>
        probe(await print(demo, `print/${style}/${DEMO_BILL_CODES.created}?type=2`)).pageSizes()[0];
      const a6 = await sizeOf('A6');
      expect([a6.width / PT_PER_MM, a6.height / PT_PER_MM].map(Math.round)).toEqual([105, 148]);
      const a4 = await sizeOf('A4_4UP');
      expect([a4.width / PT_PER_MM, a4.height / PT_PER_MM].map(Math.round)).toEqual([210, 297]);
    });

    it('leaves the COD amount out on printNoCod', async () => {
      const pdf = probe(await print(demo, `printNoCod/THERMAL_100x150/${COD_BILL_CODE}?type=2`));
      const text = pdf.text();
      expect(text).toContain(COD_BILL_CODE);
      expect(text).not.toContain('Rp 450.000');
      expect(text).not.toMatch(/\bCOD\b/);
    });

    it('renders a Chinese receiver and Chinese captions, with the fee breakdown on discountPrint=1', async () => {
      const pdf = probe(
        await print(demo, `print/THERMAL_100x150/${CHINESE_BILL_CODE}?type=2&discountPrint=1`, 'CN'),
      );
      const text = pdf.text();
      expect(text).toContain('张伟');
      expect(text).toContain('朝阳区建国路88号');
      expect(text).toContain('收件人');
      expect(text).toContain('易碎品 mudah pecah');
      expect(text).toContain('Rp 125.000');
      expect(text).toContain('优惠');
      expect(text).toContain('-Rp 3.000'); // 20.000 + 5.000 + 3.000 charged as 25.000
      expect(text).toContain('合计');
      expect(text).toContain('Rp 25.000');
    });

    it('prints the destination sort code and Indonesian captions', async () => {
      const text = probe(await print(demo, `print/A6/${COD_BILL_CODE}?type=2`, 'YN')).text();
      expect(text).toContain('SU-MDN'); // Medan, Sumatera Utara
      expect(text).toContain('Penerima');
      expect(text).toContain('Koli: 1');
    });

    it('counts every print and stamps its time', async () => {
      const before = await orderOf(DEMO_BILL_CODES.arrived);
      probe(await print(demo, `print/A6/${before.id}`));
      probe(await print(demo, `printNoCod/A6/${DEMO_BILL_CODES.arrived}?type=2`));
      const after = await orderOf(DEMO_BILL_CODES.arrived);
      expect(after.printCount).toBe(before.printCount + 2);
      expect(after.lastPrintedAt).toBeInstanceOf(Date);
      expect(Date.now() - (after.lastPrintedAt as Date).getTime()).toBeLessThan(60_000);
    });

    it('refuses an unknown style with the list of styles', async () => {
      const before = await orderOf(DEMO_BILL_CODES.created);
      const res = await print(demo, `print/A5/${before.id}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toEqual({
        code: 400,
        msg: 'unknown label style, choose one of: THERMAL_100x150, A6, A4_4UP',
        data: null,
      });
      expect((await orderOf(DEMO_BILL_CODES.created)).printCount).toBe(before.printCount);
    });
  });

  describe('batch', () => {
    it('puts three thermal labels on three pages, in the order asked', async () => {
      const codes = [DEMO_BILL_CODES.delivered, DEMO_BILL_CODES.problem, DEMO_BILL_CODES.returned];
      const pdf = probe(
        await printBatch(demo, { style: 'THERMAL_100x150', type: 2, items: codes.map((id) => ({ id })) }),
      );
      expect(pdf.pageSizes()).toHaveLength(3);
      expect(codes.map((code, i) => pdf.text(i + 1).includes(code))).toEqual([true, true, true]);
    });

    it('puts four labels on each A4 page: eight labels make two pages', async () => {
      const codes = DEMO_ALL_BILL_CODES.slice(0, 8);
      const pdf = probe(
        await printBatch(demo, { style: 'A4_4UP', type: 2, items: codes.map((id) => ({ id })) }),
      );
      expect(pdf.pageSizes()).toHaveLength(2);
      const firstPage = pdf.barcodes(1).filter((symbol) => symbol.startsWith('CODE-128:'));
      expect(firstPage).toEqual(
        codes
          .slice(0, 4)
          .map((code) => `CODE-128:${code}`)
          .sort(),
      );
    });

    it('takes order ids, prints a repeated one once and counts each order once', async () => {
      const first = await orderOf(DEMO_BILL_CODES.pickedUp);
      const second = await orderOf(DEMO_BILL_CODES.outForDelivery);
      const pdf = probe(
        await printBatch(demo, {
          style: 'A6',
          items: [{ id: first.id }, { id: String(second.id) }, { id: first.id }],
        }),
      );
      expect(pdf.pageSizes()).toHaveLength(2);
      expect((await orderOf(DEMO_BILL_CODES.pickedUp)).printCount).toBe(first.printCount + 1);
      expect((await orderOf(DEMO_BILL_CODES.outForDelivery)).printCount).toBe(second.printCount + 1);
    });

    it('uses the saved print config for what the request leaves out', async () => {
      const saved = await post(
        app,
        '/customer-api/label/printConfig',
        { defaultStyle: 'A4_4UP', printCod: 0 },
        authHeaders(demo),
      );
      expect(body(saved).data).toEqual({ defaultStyle: 'A4_4UP', printCod: 0, discountPrint: 0 });
      try {
        const pdf = probe(await printBatch(demo, { type: 2, items: [{ id: COD_BILL_CODE }] }));
        const [size] = pdf.pageSizes();
        expect(Math.round(size.width / PT_PER_MM)).toBe(210);
        expect(pdf.text()).not.toContain('Rp 450.000');
      } finally {
        await post(
          app,
          '/customer-api/label/printConfig',
          { defaultStyle: 'THERMAL_100x150', printCod: 1 },
          authHeaders(demo),
        );
      }
    });

    it('refuses more than 1000 items and an empty list', async () => {
      const many = Array.from({ length: 1001 }, (_, i) => ({ id: i + 1 }));
      expect((await printBatch(demo, { style: 'A6', items: many })).statusCode).toBe(400);
      expect((await printBatch(demo, { style: 'A6', items: [] })).statusCode).toBe(400);
    });
  });

  describe('cancelled orders', () => {
    it('refuses the label of a cancelled order, by id and by waybill, in its language, counting nothing', async () => {
      const cancelled = await orderOf(DEMO_BILL_CODES.cancelled);
      for (const path of [
        `print/A6/${cancelled.id}?type=1`,
        `printNoCod/THERMAL_100x150/${DEMO_BILL_CODES.cancelled}?type=2`,
      ]) {
        const res = await print(demo, path);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(body(res)).toMatchObject({
          code: 500,
          msg: `order cancelled, its label cannot be printed: ${DEMO_BILL_CODES.cancelled}`,
        });
      }
      const yn = await print(demo, `print/A6/${cancelled.id}?type=1`, 'YN');
      expect(body(yn).msg).toBe(
        `pesanan dibatalkan, labelnya tidak dapat dicetak: ${DEMO_BILL_CODES.cancelled}`,
      );
      const qr = await get(
        app,
        `/customer-api/label/qrCode?billCode=${DEMO_BILL_CODES.cancelled}`,
        authHeaders(demo),
      );
      expect(qr.headers['content-type']).toMatch(/^application\/json/);
      expect(body(qr).code).toBe(500);
      expect((await orderOf(DEMO_BILL_CODES.cancelled)).printCount).toBe(cancelled.printCount);
    });

    it('refuses a batch naming its cancelled waybills, and prints none of it', async () => {
      const second = DEMO_ORDERS.filter((order) => order.status === 'CANCELLED')[1].billCode;
      const codes = [DEMO_BILL_CODES.created, DEMO_BILL_CODES.cancelled, second];
      const before = await printCounts(codes);
      const res = await printBatch(demo, { style: 'A6', type: 2, items: codes.map((id) => ({ id })) }, 'CN');
      expect(body(res)).toMatchObject({
        code: 500,
        msg: `订单已取消，不能打印面单：${DEMO_BILL_CODES.cancelled}, ${second}`,
      });
      expect(await printCounts(codes)).toEqual(before);
      const ids = await Promise.all([DEMO_BILL_CODES.created, DEMO_BILL_CODES.cancelled].map(orderOf));
      const byId = await printBatch(demo, { type: 1, items: ids.map(({ id }) => ({ id })) });
      expect(body(byId).msg).toBe(
        `order cancelled, its label cannot be printed: ${DEMO_BILL_CODES.cancelled}`,
      );
    });

    it('leaves cancelled orders out of quick print and names the pasted ones', async () => {
      const query = (payload: object) =>
        post(app, '/customer-api/fastPrint/query', payload, authHeaders(demo));
      const all = body(await query({ current: 1, size: 100 })).data;
      expect(all.records.some((record: { status: string }) => record.status === 'CANCELLED')).toBe(false);
      expect(all.cancelled).toEqual([]);
      const pasted = body(
        await query({
          billCodes: [`${DEMO_BILL_CODES.cancelled} ${DEMO_BILL_CODES.created}`],
          current: 1,
          size: 10,
        }),
      ).data;
      expect(pasted.records.map((record: { billCode: string }) => record.billCode)).toEqual([
        DEMO_BILL_CODES.created,
      ]);
      expect(pasted.cancelled).toEqual([DEMO_BILL_CODES.cancelled]);
      expect(pasted.notFound).toEqual([]);
    });
  });

  describe('tenant isolation', () => {
    it("answers another customer's order as not found, by id and by bill code, and counts nothing", async () => {
      const mine = await orderOf(DEMO_BILL_CODES.delivered);
      for (const path of [
        `print/A6/${mine.id}?type=1`,
        `printNoCod/A6/${DEMO_BILL_CODES.delivered}?type=2`,
      ]) {
        const res = await print(other, path);
        expect(body(res).code).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(body(res).code).toBe(404);
        expect(body(res).msg).toMatch(/^order not found: /);
      }
      const zh = await print(other, `print/A6/${mine.id}`, 'CN');
      expect(body(zh).msg).toBe(`订单不存在：${mine.id}`);
      expect((await orderOf(DEMO_BILL_CODES.delivered)).printCount).toBe(mine.printCount);
    });

    it('fails a whole batch that names one foreign waybill, counting nothing', async () => {
      const before = await printCounts([DEMO_BILL_CODES.created, OTHER_CUSTOMER_BILL_CODE]);
      const res = await printBatch(
        demo,
        { style: 'A6', type: 2, items: [{ id: DEMO_BILL_CODES.created }, { id: OTHER_CUSTOMER_BILL_CODE }] },
        'YN',
      );
      expect(body(res).code).toBe(404);
      expect(body(res).msg).toBe(`pesanan tidak ditemukan: ${OTHER_CUSTOMER_BILL_CODE}`);
      expect(await printCounts([DEMO_BILL_CODES.created, OTHER_CUSTOMER_BILL_CODE])).toEqual(before);
    });

    it("serves the QR code of the caller's own waybill only", async () => {
      const mine = await get(app, `/customer-api/label/qrCode?billCode=${COD_BILL_CODE}`, authHeaders(demo));
      expect(mine.headers['content-type']).toBe('image/png');
      expect(decodePng(mine.rawPayload)).toEqual([`QR-Code:${COD_BILL_CODE}`]);
      const foreign = await get(
        app,
        `/customer-api/label/qrCode?billCode=${COD_BILL_CODE}`,
        authHeaders(other),
      );
      expect(body(foreign).code).toBe(404);
    });
  });

  describe('permissions', () => {
    it('refuses a sub-account without a print key (403) and a caller without a session (401)', async () => {
      const res = await print(demoSub, `print/A6/${COD_BILL_CODE}?type=2`);
      expect(body(res).code).toBe(403);
      expect(body(res).msg).toBe('no permission');
      expect(
        body(await printBatch(demoSub, { style: 'A6', type: 2, items: [{ id: COD_BILL_CODE }] })).code,
      ).toBe(403);
      expect(body(await get(app, '/customer-api/label/printConfig', authHeaders(demoSub))).code).toBe(403);
      expect(body(await post(app, '/customer-api/fastPrint/query', {}, authHeaders(demoSub))).code).toBe(403);
      expect((await get(app, `/customer-api/label/print/A6/${COD_BILL_CODE}?type=2`)).statusCode).toBe(401);
    });

    it('lets the print key of any printing page print (myWaybill_PRINT)', async () => {
      const [sub] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_sub'));
      const held = await app.db
        .select({ code: userPermissions.resourceCode })
        .from(userPermissions)
        .where(eq(userPermissions.userId, sub.id));
      const codes = held.map((row) => row.code);
      // through the permission editor's own path, which drops the user's cached sessions
      // the button key alone is not enough: the page goes with it
      await replaceUserPermissions(app.db, sub.id, [...codes, 'myWaybill_PRINT']);
      expect(body(await print(demoSub, `print/A6/${COD_BILL_CODE}?type=2`)).code).toBe(403);
      await replaceUserPermissions(app.db, sub.id, [...codes, 'myWaybill', 'myWaybill_PRINT']);
      try {
        probe(await print(demoSub, `print/A6/${COD_BILL_CODE}?type=2`));
      } finally {
        await replaceUserPermissions(app.db, sub.id, codes);
      }
    });
  });

  describe('print config', () => {
    it('answers the defaults until the customer saves its own, and refuses an unknown style', async () => {
      const res = await get(app, '/customer-api/label/printConfig', authHeaders(other));
      expect(body(res)).toMatchObject({
        code: 1,
        data: { defaultStyle: 'THERMAL_100x150', printCod: 1, discountPrint: 0 },
      });
      const bad = await post(
        app,
        '/customer-api/label/printConfig',
        { defaultStyle: 'A5' },
        authHeaders(other),
      );
      expect(bad.statusCode).toBe(400);
      const saved = await post(
        app,
        '/customer-api/label/printConfig',
        { discountPrint: 1 },
        authHeaders(other),
      );
      expect(body(saved).data).toEqual({ defaultStyle: 'THERMAL_100x150', printCod: 1, discountPrint: 1 });
      expect(
        body(await get(app, '/customer-api/label/printConfig', authHeaders(demo))).data.discountPrint,
      ).toBe(0);
    });
  });

  describe('quick print', () => {
    const query = (token: string, payload: object) =>
      post(app, '/customer-api/fastPrint/query', payload, authHeaders(token));

    it("pages the caller's orders, newest first, with their print counts", async () => {
      const { code, data } = body(await query(demo, { current: 1, size: 5 }));
      expect(code).toBe(1);
      const total = PRINTABLE_DEMO_ORDERS + 1; // the seeded orders and the suite's own
      expect(data).toMatchObject({ current: 1, size: 5, total, pages: Math.ceil(total / 5) });
      expect(data.records).toHaveLength(5);
      expect(Object.keys(data.records[0]).sort()).toEqual(
        [
          'id',
          'billCode',
          'customerOrderNo',
          'receiverName',
          'receiverCity',
          'status',
          'statusLabel',
          'printCount',
          'lastPrintedAt',
          'createdAt',
        ].sort(),
      );
      const times = data.records.map((record: { createdAt: string }) => record.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("names each status in the caller's language", async () => {
      const named = async (language: string) => {
        const payload = { billCodes: [DEMO_BILL_CODES.returning], current: 1, size: 1 };
        const response = await post(
          app,
          '/customer-api/fastPrint/query',
          payload,
          authHeaders(demo, language),
        );
        return body(response).data.records.map(({ status, statusLabel }: Record<string, string>) => [
          status,
          statusLabel,
        ]);
      };
      expect(await named('EN')).toEqual([['RETURNING', 'Returning to sender']]);
      expect(await named('CN')).toEqual([['RETURNING', '退回中']]);
      expect(await named('YN')).toEqual([['RETURNING', 'Dalam proses retur']]);
    });

    it('filters by pasted bill codes, printed state and creation time, never showing other customers', async () => {
      const pasted = `${DEMO_BILL_CODES.problem.toLowerCase()}, ${OTHER_CUSTOMER_BILL_CODE}\n${DEMO_BILL_CODES.returning}`;
      const { data } = body(await query(demo, { billCodes: [pasted], current: 1, size: 10 }));
      expect(data.records.map((record: { billCode: string }) => record.billCode).sort()).toEqual(
        [DEMO_BILL_CODES.problem, DEMO_BILL_CODES.returning].sort(),
      );
      // another customer's number is named as not found, like a mistyped one, never shown
      expect(data.notFound).toEqual([OTHER_CUSTOMER_BILL_CODE]);
      const typo = body(
        await query(demo, { billCodes: ['jp123 ', DEMO_BILL_CODES.problem], current: 1, size: 10 }),
      );
      expect(typo.data.notFound).toEqual(['JP123']);
      expect(body(await query(demo, { current: 1, size: 1 })).data.notFound).toEqual([]);

      probe(await print(demo, `print/A6/${DEMO_BILL_CODES.problem}?type=2`));
      const printed = body(await query(demo, { billCodes: [pasted], printed: 1, current: 1, size: 10 })).data;
      expect(printed.records.map((record: { billCode: string }) => record.billCode)).toEqual([
        DEMO_BILL_CODES.problem,
      ]);
      expect(printed.records[0].lastPrintedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const unprinted = body(
        await query(demo, { billCodes: [pasted], printed: 0, current: 1, size: 10 }),
      ).data;
      expect(unprinted.records.map((record: { billCode: string }) => record.billCode)).toEqual([
        DEMO_BILL_CODES.returning,
      ]);

      const future = body(
        await query(demo, { createdFrom: '2999-01-01 00:00:00', current: 1, size: 10 }),
      ).data;
      expect(future.total).toBe(0);
      const past = body(await query(demo, { createdTo: '2999-01-01 00:00:00', current: 1, size: 10 })).data;
      expect(past.total).toBe(PRINTABLE_DEMO_ORDERS + 1);
    });

    it('counts prints made outside the gateway, and refuses ids of other customers without counting', async () => {
      const one = await orderOf(DEMO_BILL_CODES.returned);
      const two = await orderOf(DEMO_BILL_CODES.delivered);
      const update = (token: string, ids: number[]) =>
        post(app, '/customer-api/fastPrint/updatePrintCount', { ids }, authHeaders(token));
      expect(body(await update(demo, [one.id, two.id, one.id]))).toMatchObject({
        code: 1,
        data: { updated: 2 },
      });
      expect((await orderOf(DEMO_BILL_CODES.returned)).printCount).toBe(one.printCount + 1);

      const refused = await update(other, [two.id]);
      expect(body(refused).code).toBe(404);
      expect(body(refused).code).toBe(404);
      expect((await orderOf(DEMO_BILL_CODES.delivered)).printCount).toBe(two.printCount + 1);
    });

    it('refuses to count a print of a cancelled order, counting none of the call', async () => {
      const one = await orderOf(DEMO_BILL_CODES.returned);
      const cancelled = await orderOf(DEMO_BILL_CODES.cancelled);
      const res = await post(
        app,
        '/customer-api/fastPrint/updatePrintCount',
        { ids: [one.id, cancelled.id] },
        authHeaders(demo),
      );
      expect(body(res)).toMatchObject({
        code: 500,
        msg: `order cancelled, its label cannot be printed: ${DEMO_BILL_CODES.cancelled}`,
      });
      expect((await orderOf(DEMO_BILL_CODES.returned)).printCount).toBe(one.printCount);
      expect((await orderOf(DEMO_BILL_CODES.cancelled)).printCount).toBe(cancelled.printCount);
    });
  });
});
