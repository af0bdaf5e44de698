// Over 300 lines: the import insert's recovery cases (interrupted mid-way, gateway stopped, database
// state, low caps) share one seeded gateway and its helpers to stage and stop an insert.
import type { FastifyInstance } from 'fastify';
import { and, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { customers } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { importRows, importTasks } from '../../db/schema/imports';
import { createTestApp, login, SETUP_TIMEOUT } from '../../test/helper';
import { seededMemoryDatabase } from '../../test/pglite-snapshot';
import { seededPostgresDatabase } from '../../test/postgres-template';
import { IMPORT_COLUMNS } from './import-columns.rules';
import { sampleOrderFile, templateHeaders } from './import-sample-orders.test-support';
import { ImportClient } from './import-client.test-support';
import { handMadeXlsx } from '../../lib/xlsx-read/test-xlsx';

const PASSWORD = 'Demo@12345';
const ROWS = 1_000;
const BATCH = 100;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('an insert interrupted mid-way', () => {
  let app: FastifyInstance;
  let demo: ImportClient;
  /** Set to a batch number to make the insert throw inside its transaction there, once. */
  let failAtBatch: number | null = null;

  beforeAll(async () => {
    app = await createTestApp({
      importLimits: { insertBatch: BATCH },
      // the queue's retry of a failed insert run is an hour off: the test sees the state between
      // the runs, and the next insert call brings the retry forward
      importRetrySeconds: 3600,
      importHooks: {
        insideInsert: ({ batchNo }) => {
          if (failAtBatch !== null && batchNo === failAtBatch) {
            failAtBatch = null;
            throw new Error('simulated crash inside the insert transaction');
          }
        },
      },
    });
    demo = new ImportClient(app, await login(app, 'demo', PASSWORD));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const orderStats = async (taskId: number) => {
    const [row] = await app.db
      .select({ n: count(), distinct: countDistinct(orders.customerOrderNo) })
      .from(orders)
      .where(eq(orders.importTaskId, taskId));
    return row;
  };

  const interruptedTask = async (prefix: string) => {
    const uploaded = await demo.upload(`${prefix}.xlsx`, await sampleOrderFile(ROWS, prefix));
    const taskId = uploaded.data.taskId as number;
    expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(ROWS);
    failAtBatch = 4;
    const failed = await demo.call('insertOrder', { taskId });
    expect(failed).toMatchObject({ code: 500, msg: 'Processing failed, please try again' });
    // The transaction rolled back: the task is left INSERTING with none of its orders.
    const [task] = await app.db.select().from(importTasks).where(eq(importTasks.id, taskId));
    expect(task.status).toBe('INSERTING');
    expect(await orderStats(taskId)).toEqual({ n: 0, distinct: 0 });
    // The queue holds the task's insert job for a retry.
    expect(await insertJobStates(taskId)).toEqual(['retry']);
    return taskId;
  };

  const insertJobStates = async (taskId: number) => {
    const result = (await app.db.execute(
      `select state from pgboss.job where name = 'import.insert' and singleton_key = 'task-${taskId}'`,
    )) as unknown as { rows: { state: string }[] };
    return result.rows.map((row) => row.state);
  };

  it("is retried on the queue, brought forward by the next insert call, and yields exactly the file's orders", async () => {
    const taskId = await interruptedTask('RESUME-CALL');
    const resumed = await demo.call('insertOrder', { taskId });
    expect(resumed.data).toMatchObject({ status: 'DONE', insertedRows: ROWS });
    // the same job, retried once: no second job was queued for the task
    expect(await insertJobStates(taskId)).toEqual(['completed']);
    const [task] = await app.db.select().from(importTasks).where(eq(importTasks.id, taskId));
    expect(task.attempts).toBe(1);
    expect(await orderStats(taskId)).toEqual({ n: ROWS, distinct: ROWS });
    expect((await demo.call('insertOrder', { taskId })).data.insertedRows).toBe(ROWS);
    expect(await orderStats(taskId)).toEqual({ n: ROWS, distinct: ROWS });
  });

  it('stages the valid rows while validating, replaces them when validated again and drops them when DONE', async () => {
    const stagedOf = async (taskId: number) => {
      const [row] = await app.db
        .select({ n: count(), rows: countDistinct(importRows.rowNo) })
        .from(importRows)
        .where(eq(importRows.taskId, taskId));
      return row;
    };
    const uploaded = await demo.upload('staged.xlsx', await sampleOrderFile(50, 'STAGED'));
    const taskId = uploaded.data.taskId as number;
    expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(50);
    expect(await stagedOf(taskId)).toEqual({ n: 50, rows: 50 });
    const [sample] = await app.db.select().from(importRows).where(eq(importRows.taskId, taskId)).limit(1);
    expect(sample).toMatchObject({ customerOrderNo: expect.stringMatching(/^STAGED/), status: 'CREATED' });
    // A row left from an earlier validation is gone after the next one.
    await app.db.insert(importRows).values({ ...sample, rowNo: 9_999 });
    expect((await demo.call('validateOrder', { taskId, isFilterRepeat: 0 })).data.validRows).toBe(50);
    expect(await stagedOf(taskId)).toEqual({ n: 50, rows: 50 });
    expect((await demo.call('insertOrder', { taskId })).data).toMatchObject({
      status: 'DONE',
      insertedRows: 50,
    });
    expect(await stagedOf(taskId)).toEqual({ n: 0, rows: 0 });
    expect(await orderStats(taskId)).toEqual({ n: 50, distinct: 50 });
  });

  it('validates more tasks at once than the database pool has connections', async () => {
    // Each validation checks its rows against existing orders and stages them: neither may hold a
    // pooled connection while waiting for another (PostgreSQL's pool has ten).
    const taskIds = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const uploaded = await demo.upload(`many-${n}.xlsx`, await sampleOrderFile(5, `MANY${n}`));
        return uploaded.data.taskId as number;
      }),
    );
    const answers = await Promise.all(taskIds.map((taskId) => demo.call('validateOrder', { taskId })));
    expect(answers.map((answer) => answer.data.validRows)).toEqual(taskIds.map(() => 5));
  });

  it('gives a staged row whose waybill number is taken a new one and still inserts every row once', async () => {
    const uploaded = await demo.upload('taken-bill.xlsx', await sampleOrderFile(30, 'TAKENBILL'));
    const taskId = uploaded.data.taskId as number;
    expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(30);
    const staged = await app.db
      .select({ rowNo: importRows.rowNo, billCode: importRows.billCode })
      .from(importRows)
      .where(eq(importRows.taskId, taskId))
      .orderBy(importRows.rowNo);
    // Rows 3 and 4 draw the waybill number of row 2 (which the insert creates first).
    await app.db
      .update(importRows)
      .set({ billCode: staged[0].billCode })
      .where(
        and(eq(importRows.taskId, taskId), inArray(importRows.rowNo, [staged[1].rowNo, staged[2].rowNo])),
      );
    expect((await demo.call('insertOrder', { taskId })).data).toMatchObject({
      status: 'DONE',
      insertedRows: 30,
    });
    const [created] = await app.db
      .select({ n: count(), bills: countDistinct(orders.billCode) })
      .from(orders)
      .where(eq(orders.importTaskId, taskId));
    expect(created).toEqual({ n: 30, bills: 30 });
  });

  it.each(['VALIDATED', 'INSERTING'] as const)(
    'validates again a %s task with nothing staged (left by an older gateway) and inserts it',
    async (status) => {
      const prefix = `UNSTAGED${status}`;
      const uploaded = await demo.upload(`${prefix}.xlsx`, await sampleOrderFile(40, prefix));
      const taskId = uploaded.data.taskId as number;
      expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(40);
      await app.db.delete(importRows).where(eq(importRows.taskId, taskId));
      await app.db.update(importTasks).set({ status }).where(eq(importTasks.id, taskId));
      expect((await demo.call('insertOrder', { taskId })).data).toMatchObject({
        status: 'DONE',
        validRows: 40,
        insertedRows: 40,
      });
      expect(await orderStats(taskId)).toEqual({ n: 40, distinct: 40 });
    },
  );

  it('answers insertOrderNew at once; polling shows the task until it is DONE', async () => {
    const uploaded = await demo.upload('background.xlsx', await sampleOrderFile(ROWS, 'BACKGROUND'));
    const taskId = uploaded.data.taskId as number;
    await demo.call('validateOrder', { taskId });
    const started = await demo.call('insertOrderNew', { taskId });
    expect(started.code).toBe(1);
    expect(['INSERTING', 'DONE']).toContain(started.data.status);
    const seen: string[] = [];
    const done = await until(
      async () => (await demo.getTask(taskId)).data,
      (task) => {
        seen.push(task.status);
        return task.status === 'DONE';
      },
    );
    expect(done).toMatchObject({ taskId, insertedRows: ROWS, progress: 100 });
    expect(seen.every((status) => status === 'INSERTING' || status === 'DONE')).toBe(true);
    expect(await demo.task(taskId)).toMatchObject({ status: 'DONE', insertedRows: ROWS });
    expect(await orderStats(taskId)).toEqual({ n: ROWS, distinct: ROWS });
  });

  it('validates a task that failed for a passing reason again, unless the file was uploaded again since', async () => {
    const file = await sampleOrderFile(20, 'RETRY');
    const failedOnce = async () => {
      const { taskId } = (await demo.upload('retry.xlsx', file)).data as { taskId: number };
      await app.db
        .update(importTasks)
        .set({ status: 'FAILED', failureCode: 'import.internal' })
        .where(eq(importTasks.id, taskId));
      return taskId;
    };
    const first = await failedOnce();
    expect((await demo.call('validateOrder', { taskId: first })).data.validRows).toBe(20);

    const second = await failedOnce();
    const third = (await demo.upload('retry.xlsx', file)).data.taskId as number;
    expect(third).not.toBe(second);
    expect(await demo.call('validateOrder', { taskId: second })).toMatchObject({
      code: 500,
      msg: `This file was uploaded again since; continue with import task ${third}`,
    });
    expect((await demo.task(second)).status).toBe('FAILED');
    expect((await demo.call('validateOrder', { taskId: third })).data.validRows).toBe(20);
  });
});

