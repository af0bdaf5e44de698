import { and, asc, count, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { users } from '../../db/schema/core';
import { importErrors, importTasks, orders, type ImportTaskRow } from '../../db/schema/orders';
import { files } from '../../db/schema/widgets';

export const TASK_STATUSES = ['UPLOADED', 'VALIDATING', 'VALIDATED', 'INSERTING', 'DONE', 'FAILED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task as its statements need it: its id and its shipper, the condition of every query on it. */
export type TaskRef = Pick<ImportTaskRow, 'id' | 'customerId'>;

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

export interface NewImportError {
  rowNo: number;
  columnName: string | null;
  messageCode: string;
  params: Record<string, string | number>;
  rowData: Record<string, string>;
}

/** Errors per INSERT; each batch travels as one jsonb parameter. */
const ERROR_CHUNK = 1000;

export async function insertErrors(
  db: Pick<Database, 'execute'>,
  task: TaskRef,
  errors: readonly NewImportError[],
): Promise<void> {
  for (let start = 0; start < errors.length; start += ERROR_CHUNK) {
    const payload = JSON.stringify(
      errors.slice(start, start + ERROR_CHUNK).map((error) => ({
        row_no: error.rowNo,
        column_name: error.columnName,
        message_code: error.messageCode,
        params: error.params,
        row_data: error.rowData,
      })),
    );
    await db.execute(sql`
      insert into import_errors (task_id, customer_id, row_no, column_name, message_code, params, row_data)
      select ${task.id}, ${task.customerId}, row_no, column_name, message_code, params, row_data
      from jsonb_to_recordset(${payload}::jsonb)
        as x(row_no integer, column_name varchar(64), message_code varchar(64), params jsonb, row_data jsonb)`);
  }
}

export async function deleteAllErrors(db: Pick<Database, 'delete'>, task: TaskRef): Promise<void> {
  await db.delete(importErrors).where(ownedBy(importErrors, task, eq(importErrors.taskId, task.id)));
}

/** Removes the given errors of the caller's task (all of them without ids); returns how many. */
export async function deleteErrors(
  db: Database,
  customerId: number,
  taskId: number,
  ids: readonly number[] | undefined,
): Promise<number> {
  const scope = and(eq(importErrors.taskId, taskId), ownedBy(importErrors, { customerId }));
  const removed = await db
    .delete(importErrors)
    .where(ids ? and(scope, inArray(importErrors.id, [...ids])) : scope)
    .returning({ id: importErrors.id });
  return removed.length;
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

export async function pageErrors(
  db: Database,
  customerId: number,
  taskId: number,
  offset: number,
  limit: number,
) {
  const where = and(eq(importErrors.taskId, taskId), ownedBy(importErrors, { customerId }));
  const [{ total }] = await db.select({ total: count() }).from(importErrors).where(where);
  const records = await db
    .select()
    .from(importErrors)
    .where(where)
    .orderBy(asc(importErrors.rowNo), asc(importErrors.id))
    .limit(limit)
    .offset(offset);
  return { total, records };
}

/** Errors of a task from row `afterRow` on, a bounded slice at a time (for the error download). */
export async function errorsFromRow(db: Database, task: TaskRef, afterRow: number, limit: number) {
  return db
    .select()
    .from(importErrors)
    .where(ownedBy(importErrors, task, eq(importErrors.taskId, task.id), gt(importErrors.rowNo, afterRow)))
    .orderBy(asc(importErrors.rowNo), asc(importErrors.id))
    .limit(limit);
}

/** Which of these customer order numbers already have an order of the customer (outside this task). */
export async function existingOrderNos(
  db: Database,
  customerId: number,
  taskId: number,
  orderNos: readonly string[],
): Promise<Set<string>> {
  if (orderNos.length === 0) return new Set();
  const result = await db.execute(sql`
    select customer_order_no from ${orders}
    where customer_id = ${customerId}
      and customer_order_no in (select jsonb_array_elements_text(${JSON.stringify(orderNos)}::jsonb))
      and (import_task_id is null or import_task_id <> ${taskId})`);
  return new Set(
    (result as unknown as { rows: { customer_order_no: string }[] }).rows.map((row) => row.customer_order_no),
  );
}

/** Destinations of the orders a task created: one line per district with its waybills. */
export async function taskDestinations(db: Database, customerId: number, taskId: number) {
  return db
    .select({
      billCode: orders.billCode,
      receiverProvince: orders.receiverProvince,
      receiverCity: orders.receiverCity,
      receiverDistrict: orders.receiverDistrict,
    })
    .from(orders)
    .where(ownedBy(orders, { customerId }, eq(orders.importTaskId, taskId)))
    .orderBy(
      asc(orders.receiverProvince),
      asc(orders.receiverCity),
      asc(orders.receiverDistrict),
      asc(orders.id),
    );
}

/** Tasks a stopped gateway left half-way (any customer): resumed at start, inside acrossTenants. */
export async function interruptedTasks(db: Database) {
  return db
    .select({ id: importTasks.id, customerId: importTasks.customerId, status: importTasks.status })
    .from(importTasks)
    .where(inArray(importTasks.status, ['VALIDATING', 'INSERTING']))
    .orderBy(asc(importTasks.id));
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
