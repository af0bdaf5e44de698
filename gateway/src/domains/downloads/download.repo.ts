// Over 300 lines: every statement on export_jobs (insert, claim, progress, complete, release, list,
// expiry) sits beside the run-token rules they share; the inline-export record is one more of them.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exportJobs, files, type ExportStatus } from '../../db/schema';
import type { ExportScope } from './download-export-registry.service';
import { ownedBy } from '../../db/tenant-scope';

/** Namespace of the per-account advisory lock that serialises the running-limit check. */
const SLOT_LOCK_NAMESPACE = 7_310_015;

export type ExportRow = typeof exportJobs.$inferSelect;

export async function insertExport(
  db: Database,
  values: {
    customerId: number;
    userId: number;
    type: string;
    filter: Record<string, unknown>;
    language: string;
  },
): Promise<ExportRow> {
  const [row] = await db.insert(exportJobs).values(values).returning();
  return row;
}

/**
 * Records an export whose file the call already sent back (a small one): COMPLETED at once, with
 * its stored file, so the download centre lists every export the user made.
 */
export async function insertCompletedExport(
  db: Database,
  values: Parameters<typeof insertExport>[1],
  file: { key: string; name: string; size: number; rows: number; contentType: string; retentionDays: number },
): Promise<ExportRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportJobs)
      .values({
        ...values,
        status: 'COMPLETED',
        rowsTotal: file.rows,
        rowCount: file.rows,
        rowsDone: file.rows,
        fileKey: file.key,
        fileName: file.name,
        sizeBytes: file.size,
        startedAt: sql`now()`,
        finishedAt: sql`now()`,
        expiresAt: sql`now() + ${file.retentionDays} * interval '1 day'`,
      })
      .returning();
    await tx.insert(files).values({
      customerId: values.customerId,
      userId: values.userId,
      key: file.key,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      bizType: 'export',
    });
    return row;
  });
}

/** Points a waiting export (of its account) at the pg-boss job that will run it. */
export async function setBossJob(
  db: Database,
  row: Pick<ExportRow, 'id' | 'customerId'>,
  bossJobId: string,
): Promise<void> {
  await db
    .update(exportJobs)
    .set({ bossJobId })
    .where(ownedBy(exportJobs, row, eq(exportJobs.id, row.id), eq(exportJobs.status, 'QUEUED')));
}

export type Claim =
  | { outcome: 'claimed'; row: ExportRow; runToken: string }
  | { outcome: 'wait'; customerId: number }
  | { outcome: 'skip'; status: ExportStatus | 'missing' };

/**
 * Takes one of the account's running slots for an export, or says to wait (`maxRunning` of its
 * exports run already) or to skip (it ran or runs under another job). A run is retaken by a retry
 * of the same pg-boss job (its process died or stopped mid-way). One transaction under a lock per
 * account, so two processes never both take the last slot.
 */
