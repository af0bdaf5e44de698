// Over 300 lines: the import task's state machine (queue, validate, insert, retry, fail) in one class, so
// every transition is visible in one place; it splits when a task kind other than orders is added.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { importTasks, type ImportTaskRow } from '../../db/schema/imports';
import { BizError } from '../../http/envelope';
import type { JobQueue } from '../../jobs/queue';
import { defineJob, JobInterrupted, type JobContext } from '../../jobs/types';
import type { FileStorage } from '../../storage';
import { failOnFile } from './import-file-failure.rules';
import { capParams, ImportFileError, isPermanentFailure } from '../../lib/xlsx-read/import-error';
import type { ImportHooks, ImportLimits } from '../../lib/xlsx-read/limits';
import { loadValidatorCustomer } from './import-order-adapter.service';
import { insertStagedRange, nextStagedBound } from './import-order-insert.repo';
import type { RegionRecord } from '../../lib/regions/region-matcher';
import { loadRegionRecords } from '../widgets';
import { countResume, findReusableTaskByHash, findTask, moveTask, updateTask } from './import-task.repo';
import { deleteAllErrors, existingOrderNos, insertErrors, type TaskRef } from './import.repo';
import { notifyImportOutcome } from './import-notify.service';
import { OneInFlight } from '../../lib/workers/one-in-flight';
import { deleteStagedRows, openStaging, stagedSummary } from './import-staged-rows.repo';
import type { ChunkResult, ValidationSetup } from './import-validation-protocol.worker';
import { idleValidationWorkers, validateInWorker } from './import-validation-thread.worker';
import { checkXlsx } from '../../lib/xlsx-read/xlsx-guard';

export interface ImportDeps {
  db: Database;
  jobs: JobQueue;
  storage: FileStorage;
  limits: ImportLimits;
  hooks: ImportHooks;
  log: FastifyBaseLogger;
  /** First back-off of a failed insert run, doubled on each retry. */
  retrySeconds: number;
}

/** Failed insert runs of a task (the first and its retries) before it is marked FAILED. */
const MAX_INSERT_RUNS = 3;
/** Advisory-lock namespace of import tasks, so two gateways never insert the same task at once. */
const LOCK_NAMESPACE = 0x1a9d;
/** File refusals kept for the callers waiting in this process (see `refusals`). */
const MAX_KEPT_REFUSALS = 100;
/** How long the region list is reused between runs. */
const REGION_TTL_MS = 10 * 60_000;

const taskPayload = z.object({
  taskId: z.number().int().positive(),
  customerId: z.number().int().positive(),
});
const validatePayload = taskPayload.extend({ isFilterRepeat: z.number().int().min(0).max(1) });

/** The singleton key of a task's jobs: one validation and one insert per task at a time. */
const keyOf = (task: TaskRef) => `task-${task.id}`;

/**
 * Runs the long parts of an import as jobs on the gateway's queue (jobs/queue.ts): `import.validate`
 * and `import.insert`, one job of each per task at a time (stately queues keyed by task), in
 * whichever gateway process polls first. A job outlives its gateway: a stopped or killed process's
 * run is retried by the next one (the queue's heartbeat finds it), so no start-up resume is needed.
 *
 * Retries: validation starts over from the file (it deletes what an earlier run stored), so a
 * failed run is retried; a refused file is final (no retry). The insert runs in one transaction,
 * rolled back when it fails, so it is retried with back-off; its last failed run fails the task.
 *
 * Progress: rows done of total in `job_runs` (the queue's progress) and as a percentage in the
 * task row the import screen reads. The insert's transaction hides its writes until it commits, so
 * its progress is kept in memory too (`liveProgress`) and shown by the task list of this process.
 */
export class ImportRunner {
  private readonly running = new Map<number, number>();
  private readonly live = new Map<number, number>();
  private readonly liveTasks = new Map<number, ImportTaskRow>();
  private readonly claimWaiters = new Map<number, ((task: ImportTaskRow) => void)[]>();
  /** The file refusal of a validation run in this process, by job id, for the caller that waits. */
  private readonly refusals = new Map<string, ImportFileError>();
  private regionCache: { records: RegionRecord[]; loadedAt: number } | null = null;
  private readonly closing = new AbortController();

