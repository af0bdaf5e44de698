// Over 300 lines: the import task's state machine (queue, validate, insert, resume, fail) in one class, so
// every transition is visible in one place; it splits when a task kind other than orders is added.
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';
import { importTasks, type ImportTaskRow } from '../../db/schema/orders';
import { BizError } from '../../http/envelope';
import type { FileStorage } from '../../storage';
import { failOnFile } from './import.file-failure';
import {
  ImportFileError,
  isPermanentFailure,
  type ImportFailureCode,
} from '../../lib/xlsx-read/import-error';
import type { ImportHooks, ImportLimits } from '../../lib/xlsx-read/limits';
import { loadValidatorCustomer } from './import.order-adapter';
import { insertStagedRange, nextStagedBound } from './import.order-insert';
import { loadRegionRecords, type RegionRecord } from '../../lib/regions/region-matcher';
import {
  countResume,
  deleteAllErrors,
  existingOrderNos,
  findReusableTaskByHash,
  findTask,
  insertErrors,
  interruptedTasks,
  moveTask,
  updateTask,
  type TaskRef,
} from './import.repo';
import { OneInFlight } from '../../lib/workers/one-in-flight';
import { deleteStagedRows, openStaging, stagedSummary } from './import.staged-rows';
import type { ChunkResult, ValidationSetup } from './import.validation-protocol';
import { idleValidationWorkers, validateInWorker } from './import.validation-thread';
import { checkXlsx } from '../../lib/xlsx-read/xlsx-guard';

export interface ImportDeps {
  db: Database;
  storage: FileStorage;
  limits: ImportLimits;
  hooks: ImportHooks;
  log: FastifyBaseLogger;
}

/** The gateway is closing: the job stops between rows and stays VALIDATING/INSERTING for the next start. */
class JobStopped extends Error {}

/** Failed insert runs of a task in this process before it is marked FAILED. */
const MAX_INSERT_ATTEMPTS = 3;
/** Advisory-lock namespace of import tasks, so two gateways never insert the same task at once. */
const LOCK_NAMESPACE = 0x1a9d;
/** A VALIDATING task without a progress write for this long has no live worker and may be run again. */
const STALE_AFTER_MS = 2 * 60_000;
/** How long the region list is reused between runs. */
const REGION_TTL_MS = 10 * 60_000;

/**
 * Runs the long parts of an import as tracked jobs: validation and insert. One job per task at a
 * time in this process (a second caller joins the running one); the task row's status is the
 * compare-and-set that keeps two processes apart, and the insert also takes an advisory lock.
 *
 * Progress: validation writes it to the task every `progressEvery` rows. The insert runs in one
 * transaction, whose writes nobody sees before it commits, so its progress is kept in memory
 * (`liveProgress`) and shown by the task list of this process.
 */
export class ImportRunner {
  private readonly jobs = new Map<number, Promise<void>>();
  private readonly live = new Map<number, number>();
  private readonly liveTasks = new Map<number, ImportTaskRow>();
  private readonly insertFailures = new Map<number, number>();
  private regionCache: { records: RegionRecord[]; loadedAt: number } | null = null;
  private closing = false;

  constructor(private readonly deps: ImportDeps) {}

