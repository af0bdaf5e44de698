// The import task rows: find, create once per file, move between statuses, page. The task's error
// rows and its order look-ups are in import.repo.ts.
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { users } from '../../db/schema/core';
import { importTasks, type ImportTaskRow } from '../../db/schema/imports';
import { files } from '../../db/schema/widgets';
import { BizError } from '../../http/envelope';
import type { TaskRef } from './import.repo';

export type { ImportTaskRow };

export const TASK_STATUSES = ['UPLOADED', 'VALIDATING', 'VALIDATED', 'INSERTING', 'DONE', 'FAILED'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task still being worked on or finished well: uploading the same bytes again returns it. */
const REUSABLE_STATUSES: TaskStatus[] = ['UPLOADED', 'VALIDATING', 'VALIDATED', 'INSERTING', 'DONE'];

/** The caller's task, or undefined (another customer's task id answers exactly like an unknown one). */
export async function findTask(db: Database, customerId: number, taskId: number) {
  const [task] = await db
    .select()
    .from(importTasks)
    .where(ownedBy(importTasks, { customerId }, eq(importTasks.id, taskId)));
  return task;
}

/** The caller's task, or the translated 'import task not found' (another customer's id included). */
export async function ownTask(db: Database, customerId: number, taskId: number): Promise<ImportTaskRow> {
  const task = await findTask(db, customerId, taskId);
  if (!task) throw new BizError('import.taskNotFound', {}, 404);
  return task;
}

export async function findReusableTaskByHash(
  db: Pick<Database, 'select'>,
  customerId: number,
  fileHash: string,
) {
  const [task] = await db
    .select()
    .from(importTasks)
    .where(
      ownedBy(
        importTasks,
        { customerId },
        eq(importTasks.fileHash, fileHash),
        inArray(importTasks.status, REUSABLE_STATUSES),
      ),
    )
    .orderBy(desc(importTasks.id))
    .limit(1);
  return task;
}

export interface NewTask {
  customerId: number;
  createdBy: number;
  fileName: string;
  fileHash: string;
  fileSize: number;
  storageKey: string;
  isFilterRepeat: number;
  contentType: string;
}

/** Advisory-lock namespace of uploads: one customer's uploads of the same bytes go one at a time. */
const UPLOAD_LOCK_NAMESPACE = 0x1a9e;

/**
 * The task of an upload, with the `files` row that lets the storage's signed URL serve the original.
 * Under a lock on (customer, hash): when the same bytes already have an open or done task, that task
 * comes back (`reused`) and nothing is inserted, even for two uploads racing.
 */
export async function createTaskOnce(
  db: Database,
  task: NewTask,
): Promise<{ task: ImportTaskRow; reused: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${UPLOAD_LOCK_NAMESPACE}, hashtext(${`${task.customerId}:${task.fileHash}`}))`,
    );
    const existing = await findReusableTaskByHash(tx, task.customerId, task.fileHash);
    if (existing) return { task: existing, reused: true };
    await tx.insert(files).values({
      customerId: task.customerId,
      userId: task.createdBy,
      key: task.storageKey,
      name: task.fileName,
      size: task.fileSize,
      contentType: task.contentType,
      bizType: 'orderImport',
    });
    const [row] = await tx
      .insert(importTasks)
      .values({
        customerId: task.customerId,
        createdBy: task.createdBy,
        fileName: task.fileName,
        fileHash: task.fileHash,
        fileSize: task.fileSize,
        storageKey: task.storageKey,
        isFilterRepeat: task.isFilterRepeat,
      })
      .returning();
    return { task: row, reused: false };
  });
}

/**
 * Moves a task to `to` when its status is one of `from` (a compare-and-set: of two callers racing,
 * one wins). Returns the updated task, or undefined when the status had moved on.
 */
export async function moveTask(
  db: Pick<Database, 'update'>,
  task: TaskRef,
  from: readonly TaskStatus[],
  to: TaskStatus,
  set: Partial<typeof importTasks.$inferInsert> = {},
) {
  const [moved] = await db
    .update(importTasks)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(ownedBy(importTasks, task, eq(importTasks.id, task.id), inArray(importTasks.status, [...from])))
    .returning();
  return moved;
}

export async function updateTask(db: Database, task: TaskRef, set: Partial<typeof importTasks.$inferInsert>) {
  await db
    .update(importTasks)
    .set({ ...set, updatedAt: new Date() })
    .where(ownedBy(importTasks, task, eq(importTasks.id, task.id)));
}

/** Counts a run of a task that an interruption left VALIDATING or INSERTING (a resume). */
export async function countResume(db: Database, task: TaskRef): Promise<void> {
  await db
    .update(importTasks)
    .set({ attempts: sql`${importTasks.attempts} + 1` })
    .where(ownedBy(importTasks, task, eq(importTasks.id, task.id)));
}

export interface TaskFilter {
  createdFrom?: Date;
  createdTo?: Date;
  status?: TaskStatus;
}

export async function pageTasks(
  db: Database,
  customerId: number,
  filter: TaskFilter,
  offset: number,
  limit: number,
) {
  const conditions: SQL[] = [ownedBy(importTasks, { customerId })];
  if (filter.createdFrom) conditions.push(gte(importTasks.createdAt, filter.createdFrom));
  if (filter.createdTo) conditions.push(lte(importTasks.createdAt, filter.createdTo));
  if (filter.status) conditions.push(eq(importTasks.status, filter.status));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(importTasks).where(where);
  const records = await db
    .select({ task: importTasks, uploader: users.loginCode })
    .from(importTasks)
    .leftJoin(users, eq(users.id, importTasks.createdBy))
    .where(where)
    .orderBy(desc(importTasks.createdAt), desc(importTasks.id))
    .limit(limit)
    .offset(offset);
  return { total, records };
}

/** The login of the user who uploaded a task (a user of the task's shipper). */
export async function uploaderOf(
  db: Database,
  task: Pick<ImportTaskRow, 'customerId' | 'createdBy'>,
): Promise<string | null> {
  if (task.createdBy === null) return null;
  const [row] = await db
    .select({ loginCode: users.loginCode })
    .from(users)
    .where(ownedBy(users, task, eq(users.id, task.createdBy)));
  return row?.loginCode ?? null;
}