export async function claimExport(
  db: Database,
  id: number,
  jobId: string,
  maxRunning: number,
): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(exportJobs).where(eq(exportJobs.id, id)).for('update');
    if (!current) return { outcome: 'skip', status: 'missing' } as const;
    const retaken = current.status === 'RUNNING' && current.bossJobId === jobId;
    if (current.status !== 'QUEUED' && !retaken) return { outcome: 'skip', status: current.status } as const;
    await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, ${current.customerId})`);
    const [{ running }] = await tx
      .select({ running: count() })
      .from(exportJobs)
      .where(ownedBy(exportJobs, current, eq(exportJobs.status, 'RUNNING'), sql`${exportJobs.id} <> ${id}`));
    if (running >= maxRunning) return { outcome: 'wait', customerId: current.customerId } as const;
    const runToken = randomUUID();
    const [row] = await tx
      .update(exportJobs)
      .set({
        status: 'RUNNING',
        runToken,
        bossJobId: jobId,
        startedAt: sql`now()`,
        rowsDone: 0,
        rowsTotal: null,
        error: null,
      })
      .where(eq(exportJobs.id, id))
      .returning();
    return { outcome: 'claimed', row, runToken } as const;
  });
}

const ownRun = (id: number, runToken: string) =>
  and(eq(exportJobs.id, id), eq(exportJobs.runToken, runToken), eq(exportJobs.status, 'RUNNING'));

/** Saves progress; false when the run is no longer this one's (a newer run took the export). */
export async function saveProgress(
  db: Database,
  id: number,
  runToken: string,
  rowsDone: number,
  rowsTotal?: number,
): Promise<boolean> {
  const updated = await db
    .update(exportJobs)
    .set({ rowsDone, ...(rowsTotal === undefined ? {} : { rowsTotal }) })
    .where(ownRun(id, runToken))
    .returning({ id: exportJobs.id });
  return updated.length === 1;
}

/**
 * Records the finished file (and its `files` row, which the signed view route serves); `andThen`
 * runs in the same transaction, only for the run that completes it (the "export ready" notice:
 * written once per export whatever the retries).
 */
export async function completeExport(
  db: Database,
  row: ExportRow,
  runToken: string,
  file: { key: string; name: string; size: number; rows: number; contentType: string; retentionDays: number },
  andThen?: (tx: Database, expiresAt: Date) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(exportJobs)
      .set({
        status: 'COMPLETED',
        rowCount: file.rows,
        rowsDone: file.rows,
        fileKey: file.key,
        fileName: file.name,
        sizeBytes: file.size,
        finishedAt: sql`now()`,
        expiresAt: sql`now() + ${file.retentionDays} * interval '1 day'`,
      })
      .where(ownRun(row.id, runToken))
      .returning({ id: exportJobs.id, expiresAt: exportJobs.expiresAt });
    if (updated.length !== 1) return false;
    await tx.insert(files).values({
      customerId: row.customerId,
      userId: row.userId,
      key: file.key,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      bizType: 'export',
    });
    if (andThen) await andThen(tx as unknown as Database, updated[0].expiresAt ?? new Date());
    return true;
  });
}

/**
 * Ends a run that did not finish: back to QUEUED (a retry follows) or FAILED with the reason;
 * whether this run still held the export (and so changed it).
 */
export async function releaseExport(
  db: Database,
  id: number,
  runToken: string,
  status: 'QUEUED' | 'FAILED',
  error: string | null,
): Promise<boolean> {
  const updated = await db
    .update(exportJobs)
    .set({ status, error, ...(status === 'FAILED' ? { finishedAt: sql`now()` } : {}) })
    .where(ownRun(id, runToken))
    .returning({ id: exportJobs.id });
  return updated.length === 1;
}

/** How many of the account's exports asked before this one still wait or run. */
export async function exportsAhead(db: Database, row: Pick<ExportRow, 'id' | 'customerId'>): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(exportJobs)
    .where(
      ownedBy(
        exportJobs,
        row,
        inArray(exportJobs.status, ['QUEUED', 'RUNNING']),
        sql`${exportJobs.id} < ${row.id}`,
      ),
    );
  return n;
}

/** Exports a session may see: the whole account for its admin, a sub-account's own otherwise. */
export function visibleTo(scope: ExportScope & { isAdmin: boolean }) {
  return scope.isAdmin
    ? ownedBy(exportJobs, scope)
    : ownedBy(exportJobs, scope, eq(exportJobs.userId, scope.userId));
}

export async function pageExports(
  db: Database,
  scope: ExportScope & { isAdmin: boolean },
  current: number,
  size: number,
  statuses?: readonly ExportStatus[],
): Promise<{ rows: ExportRow[]; total: number }> {
  const where = statuses?.length
    ? and(visibleTo(scope), inArray(exportJobs.status, [...statuses]))
    : visibleTo(scope);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(exportJobs)
      .where(where)
      .orderBy(desc(exportJobs.requestedAt), desc(exportJobs.id))
      .limit(size)
      .offset((current - 1) * size),
    db.select({ total: count() }).from(exportJobs).where(where),
  ]);
  return { rows, total };
}

/** How many exports of each account among `customerIds` run now. */
export async function runningCounts(db: Database, customerIds: number[]): Promise<Map<number, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: exportJobs.customerId, n: count() })
    .from(exportJobs)
    .where(and(inArray(exportJobs.customerId, customerIds), eq(exportJobs.status, 'RUNNING')))
    .groupBy(exportJobs.customerId);
  return new Map(rows.map((row) => [row.customerId, row.n]));
}

export async function findVisibleExport(
  db: Database,
  scope: ExportScope & { isAdmin: boolean },
  id: number,
): Promise<ExportRow | undefined> {
  const [row] = await db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), visibleTo(scope)));
  return row;
}

export async function recordDownload(db: Database, row: { id: number; customerId: number }): Promise<void> {
  await db
    .update(exportJobs)
    .set({ downloadCount: sql`${exportJobs.downloadCount} + 1`, lastDownloadedAt: sql`now()` })
    .where(ownedBy(exportJobs, row, eq(exportJobs.id, row.id)));
}

/** Completed exports whose file is past its expiry. */
export async function dueForExpiry(db: Database, limit: number): Promise<ExportRow[]> {
  return db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.status, 'COMPLETED'), lte(exportJobs.expiresAt, sql`now()`)))
    .limit(limit);
}

/** Marks an export EXPIRED and drops its `files` row; false when another process did it first. */
export async function markExpired(db: Database, row: ExportRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(exportJobs)
      .set({ status: 'EXPIRED' })
      .where(and(eq(exportJobs.id, row.id), eq(exportJobs.status, 'COMPLETED')))
      .returning({ id: exportJobs.id });
    if (updated.length !== 1) return false;
    if (row.fileKey) await tx.delete(files).where(eq(files.key, row.fileKey));
    return true;
  });
}

/**
 * Exports left RUNNING or QUEUED by a pg-boss job that has failed for good (its last retry was
 * killed with its process, so no handler could say so): marked FAILED, which frees their slot.
 */
export async function failAbandoned(db: Database): Promise<number> {
  const result = await db
    .update(exportJobs)
    .set({ status: 'FAILED', error: 'stopped: its last run was interrupted', finishedAt: sql`now()` })
    .where(
      and(
        inArray(exportJobs.status, ['RUNNING', 'QUEUED']),
        sql`${exportJobs.bossJobId} in (
          select id::text from pgboss.job where name = 'export.run' and state in ('failed', 'cancelled')
          union all
          select id::text from pgboss.archive where name = 'export.run' and state in ('failed', 'cancelled'))`,
      ),
    )
    .returning({ id: exportJobs.id });
  return result.length;
}

/** When a stored export file may be purged: its retention and a day. */
export function fileExpiry(retentionDays: number, now = Date.now()): Date {
  return new Date(now + (retentionDays + 1) * 86_400_000);
}