  readonly validateKind = defineJob({
    name: 'import.validate',
    payload: validatePayload,
    policy: 'stately',
    retry: { limit: 2, delaySeconds: 1, backoff: true },
    handler: async (payload, ctx) => this.validateJob(payload, ctx),
  });

  readonly insertKind;

  constructor(private readonly deps: ImportDeps) {
    this.insertKind = defineJob({
      name: 'import.insert',
      payload: taskPayload,
      policy: 'stately',
      retry: { limit: MAX_INSERT_RUNS - 1, delaySeconds: deps.retrySeconds, backoff: true },
      handler: async (payload, ctx) => this.insertJob(payload, ctx),
    });
  }

  /** Defines the two job kinds on the queue (while the domain registers). */
  async defineJobs(): Promise<void> {
    await this.deps.jobs.define(this.validateKind);
    await this.deps.jobs.define(this.insertKind);
  }

  /** Whether a job of the task runs in this process now. */
  isRunning(taskId: number): boolean {
    return (this.running.get(taskId) ?? 0) > 0;
  }

  liveProgress(taskId: number): number | undefined {
    return this.live.get(taskId);
  }

  /**
   * The task row of an insert running in this process, as claimed (INSERTING): answering progress
   * polls from it needs no query, which on PGlite would wait for the insert's transaction.
   */
  liveTask(taskId: number): ImportTaskRow | undefined {
    return this.liveTasks.get(taskId);
  }

  /** Stops the waiting callers and ends the idle validation workers (the queue stops the jobs). */
  async close(): Promise<void> {
    this.closing.abort();
    await idleValidationWorkers.close();
  }

  private async tracked(taskId: number, work: () => Promise<void>): Promise<void> {
    this.running.set(taskId, (this.running.get(taskId) ?? 0) + 1);
    try {
      await work();
    } finally {
      const left = (this.running.get(taskId) ?? 1) - 1;
      if (left > 0) this.running.set(taskId, left);
      else {
        this.running.delete(taskId);
        this.live.delete(taskId);
        this.liveTasks.delete(taskId);
      }
    }
  }

  /** The official region list (reloaded every REGION_TTL_MS), sent to each validation worker. */
  private async regionRecords(): Promise<RegionRecord[]> {
    if (!this.regionCache || Date.now() - this.regionCache.loadedAt > REGION_TTL_MS)
      this.regionCache = { records: await loadRegionRecords(this.deps.db), loadedAt: Date.now() };
    return this.regionCache.records;
  }

  private async fileOf(task: ImportTaskRow): Promise<Buffer> {
    const stored = await this.deps.storage.get(task.storageKey);
    if (!stored) throw new ImportFileError('import.fileLost');
    return stored.data;
  }

  /**
   * Validates a task on the queue and waits for it (or joins its queued or running validation).
   * Refuses a task whose orders are created or that failed on its file; a VALIDATED task is
   * validated again (e.g. with another isFilterRepeat). Throws the file's refusal.
   */
  async validate(task: ImportTaskRow, isFilterRepeat: number): Promise<void> {
    if (task.status === 'INSERTING' || task.status === 'DONE') throw new BizError('import.alreadyInserted');
    if (task.status === 'FAILED' && isPermanentFailure(task.failureCode))
      throw new BizError('import.taskFailed');
    if (task.status === 'FAILED') {
      // Failed for a passing reason: validated again, unless the same file was uploaded again
      // since: then that newer task is the file's one live task (a unique index keeps it so).
      const newer = await findReusableTaskByHash(this.deps.db, task.customerId, task.fileHash);
      if (newer && newer.id !== task.id) throw new BizError('import.newerTask', { taskId: newer.id });
    }
    const { jobs } = this.deps;
    const payload = { taskId: task.id, customerId: task.customerId, isFilterRepeat };
    const jobId = await jobs.sendOnce(this.validateKind, payload, keyOf(task));
    const outcome = await jobs.waitFor(this.validateKind, jobId, this.closing.signal);
    const refusal = this.refusals.get(jobId);
    this.refusals.delete(jobId);
    if (refusal) throw refusal;
    if (outcome.error instanceof BizError) throw outcome.error;
    const after = await findTask(this.deps.db, task.customerId, task.id);
    if (after?.status === 'FAILED' && after.failureCode)
      throw new BizError(after.failureCode, capParams(this.deps.limits));
  }

