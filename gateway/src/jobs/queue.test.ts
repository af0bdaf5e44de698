// @postgres: SKIP LOCKED job claims by several processes
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { SETUP_TIMEOUT, TEST_ENGINE } from '../test/helper';
import { sharedTestDatabase } from '../test/shared-database';
import { heldRuns, JobQueue } from './queue';
import { defineJob, JobInterrupted } from './types';

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > ms) throw new Error(`gave up after ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe(`job queue (${TEST_ENGINE})`, () => {
  let db: Database;
  let closeDb: () => Promise<void>;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    ({ db, close: closeDb } = await sharedTestDatabase());
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await closeDb();
  });

  /** A gateway app over the shared database, with `extend` defining kinds before it is ready. */
  async function gateway(
    extend: (app: FastifyInstance) => Promise<void>,
    config: Parameters<typeof testConfig>[0] = {},
  ): Promise<FastifyInstance> {
    // the production heartbeat (10 s, dead after 30 s): the gateways of this file share one event
    // loop, and on a loaded machine a stall over the tests' 1 s beat times three made one gateway
    // take another for dead and fail its runs (the dead-process cases set an hour-old heartbeat)
    const app = await buildApp({ db, config: testConfig({ jobHeartbeatSeconds: 10, ...config }) });
    apps.push(app);
    await extend(app);
    await app.ready();
    return app;
  }

  it('persists progress (rows done of total) where a list reads it, and rejects a bad payload', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const kind = defineJob({
      name: 'test.progress',
      payload: z.object({ rows: z.number().int() }),
      handler: async ({ rows }, ctx) => {
        await ctx.progress(rows / 2, rows);
        await gate;
        await ctx.progress(rows, rows);
      },
    });
    const app = await gateway((app) => app.jobs.define(kind));
    await expect(app.jobs.send(kind, { rows: 'x' as unknown as number })).rejects.toThrow();
    const id = await app.jobs.send(kind, { rows: 40 });
    expect(
      await until(
        () => app.jobs.progress(id),
        (p) => p?.done === 20,
      ),
    ).toEqual({ done: 20, total: 40 });
    release();
    await until(
      () => app.jobs.state(kind, id),
      (state) => state === 'completed',
    );
    expect(await app.jobs.progress(id)).toEqual({ done: 40, total: 40 });
  });

  it('retries a failed run with exponential back-off, then succeeds; without a policy it fails once', async () => {
    const runs: number[] = [];
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      retry: { limit: 3, delaySeconds: 1, backoff: true },
      handler: async (_payload, ctx) => {
        runs.push(Date.now());
        expect(ctx.attempt).toBe(runs.length - 1);
        if (runs.length < 3) throw new Error(`failure ${runs.length}`);
      },
    });
    let onceRuns = 0;
    const once = defineJob({
      name: 'test.once',
      payload: z.object({}),
      handler: async () => {
        onceRuns += 1;
        throw new Error('not safe to retry');
      },
    });
    const app = await gateway(async (app) => {
      await app.jobs.define(flaky);
      await app.jobs.define(once);
    });
    const id = await app.jobs.send(flaky, {});
    const onceId = await app.jobs.send(once, {});
    await until(
      () => app.jobs.state(flaky, id),
      (state) => state === 'completed',
      40_000,
    );
    expect(runs).toHaveLength(3);
    // back-off: the second wait is longer than the first (pg-boss: delay * 2^n, with jitter)
    const gaps = [runs[1] - runs[0], runs[2] - runs[1]];
    expect(gaps[0]).toBeGreaterThanOrEqual(900);
    expect(gaps[1]).toBeGreaterThanOrEqual(1_900);
    await until(
      () => app.jobs.state(once, onceId),
      (state) => state === 'failed',
    );
    expect(onceRuns).toBe(1);
  }, 60_000);

  it('a job interrupted by a gateway stop is finished by the next gateway, each row exactly once', async () => {
    const ROWS = 30;
    const written = new Map<number, number>();
    const processed: string[] = [];
    const kind = defineJob({
      name: 'test.rows',
      payload: z.object({ rows: z.number().int() }),
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      handler: async ({ rows }, ctx) => {
        // resumable work: rows already written are skipped on the next run
        for (let row = 0; row < rows; row += 1) {
          if (ctx.signal.aborted) throw new JobInterrupted();
          if (!written.has(row)) written.set(row, (written.get(row) ?? 0) + 1);
          await ctx.progress(written.size, rows);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
        processed.push(ctx.jobId);
      },
    });
    const first = await gateway((app) => app.jobs.define(kind));
    const id = await first.jobs.send(kind, { rows: ROWS });
    await until(
      () => first.jobs.progress(id),
      (p) => (p?.done ?? 0) >= 5,
    );
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const stoppedAt = written.size;
    expect(stoppedAt).toBeLessThan(ROWS);
    expect(await first.jobs.state(kind, id).catch(() => 'closed')).not.toBe('completed');

    const second = await gateway((app) => app.jobs.define(kind));
    await until(
      () => second.jobs.state(kind, id),
      (state) => state === 'completed',
      30_000,
    );
    expect(written.size).toBe(ROWS);
    expect([...written.values()].every((times) => times === 1)).toBe(true);
    expect(processed).toEqual([id]);
  }, 60_000);

  it('a process found dead (no heartbeat) has its running job failed once and retried elsewhere', async () => {
    let runs = 0;
    const kind = defineJob({
      name: 'test.orphan',
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      handler: async () => {
        runs += 1;
      },
    });
    const app = await gateway((app) => app.jobs.define(kind));
    // A second queue that fetched the job and died: a run held by an instance that never beats.
    const ghost = new JobQueue(db, app.log, { work: false, heartbeatSeconds: 1 });
    await ghost.define(kind);
    await ghost.start();
    const jobs = await app.jobs.send(kind, {}, { startAfterSeconds: 3600 });
    await db.execute(
      `insert into job_runs (job_id, queue, instance_id) values ('${jobs}', 'test.orphan', '${ghost.instanceId}')`,
    );
    await db.execute(`update pgboss.job set state = 'active', started_on = now() where id = '${jobs}'`);
    await db.execute(
      `update job_instances set heartbeat_at = now() - interval '1 hour' where id = '${ghost.instanceId}'`,
    );
    const [a, b] = await Promise.all([app.jobs.recoverDeadRuns(), ghost.recoverDeadRuns()]);
    expect(a + b).toBe(1);
    await until(
      () => app.jobs.state(kind, jobs),
      (state) => state === 'completed',
    );
    expect(runs).toBe(1);
    await ghost.stop();
  });

  it('never fails the runs of its own process, even when its heartbeat looks stale', async () => {
    const kind = defineJob({
      name: 'test.own-run',
      payload: z.object({}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      handler: async () => undefined,
    });
    const app = await gateway((app) => app.jobs.define(kind));
    const id = await app.jobs.send(kind, {}, { startAfterSeconds: 3600 });
    // as if this process's event loop had been busy: a run it holds, its heartbeat an hour old
    await db.execute(
      `insert into job_runs (job_id, queue, instance_id) values ('${id}', 'test.own-run', '${app.jobs.instanceId}')`,
    );
    await db.execute(`update pgboss.job set state = 'active', started_on = now() where id = '${id}'`);
    await db.execute(
      `update job_instances set heartbeat_at = now() - interval '1 hour' where id = '${app.jobs.instanceId}'`,
    );
    expect(await app.jobs.recoverDeadRuns()).toBe(0);
    expect(await app.jobs.state(kind, id)).toBe('active');
    expect(await heldRuns(db, [id])).toEqual([id]);
  });

  it('runs each of 50 jobs once with two queues (two processes) on one database', async () => {
    const seen: string[] = [];
    const make = (who: string) =>
      defineJob({
        name: 'test.once-each',
        payload: z.object({ n: z.number().int() }),
        handler: async ({ n }) => {
          seen.push(`${n}`);
          await new Promise((resolve) => setTimeout(resolve, who === 'a' ? 5 : 7));
        },
      });
    const a = await gateway((app) => app.jobs.define(make('a')));
    const b = await gateway((app) => app.jobs.define(make('b')));
    const ids = await Promise.all(Array.from({ length: 50 }, (_, n) => a.jobs.send(make('a'), { n })));
    await until(
      () => Promise.all(ids.map((id) => b.jobs.state(make('b'), id))),
      (states) => states.every((state) => state === 'completed'),
      40_000,
    );
    expect(seen).toHaveLength(50);
    expect(new Set(seen).size).toBe(50);
  }, 60_000);
});
