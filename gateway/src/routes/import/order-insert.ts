import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { isPostgresServer, type Database } from '../../db/client';
import { orders, type NewOrderRow } from '../../db/schema/orders';
import { createdScanPlace, newBillCode } from './order-adapter';

/** A transaction or the database: the insert runs inside the task's one transaction. */
export type Executor = Pick<Database, 'execute'>;

const ORDER_COLUMNS = getTableColumns(orders) as Record<string, PgColumn>;

/** Rows of a `RETURNING` as both drivers give them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The record type of a staged row: the order columns plus where its CREATED scan happens. */
function stagedTypes(keys: readonly string[]): string {
  const types = keys.map((key) => `${ORDER_COLUMNS[key].name} ${ORDER_COLUMNS[key].getSQLType()}`);
  return `${types.join(', ')}, scan_location varchar(64), scan_network varchar(100)`;
}

/**
 * The two insert statements of a key list, as the text around their parameters. Both insert the
 * orders of `input` with ON CONFLICT DO NOTHING and, in the same statement, the CREATED scan of
 * every order created.
 * - `range`: `input` is the task's staged rows in a row-number range (task id, after, to);
 *   answers how many rows were staged there and how many orders were created.
 * - `retry`: `input` is ONE jsonb array parameter unpacked by jsonb_to_recordset (rows that lost
 *   on their waybill number, with new ones); answers the customer order numbers created.
 */
interface InsertStatements {
  range: [string, string, string, string];
  retry: [string, string];
}

const insertStatements = new Map<string, InsertStatements>();

function insertStatementsFor(keys: readonly string[]): InsertStatements {
  const id = keys.join(',');
  let statements = insertStatements.get(id);
  if (statements) return statements;
  const names = keys.map((key) => ORDER_COLUMNS[key].name).join(', ');
  const insert =
    `created as (insert into orders (${names}) select ${names} from input ` +
    'on conflict do nothing returning id, customer_id, customer_order_no), ' +
    'scans as (insert into order_traces (order_id, customer_id, status, scan_type, description, location, network_name, scan_time) ' +
    "select created.id, created.customer_id, 'CREATED', 'ORDER', 'ORDER_CREATED', input.scan_location, input.scan_network, now() " +
    'from created join input using (customer_order_no))';
  statements = {
    range: [
      'with input as (select x.* from import_rows r cross join lateral jsonb_to_record(r.data) ' +
        `as x(${stagedTypes(keys)}) where r.task_id = `,
      ' and r.row_no > ',
      ' and r.row_no <= ',
      `), ${insert} select (select count(*) from input)::int as staged, (select count(*) from created)::int as created`,
    ],
    retry: [
      'with input as (select * from jsonb_to_recordset(',
      `::jsonb) as x(${stagedTypes(keys)})), ${insert} select customer_order_no from created`,
    ],
  };
  insertStatements.set(id, statements);
  return statements;
}

/** A row as jsonb_to_recordset reads it: SQL column names, plus where its CREATED scan happens. */
function jsonRow(row: NewOrderRow, keys: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const key of keys) {
    const value = row[key as keyof NewOrderRow];
    record[ORDER_COLUMNS[key].name] = value instanceof Date ? value.toISOString() : value;
  }
  const place = createdScanPlace(row);
  record.scan_location = place.location;
  record.scan_network = place.networkName;
  return record;
}

/** One value in COPY's text format: \\N for null, backslash, tab and line breaks escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/** Attempts at drawing fresh waybill numbers for rows whose number was taken meanwhile. */
const BILL_CODE_ATTEMPTS = 5;

/** orders columns by SQL name → the row key (camelCase) of the same column. */
const KEY_OF_COLUMN = new Map(Object.entries(ORDER_COLUMNS).map(([key, column]) => [column.name, key]));

/** The insert-ready values of a validated row as `import_rows.data` keeps them (see jsonRow). */
export function stagedRecord(row: NewOrderRow): Record<string, unknown> {
  const keys = Object.keys(row).filter((key) => key in ORDER_COLUMNS && key !== 'id');
  return jsonRow(row, keys);
}

/** The node-postgres pool under a PostgreSQL database (see isPostgresServer). */
function poolOf(db: Database): Pool {
  return (db as unknown as { $client: Pool }).$client;
}

/** A staged row: its sheet row number and its insert-ready values (see stagedRecord). */
export interface StagedRow {
  rowNo: number;
  data: Record<string, unknown>;
}

/**
 * Writes a chunk of a task's valid rows into `import_rows` (the validation empties the task's rows
 * first, so nothing is replaced). On PostgreSQL with COPY FROM STDIN on a pooled client: the
 * fastest way in, and no jsonb text travels as a bound parameter; on PGlite one statement that
 * unpacks a jsonb array.
 */