  /**
   * Queues the insert of a validated task's valid rows (or joins its queued or running insert);
   * a DONE task is left alone. Waits for the run to end; `onClaimed` gets the task once it is
   * INSERTING in this process, before the insert's transaction starts (the background call answers
   * with it: on PGlite every other query waits while a transaction runs). A run that fails and is
   * to be retried answers import.internal; the queue retries it with back-off, and a caller that
   * asks again brings the retry forward.
   */
  async insert(task: ImportTaskRow, onClaimed?: (task: ImportTaskRow) => void): Promise<void> {
    if (task.status === 'DONE') return;
    if (task.status === 'FAILED') throw new BizError('import.taskFailed');
    if (task.status !== 'VALIDATED' && task.status !== 'INSERTING') throw new BizError('import.notValidated');
    const { jobs } = this.deps;
    if (onClaimed) this.claimWaiters.set(task.id, [...(this.claimWaiters.get(task.id) ?? []), onClaimed]);
    try {
      const jobId = await jobs.sendOnce(
        this.insertKind,
        { taskId: task.id, customerId: task.customerId },
        keyOf(task),
      );
      await jobs.retryNow(this.insertKind, jobId);
      const outcome = await jobs.waitFor(this.insertKind, jobId, this.closing.signal);
      if (outcome.state === 'retry' || outcome.state === 'failed') throw new BizError('import.internal');
    } finally {
      if (onClaimed)
        this.claimWaiters.set(
          task.id,
          (this.claimWaiters.get(task.id) ?? []).filter((waiter) => waiter !== onClaimed),
        );
    }
  }

  private async validateJob(payload: z.output<typeof validatePayload>, ctx: JobContext): Promise<void> {
    const task = await findTask(this.deps.db, payload.customerId, payload.taskId);
    if (!task) return;
    // Orders created, or refused on its file: nothing to validate. VALIDATING: the run a stopped
    // gateway left, taken over.
    if (task.status === 'INSERTING' || task.status === 'DONE') return;
    if (task.status === 'FAILED' && isPermanentFailure(task.failureCode)) return;
    // validated since this job was queued (two callers queued one each at the same moment)
    if (task.status === 'VALIDATED' && task.updatedAt >= ctx.queuedAt) return;
    if (task.status === 'VALIDATING')
      ctx.log.info({ taskId: task.id, status: task.status }, 'resuming import task');
    await this.tracked(task.id, () => this.runValidation(task, payload.isFilterRepeat, ctx));
  }

  private async insertJob(payload: z.output<typeof taskPayload>, ctx: JobContext): Promise<void> {
    const task = await findTask(this.deps.db, payload.customerId, payload.taskId);
    if (!task || task.status === 'DONE' || task.status === 'FAILED') return;
    if (task.status !== 'VALIDATED' && task.status !== 'INSERTING') return;
    if (task.status === 'INSERTING')
      ctx.log.info({ taskId: task.id, status: task.status }, 'resuming import task');
    await this.tracked(task.id, () => this.runInsert(task, ctx));
  }

