// @postgres: two gateway processes on one database
/**
 * Two gateway processes on one PostgreSQL database (real processes from the sources,
 * test/gateway-process.ts): the same imports asked of both at once run on the job queue exactly
 * once: one insert job per task, every row inserted once, one notification per task.
 * PostgreSQL only (GATEWAY_TEST_DATABASE_URL): PGlite is one process's database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/client';
import {
  databaseUrlOf,
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

const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;
const TASKS = 4;
const ROWS = 1_000;
const PREFIX = `TWO${Date.now().toString(36).toUpperCase()}`;

async function rows<T>(db: Database, text: string): Promise<T[]> {
  return ((await db.execute(text)) as unknown as { rows: T[] }).rows;
}

const call = (gateway: GatewayProcess, token: string, route: string, body: object) =>
  postJson(gateway, token, `import/${route}`, body);

async function upload(gateway: GatewayProcess, token: string, name: string, file: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const response = await fetch(`${gateway.url}/customer-api/import/upload`, {
    method: 'POST',
    headers: { authToken: token, language: 'EN' },
    body: form,
  });
  const answer = (await response.json()) as Envelope;
  if (answer.code !== 1) throw new Error(`upload: ${answer.msg}`);
  return answer.data.taskId as number;
}

(TEST_DATABASE_URL ? describe : describe.skip)('two gateway processes on one PostgreSQL database', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'import-two-'));
  const uploadDir = path.join(scratch, 'uploads');
  let db: Database;
  let close: () => Promise<void>;
  const gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    ({ db, close } = await seededPostgresDatabase(TEST_DATABASE_URL!));
    const env = { DATABASE_URL: await databaseUrlOf(db, TEST_DATABASE_URL!) };
    gateways.push(...(await Promise.all([startGateway(env, uploadDir), startGateway(env, uploadDir)])));
  }, 300_000);

  afterAll(async () => {
    await killAll(gateways);
    await close?.();
    fs.rmSync(scratch, { recursive: true, force: true });
  }, 60_000);

  it('validate and insert each queued import exactly once when both are asked at once', async () => {
    const [a, b] = gateways;
    const [tokenA, tokenB] = await Promise.all([loginOn(a), loginOn(b)]);
    const taskIds: number[] = [];
    for (let n = 0; n < TASKS; n += 1)
      taskIds.push(
        await upload(a, tokenA, `${PREFIX}-${n}.xlsx`, await sampleOrderFile(ROWS, `${PREFIX}${n}`)),
      );

    // Both gateways asked to validate, then to insert, every task at the same time.
    const validated = await Promise.all(
      taskIds.flatMap((taskId) => [
        call(a, tokenA, 'validateOrder', { taskId }),
        call(b, tokenB, 'validateOrder', { taskId }),
      ]),
    );
    expect(validated.map((answer) => [answer.code, answer.data.validRows])).toEqual(
      validated.map(() => [1, ROWS]),
    );
    const inserted = await Promise.all(
      taskIds.flatMap((taskId) => [
        call(a, tokenA, 'insertOrder', { taskId }),
        call(b, tokenB, 'insertOrderNew', { taskId }),
      ]),
    );
    expect(inserted.map((answer) => answer.code)).toEqual(inserted.map(() => 1));
    const list = `${taskIds.join(', ')}`;
    await until(
      async () =>
        rows<{ n: number }>(
          db,
          `select count(*)::int as n from import_tasks where id in (${list}) and status = 'DONE'`,
        ),
      ([{ n }]) => n === TASKS,
      'every task to be DONE',
      120_000,
    );

    const orders = await rows<{ task: number; n: number; distinct: number }>(
      db,
      `select import_task_id::int as task, count(*)::int as n, count(distinct customer_order_no)::int as distinct
       from orders where import_task_id in (${list}) group by import_task_id order by import_task_id`,
    );
    expect(orders).toEqual(taskIds.map((task) => ({ task, n: ROWS, distinct: ROWS })));
    // each step's job of each task completed at its first run (a second one queued in the same
    // instant is withdrawn before it starts), and each task notified once
    const jobs = await rows<{ name: string; tasks: number; retried: number }>(
      db,
      `select name, count(distinct singleton_key)::int as tasks,
              count(*) filter (where retry_count > 0 or state not in ('completed', 'cancelled'))::int as retried
       from pgboss.job where name like 'import.%' and singleton_key in (${taskIds.map((id) => `'task-${id}'`).join(', ')})
       group by name order by name`,
    );
    expect(jobs).toEqual([
      { name: 'import.insert', tasks: TASKS, retried: 0 },
      { name: 'import.validate', tasks: TASKS, retried: 0 },
    ]);
    const notified = await rows<{ link: string; n: number }>(
      db,
      `select link, count(*)::int as n from notifications where title_key = 'notification.importFinished.title'
       and link in (${taskIds.map((id) => `'/orderImport?taskId=${id}'`).join(', ')}) group by link`,
    );
    expect(notified.map((row) => row.n)).toEqual(taskIds.map(() => 1));
    const attempts = await rows<{ attempts: number }>(
      db,
      `select attempts from import_tasks where id in (${list})`,
    );
    expect(attempts.map((row) => row.attempts)).toEqual(taskIds.map(() => 0));
  }, 300_000);
});
