// Over 300 lines: one class, the job queue's typed API over pg-boss with its progress, cancel and
// start-lock additions, which share the instance's state.
/**
 * The gateway's job queue: pg-boss 10 on the gateway's own database (PostgreSQL or PGlite, see
 * boss-db.ts), with a small typed API (types.ts) the domains use, plus two things pg-boss 10 lacks:
 *
 * - progress: `ctx.progress(done, total)` persists into `job_runs`, where lists read it;
 * - quick recovery from a killed process: each process keeps a heartbeat row (`job_instances`)
 *   and records the runs it holds (`job_runs.instance_id`). Every process checks now and then for
 *   runs whose process has stopped beating and fails them in pg-boss, which retries them (when the
 *   kind allows) at once in whichever process polls first; one UPDATE decides which checker
 *   reports a run, so it is failed once. pg-boss's own expiry (`expireInSeconds`) stays the last
 *   resort.
 *
 * pg-boss hands each job to one worker (SELECT ... FOR UPDATE SKIP LOCKED), so several gateway
 * processes on one database run a job once; its cron schedules fire once per slot across them.
 *
 * Over 300 lines: the typed wrapper, progress and heartbeat recovery share the one pg-boss instance
 * and its start and stop; they split when a second queue backend is needed.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import { asBackgroundWork, type Database } from '../db/client';
import { jobInstances, jobRuns } from '../db/schema';
import { asRequest, currentRequestId } from '../http/request-id';
import { bossDatabase } from './boss-db';
import { JobInterrupted, type JobContext, type JobKind } from './types';

export interface JobQueueOptions {
  /** Seconds between polls of an idle worker (pg-boss's minimum is 0.5). */
  pollingSeconds: number;
  /** Seconds between heartbeats; a process silent for three of them is taken for dead. */
  heartbeatSeconds: number;
  /** Runs of one kind a process works at once, unless the kind says otherwise. */
  workersPerKind: number;
  /** How long a stop waits for running handlers (they are asked to stop) before failing them. */
  stopTimeoutMs: number;
  /** False: send and schedule only, work nothing here (tools, tests that drive a gateway). */
  work: boolean;
}

export const DEFAULT_JOB_OPTIONS: JobQueueOptions = {
  pollingSeconds: 2,
  heartbeatSeconds: 10,
  workersPerKind: 2,
  stopTimeoutMs: 10_000,
  work: true,
};

const DEFAULT_EXPIRE_SECONDS = 3600;

/** Where a job's data keeps the id of the request that queued it (beside, not in, the payload). */
const REQUEST_ID_FIELD = '$requestId';

/** The payload with the current request's id beside it (none outside a request). */
function withRequestId(payload: object): object {
  const id = currentRequestId();
  return id ? { ...payload, [REQUEST_ID_FIELD]: id } : payload;
}
/** Advisory-lock namespace of the queue's start (see oneStartAtATime). */
const START_LOCK_NAMESPACE = 0x10b5;