  /**
   * One validation run. A refused file fails the task for good (its reason kept as its error rows,
   * the refusal kept for the caller waiting in this process); an unexpected error fails it for a
   * passing reason (validated again on request). Only a stopped run (JobInterrupted) is thrown:
   * the queue retries it, and the next run takes the VALIDATING task over.
   */
  private async runValidation(task: ImportTaskRow, isFilterRepeat: number, ctx: JobContext): Promise<void> {
    const { db, limits } = this.deps;
    const claimed = await moveTask(db, task, [task.status as 'UPLOADED'], 'VALIDATING', {
      isFilterRepeat,
      progress: 0,
      failureCode: null,
      totalRows: 0,
      validRows: 0,
      errorRows: 0,
      repeatRows: 0,
      insertedRows: 0,
      finishedAt: null,
    });
    if (!claimed) return;
    if (task.status === 'VALIDATING') await countResume(db, task);
    await deleteAllErrors(db, task);
    await deleteStagedRows(db, task);
    try {
      const data = await this.fileOf(task);
      const { declaredRows } = await checkXlsx(data, limits);
      const setup: ValidationSetup = {
        taskId: task.id,
        customerId: task.customerId,
        createdBy: task.createdBy,
        fileHash: task.fileHash,
        isFilterRepeat,
        limits,
        customer: await loadValidatorCustomer(db, task.customerId),
        regionRecords: await this.regionRecords(),
      };
      const counts = { totalRows: 0, validRows: 0, errorRows: 0, repeatRows: 0 };
      let reportedAt = 0;

      const writes = new OneInFlight();
      const staging = openStaging(db);
      let staged = false;
      const store = async ({ lines, errors, counts: chunk }: ChunkResult) => {
        counts.totalRows += chunk.totalRows;
        counts.validRows += chunk.validRows;
        counts.errorRows += chunk.errorRows;
        counts.repeatRows += chunk.repeatRows;
        await staging.write(lines);
        await insertErrors(db, task, errors);
        if (counts.totalRows - reportedAt >= limits.progressEvery) {
          reportedAt = counts.totalRows;
          const progress = declaredRows
            ? Math.min(99, Math.floor((counts.totalRows * 100) / declaredRows))
            : 0;
          await updateTask(db, task, { ...counts, progress });
          await ctx.progress(counts.totalRows, declaredRows ?? null);
        }
      };

      try {
        // The rows are read and checked on a worker thread; the database work stays here: a chunk's
        // rows are stored while the worker checks the next one.
        await validateInWorker(
          data,
          setup,
          {
            existing: async (orderNos) => {
              if (ctx.signal.aborted) throw new JobInterrupted();
              return existingOrderNos(db, task.customerId, task.id, orderNos);
            },
            rows: async (result) => {
              if (ctx.signal.aborted) throw new JobInterrupted();
              await writes.push(() => store(result));
            },
          },
          this.deps.hooks.validationWorkerLimits,
        );
        await writes.drain();
        await staging.finish();
        staged = true;
      } finally {
        await writes.settle();
        if (!staged) staging.abort();
      }
      await moveTask(db, task, ['VALIDATING'], 'VALIDATED', { ...counts, progress: 100 });
      await ctx.progress(counts.totalRows, counts.totalRows);
    } catch (error) {
      if (error instanceof JobInterrupted) throw error;
      // A file refused as a whole keeps why as its error rows (the missing columns, a cap, an
      // unreadable file), in place of any row errors stored before the refusal.
      if (error instanceof ImportFileError) {
        await failOnFile(db, task, ['VALIDATING'], error.failureCode, error);
        this.refusals.set(ctx.jobId, error);
        // kept for a caller that waits here; a run nobody here waits for (a retry) is not kept long
        if (this.refusals.size > MAX_KEPT_REFUSALS) this.refusals.delete(this.refusals.keys().next().value!);
      } else {
        this.deps.log.error({ taskId: task.id, err: error }, 'import validation failed');
        await failOnFile(db, task, ['VALIDATING'], 'import.internal');
      }
      await notifyImportOutcome(db, task, 'failed', ctx.log);
    }
  }

  /**
   * A task validated with nothing staged though it has valid rows (validated by a gateway from
   * before import_rows, or left INSERTING by one): its insert transaction never committed, so it
   * is validated again, which stages its rows; answers the task as it is then.
   */
  private async stageUnstaged(task: ImportTaskRow, ctx: JobContext): Promise<ImportTaskRow | null> {
    const { db } = this.deps;
    if (task.validRows === 0 || (await stagedSummary(db, task)).rows > 0) return task;
    this.deps.log.info({ taskId: task.id }, 'import task has nothing staged: validating it again');
    if (task.status === 'INSERTING' && !(await moveTask(db, task, ['INSERTING'], 'VALIDATED', {})))
      return null;
    await this.runValidation({ ...task, status: 'VALIDATED' }, task.isFilterRepeat, ctx);
    const again = await findTask(db, task.customerId, task.id);
    return again?.status === 'VALIDATED' ? again : null;
  }