describe('an insert whose gateway stops mid-way', () => {
  it('is retried by the queue of the next gateway over the same database, inserting every row once', async () => {
    const { db, close } = process.env.GATEWAY_TEST_DATABASE_URL
      ? await seededPostgresDatabase(process.env.GATEWAY_TEST_DATABASE_URL)
      : await seededMemoryDatabase();
    let stopping: Promise<void> | undefined;
    const first: FastifyInstance = await buildApp({
      db,
      config: testConfig({
        importLimits: { insertBatch: BATCH },
        importHooks: {
          // mid-way through the insert, the gateway is asked to stop (SIGTERM in production)
          insideInsert: ({ batchNo }) => {
            if (batchNo === 4) stopping ??= first.close();
          },
        },
      }),
    });
    try {
      await first.ready();
      const client = new ImportClient(first, await login(first, 'demo', PASSWORD));
      const uploaded = await client.upload('restart.xlsx', await sampleOrderFile(ROWS, 'RESUME-START'));
      const taskId = uploaded.data.taskId as number;
      expect((await client.call('validateOrder', { taskId })).data.validRows).toBe(ROWS);
      expect((await client.call('insertOrderNew', { taskId })).data.status).toBe('INSERTING');
      await until(async () => stopping !== undefined, Boolean);
      await stopping;
      // Stopped between batches: the transaction rolled back, the task is INSERTING without
      // orders, and its job waits on the queue for a retry.
      const [left] = await db.select().from(importTasks).where(eq(importTasks.id, taskId));
      expect(left.status).toBe('INSERTING');
      const [none] = await db.select({ n: count() }).from(orders).where(eq(orders.importTaskId, taskId));
      expect(none.n).toBe(0);

      const next = await buildApp({ db, config: testConfig({ importLimits: { insertBatch: BATCH } }) });
      try {
        await next.ready();
        const task = await until(
          async () => (await db.select().from(importTasks).where(eq(importTasks.id, taskId)))[0],
          (row) => row.status === 'DONE',
        );
        expect(task).toMatchObject({ insertedRows: ROWS, attempts: 1 });
      } finally {
        await next.close();
      }
      const [created] = await db
        .select({ n: count(), distinct: countDistinct(orders.customerOrderNo) })
        .from(orders)
        .where(eq(orders.importTaskId, taskId));
      expect(created).toEqual({ n: ROWS, distinct: ROWS });
    } finally {
      await (stopping ?? first.close());
      await close();
    }
  }, 120_000);
});

