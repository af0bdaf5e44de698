// @postgres: the download centre's jobs on the queue
/**
 * The download centre's rules over one gateway app (PGlite, or PostgreSQL with
 * GATEWAY_TEST_DATABASE_URL): over 300 lines because every case shares the one app and its seeded
 * database (a boot per file costs more than the cases); split by rule if it grows further.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { exportJobs, files, orders } from '../../db/schema';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  grantKeys,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
  TEST_ENGINE,
} from '../../test/helper';
import { expireExports } from './download-export.job';
import { registerExportType } from './download-export-registry.service';
import { requestExport } from './download.service';

/** Gates the test type's pages: an export with `gate` stops after its first page until opened. */
const gates = new Map<string, { open: Promise<void>; release: () => void }>();
function gate(name: string) {
  let release!: () => void;
  const open = new Promise<void>((resolve) => (release = resolve));
  gates.set(name, { open, release });
  return release;
}

type OrderRow = { id: number; billCode: string; remark: string | null };

// A test export type that reads the account's orders straight from the schema, 7 a page.
registerExportType<{ gate?: string }, OrderRow>({
  type: 'test-orders',
  title: {
    zh: '测试订单',
    en: 'Test orders',
    id: 'Pesanan uji',
    th: 'ออเดอร์ทดสอบ',
    km: 'ការកុម្ម៉ង់សាកល្បង',
    ms: 'Pesanan ujian',
    vi: 'Đơn hàng thử',
  },
  sheetName: 'orders',
  filter: z.object({ gate: z.string().optional() }),
  summary: (filter, lang) => (filter.gate ? `gate ${filter.gate} (${lang})` : ''),
  columns: () => [
    {
      header: {
        zh: '运单号',
        en: 'Waybill',
        id: 'Resi',
        th: 'ใบนำส่ง',
        km: 'វិក្កយបត្រដឹកជញ្ជូន',
        ms: 'Waybill',
        vi: 'Vận đơn',
      },
      width: 16,
      value: (row) => row.billCode,
    },
    {
      header: {
        zh: '公式',
        en: 'Formula',
        id: 'Rumus',
        th: 'สูตร',
        km: 'រូបមន្ត',
        ms: 'Formula',
        vi: 'Công thức',
      },
      width: 10,
      value: () => '=SUM(A1:A2)',
    },
  ],
  count: async (db, scope) => {
    const [{ n }] = await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, scope.customerId));
    return n;
  },
  rows: async function* (db, scope, filter) {
    let after = 0;
    for (let page = 0; ; page += 1) {
      if (page === 1 && filter.gate) await gates.get(filter.gate)!.open;
      const rows = await db
        .select({ id: orders.id, billCode: orders.billCode, remark: orders.remark })
        .from(orders)
        .where(and(eq(orders.customerId, scope.customerId), gt(orders.id, after)))
        .orderBy(asc(orders.id))
        .limit(7);
      if (rows.length === 0) return;
      after = rows.at(-1)!.id;
      yield rows;
    }
  },
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`gave up after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`download centre (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let customerId: number;
  let demoUserId: number;
  let subUserId: number;
  let orderCount: number;

  beforeAll(async () => {
    app = await createTestApp({ exportSheetRows: 5, exportWorkers: 7, exportMaxRunning: 5 });
    [demo, demoSub, other] = await loginDemoAccounts(app);
    customerId = await customerIdOf(app);
    const users = (await app.db.execute(
      `select id, login_code from users where login_code in ('demo', 'demo_sub')`,
    )) as unknown as { rows: { id: number; login_code: string }[] };
    demoUserId = users.rows.find((user) => user.login_code === 'demo')!.id;
    subUserId = users.rows.find((user) => user.login_code === 'demo_sub')!.id;
    [{ n: orderCount }] = await app.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.customerId, customerId));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const session = (userId = demoUserId) => ({ customerId, userId, language: 'EN' });
  const list = async (token: string) =>
    body(await post(app, '/customer-api/download/list', { current: 1, size: 50 }, authHeaders(token))).data;
  const recordOf = async (token: string, id: number) =>
    (await list(token)).records.find((record: { id: number }) => record.id === id);

  it('writes the file through the job: progress, rows split into sheets, formulas neutralised', async () => {
    expect(orderCount).toBeGreaterThan(10);
    const release = gate('progress');
    const row = await requestExport(app, session(), 'test-orders', { gate: 'progress' });
    const mid = await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'RUNNING' && record.rowsDone === 7,
    );
    expect(mid).toMatchObject({
      typeTitle: 'Test orders',
      filterSummary: 'gate progress (en)',
      rowsTotal: orderCount,
    });
    expect(mid.progress).toBe(Math.floor((7 * 100) / orderCount));
    release();
    const done = await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'COMPLETED',
    );
    expect(done).toMatchObject({ rowCount: orderCount, progress: 100, waitingForSlot: false });
    expect(done.sizeBytes).toBeGreaterThan(0);
    expect(done.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const answer = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    expect(answer.code).toBe(1);
    const link = new URL(answer.data.url, 'http://gateway');
    const exp = Number(link.searchParams.get('exp'));
    expect(exp - Date.now() / 1000).toBeGreaterThan(895);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(900);
    const file = await get(app, answer.data.url);
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheets = workbook.worksheets;
    expect(sheets.map((sheet) => sheet.name)).toEqual(
      Array.from({ length: Math.ceil(orderCount / 5) }, (_, i) => (i === 0 ? 'orders' : `orders-${i + 1}`)),
    );
    const dataRows = sheets.reduce((sum, sheet) => sum + sheet.rowCount - 1, 0);
    expect(dataRows).toBe(orderCount);
    expect(sheets[0].getRow(1).values).toEqual([undefined, 'Waybill', 'Formula']);
    expect(sheets[0].getRow(2).getCell(2).value).toBe("'=SUM(A1:A2)");
    const [again] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, row.id));
    expect(again.downloadCount).toBe(1);
  });

  it('signs links for 15 minutes, re-signed on each click; a tampered or expired link is refused', async () => {
    const row = await requestExport(app, session(), 'test-orders', {});
    await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'COMPLETED',
    );
    const first = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    const url = new URL(first.data.url, 'http://gateway');
    const tampered = new URL(url);
    tampered.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
    expect(body(await get(app, tampered.pathname + tampered.search)).code).toBe(403);
    const otherKey = new URL(url);
    otherKey.pathname = url.pathname.replace(/export-\d+/, 'export-1');
    expect(body(await get(app, otherKey.pathname + otherKey.search)).code).toBe(403);
    // a link that has expired: signed for one second by the same signer, used after it
    const [job] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, row.id));
    const { signer } = app.files;
    const short = signer.sign(job.fileKey!, 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const stale = await get(app, `${url.pathname}?exp=${short.exp}&sig=${short.sig}`);
    expect(body(stale).code).toBe(403);
    const second = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    expect((await get(app, second.data.url)).statusCode).toBe(200);
  });

  it("refuses another account's export, one not completed, and keeps a sub-account to its own", async () => {
    const release = gate('refusals');
    const row = await requestExport(app, session(), 'test-orders', { gate: 'refusals' });
    const mine = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    expect(mine).toMatchObject({ code: 500, msg: 'The file is not ready yet, please try again shortly' });
    const theirs = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(other)));
    expect(theirs).toMatchObject({ code: 404, msg: 'Export not found', data: null });
    const indonesian = body(
      await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(other, 'YN')),
    );
    expect(indonesian.msg).toBe('Ekspor tidak ditemukan');
    expect((await list(other)).records.some((record: { id: number }) => record.id === row.id)).toBe(false);
    // a sub-account sees and downloads only what it asked for itself
    expect(await recordOf(demoSub, row.id)).toBeUndefined();
    const fromSub = body(
      await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demoSub)),
    );
    expect(fromSub.code).toBe(404);
    const subRow = await requestExport(app, session(subUserId), 'test-orders', {});
    expect(await recordOf(demoSub, subRow.id)).toBeDefined();
    expect(await recordOf(demo, subRow.id)).toBeDefined();
    release();
    await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'COMPLETED',
    );
    const [stored] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, row.id));
    expect(stored.downloadCount).toBe(0);
  });

  it('runs at most 5 exports of an account at once: the sixth waits (QUEUED) and says so', async () => {
    await until(
      () => app.db.select({ n: count() }).from(exportJobs).where(eq(exportJobs.status, 'RUNNING')),
      ([{ n }]) => n === 0,
    );
    const releases = Array.from({ length: 6 }, (_, i) => gate(`cap-${i}`));
    const rows = [];
    for (let i = 0; i < 6; i += 1)
      rows.push(await requestExport(app, session(), 'test-orders', { gate: `cap-${i}` }));
    const ids = rows.map((row) => row.id);
    const states = await until(
      async () => (await list(demo)).records.filter((record: { id: number }) => ids.includes(record.id)),
      (records: { status: string }[]) => records.filter((record) => record.status === 'RUNNING').length === 5,
    );
    // give the sixth its chances to start: it keeps waiting
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const waiting = (await list(demo)).records.filter(
      (record: { id: number; status: string }) => ids.includes(record.id) && record.status !== 'RUNNING',
    );
    expect(states).toHaveLength(6);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      status: 'QUEUED',
      waitingForSlot: true,
      note: 'Waiting: 5 exports of your account are running',
    });
    // another account is not held up by this one's limit
    const otherCustomer = await customerIdOf(app, 'other');
    const [otherUser] = (
      (await app.db.execute(`select id from users where login_code = 'other'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const theirs = await requestExport(
      app,
      { customerId: otherCustomer, userId: otherUser.id, language: 'EN' },
      'test-orders',
      {},
    );
    await until(
      () => recordOf(other, theirs.id),
      (record) => record?.status === 'COMPLETED',
    );
    for (const release of releases) release();
    await until(
      async () => (await list(demo)).records.filter((record: { id: number }) => ids.includes(record.id)),
      (records: { status: string }[]) => records.every((record) => record.status === 'COMPLETED'),
      60_000,
    );
  }, 90_000);

  it('the expiry job deletes files past their expiry and marks the exports EXPIRED', async () => {
    const row = await requestExport(app, session(), 'test-orders', {});
    await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'COMPLETED',
    );
    const [job] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, row.id));
    const { storage } = app.files;
    expect(await storage.get(job.fileKey!)).not.toBeNull();
    const link = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)))
      .data.url;
    await app.db.execute(
      `update export_jobs set expires_at = now() - interval '1 minute' where id = ${row.id}`,
    );
    expect(await expireExports(app, storage)).toBeGreaterThanOrEqual(1);
    expect(await expireExports(app, storage)).toBe(0);
    expect(await recordOf(demo, row.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await storage.get(job.fileKey!)).toBeNull();
    expect(await app.db.select().from(files).where(eq(files.key, job.fileKey!))).toHaveLength(0);
    expect(body(await get(app, link)).code).toBe(404);
    const answer = body(await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo)));
    expect(answer).toMatchObject({
      code: 500,
      msg: 'The file has expired (kept 7 days), please export again',
    });
    const zh = body(
      await post(app, '/customer-api/download/record', { id: row.id }, authHeaders(demo, 'CN')),
    );
    expect(zh.msg).toBe('文件已过期（保留 7 天），请重新导出');
    // an export whose job failed for good while it ran (its last run killed) ends FAILED
    const stuck = await requestExport(app, session(), 'test-orders', {});
    await until(
      () => recordOf(demo, stuck.id),
      (record) => record?.status === 'COMPLETED',
    );
    await app.db.execute(`update export_jobs set status = 'RUNNING' where id = ${stuck.id}`);
    const [{ bossJobId }] = await app.db.select().from(exportJobs).where(eq(exportJobs.id, stuck.id));
    await app.db.execute(`update pgboss.job set state = 'failed' where id = '${bossJobId}'`);
    await expireExports(app, storage);
    expect(await recordOf(demo, stuck.id)).toMatchObject({
      status: 'FAILED',
      note: 'The export failed, please export again',
    });
    // the expiry runs hourly through the queue
    const schedules = (await app.db.execute(`select name, cron from pgboss.schedule`)) as unknown as {
      rows: { name: string; cron: string }[];
    };
    expect(schedules.rows).toContainEqual({ name: 'export.expire', cron: '0 * * * *' });
  });

  it("lists only the statuses asked for: the header badge's count of queued and running exports", async () => {
    const active = (token: string) =>
      post(
        app,
        '/customer-api/download/list',
        { current: 1, size: 1, status: ['QUEUED', 'RUNNING'] },
        authHeaders(token),
      );
    const release = gate('badge');
    const row = await requestExport(app, session(), 'test-orders', { gate: 'badge' });
    await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'RUNNING',
    );
    const [{ n: running }] = await app.db
      .select({ n: count() })
      .from(exportJobs)
      .where(and(eq(exportJobs.customerId, customerId), inArray(exportJobs.status, ['QUEUED', 'RUNNING'])));
    const page = body(await active(demo)).data;
    expect(page.total).toBe(running);
    expect(page.records).toHaveLength(1);
    expect(['QUEUED', 'RUNNING']).toContain(page.records[0].status);
    // the other shipper's count knows nothing of the demo shipper's exports
    expect(body(await active(other)).data.total).toBe(0);
    release();
    await until(
      () => recordOf(demo, row.id),
      (record) => record?.status === 'COMPLETED',
    );
    const done = body(
      await post(app, '/customer-api/download/list', { size: 100, status: ['COMPLETED'] }, authHeaders(demo)),
    ).data;
    expect(done.records.map((record: { id: number }) => record.id)).toContain(row.id);
    expect(done.records.every((record: { status: string }) => record.status === 'COMPLETED')).toBe(true);
    // an unknown status or an empty list is refused with the translated message, listing nothing
    for (const status of [['DONE'], []]) {
      const refused = body(
        await post(app, '/customer-api/download/list', { status }, authHeaders(demo, 'YN')),
      );
      expect(refused.code).not.toBe(1);
      expect(refused.msg).toBe('data masukan tidak valid');
      expect(refused.data).toEqual([
        expect.objectContaining({ field: expect.stringMatching(/^body\.status/) }),
      ]);
    }
  });

  it('declares the downloadCenter permission on both calls', async () => {
    await grantKeys(app, [], ['downloadCenter']);
    const refused = body(await post(app, '/customer-api/download/list', {}, authHeaders(demoSub)));
    expect(refused.code).not.toBe(1);
    await grantKeys(app);
    expect(body(await post(app, '/customer-api/download/list', {}, authHeaders(demoSub))).code).toBe(1);
  });

  it('lists an export small enough to stream straight back as completed, and its file downloads again', async () => {
    const before = (await list(demo)).total;
    const streamed = await post(app, '/customer-api/order/manage/export', {}, authHeaders(demo));
    expect(streamed.headers['content-type']).toContain('spreadsheetml');
    const { records, total } = await list(demo);
    expect(total).toBe(before + 1);
    const record = records[0];
    expect(record).toMatchObject({ status: 'COMPLETED', rowCount: orderCount, progress: 100 });
    const link = body(await post(app, '/customer-api/download/record', { id: record.id }, authHeaders(demo)));
    const again = await get(app, link.data.url);
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, streamed.rawPayload)).toBe(0);
  });
});