  /**
   * One insert run, in one transaction. A failed run rolled back: no order of it exists, the task
   * stays INSERTING and the error is thrown for the queue to retry with back-off; the last run the
   * retry policy allows fails the task. A stopped run (JobInterrupted) is retried as well.
   */
  private async runInsert(task: ImportTaskRow, ctx: JobContext): Promise<void> {
    const { db, limits, hooks } = this.deps;
    // PostgreSQL: job_runs is written on another pooled connection while the transaction runs;
    // PGlite has one connection, which the transaction holds until it ends.
    const progressBeside = (db as unknown as { $client: unknown }).$client instanceof Pool;
    const ready = await this.stageUnstaged(task, ctx);
    if (!ready) return;
    const claimed = await moveTask(db, ready, ['VALIDATED', 'INSERTING'], 'INSERTING', { progress: 0 });
    if (!claimed) return;
    if (ready.status === 'INSERTING') await countResume(db, task);
    this.live.set(task.id, 0);
    this.liveTasks.set(task.id, claimed);
    for (const waiter of this.claimWaiters.get(task.id) ?? []) waiter(claimed);
    this.claimWaiters.delete(task.id);
    let inserted = 0;
    let finishedHere = false;
    try {
      const staged = await stagedSummary(db, task);
      await ctx.progress(0, staged.rows);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${task.id % 2 ** 31})`);
        const [current] = await tx
          .select({ status: importTasks.status })
          .from(importTasks)
          .where(ownedBy(importTasks, task, eq(importTasks.id, task.id)));
        if (current?.status !== 'INSERTING') return; // another gateway finished it while we waited

        // Batches of staged rows, in row order, each one INSERT … SELECT from import_rows.
        inserted = 0;
        let afterRow = 0;
        let stagedSeen = 0;
        for (let batchNo = 1; afterRow < staged.lastRow; batchNo += 1) {
          if (ctx.signal.aborted) throw new JobInterrupted();
          const toRow = (await nextStagedBound(tx, task, afterRow, limits.insertBatch)) ?? staged.lastRow;
          const result = await insertStagedRange(tx, task, afterRow, toRow);
          afterRow = toRow;
          stagedSeen += result.staged;
          inserted += result.inserted;
          const progress = Math.min(99, Math.floor((stagedSeen * 100) / staged.rows));
          // Logged every 10 %: the only progress a PGlite gateway can show while the transaction
          // holds its one connection (and what an operator reads after a crash).
          if (Math.floor(progress / 10) > Math.floor((this.live.get(task.id) ?? 0) / 10))
            this.deps.log.info({ taskId: task.id, progress, inserted }, 'import insert progress');
          this.live.set(task.id, progress);
          if (progressBeside) await ctx.progress(stagedSeen, staged.rows);
          await hooks.insideInsert?.({ taskId: task.id, batchNo, insertedSoFar: inserted });
          // PGlite runs each statement synchronously in this thread and settles it in microtasks:
          // without a turn of the event loop between batches, no request is answered and no log
          // line written until the whole task is in (the kill test saw progress only at 100 %).
          await new Promise((resolve) => setImmediate(resolve));
        }
        const done = await tx
          .update(importTasks)
          .set({
            status: 'DONE',
            insertedRows: inserted,
            progress: 100,
            finishedAt: new Date(),
            updatedAt: new Date(),
          })
          .where(ownedBy(importTasks, task, eq(importTasks.id, task.id), eq(importTasks.status, 'INSERTING')))
          .returning({ id: importTasks.id });
        if (done.length === 0) throw new Error(`import task ${task.id} left INSERTING while it was inserted`);
        finishedHere = true;
        await deleteStagedRows(tx, task);
      });
      await ctx.progress(staged.rows, staged.rows);
    } catch (error) {
      if (error instanceof JobInterrupted) throw error;
      this.deps.log.error({ taskId: task.id, attempt: ctx.attempt, err: error }, 'import insert failed');
      if (ctx.lastAttempt) {
        // given up: the task fails for a passing reason (its rows stay staged for a new insert)
        if (
          await moveTask(db, task, ['INSERTING'], 'FAILED', {
            failureCode: 'import.internal',
            finishedAt: new Date(),
          })
        )
          await notifyImportOutcome(db, task, 'failed', ctx.log);
      }
      throw error;
    }
    if (finishedHere)
      await notifyImportOutcome(db, { ...claimed, insertedRows: inserted }, 'finished', ctx.log);
  }
}
