import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orders, type NewOrderRow } from '../../db/schema/orders';
import { createdScanPlace, newBillCode } from './order-adapter';

/** A transaction or the database: the insert runs inside the task's one transaction. */
export type Executor = Pick<Database, 'execute'>;

const ORDER_COLUMNS = getTableColumns(orders) as Record<string, PgColumn>;

/** Rows of a `RETURNING` as both drivers give them. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * The statement inserting one batch: the rows travel as ONE jsonb parameter, unpacked by
 * jsonb_to_recordset, so a batch of 500 orders is one round trip with one bound value (the query
 * builder's per-value work was most of the insert time). It inserts the orders with
 * ON CONFLICT DO NOTHING and, in the same statement, the CREATED scan of every order it created;
 * it answers the customer order numbers it created.
 */
function batchStatement(keys: readonly string[]): { head: string; tail: string; staged: string } {
  const columns = keys.map((key) => ORDER_COLUMNS[key]);
  const names = columns.map((column) => column.name).join(', ');
  const types = columns.map((column) => `${column.name} ${column.getSQLType()}`).join(', ');
  const insert =
    `created as (insert into orders (${names}) select ${names} from input ` +
    'on conflict do nothing returning id, customer_id, customer_order_no), ' +
    'scans as (insert into order_traces (order_id, customer_id, status, scan_type, description, location, network_name, scan_time) ' +
    "select created.id, created.customer_id, 'CREATED', 'ORDER', 'ORDER_CREATED', input.scan_location, input.scan_network, now() " +
    'from created join input using (customer_order_no)) ' +
    'select customer_order_no from created';
  return {
    head: 'with input as (select * from jsonb_to_recordset(',
    tail: `::jsonb) as x(${types}, scan_location varchar(64), scan_network varchar(100))), ${insert}`,
    staged: `with input as (select * from ${STAGE_TABLE}), ${insert}`,
  };
}

/** The session's staging table of a PostgreSQL insert, dropped when the task's transaction ends. */
const STAGE_TABLE = 'import_order_stage';

const statements = new Map<string, ReturnType<typeof batchStatement>>();

function statementFor(keys: readonly string[]) {
  const id = keys.join(',');
  let statement = statements.get(id);
  if (!statement) {
    statement = batchStatement(keys);
    statements.set(id, statement);
  }
  return statement;
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

/** The node-postgres client of the task's transaction, for COPY FROM STDIN (PostgreSQL only). */
export interface CopyClient {
  query<T extends Writable>(stream: T): T;
}

/** One value in COPY's text format: \\N for null, backslash, tab and line breaks escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/**
 * Loads a batch into the transaction's staging table with COPY FROM STDIN (created by the first
 * batch, emptied before each, dropped when the transaction ends): the fastest way into PostgreSQL,
 * while the INSERT … SELECT from it keeps ON CONFLICT and the CREATED scans in the task's one
 * transaction.
 */
async function stageRows(
  tx: Executor,
  copy: CopyClient,
  rows: readonly NewOrderRow[],
  keys: readonly string[],
): Promise<void> {
  const names = keys.map((key) => ORDER_COLUMNS[key].name);
  await tx.execute(
    sql.raw(
      `create temp table if not exists ${STAGE_TABLE} on commit drop as select ${names.join(', ')}, ` +
        "''::varchar(64) as scan_location, ''::varchar(100) as scan_network from orders with no data",
    ),
  );
  await tx.execute(sql.raw(`truncate ${STAGE_TABLE}`));
  const lines = rows.map((row) => {
    const place = createdScanPlace(row);
    const values = keys.map((key) => copyText(row[key as keyof NewOrderRow]));
    values.push(copyText(place.location), copyText(place.networkName));
    return `${values.join('\t')}\n`;
  });
  const load = copy.query(
    copyFrom(`copy ${STAGE_TABLE} (${names.join(', ')}, scan_location, scan_network) from stdin`),
  );
  await pipeline(Readable.from([lines.join('')]), load);
}

/** The node-postgres client under a Drizzle transaction on PostgreSQL, for COPY. */
export function copyClientOf(tx: unknown): CopyClient {
  return (tx as { session: { client: CopyClient } }).session.client;
}

/** Attempts at drawing fresh waybill numbers for rows whose number was taken meanwhile. */
const BILL_CODE_ATTEMPTS = 5;

/**
 * One multi-row INSERT … ON CONFLICT DO NOTHING of a batch, with each new order's CREATED scan.
 * A row whose customer order number exists already is skipped: that is what makes re-running a task
 * create nothing twice. A row that lost only on its random waybill number (the other unique key)
 * gets a new number and is tried again. Returns how many orders were created and skipped.
 */
export async function insertOrderBatch(
  tx: Executor,
  rows: NewOrderRow[],
  copy?: CopyClient,
): Promise<{ inserted: number; skipped: number }> {
  if (rows.length === 0) return { inserted: 0, skipped: 0 };
  const keys = Object.keys(rows[0]).filter((key) => key in ORDER_COLUMNS && key !== 'id');
  const { head, tail, staged } = statementFor(keys);
  let pending = rows;
  let inserted = 0;
  for (let attempt = 0; attempt < BILL_CODE_ATTEMPTS && pending.length > 0; attempt += 1) {
    let result: unknown;
    if (copy && attempt === 0) {
      await stageRows(tx, copy, pending, keys);
      result = await tx.execute(sql.raw(staged));
    } else {
      const payload = JSON.stringify(pending.map((row) => jsonRow(row, keys)));
      result = await tx.execute(sql`${sql.raw(head)}${payload}${sql.raw(tail)}`);
    }
    const created = new Set(
      rowsOf<{ customer_order_no: string }>(result).map((row) => row.customer_order_no),
    );
    inserted += created.size;
    const missing = pending.filter((row) => !created.has(row.customerOrderNo));
    if (missing.length === 0) {
      pending = [];
      break;
    }
    const takenResult = await tx.execute(
      sql`select customer_order_no from orders where customer_id = ${missing[0].customerId}
          and customer_order_no in (select jsonb_array_elements_text(${JSON.stringify(
            missing.map((row) => row.customerOrderNo),
          )}::jsonb))`,
    );
    const taken = new Set(
      rowsOf<{ customer_order_no: string }>(takenResult).map((row) => row.customer_order_no),
    );
    pending = missing
      .filter((row) => !taken.has(row.customerOrderNo))
      .map((row) => ({ ...row, billCode: newBillCode() }));
  }
  if (pending.length > 0) throw new Error(`no free waybill number for ${pending.length} orders`);
  return { inserted, skipped: rows.length - inserted };
}