export async function stageImportRows(
  db: Database,
  taskId: number,
  rows: readonly StagedRow[],
): Promise<void> {
  if (rows.length === 0) return;
  if (isPostgresServer(db)) {
    const lines = rows.map((row) => `${taskId}\t${row.rowNo}\t${copyText(JSON.stringify(row.data))}\n`);
    const client = await poolOf(db).connect();
    try {
      await pipeline(
        Readable.from([lines.join('')]),
        client.query(copyFrom('copy import_rows (task_id, row_no, data) from stdin')),
      );
    } finally {
      client.release();
    }
    return;
  }
  const payload = JSON.stringify(rows.map((row) => [row.rowNo, row.data]));
  await db.execute(
    sql`insert into import_rows (task_id, row_no, data)
        select ${taskId}, (e->>0)::int, e->1 from jsonb_array_elements(${payload}::jsonb) as e`,
  );
}

/** Removes a task's staged rows (validated again, or DONE). */
export async function deleteStagedRows(db: Executor, taskId: number): Promise<void> {
  await db.execute(sql`delete from import_rows where task_id = ${taskId}`);
}

/** What a task has staged: how many rows, the last row number, and the row keys of the values. */
export async function stagedSummary(
  db: Executor,
  taskId: number,
): Promise<{ rows: number; lastRow: number; keys: string[] }> {
  const result = await db.execute(
    sql`select count(*)::int as rows, coalesce(max(row_no), 0)::int as last_row,
        (select data from import_rows where task_id = ${taskId} limit 1) as sample
        from import_rows where task_id = ${taskId}`,
  );
  const [row] = rowsOf<{ rows: number; last_row: number; sample: Record<string, unknown> | string | null }>(
    result,
  );
  const sample = typeof row.sample === 'string' ? (JSON.parse(row.sample) as object) : row.sample;
  const keys = Object.keys(sample ?? {})
    .map((name) => KEY_OF_COLUMN.get(name))
    .filter((key): key is string => key !== undefined && key !== 'id');
  return { rows: Number(row.rows), lastRow: Number(row.last_row), keys };
}

/**
 * Inserts a task's staged rows with row numbers in (afterRow, toRow]: one INSERT … SELECT from
 * import_rows with ON CONFLICT DO NOTHING and the CREATED scans, as insertOrderBatch does for rows
 * it is given. A row that lost only on its waybill number gets a new one and is tried again.
 */
export async function insertStagedRange(
  tx: Executor,
  taskId: number,
  keys: readonly string[],
  afterRow: number,
  toRow: number,
): Promise<{ inserted: number; staged: number }> {
  const { range, retry } = insertStatementsFor(keys);
  const result = await tx.execute(
    sql`${sql.raw(range[0])}${taskId}${sql.raw(range[1])}${afterRow}${sql.raw(range[2])}${toRow}${sql.raw(range[3])}`,
  );
  const [counts] = rowsOf<{ staged: number; created: number }>(result);
  const stagedRows = Number(counts.staged);
  let inserted = Number(counts.created);
  if (inserted === stagedRows) return { inserted, staged: stagedRows };
  // Rows neither created nor already present under their customer order number: waybill collisions.
  const lostResult = await tx.execute(
    sql`select r.data from import_rows r where r.task_id = ${taskId} and r.row_no > ${afterRow}
        and r.row_no <= ${toRow} and not exists (select 1 from orders o
          where o.customer_id = (r.data->>'customer_id')::int and o.customer_order_no = r.data->>'customer_order_no')`,
  );
  let pending = rowsOf<{ data: Record<string, unknown> | string }>(lostResult).map((row) =>
    typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data,
  );
  for (let attempt = 0; attempt < BILL_CODE_ATTEMPTS && pending.length > 0; attempt += 1) {
    pending = pending.map((record) => ({ ...record, bill_code: newBillCode() }));
    const retried = await tx.execute(sql`${sql.raw(retry[0])}${JSON.stringify(pending)}${sql.raw(retry[1])}`);
    const created = new Set(
      rowsOf<{ customer_order_no: string }>(retried).map((row) => row.customer_order_no),
    );
    inserted += created.size;
    pending = pending.filter((record) => !created.has(String(record.customer_order_no)));
    if (pending.length === 0) break;
    const takenResult = await tx.execute(
      sql`select customer_order_no from orders where customer_id = ${Number(pending[0].customer_id)}
          and customer_order_no in (select jsonb_array_elements_text(${JSON.stringify(
            pending.map((record) => record.customer_order_no),
          )}::jsonb))`,
    );
    const taken = new Set(
      rowsOf<{ customer_order_no: string }>(takenResult).map((row) => row.customer_order_no),
    );
    pending = pending.filter((record) => !taken.has(String(record.customer_order_no)));
  }
  if (pending.length > 0) throw new Error(`no free waybill number for ${pending.length} orders`);
  return { inserted, staged: stagedRows };
}

/** The row number closing the next batch of `size` staged rows after `afterRow` (the last row if fewer). */
export async function nextStagedBound(
  tx: Executor,
  taskId: number,
  afterRow: number,
  size: number,
): Promise<number | null> {
  const result = await tx.execute(
    sql`select row_no from import_rows where task_id = ${taskId} and row_no > ${afterRow}
        order by row_no offset ${size - 1} limit 1`,
  );
  const [row] = rowsOf<{ row_no: number }>(result);
  return row ? Number(row.row_no) : null;
}
