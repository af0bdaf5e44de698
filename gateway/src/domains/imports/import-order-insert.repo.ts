import { gt, lte, sql, type SQL } from 'drizzle-orm';
import { importRows } from '../../db/schema/imports';
import { newBillCode } from './import-order-adapter.service';
import type { TaskRef } from './import.repo';
import { rowsOf, STAGED_ORDER_COLUMNS, stagedRowsOf, type Executor } from './import-staged-rows.repo';

const ORDER_NAMES = STAGED_ORDER_COLUMNS.map(([, name]) => name).join(', ');

/**
 * The insert of the staged rows that `input` selects: their orders with ON CONFLICT DO NOTHING
 * and, in the same statement, the CREATED scan of every order created; answers how many rows
 * were staged there and how many orders were created.
 */
const INSERT_STAGED =
  `created as (insert into orders (${ORDER_NAMES}) select ${ORDER_NAMES} from input ` +
  'on conflict do nothing returning id, customer_id, customer_order_no), ' +
  'scans as (insert into order_traces (order_id, customer_id, status, scan_type, description, location, network_name, scan_time) ' +
  "select created.id, created.customer_id, 'CREATED', 'ORDER', 'ORDER_CREATED', input.scan_location, input.scan_network, now() " +
  'from created join input using (customer_order_no)) ' +
  'select (select count(*) from input)::int as staged, (select count(*) from created)::int as created';

async function insertStaged(tx: Executor, where: SQL): Promise<{ staged: number; created: number }> {
  const result = await tx.execute(
    sql`with input as (select * from import_rows where ${where}), ${sql.raw(INSERT_STAGED)}`,
  );
  const [counts] = rowsOf<{ staged: number; created: number }>(result);
  return { staged: Number(counts.staged), created: Number(counts.created) };
}

/** Rows of a task's staged rows in `where` with no order under their customer order number. */
async function rowsWithoutOrder(tx: Executor, where: SQL): Promise<number[]> {
  const result = await tx.execute(
    sql`select row_no from import_rows where ${where} and not exists (select 1 from orders o
          where o.customer_id = import_rows.customer_id and o.customer_order_no = import_rows.customer_order_no)`,
  );
  return rowsOf<{ row_no: number }>(result).map((row) => Number(row.row_no));
}

const inRows = (task: TaskRef, rowNos: readonly number[]) =>
  stagedRowsOf(
    task,
    sql`${importRows.rowNo} in (select jsonb_array_elements_text(${JSON.stringify(rowNos)}::jsonb)::int)`,
  );

/** Attempts at drawing fresh waybill numbers for rows whose number was taken meanwhile. */
const BILL_CODE_ATTEMPTS = 5;

/**
 * Inserts a task's staged rows with row numbers in (afterRow, toRow]: one INSERT … SELECT from
 * import_rows with ON CONFLICT DO NOTHING and the CREATED scans. A row neither created nor already
 * present under its customer order number lost on its waybill number: it gets a new one (in
 * import_rows, inside the caller's transaction) and is tried again.
 */
export async function insertStagedRange(
  tx: Executor,
  task: TaskRef,
  afterRow: number,
  toRow: number,
): Promise<{ inserted: number; staged: number }> {
  const range = stagedRowsOf(task, gt(importRows.rowNo, afterRow), lte(importRows.rowNo, toRow));
  // The CREATED scans join the created orders to the staged rows. The planner cannot estimate
  // either side (a CTE; a range of rows staged since the last ANALYZE: "1 row") and picked a nested
  // loop, 2,000 x 2,000 comparisons a batch (the 100k import's insert took 30 s instead of 7).
  await tx.execute(sql`set local enable_nestloop = off`);
  const { staged, created } = await insertStaged(tx, range);
  let inserted = created;
  if (inserted === staged) return { inserted, staged };
  // The waybill repair below looks orders up one by one: a nested loop is what it needs.
  await tx.execute(sql`set local enable_nestloop = on`);
  let lost = await rowsWithoutOrder(tx, range);
  for (let attempt = 0; attempt < BILL_CODE_ATTEMPTS && lost.length > 0; attempt += 1) {
    const fresh = lost.map((rowNo) => ({ row_no: rowNo, bill_code: newBillCode() }));
    await tx.execute(
      sql`update import_rows set bill_code = f.bill_code
          from jsonb_to_recordset(${JSON.stringify(fresh)}::jsonb) as f(row_no integer, bill_code varchar(20))
          where ${stagedRowsOf(task)} and import_rows.row_no = f.row_no`,
    );
    inserted += (await insertStaged(tx, inRows(task, lost))).created;
    lost = await rowsWithoutOrder(tx, inRows(task, lost));
  }
  if (lost.length > 0) throw new Error(`no free waybill number for ${lost.length} orders`);
  return { inserted, staged };
}

/** The row number closing the next batch of `size` staged rows after `afterRow` (the last row if fewer). */
export async function nextStagedBound(
  tx: Executor,
  task: TaskRef,
  afterRow: number,
  size: number,
): Promise<number | null> {
  const result = await tx.execute(
    sql`select row_no from import_rows where ${stagedRowsOf(task, gt(importRows.rowNo, afterRow))}
        order by row_no offset ${size - 1} limit 1`,
  );
  const [row] = rowsOf<{ row_no: number }>(result);
  return row ? Number(row.row_no) : null;
}