export class JobQueue {
  readonly instanceId = randomUUID();
  private readonly boss: PgBoss;
  private readonly kinds = new Map<string, JobKind>();
  private readonly workerIds = new Map<string, string[]>();
  private readonly schedules: { name: string; cron: string; payload: object }[] = [];
  private readonly stopping = new AbortController();
  private heartbeat?: NodeJS.Timeout;
  private started = false;
  private readonly options: JobQueueOptions;
  /** Runs that ended in this process, by job id: `waitFor` hears them without polling. */
  private readonly ended = new EventEmitter().setMaxListeners(0);

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    options: Partial<JobQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_JOB_OPTIONS, ...options };
    this.boss = new PgBoss({
      db: bossDatabase(db),
      schema: 'pgboss',
      // expiry of stuck jobs and archiving; dead processes are found sooner by the heartbeat
      maintenanceIntervalSeconds: 60,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Registers a kind; before `start` or after (its queue and workers are set up then). */
  async define<S extends z.ZodType>(kind: JobKind<S>): Promise<void> {
    if (this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is defined twice`);
    this.kinds.set(kind.name, kind as unknown as JobKind);
    if (this.started) await this.setUp(kind as unknown as JobKind);
  }

  /** Runs `kind` on a cron (UTC), once per slot across every gateway process. */
  async schedule<S extends z.ZodType>(kind: JobKind<S>, cron: string, payload: z.input<S>): Promise<void> {
    const entry = { name: kind.name, cron, payload: kind.payload.parse(payload) as object };
    this.schedules.push(entry);
    if (this.started) await this.boss.schedule(entry.name, entry.cron, entry.payload, { tz: 'UTC' });
  }

  /**
   * Queues one job of `kind` (payload checked against its schema) and returns its id. A local
   * worker of the kind is woken at once instead of at its next poll.
   */
  async send<S extends z.ZodType>(
    kind: JobKind<S>,
    payload: z.input<S>,
    options: { startAfterSeconds?: number; singletonKey?: string } = {},
  ): Promise<string> {
    if (!this.kinds.has(kind.name)) throw new Error(`job kind ${kind.name} is not defined`);
    const data = withRequestId(kind.payload.parse(payload) as object);
    const id = await this.boss.send(kind.name, data, {
      ...this.retryOptions(kind),
      expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (!id) throw new Error(`job ${kind.name} was not queued`);
    if (!options.startAfterSeconds)
      for (const workerId of this.workerIds.get(kind.name) ?? []) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Queues one job of a 'stately' kind for `key` unless one is queued, waiting for a retry or
   * running already: answers that job's id then. Several callers (and processes) asking at once
   * share one job, so the work behind the key runs once.
   */
  async sendOnce<S extends z.ZodType>(kind: JobKind<S>, payload: z.input<S>, key: string): Promise<string> {
    if (kind.policy !== 'stately') throw new Error(`job kind ${kind.name} is not stately`);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const live = await this.liveJob(kind, key);
      if (live) return live;
      const data = withRequestId(kind.payload.parse(payload) as object);
      const id = await this.boss.send(kind.name, data, {
        ...this.retryOptions(kind),
        expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
        singletonKey: key,
      });
      if (id) {
        // Another caller's look-up and send interleaved with ours (its job went active in between,
        // so the policy let ours in): the earlier job stands, and ours goes while it still waits.
        const earlier = await this.liveJob(kind, key);
        if (earlier && earlier !== id && (await this.withdraw(id))) return earlier;
        for (const workerId of this.workerIds.get(kind.name) ?? []) this.boss.notifyWorker(workerId);
        return id;
      }
      // refused by the policy: another caller queued one between the look-up and the send
    }
    throw new Error(`job ${kind.name} ${key} was not queued`);
  }

  /** Cancels job `id` if no worker took it yet; answers whether it did. */
  private async withdraw(id: string): Promise<boolean> {
    const result = await bossDatabase(this.db).executeSql(
      `update pgboss.job set state = 'cancelled', completed_on = now() where id = $1 and state = 'created' returning id`,
      [id],
    );
    return result.rows.length > 0;
  }

  /** The id of the job of `kind` for `key` that is queued, waiting for a retry or running, if any. */
  async liveJob(kind: JobKind, key: string): Promise<string | null> {
    const result = await bossDatabase(this.db).executeSql(
      `select id from pgboss.job where name = $1 and singleton_key = $2
         and state in ('created', 'retry', 'active') order by created_on limit 1`,
      [kind.name, key],
    );
    const [row] = result.rows as { id: string }[];
    return row?.id ?? null;
  }

  /**
   * Waits until job `id` of `kind` is over: 'completed', 'failed' (no retry left), 'cancelled',
   * or 'retry' when a run that started after this call began failed and a retry is due (the caller
   * may answer then; the queue runs it again). A run in this process is heard at once, with its
   * error; runs in other processes are followed by polling. 'unknown' when `signal` aborts.
   */
  async waitFor(
    kind: JobKind,
    id: string,
    signal?: AbortSignal,
  ): Promise<{ state: string; error?: unknown }> {
    let outcome: { error?: unknown } | undefined;
    let wake: (() => void) | undefined;
    const listener = (value: { error?: unknown }) => {
      outcome = value;
      wake?.();
    };
    this.ended.on(id, listener);
    const read = async () => {
      const job = await this.boss.getJobById(kind.name, id, { includeArchive: true });
      return job ? { state: job.state as string, retries: job.retryCount } : null;
    };
    try {
      const first = await read();
      for (let job = first; ; job = await read()) {
        if (job === null) return { state: 'cancelled' };
        const ended =
          job.state === 'completed' ||
          job.state === 'failed' ||
          job.state === 'cancelled' ||
          (job.state === 'retry' && (first?.state !== 'retry' || job.retries > first.retries));
        if (ended)
          return outcome?.error === undefined
            ? { state: job.state }
            : { state: job.state, error: outcome.error };
        if (signal?.aborted) return { state: 'unknown' };
        // once heard here, pg-boss records the outcome just after the handler settles: read soon
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, outcome ? 20 : this.options.pollingSeconds * 1000).unref();
        });
      }
    } finally {
      this.ended.off(id, listener);
    }
  }

  /**
   * Brings the start of job `id` forward to now when it waits for a retry (a user asking again
   * need not wait for the back-off). Answers whether it did.
   */
  async retryNow(kind: JobKind, id: string): Promise<boolean> {
    const result = await bossDatabase(this.db).executeSql(
      `update pgboss.job set start_after = now() where name = $1 and id = $2 and state = 'retry' returning id`,
      [kind.name, id],
    );
    if (result.rows.length === 0) return false;
    for (const workerId of this.workerIds.get(kind.name) ?? []) this.boss.notifyWorker(workerId);
    return true;
  }

  /** The cron schedules registered in the database (name, cron), for checks and diagnostics. */
  async registeredSchedules(): Promise<{ name: string; cron: string }[]> {
    return (await this.boss.getSchedules()).map(({ name, cron }) => ({ name, cron }));
  }

  /** The pg-boss state of a job ('created', 'active', 'retry', 'completed', 'failed'...). */
  async state(kind: JobKind, id: string): Promise<string | null> {
    const job = await this.boss.getJobById(kind.name, id, { includeArchive: true });
    return job?.state ?? null;
  }

  /**
   * Jobs waiting to run (queued or waiting for a retry) per kind, and the age in seconds of the
   * oldest of them: the queue's depth for /metrics (metrics.ts). One statement.
   */
  async depths(): Promise<{ name: string; waiting: number; oldestSeconds: number }[]> {
    const result = await bossDatabase(this.db).executeSql(
      `select name, count(*)::int as waiting,
              coalesce(extract(epoch from now() - min(created_on)), 0)::float8 as "oldestSeconds"
         from pgboss.job where state in ('created', 'retry') group by name`,
      [],
    );
    return result.rows as { name: string; waiting: number; oldestSeconds: number }[];
  }

  /** The job's progress as persisted by `ctx.progress`. */
  async progress(id: string): Promise<{ done: number; total: number | null } | null> {
    const [row] = await this.db
      .select({ done: jobRuns.done, total: jobRuns.total })
      .from(jobRuns)
      .where(eq(jobRuns.jobId, id));
    return row ?? null;
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.oneStartAtATime(async () => {
      await this.boss.start();
      await this.db.insert(jobInstances).values({ id: this.instanceId });
      this.started = true;
      for (const kind of this.kinds.values()) await this.setUp(kind);
      for (const entry of this.schedules)
        await this.boss.schedule(entry.name, entry.cron, entry.payload, { tz: 'UTC' });
    });
    this.heartbeat = setInterval(() => {
      void this.beat().catch((error: unknown) => this.log.warn({ err: error }, 'job heartbeat failed'));
    }, this.options.heartbeatSeconds * 1000);
    this.heartbeat.unref();
  }

  /**
   * Runs `work` holding a session advisory lock on PostgreSQL: gateway processes starting together
   * on a fresh database would otherwise create pg-boss's schema and queues at once (a duplicate
   * schema error, deadlocks). PGlite is one process's database: no lock.
   */
  private async oneStartAtATime(work: () => Promise<void>): Promise<void> {
    const client = (this.db as unknown as { $client: unknown }).$client;
    if (!(client instanceof Pool)) return work();
    const session = await client.connect();
    try {
      await session.query('select pg_advisory_lock($1, $2)', [START_LOCK_NAMESPACE, 1]);
      await work();
    } finally {
      await session
        .query('select pg_advisory_unlock($1, $2)', [START_LOCK_NAMESPACE, 1])
        .catch(() => undefined);
      session.release();
    }
  }

  /**
   * Stops taking jobs, asks running handlers to stop (their signal) and waits up to
   * `stopTimeoutMs`; pg-boss fails what is still running then, and retries it elsewhere.
   */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    clearInterval(this.heartbeat);
    this.stopping.abort();
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: this.options.stopTimeoutMs });
    await this.db.delete(jobInstances).where(eq(jobInstances.id, this.instanceId));
  }

  /** One heartbeat, then the check for runs of dead processes. */
  async beat(): Promise<void> {
    await this.db
      .update(jobInstances)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(jobInstances.id, this.instanceId));
    await this.recoverDeadRuns();
  }

  /**
   * Fails, in pg-boss, the runs held by processes that stopped beating (killed, frozen), so that
   * they are retried now rather than when they expire. Returns how many it failed.
   */
  async recoverDeadRuns(): Promise<number> {
    const staleMs = this.options.heartbeatSeconds * 3000;
    const alive = this.db
      .select({ id: jobInstances.id })
      .from(jobInstances)
      .where(sql`${jobInstances.heartbeatAt} > now() - ${staleMs} * interval '1 millisecond'`);
    const orphans = await this.db
      .update(jobRuns)
      .set({ instanceId: null, updatedAt: sql`now()` })
      .where(
        and(
          isNull(jobRuns.finishedAt),
          isNotNull(jobRuns.instanceId),
          // never this process's own runs: a busy event loop (PGlite runs statements on it) can
          // leave its own heartbeat older than the limit by the time this statement runs
          ne(jobRuns.instanceId, this.instanceId),
          notInArray(jobRuns.instanceId, alive),
        ),
      )
      .returning({ jobId: jobRuns.jobId, queue: jobRuns.queue });
    for (const orphan of orphans) {
      this.log.warn(orphan, 'job of a stopped gateway process failed, to be retried');
      await this.boss.fail(orphan.queue, orphan.jobId, { message: 'its gateway process stopped' });
    }
    await this.db
      .delete(jobInstances)
      .where(lt(jobInstances.heartbeatAt, sql`now() - ${staleMs * 10} * interval '1 millisecond'`));
    return orphans.length;
  }

  private retryOptions(kind: JobKind): PgBoss.RetryOptions {
    const retry = kind.retry ?? { limit: 0, delaySeconds: 0, backoff: false };
    return { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: retry.backoff };
  }

  private async setUp(kind: JobKind): Promise<void> {
    const queue = {
      name: kind.name,
      policy: kind.policy ?? 'standard',
      ...this.retryOptions(kind),
      expireInSeconds: kind.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    };
    // Gateway processes starting together create the same queues at once: PostgreSQL may end one
    // of them as a deadlock (40P01); the queue exists, or is created, on the next try.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.boss.createQueue(kind.name, queue);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    if (!this.options.work) return;
    const ids: string[] = [];
    const count = kind.workers ?? this.options.workersPerKind;
    for (let i = 0; i < count; i += 1)
      ids.push(
        await this.boss.work<object>(
          kind.name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollingSeconds },
          async ([job]) => this.run(kind, job),
        ),
      );
    this.workerIds.set(kind.name, ids);
  }

  private async run(kind: JobKind, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const { [REQUEST_ID_FIELD]: requestId, ...payload } = job.data as Record<string, unknown>;
    const reqId = typeof requestId === 'string' ? requestId : undefined;
    // the id of the request that queued the job, as in that request's own log lines
    const log = this.log.child({
      job: kind.name,
      jobId: job.id,
      attempt: job.retryCount,
      ...(reqId ? { reqId } : {}),
    });
    await this.db
      .insert(jobRuns)
      .values({ jobId: job.id, queue: kind.name, instanceId: this.instanceId, attempt: job.retryCount })
      .onConflictDoUpdate({
        target: jobRuns.jobId,
        set: {
          instanceId: this.instanceId,
          attempt: job.retryCount,
          updatedAt: sql`now()`,
          finishedAt: null,
        },
      });
    const ctx: JobContext = {
      jobId: job.id,
      queuedAt: job.createdOn,
      attempt: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
      signal: this.stopping.signal,
      log,
      progress: async (done, total) => {
        await this.db
          .update(jobRuns)
          .set({ done, ...(total === undefined ? {} : { total }), updatedAt: sql`now()` })
          .where(eq(jobRuns.jobId, job.id));
      },
    };
    let failure: { error: unknown } | undefined;
    try {
      // on PostgreSQL through the job pool and its statement timeout (db/client.ts)
      // (and as work of the queuing request: the jobs it queues carry its id on)
      await asBackgroundWork(() => asRequest(reqId, () => kind.handler(kind.payload.parse(payload), ctx)));
      log.debug('job done');
    } catch (error) {
      failure = { error };
      if (error instanceof JobInterrupted) log.info('job interrupted by the stop, to be retried');
      else log.error({ err: error }, 'job failed');
      throw error;
    } finally {
      this.ended.emit(job.id, failure ?? {});
      await this.db
        .update(jobRuns)
        .set({ instanceId: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(jobRuns.jobId, job.id), eq(jobRuns.instanceId, this.instanceId)))
        .catch((error: unknown) => log.warn({ err: error }, 'job run not closed'));
    }
  }
}

/** The ids of the jobs among `ids` that some process holds now (for tests and diagnostics). */
export async function heldRuns(db: Database, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ jobId: jobRuns.jobId })
    .from(jobRuns)
    .where(and(inArray(jobRuns.jobId, ids), isNotNull(jobRuns.instanceId)));
  return rows.map((row) => row.jobId);
}