  isRunning(taskId: number): boolean {
    return this.jobs.has(taskId);
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

  /**
   * Waits for the running jobs after asking them to stop, then ends the waiting validation workers;
   * unfinished tasks resume at the next start.
   */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.jobs.values()]);
    await idleValidationWorkers.close();
  }

  private track(taskId: number, job: () => Promise<void>): Promise<void> {
    const running = this.jobs.get(taskId);
    if (running) return running;
    const promise = job().finally(() => {
      this.jobs.delete(taskId);
      this.live.delete(taskId);
      this.liveTasks.delete(taskId);
    });
    this.jobs.set(taskId, promise);
    return promise;
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
   * Validates a task (or joins its running validation). Refuses a task whose orders are created or
   * that failed on its file; a VALIDATED task is validated again (e.g. with another isFilterRepeat).
   */
  validate(task: ImportTaskRow, isFilterRepeat: number): Promise<void> {
    const running = this.jobs.get(task.id);
    if (running) return running;
    if (task.status === 'INSERTING' || task.status === 'DONE') throw new BizError('import.alreadyInserted');
    // Another gateway is validating it (its progress writes are recent): leave it to that one.
    if (task.status === 'VALIDATING' && Date.now() - task.updatedAt.getTime() < STALE_AFTER_MS)
      return Promise.resolve();
    if (task.status === 'FAILED' && isPermanentFailure(task.failureCode))
      throw new BizError('import.taskFailed');
    if (task.status === 'FAILED') return this.retryFailed(task, isFilterRepeat);
    return this.track(task.id, () => this.runValidation(task, isFilterRepeat));
  }

  /**
   * A task that failed for a passing reason is validated again, unless the same file was uploaded
   * again since: then that newer task is the file's one live task (a unique index keeps it so) and
   * the caller is sent to it.
   */
  private async retryFailed(task: ImportTaskRow, isFilterRepeat: number): Promise<void> {
    const newer = await findReusableTaskByHash(this.deps.db, task.customerId, task.fileHash);
    if (newer && newer.id !== task.id) throw new BizError('import.newerTask', { taskId: newer.id });
    return this.track(task.id, () => this.runValidation(task, isFilterRepeat));
  }

  /**
   * Inserts a validated task's valid rows (or joins / resumes the insert); a DONE task is left alone.
   * `onClaimed` gets the task once it is INSERTING, before the insert's transaction starts (the
   * background call answers with it: on PGlite every other query waits while a transaction runs).
   */
  insert(task: ImportTaskRow, onClaimed?: (task: ImportTaskRow) => void): Promise<void> {
    const running = this.jobs.get(task.id);
    if (running) return running;
    if (task.status === 'DONE') return Promise.resolve();
    if (task.status === 'FAILED') throw new BizError('import.taskFailed');
    if (task.status !== 'VALIDATED' && task.status !== 'INSERTING') throw new BizError('import.notValidated');
    return this.track(task.id, () => this.runInsert(task, onClaimed));
  }

  /** Picks up the tasks a stopped gateway left VALIDATING or INSERTING, one after the other. */
  async resumeInterrupted(): Promise<number> {
    // no shipper asks for this: the start-up looks for every shipper's unfinished tasks
    const tasks = await acrossTenants('maintenance', () => interruptedTasks(this.deps.db));
    let resumed = 0;
    for (const { id, customerId } of tasks) {
      if (this.closing) break;
      if (this.jobs.has(id)) continue;
      const task = await findTask(this.deps.db, customerId, id);
      if (!task) continue;
      this.deps.log.info({ taskId: id, status: task.status }, 'resuming import task');
      resumed += 1;
      const job =
        task.status === 'INSERTING'
          ? this.insert(task)
          : this.track(id, () => this.runValidation(task, task.isFilterRepeat));
      await job.catch((error) =>
        this.deps.log.warn({ taskId: id, err: error }, 'resumed import task stopped'),
      );
    }
    return resumed;
  }

  private async fail(
    task: TaskRef,
    from: 'VALIDATING' | 'INSERTING',
    code: ImportFailureCode,
  ): Promise<void> {
    await moveTask(this.deps.db, task, [from], 'FAILED', { failureCode: code, finishedAt: new Date() });
  }

  private async runValidation(task: ImportTaskRow, isFilterRepeat: number): Promise<void> {
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
              if (this.closing) throw new JobStopped();
              return existingOrderNos(db, task.customerId, task.id, orderNos);
            },
            rows: async (result) => {
              if (this.closing) throw new JobStopped();
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
    } catch (error) {
      if (error instanceof JobStopped) return;
      // A file refused as a whole keeps why as its error rows (the missing columns, a cap, an
      // unreadable file), in place of any row errors stored before the refusal.
      if (error instanceof ImportFileError)
        await failOnFile(db, task, ['VALIDATING'], error.failureCode, error);
      else {
        this.deps.log.error({ taskId: task.id, err: error }, 'import validation failed');
        await failOnFile(db, task, ['VALIDATING'], 'import.internal');
      }
      throw error;
    }
  }

  /**
   * A task validated with nothing staged though it has valid rows (validated by a gateway from
   * before import_rows, or left INSERTING by one): its insert transaction never committed, so it
   * is validated again, which stages its rows; answers the task as it is then.
   */
  private async stageUnstaged(task: ImportTaskRow): Promise<ImportTaskRow | null> {
    const { db } = this.deps;
    if (task.validRows === 0 || (await stagedSummary(db, task)).rows > 0) return task;
    this.deps.log.info({ taskId: task.id }, 'import task has nothing staged: validating it again');
    if (task.status === 'INSERTING' && !(await moveTask(db, task, ['INSERTING'], 'VALIDATED', {})))
      return null;
    await this.runValidation({ ...task, status: 'VALIDATED' }, task.isFilterRepeat);
    const again = await findTask(db, task.customerId, task.id);
    return again?.status === 'VALIDATED' ? again : null;
  }

  private async runInsert(task: ImportTaskRow, onClaimed?: (task: ImportTaskRow) => void): Promise<void> {
    const { db, limits, hooks } = this.deps;
    const ready = await this.stageUnstaged(task);
    if (!ready) return;
    const claimed = await moveTask(db, ready, ['VALIDATED', 'INSERTING'], 'INSERTING', { progress: 0 });
    if (!claimed) return;
    if (ready.status === 'INSERTING') await countResume(db, task);
    this.live.set(task.id, 0);
    this.liveTasks.set(task.id, claimed);
    onClaimed?.(claimed);
    try {
      const staged = await stagedSummary(db, task);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${task.id % 2 ** 31})`);
        const [current] = await tx
          .select({ status: importTasks.status })
          .from(importTasks)
          .where(ownedBy(importTasks, task, eq(importTasks.id, task.id)));
        if (current?.status !== 'INSERTING') return; // another gateway finished it while we waited

        // Batches of staged rows, in row order, each one INSERT … SELECT from import_rows.
        let inserted = 0;
        let afterRow = 0;
        let stagedSeen = 0;
        for (let batchNo = 1; afterRow < staged.lastRow; batchNo += 1) {
          if (this.closing) throw new JobStopped();
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
        await deleteStagedRows(tx, task);
      });
      this.insertFailures.delete(task.id);
    } catch (error) {
      if (error instanceof JobStopped) return;
      // The transaction rolled back: no order of this run exists, the task stays INSERTING and the
      // next call (or the next start) runs it again. A task that keeps failing is given up.
      const failures = (this.insertFailures.get(task.id) ?? 0) + 1;
      this.insertFailures.set(task.id, failures);
      this.deps.log.error({ taskId: task.id, attempt: failures, err: error }, 'import insert failed');
      if (failures >= MAX_INSERT_ATTEMPTS) {
        this.insertFailures.delete(task.id);
        await this.fail(task, 'INSERTING', 'import.internal');
      }
      throw new BizError('import.internal');
    }
  }
}
