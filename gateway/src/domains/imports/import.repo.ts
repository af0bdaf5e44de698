// An import task's error rows and the order look-ups of its validation and exports; the task rows
// themselves are in import-task.repo.ts.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { orders } from '../../db/schema/orders';
import { importErrors, type ImportTaskRow } from '../../db/schema/imports';

/** A task as its statements need it: its id and its shipper, the condition of every query on it. */
export type TaskRef = Pick<ImportTaskRow, 'id' | 'customerId'>;

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
