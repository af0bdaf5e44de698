// @postgres: import jobs on the queue
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq } from 'drizzle-orm';
import { users } from '../../db/schema/core';
import { jobRuns } from '../../db/schema';
import { notifications } from '../../db/schema/notifications';
import { orders } from '../../db/schema/orders';
import { importTasks } from '../../db/schema/imports';
import { handMadeXlsx } from '../../lib/xlsx-read/test-xlsx';
import { createTestApp, login, SETUP_TIMEOUT, TEST_ENGINE } from '../../test/helper';
import { importTaskLink } from './import-notify.service';
import { sampleOrderFile, templateHeaders } from './import-sample-orders.test-support';
import { ImportClient } from './import-client.test-support';

const PASSWORD = 'Demo@12345';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`gave up waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`the order import on the job queue (${TEST_ENGINE})`, () => {
  let app: FastifyInstance;
  let demo: ImportClient;
  let demoUserId: number;
  /** While true, every insert run fails inside its transaction. */
  let insertsFail = false;

  beforeAll(async () => {
    app = await createTestApp({
      importLimits: { insertBatch: 10, maxRows: 100 },
      importRetrySeconds: 0,
      importHooks: {
        insideInsert: () => {
          if (insertsFail) throw new Error('simulated failure inside the insert transaction');
        },
      },
    });
    demo = new ImportClient(app, await login(app, 'demo', PASSWORD));
    [{ id: demoUserId }] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginCode, 'demo'));
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const jobsOf = async (taskId: number) => {
    const result = (await app.db.execute(
      `select id, name, state, retry_count from pgboss.job where singleton_key = 'task-${taskId}' order by name`,
    )) as unknown as { rows: { id: string; name: string; state: string; retry_count: number }[] };
    return result.rows;
  };

  const notificationsOf = async (taskId: number) =>
    app.db
      .select({
        userId: notifications.userId,
        titleKey: notifications.titleKey,
        params: notifications.params,
        link: notifications.link,
      })
      .from(notifications)
      .where(and(eq(notifications.link, importTaskLink(taskId))))
      .orderBy(desc(notifications.id));

  it('runs validation and insert as one job each, with rows done of total in job_runs, and notifies the uploader with the counts', async () => {
    const { taskId, inserted } = await demo.importFile('jobs.xlsx', await sampleOrderFile(25, 'JOBQ'));
    expect(inserted).toMatchObject({ status: 'DONE', insertedRows: 25 });
    const jobs = await jobsOf(taskId);
    expect(jobs.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'import.insert', state: 'completed' },
      { name: 'import.validate', state: 'completed' },
    ]);
    const runs = await Promise.all(
      jobs.map(async (job) => (await app.db.select().from(jobRuns).where(eq(jobRuns.jobId, job.id)))[0]),
    );
    expect(
      runs.map(({ done, total, finishedAt }) => ({ done, total, finished: finishedAt !== null })),
    ).toEqual([
      { done: 25, total: 25, finished: true },
      { done: 25, total: 25, finished: true },
    ]);
    expect(await notificationsOf(taskId)).toEqual([
      {
        userId: demoUserId,
        titleKey: 'notification.importFinished.title',
        params: { fileName: 'jobs.xlsx', success: 25, failed: 0 },
        link: `/orderImport?taskId=${taskId}`,
      },
    ]);
    // the notification reads as text in the bell
    const page = await app.inject({
      method: 'POST',
      url: '/customer-api/notification/page',
      headers: { authToken: demo.token, language: 'EN' },
      payload: { current: 1, size: 50 },
    });
    expect(page.json().data.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Order import finished',
          body: 'jobs.xlsx: 25 orders created, 0 rows failed.',
        }),
      ]),
    );
  });

  it('shares one insert job among callers asking at once, and inserts every row once', async () => {
    const uploaded = await demo.upload('twice.xlsx', await sampleOrderFile(40, 'JOBTWICE'));
    const taskId = uploaded.data.taskId as number;
    expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(40);
    const answers = await Promise.all([
      demo.call('insertOrder', { taskId }),
      demo.call('insertOrder', { taskId }),
      demo.call('insertOrderNew', { taskId }),
    ]);
    expect(answers.map((answer) => answer.code)).toEqual([1, 1, 1]);
    await until(
      async () => (await demo.task(taskId)).status,
      (status) => status === 'DONE',
    );
    // one insert job ran; a second one queued in the same instant was withdrawn before it started
    const inserts = (await jobsOf(taskId)).filter((job) => job.name === 'import.insert');
    expect(inserts.filter((job) => job.state !== 'cancelled')).toEqual([
      expect.objectContaining({ state: 'completed', retry_count: 0 }),
    ]);
    const [created] = await app.db.select({ n: count() }).from(orders).where(eq(orders.importTaskId, taskId));
    expect(created.n).toBe(40);
    expect(await notificationsOf(taskId)).toHaveLength(1);
  });

  it('fails a task whose insert runs all fail, after the retries, and notifies the failure once', async () => {
    const uploaded = await demo.upload('failing.xlsx', await sampleOrderFile(15, 'JOBFAIL'));
    const taskId = uploaded.data.taskId as number;
    expect((await demo.call('validateOrder', { taskId })).data.validRows).toBe(15);
    insertsFail = true;
    try {
      expect(await demo.call('insertOrder', { taskId })).toMatchObject({ code: 500 });
      const task = await until(
        async () => (await app.db.select().from(importTasks).where(eq(importTasks.id, taskId)))[0],
        (row) => row.status === 'FAILED',
      );
      expect(task).toMatchObject({ failureCode: 'import.internal', insertedRows: 0 });
    } finally {
      insertsFail = false;
    }
    // the task is marked failed inside the last run; the queue records the job's end just after it
    const insertJob = await until(
      async () => (await jobsOf(taskId)).find((job) => job.name === 'import.insert'),
      (job) => job?.state === 'failed',
    );
    expect(insertJob).toMatchObject({ state: 'failed', retry_count: 2 });
    const [created] = await app.db.select({ n: count() }).from(orders).where(eq(orders.importTaskId, taskId));
    expect(created.n).toBe(0);
    expect(await notificationsOf(taskId)).toEqual([
      {
        userId: demoUserId,
        titleKey: 'notification.importFailed.title',
        params: { fileName: 'failing.xlsx' },
        link: `/orderImport?taskId=${taskId}`,
      },
    ]);
  });

  it('notifies the failure of a file refused while validating, and does not retry it', async () => {
    function* rows(): Generator<string[]> {
      yield templateHeaders('en');
      for (let i = 0; i < 500; i += 1) yield [`ROW-${i}`];
    }
    const uploaded = await demo.upload('too-many.xlsx', handMadeXlsx(rows()));
    const taskId = uploaded.data.taskId as number;
    expect(await demo.call('validateOrder', { taskId })).toMatchObject({
      code: 500,
      msg: 'Too many rows: at most 100 rows per file',
    });
    expect(await jobsOf(taskId)).toEqual([
      expect.objectContaining({ name: 'import.validate', state: 'completed' }),
    ]);
    expect(await notificationsOf(taskId)).toEqual([
      expect.objectContaining({
        titleKey: 'notification.importFailed.title',
        params: { fileName: 'too-many.xlsx' },
      }),
    ]);
  });
});
