// @postgres: exports run as jobs on the queue
// Over 300 lines: the five export calls, inline and queued, over one booted gateway; a boot per file
// costs more than the cases.
/**
 * The five export calls of the portal over the download centre (PGlite, or PostgreSQL with
 * GATEWAY_TEST_DATABASE_URL): at most EXPORT_INLINE_MAX_ROWS rows stream straight back; above it
 * the call queues a job whose file holds the same header and rows as the inline file. The threshold
 * is set on the app's config between the two calls (not by seeding thousands of rows).
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { exportJobs, importErrors, importTasks, notifications, orders } from '../../db/schema';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-write/xlsx';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
  TEST_ENGINE,
} from '../../test/helper';
import { z } from 'zod';
import { registerExportType } from './download-export-registry.service';
import { CODE } from './export-texts';
import { requestExport } from './download.service';

type Rows = ExcelJS.CellValue[][];

/** Every sheet of an xlsx as rows of cell values (the header first). */
async function sheetsOf(data: Buffer): Promise<Rows[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: Rows = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
    return rows;
  });
}

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`gave up after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// An export type whose rows always fail: the "export failed" notification.
registerExportType<Record<string, never>, { id: number }>({
  type: 'test-failing',
  title: {
    zh: '失败测试',
    en: 'Failing test',
    id: 'Uji gagal',
    th: 'การทดสอบที่ล้มเหลว',
    km: 'ការសាកល្បងបរាជ័យ',
    ms: 'Ujian gagal',
    vi: 'Kiểm thử lỗi',
  },
  sheetName: 'failing',
  filter: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  summary: () => '',
  columns: () => [{ header: CODE('id'), width: 8, value: (row) => row.id }],
  count: async () => 1,
  rows: async function* () {
    yield* [];
    throw new Error('the rows cannot be read');
  },
});

describe(`export calls through the download centre (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let other: string;
  let customerId: number;
  let taskId: number;
  let demoUserId: number;

  beforeAll(async () => {
    app = await createTestApp({ exportSheetRows: 1_000_000, exportMaxRunning: 5, exportSlotWaitSeconds: 1 });
    [demo, , other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    // An import task of the demo shipper: a file-level error, errors on three rows (one with two),
    // formula-like and phone cells, and nine orders it created in three districts.
    const [user] = (
      (await app.db.execute(`select id from users where login_code = 'demo'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [task] = await app.db
      .insert(importTasks)
      .values({
        customerId,
        createdBy: user.id,
        fileName: 'orders-november.xlsx',
        fileHash: 'e'.repeat(64),
        fileSize: 1234,
        storageKey: 'import-export-calls-test.xlsx',
        status: 'DONE',
      })
      .returning({ id: importTasks.id });
    taskId = task.id;
    demoUserId = user.id;
    const rowData = (n: number) => ({
      customerOrderNo: `EXP-${n}`,
      receiverName: n === 5 ? '=HYPERLINK("x")' : `Receiver ${n}`,
      receiverPhone: '081234567890',
      weightKg: n === 3 ? '-1' : '1.5',
    });
    await app.db.insert(importErrors).values([
      { taskId, customerId, rowNo: 0, columnName: null, messageCode: 'import.tooManyRows', rowData: {} },
      {
        taskId,
        customerId,
        rowNo: 3,
        columnName: 'weightKg',
        messageCode: 'order.weightRange',
        rowData: rowData(3),
      },
      {
        taskId,
        customerId,
        rowNo: 3,
        columnName: 'receiverPhone',
        messageCode: 'order.required',
        rowData: rowData(3),
      },
      {
        taskId,
        customerId,
        rowNo: 5,
        columnName: 'weightKg',
        messageCode: 'order.weightRange',
        rowData: rowData(5),
      },
      {
        taskId,
        customerId,
        rowNo: 8,
        columnName: 'receiverPhone',
        messageCode: 'order.required',
        rowData: rowData(8),
      },
    ]);
    const nine = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(asc(orders.id))
      .limit(9);
    await app.db
      .update(orders)
      .set({ importTaskId: taskId })
      .where(
        inArray(
          orders.id,
          nine.map((row) => row.id),
        ),
      );
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const call = (url: string, payload: object, token = demo) =>
    post(app, `/customer-api${url}`, payload, authHeaders(token));
  const list = async (token: string) =>
    body(await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(token))).data;
  const recordOf = async (id: number, token = demo) =>
    (await list(token)).records.find((record: { id: number }) => record.id === id);
  const inline = async (url: string, payload: object): Promise<LightMyRequestResponse> => {
    app.config.exportInlineMaxRows = 1_000_000;
    return call(url, payload);
  };
  const queued = async (url: string, payload: object) => {
    app.config.exportInlineMaxRows = 0;
    try {
      return await call(url, payload);
    } finally {
      app.config.exportInlineMaxRows = 1_000_000;
    }
  };
  const fileOf = async (exportId: number): Promise<Buffer> => {
    await until(
      () => recordOf(exportId),
      (record) => record?.status === 'COMPLETED',
    );
    const record = body(
      await post(app, '/customer-api/download/record', { id: exportId }, authHeaders(demo)),
    );
    const file = await get(app, record.data.url);
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  };

  const CALLS: [string, string, object][] = [
    ['order management', '/order/manage/export', {}],
    ['order management, filtered', '/order/manage/export', { status: ['CREATED', 'DELIVERED'] }],
    ['receiver addresses', '/order/addressExport', { createdAtStart: '2020-01-01 00:00:00' }],
    ['my waybills', '/waybill/export', { printed: false }],
    ['import errors', '/import/errorDownload', { taskId: -1 }],
    ['destinations', '/import/destinationExport', { taskId: -1 }],
  ];

  it.each(CALLS)(
    "%s: above the threshold queues a job whose file has the inline file's rows",
    async (_name, url, given) => {
      const payload = 'taskId' in given ? { taskId } : given;
      const small = await inline(url, payload);
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
      const expected = await sheetsOf(small.rawPayload);

      const answer = await queued(url, payload);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const envelope = body(answer);
      expect(envelope).toMatchObject({ code: 1, msg: 'Being prepared in the download centre' });
      expect(envelope.data).toEqual({ exportId: expect.any(Number), status: 'QUEUED' });
      const actual = await sheetsOf(await fileOf(envelope.data.exportId));
      expect(actual).toEqual(expected);
      expect(expected[0].length).toBeGreaterThan(1);
      const record = await recordOf(envelope.data.exportId);
      expect(record.rowCount).toBe(expected[0].length - 1);
    },
  );

  it('the lists describe the filters used, in the reader language', async () => {
    const filter = {
      status: 'DELIVERED',
      createdAtStart: '2020-11-01 00:00:00',
      createdAtEnd: '2099-11-24 23:59:59',
    };
    const answer = body(await queued('/order/manage/export', filter));
    const record = await recordOf(answer.data.exportId);
    expect(record.typeTitle).toBe('Order management export');
    expect(record.filterSummary).toBe('Created: 01-11-2020 – 24-11-2099 · Status: Delivered');
    const errors = body(await queued('/import/errorDownload', { taskId }));
    expect((await recordOf(errors.data.exportId)).filterSummary).toBe(
      `Import file: orders-november.xlsx (#${taskId})`,
    );
    const indonesian = body(
      await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(demo, 'YN')),
    ).data.records.find((row: { id: number }) => row.id === answer.data.exportId);
    expect(indonesian.filterSummary).toBe('Dibuat: 01-11-2020 – 24-11-2099 · Status: Terkirim');
  });

  it('an export of one account cannot be listed, recorded or downloaded by another', async () => {
    const answer = body(await queued('/order/manage/export', {}));
    const id = answer.data.exportId as number;
    await fileOf(id);
    expect((await list(other)).records.some((record: { id: number }) => record.id === id)).toBe(false);
    const theirs = body(await post(app, '/customer-api/download/record', { id }, authHeaders(other)));
    expect(theirs).toMatchObject({ code: 404, msg: 'Export not found', data: null });
    // another account's import task is not exported, large or small, and nothing is queued
    const exportCount = async () => (await app.db.select({ id: exportJobs.id }).from(exportJobs)).length;
    const before = await exportCount();
    for (const url of ['/import/errorDownload', '/import/destinationExport']) {
      app.config.exportInlineMaxRows = 0;
      const refused = body(await call(url, { taskId }, other));
      app.config.exportInlineMaxRows = 1_000_000;
      expect(refused).toMatchObject({ code: 404, data: null });
      expect(body(await call(url, { taskId }, other)).code).toBe(404);
    }
    expect(await exportCount()).toBe(before);
    // the queued file reads the asking account's orders only: the same rows as its inline file
    const otherCustomerId = await customerIdOf(app, 'other');
    const [job] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(job.customerId).toBe(customerId);
    expect(job.customerId).not.toBe(otherCustomerId);
  });

  it('the sixth concurrent export waits and says so', async () => {
    const running = await app.db
      .insert(exportJobs)
      .values(
        Array.from({ length: 5 }, () => ({
          customerId,
          userId: demoUserId,
          type: 'orders',
          filter: {},
          language: 'EN',
          status: 'RUNNING' as const,
        })),
      )
      .returning({ id: exportJobs.id });
    const ids = running.map((row) => row.id);
    const answer = body(await queued('/waybill/export', {}));
    expect(answer.code).toBe(1);
    expect(answer.data).toEqual({ exportId: expect.any(Number), status: 'QUEUED', waitingBehind: 5 });
    expect(answer.msg).toBe(
      'Being prepared in the download centre: 5 exports of your account are running, it waits behind 5',
    );
    const waiting = await until(
      () => recordOf(answer.data.exportId),
      (record) => record?.waitingForSlot === true,
    );
    expect(waiting.status).toBe('QUEUED');
    // the five end: the sixth runs
    await app.db
      .update(exportJobs)
      .set({ status: 'FAILED' })
      .where(and(eq(exportJobs.customerId, customerId), inArray(exportJobs.id, ids)));
    await fileOf(answer.data.exportId);
  });

  it('writes the "export ready" notification once per export, deep-linked to its record', async () => {
    const answer = body(await queued('/order/manage/export', { status: 'DELIVERED' }));
    const id = answer.data.exportId as number;
    await fileOf(id);
    const written = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/downloadCenter?id=${id}`));
    expect(written).toHaveLength(1);
    const [job] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(written[0]).toMatchObject({
      customerId,
      userId: job.userId,
      titleKey: 'notification.exportReady.title',
      params: { exportName: 'Order management export', rows: job.rowCount },
    });
    const page = body(
      await post(app, '/customer-api/notification/page', { current: 1, size: 50 }, authHeaders(demo)),
    ).data;
    const shown = page.records.filter(
      (record: { link: string }) => record.link === `/downloadCenter?id=${id}`,
    );
    expect(shown).toHaveLength(1);
    expect(shown[0].title).toBe('Export ready');
  });

  it('writes the "export failed" notification once when an export fails for good', async () => {
    const row = await requestExport(
      app,
      { customerId, userId: demoUserId, language: 'EN' },
      'test-failing',
      {},
    );
    await until(
      async () => (await app.db.select().from(exportJobs).where(eq(exportJobs.id, row.id)))[0],
      (current) => current.status === 'FAILED',
      90_000,
    );
    const written = await until(
      () =>
        app.db
          .select()
          .from(notifications)
          .where(eq(notifications.link, `/downloadCenter?id=${row.id}`)),
      (rows) => rows.length > 0,
    );
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      titleKey: 'notification.exportFailed.title',
      params: { exportName: 'Failing test' },
    });
  }, 120_000);
});