describe('the database', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  it('refuses a second live task of the same file and customer, and allows one next to a failed one', async () => {
    const [customer] = await app.db.select({ id: customers.id }).from(customers).limit(1);
    const task = {
      customerId: customer.id,
      fileName: 'twice.xlsx',
      fileHash: 'f'.repeat(64),
      fileSize: 1,
      storageKey: 'twice.xlsx',
    };
    const [first] = await app.db.insert(importTasks).values(task).returning();
    await expect(app.db.insert(importTasks).values(task)).rejects.toThrow();
    await app.db.update(importTasks).set({ status: 'FAILED' }).where(eq(importTasks.id, first.id));
    await expect(app.db.insert(importTasks).values(task).returning()).resolves.toHaveLength(1);
  });
});

describe('caps set low through the config', () => {
  let app: FastifyInstance;
  let demo: ImportClient;

  beforeAll(async () => {
    app = await createTestApp({ importLimits: { maxRows: 1_000, maxFileBytes: 4 * 1024 * 1024 } });
    demo = new ImportClient(app, await login(app, 'demo', PASSWORD));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  /** A header and 200,000 short rows (one cell each: enough to count as data rows). */
  function* manyRows(): Generator<string[]> {
    yield templateHeaders('en');
    for (let i = 0; i < 200_000; i += 1) yield [`ROW-${i}`];
  }

  it('stops reading a 200,000-row sheet at the row cap and keeps the task FAILED with the reason', async () => {
    const file = handMadeXlsx(manyRows());
    const uploaded = await demo.upload('200k.xlsx', file);
    expect(uploaded.code).toBe(1); // no <dimension> to tell: the streaming count catches it
    const answer = await demo.call('validateOrder', { taskId: uploaded.data.taskId });
    expect(answer).toMatchObject({ code: 500, msg: 'Too many rows: at most 1000 rows per file' });
    const task = await demo.task(uploaded.data.taskId);
    expect(task).toMatchObject({
      status: 'FAILED',
      failureCode: 'import.tooManyRows',
      failureMessage: 'Too many rows: at most 1000 rows per file',
    });
    // The row errors read before the cap are gone; the reason stays as the file's one error.
    expect(task).toMatchObject({ totalRows: 0, validRows: 0, errorRows: 1 });
    expect(
      (await demo.allErrors(uploaded.data.taskId)).map(({ rowNo, columnKey, message }) => ({
        rowNo,
        columnKey,
        message,
      })),
    ).toEqual([{ rowNo: 0, columnKey: null, message: 'Too many rows: at most 1000 rows per file' }]);
  });

  it('refuses at upload a sheet whose declared dimension is over the row cap', async () => {
    const file = handMadeXlsx(manyRows(), { dimension: `A1:${'AB'}200001` });
    const answer = await demo.upload('200k-dimension.xlsx', file);
    expect(answer).toMatchObject({ code: 500, msg: 'Too many rows: at most 1000 rows per file' });
    const { data } = await demo.call('taskPage', { current: 1, size: 1 });
    expect(data.records[0]).toMatchObject({ fileName: '200k-dimension.xlsx', status: 'FAILED' });
  });

  it('refuses a file over the size cap with the cap in the message', async () => {
    const big = Buffer.concat([await sampleOrderFile(10, 'BIG'), Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await demo.upload('big.xlsx', big);
    expect(answer).toMatchObject({ code: 500, msg: 'File too large, at most 4 MB' });
  });

  it('still imports a file within the caps', async () => {
    const { inserted } = await demo.importFile(
      'small.xlsx',
      await sampleOrderFile(IMPORT_COLUMNS.length, 'CAPS'),
    );
    expect(inserted.insertedRows).toBe(IMPORT_COLUMNS.length);
  });
});
