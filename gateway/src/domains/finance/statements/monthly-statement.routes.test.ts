import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { monthlyStatementLines, orders, orderTraces, parcelReturns } from '../../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../../test/helper';
import { readPdf } from '../../../test/pdf-text';
import { readySubAccount } from '../../../test/sub-accounts';

/** October 2026 in WIB, and the first business day of November (the 1st is a Sunday). */
const OCT_START = new Date('2026-09-30T17:00:00Z');
const NOV_START = new Date('2026-10-31T17:00:00Z');

describe('monthly statements', () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let statementId: number;
  let made: { orderId: number; billCode: string }[];

  const hook = (url: string, payload: object) => post(app, `/customer-api/test/finance/${url}`, payload);

  beforeAll(async () => {
    app = await createTestApp();
    [demo, , other] = await loginDemoAccounts(app);
    made = body(
      await hook('codOrders', {
        customerCode: 'C001',
        first: 500,
        at: '2026-10-14T03:00:00.000Z',
        orders: [
          { codAmount: 150_000, fate: 'DELIVER' },
          { codAmount: 99_000, fate: 'DELIVER' },
          { codAmount: 70_000, fate: 'RETURN' },
        ],
      }),
    ).data;
    // the second order was created with a coupon: Rp 2,500 off its freight
    await app.db
      .update(orders)
      .set({ couponCode: 'TEST2500', couponDiscount: 2_500 })
      .where(eq(orders.id, made[1].orderId));
    const [returned] = await app.db.select().from(orders).where(eq(orders.id, made[2].orderId));
    // the service domain wrote the return when the scan started it: fix its figures for this test
    await app.db
      .insert(parcelReturns)
      .values({
        customerId: returned.customerId,
        orderId: returned.id,
        billCode: returned.billCode,
        returnBillCode: 'JR0000000500',
        reasonCode: 'COD_REFUSED',
        faultGroup: 'RECEIVER',
        outboundFreight: 12_000,
        returnFee: 6_000,
      })
      .onConflictDoUpdate({
        target: parcelReturns.orderId,
        set: {
          returnBillCode: 'JR0000000500',
          reasonCode: 'COD_REFUSED',
          faultGroup: 'RECEIVER',
          outboundFreight: 12_000,
          returnFee: 6_000,
        },
      });
    // one order delivered on 1 November (WIB): it belongs to the next period
    await hook('codOrders', {
      customerCode: 'C001',
      first: 600,
      at: '2026-11-01T01:00:00.000Z',
      orders: [{ codAmount: 10_000, fate: 'DELIVER' }],
    });
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('issues the statement of October on the first business day of November, once', async () => {
    expect(
      body(await hook('runCycle', { customerCode: 'C001', now: '2026-10-31T02:00:00.000Z' })).data.statement,
    ).toBeNull();
    const issued = body(
      await hook('runCycle', { customerCode: 'C001', now: '2026-11-02T02:00:00.000Z' }),
    ).data;
    expect(issued.statement).toMatch(/^MS202610/);
    expect(
      body(await hook('runCycle', { customerCode: 'C001', now: '2026-11-02T05:00:00.000Z' })).data.statement,
    ).toBe(issued.statement);
    const list = body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(demo))).data;
    expect(list.total).toBe(1);
    statementId = list.records[0].id;
    expect(list.records[0]).toMatchObject({
      period: '2026-10',
      issueDay: '2026-11-02',
      dueDay: '2026-11-16',
      status: 'ISSUED',
    });
  });

  it('holds every delivered or returned order of the period exactly once, and its header is the sum of its lines', async () => {
    const customerId = await customerIdOf(app);
    const finals = await app.db
      .selectDistinct({ orderId: orderTraces.orderId })
      .from(orderTraces)
      .innerJoin(orders, and(eq(orders.id, orderTraces.orderId), eq(orders.status, orderTraces.status)))
      .where(
        and(
          eq(orderTraces.customerId, customerId),
          eq(orders.customerId, customerId),
          inArray(orderTraces.status, ['DELIVERED', 'RETURNED']),
          gte(orderTraces.scanTime, OCT_START),
          lt(orderTraces.scanTime, NOV_START),
        ),
      );
    const lines = await app.db
      .select()
      .from(monthlyStatementLines)
      .where(
        and(
          eq(monthlyStatementLines.customerId, customerId),
          eq(monthlyStatementLines.statementId, statementId),
        ),
      );
    expect(lines.map((line) => line.orderId).sort()).toEqual(finals.map((row) => row.orderId).sort());
    expect(new Set(lines.map((line) => line.orderId)).size).toBe(lines.length);
    expect(lines.some((line) => line.billCode === made[0].billCode)).toBe(true);
    expect(lines.find((line) => line.orderId === made[2].orderId)).toMatchObject({
      outcome: 'RETURNED',
      returnFee: 6_000,
    });
    const discounted = lines.find((line) => line.orderId === made[1].orderId)!;
    expect(discounted.discount).toBe(2_500);
    expect(discounted.lineTotal).toBe(
      discounted.freight + discounted.insurance + discounted.codFee - 2_500 + discounted.returnFee,
    );

    const { statement, lines: page } = body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}&size=100`, authHeaders(demo)),
    ).data;
    expect(page.total).toBe(lines.length);
    const sum = (key: 'freight' | 'lineTotal' | 'returnFee') =>
      lines.reduce((total, line) => total + line[key], 0);
    expect(statement.freight).toBe(sum('freight'));
    expect(statement.returnFee).toBe(sum('returnFee'));
    // the COD commission of a delivered COD parcel is deducted in its COD batch: shown, settled, not billed
    expect(statement.taxBase).toBe(
      sum('lineTotal') - lines.reduce((total, line) => total + line.settledAmount, 0),
    );
    expect(statement.settledAmount).toBe(lines.reduce((total, line) => total + line.settledAmount, 0));
    for (const order of made) {
      const line = lines.find((row) => row.orderId === order.orderId);
      if (line) expect(line.settledAmount).toBeGreaterThanOrEqual(line.codFee);
    }
    expect(statement.ppn).toBe(Math.round((statement.taxBase * 110) / 10_000));
    expect(statement.pph23).toBe(Math.round((statement.taxBase * 200) / 10_000));
    expect(statement.amountDue).toBe(
      statement.taxBase + statement.ppn - statement.pph23 - statement.creditNotes,
    );
  });

  it('exports the statement list through the download centre (spec section 7), with the EXCEL key only', async () => {
    const queued = body(
      await post(app, '/customer-api/monthlyStatement/export', { period: '2026-10' }, authHeaders(demo)),
    );
    expect(queued).toMatchObject({ code: 1, data: { exportId: expect.any(Number) } });
    const exportId = queued.data.exportId as number;
    const statusOf = async () =>
      body(
        await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(demo)),
      ).data.records.find((row: { id: number }) => row.id === exportId)?.status;
    const started = Date.now();
    while ((await statusOf()) !== 'COMPLETED' && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statusOf()).toBe('COMPLETED');
    const record = body(
      await post(app, '/customer-api/download/record', { id: exportId }, authHeaders(demo)),
    ).data;
    const file = await get(app, record.url);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.CellValue[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    expect(rows[0].slice(0, 2)).toEqual(['Statement no.', 'Period']);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 2)).toEqual([expect.stringMatching(/^MS202610/), '2026-10']);

    const viewer = await readySubAccount(app, demo, {
      loginCode: 'stmt_viewer',
      permissionKeys: ['monthlyStatement', 'monthlyStatement_DETAIL'],
    });
    expect(body(await post(app, '/customer-api/monthlyStatement/export', {}, authHeaders(viewer))).code).toBe(
      403,
    );
  });

  /** Waits for an export of the download centre to end; answers its status and, once completed, its file. */
  const finishedExport = async (exportId: number) => {
    const statusOf = async () =>
      body(
        await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(demo)),
      ).data.records.find((row: { id: number }) => row.id === exportId)?.status as string;
    const started = Date.now();
    while (!['COMPLETED', 'FAILED'].includes(await statusOf()) && Date.now() - started < 30_000)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const status = await statusOf();
    if (status !== 'COMPLETED') return { status };
    const record = await post(app, '/customer-api/download/record', { id: exportId }, authHeaders(demo));
    return { status, ...body(record).data };
  };

  it('writes the statement as a PDF invoice through the download centre, laid out on a worker thread', async () => {
    const queued = body(
      await post(app, '/customer-api/monthlyStatement/pdf', { id: statementId }, authHeaders(demo)),
    );
    expect(queued).toMatchObject({ code: 1, data: { exportId: expect.any(Number) } });
    const record = await finishedExport(queued.data.exportId);
    expect(record).toMatchObject({ status: 'COMPLETED', fileName: expect.stringMatching(/\.pdf$/) });
    const file = await get(app, record.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    const { text, pages } = readPdf(file.rawPayload);
    expect(pages).toHaveLength(1);
    // the invoice's own number, and each of its lines' waybills
    const statement = body(
      await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}`, authHeaders(demo)),
    ).data;
    expect(text).toContain(statement.statement.statementNo);
    for (const line of statement.lines.records as { billCode: string }[])
      expect(text).toContain(line.billCode);
  });

  it('opens no invoice for a user whose amounts are hidden, and lists the statement without amounts', async () => {
    const keys = ['monthlyStatement', 'monthlyStatement_DETAIL'];
    const hidden = await readySubAccount(app, demo, {
      loginCode: 'stmt_hidden',
      permissionKeys: keys,
      hideMoney: true,
    });
    const refused = await post(
      app,
      '/customer-api/monthlyStatement/pdf',
      { id: statementId },
      authHeaders(hidden),
    );
    expect(body(refused)).toMatchObject({
      code: 500,
      msg: 'amounts are hidden for your account, so the statement invoice cannot be opened',
    });
    const [listed] = body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(hidden)))
      .data.records;
    expect(listed).toMatchObject({ id: statementId, status: 'ISSUED' });
    expect(listed).not.toHaveProperty('amountDue');
    expect(listed).not.toHaveProperty('taxBase');
  });

  it('shows another shipper none of it', async () => {
    expect(
      body(await post(app, '/customer-api/monthlyStatement/page', {}, authHeaders(other))).data.total,
    ).toBe(0);
    expect(
      body(await get(app, `/customer-api/monthlyStatement/detail?id=${statementId}`, authHeaders(other)))
        .code,
    ).toBe(404);
    expect(
      body(await post(app, '/customer-api/monthlyStatement/pdf', { id: statementId }, authHeaders(other)))
        .code,
    ).toBe(404);
  });
});
