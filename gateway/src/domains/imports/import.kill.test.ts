// @postgres: a killed gateway process mid-import (runs only in this pass when PostgreSQL is there)
/**
 * A gateway process killed (SIGKILL: no shutdown hook runs) in the middle of a 50,000-row insert,
 * and a new gateway process on the same database and upload folder: the new one finds the first
 * dead (no heartbeat), the task's insert job is retried there, and the shipper ends up with
 * exactly 50,000 orders.
 *
 * Real processes, started from the sources with tsx (test/gateway-process.ts), on PostgreSQL
 * when GATEWAY_TEST_DATABASE_URL is set (a database cloned from the seeded template), otherwise
 * on a PGlite data folder made from the seeded snapshot.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  databaseUrlOf,
  GATEWAY_ROOT,
  killAll,
  loginOn,
  postJson,
  startGateway,
  until,
  type Envelope,
  type GatewayProcess,
} from '../../test/gateway-process';
import { seededPostgresDatabase } from '../../test/postgres-template';
import { sampleOrderFile } from './import-sample-orders.test-support';

const ROWS = 50_000;
const PREFIX = `KILL${Date.now().toString(36).toUpperCase()}`;
const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

/** Runs `src/test/pglite-folder-cli.ts` with these arguments and gives what it printed. */
function pgliteFolder(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/pglite-folder-cli.ts', ...args], {
      cwd: GATEWAY_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pglite-folder ${args[0]}: ${err}`)),
    );
  });
}

const post = (gateway: GatewayProcess, token: string, route: string, body: object) =>
  postJson(gateway, token, `import/${route}`, body);

const insertProgress = (gateway: GatewayProcess) =>
  gateway.logs.filter((line) => line.msg === 'import insert progress') as {
    progress: number;
    inserted: number;
  }[];

/** Reads the figures the test checks, on whichever engine holds the data (no gateway running). */
type Figures = {
  orders: number;
  distinct: number;
  tasks: { status: string; inserted_rows: number; attempts: number }[];
};

const FIGURES_SQL = {
  orders: `select count(*)::int as n, count(distinct customer_order_no)::int as distinct_nos from orders
           where customer_order_no like '${PREFIX}-%'`,
  tasks: `select status, inserted_rows, attempts from import_tasks where file_name = '${PREFIX}.xlsx'`,
};

describe(`a gateway killed in the middle of a ${ROWS}-row import`, () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-kill-'));
  const uploadDir = path.join(scratch, 'uploads');
  let database: Record<string, string>;
  let figures: () => Promise<Figures>;
  let cleanup: () => Promise<void> = async () => undefined;
  const gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    if (TEST_DATABASE_URL) {
      const { db, close } = await seededPostgresDatabase(TEST_DATABASE_URL);
      database = { DATABASE_URL: await databaseUrlOf(db, TEST_DATABASE_URL) };
      figures = async () => {
        const orders = (await db.execute(FIGURES_SQL.orders)) as unknown as {
          rows: { n: number; distinct_nos: number }[];
        };
        const tasks = (await db.execute(FIGURES_SQL.tasks)) as unknown as { rows: Figures['tasks'] };
        return { orders: orders.rows[0].n, distinct: orders.rows[0].distinct_nos, tasks: tasks.rows };
      };
      cleanup = close;
    } else {
      // The seeded snapshot, written into a data folder the gateway processes open in turn; PGlite
      // on a folder is handled in a process of its own (it stalls inside jest's module VM).
      const dataDir = path.join(scratch, 'pglite');
      await pgliteFolder(['seed', dataDir]);
      database = { PGLITE_DIR: dataDir };
      const rows = async <T>(sql: string) => JSON.parse(await pgliteFolder(['query', dataDir, sql])) as T[];
      figures = async () => {
        const [orders] = await rows<{ n: number; distinct_nos: number }>(FIGURES_SQL.orders);
        const tasks = await rows<Figures['tasks'][number]>(FIGURES_SQL.tasks);
        return { orders: orders.n, distinct: orders.distinct_nos, tasks };
      };
    }
    // Without a seeded snapshot yet (a fresh clone), this migrates and seeds first: minutes when
    // the other jest worker is busy too.
  }, 300_000);

  afterAll(async () => {
    await killAll(gateways);
    await cleanup();
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('is retried by the next gateway process and yields exactly 50,000 orders, inserted once', async () => {
    const file = await sampleOrderFile(ROWS, PREFIX);
    const first = await startGateway(database, uploadDir);
    gateways.push(first);
    const token = await loginOn(first);

    const form = new FormData();
    form.append('file', new Blob([file]), `${PREFIX}.xlsx`);
    const uploaded = (await (
      await fetch(`${first.url}/customer-api/import/upload`, {
        method: 'POST',
        headers: { authToken: token, language: 'EN' },
        body: form,
      })
    ).json()) as Envelope;
    expect(uploaded.code).toBe(1);
    const taskId = uploaded.data.taskId as number;
    const validated = await post(first, token, 'validateOrder', { taskId, isFilterRepeat: 1 });
    expect(validated).toMatchObject({
      code: 1,
      data: { status: 'VALIDATED', validRows: ROWS, errorRows: 0 },
    });

    const started = await post(first, token, 'insertOrderNew', { taskId });
    expect(started.data.status).toBe('INSERTING');
    // Mid-way: the insert has written part of the rows inside its transaction (its progress log).
    const before = await until(
      () => insertProgress(first).at(-1),
      (line) => line !== undefined && line.progress >= 20,
      'the insert to pass 20 %',
      60_000,
    );
    first.process.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const atKill = insertProgress(first).at(-1)!;
    expect(before?.inserted).toBeGreaterThan(0);
    expect(atKill.progress).toBeLessThan(100);
    expect(first.logs.some((line) => line.msg === 'shutting down')).toBe(false);

    const second = await startGateway(database, uploadDir);
    gateways.push(second);
    const resuming = await until(
      () => second.logs.find((line) => line.msg === 'resuming import task'),
      (line) => line !== undefined,
      'the new gateway to retry the insert job',
      60_000,
    );
    expect(resuming).toMatchObject({ taskId, status: 'INSERTING' });
    const secondToken = await loginOn(second);
    const done = await until(
      async () => (await post(second, secondToken, 'taskPage', { current: 1, size: 10 })).data,
      (page) =>
        page.records.some(
          (task: { taskId: number; status: string }) => task.taskId === taskId && task.status === 'DONE',
        ),
      'the resumed task to be DONE',
      120_000,
    );
    expect(done.records.find((task: { taskId: number }) => task.taskId === taskId)).toMatchObject({
      status: 'DONE',
      insertedRows: ROWS,
      progress: 100,
    });
    second.process.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    const result = await figures();
    expect(result.orders).toBe(ROWS);
    expect(result.distinct).toBe(ROWS);
    // One task, done once: its insert ran twice (the killed run, and the resumed one that counted).
    expect(result.tasks).toEqual([{ status: 'DONE', inserted_rows: ROWS, attempts: 1 }]);
  }, 240_000);
});
