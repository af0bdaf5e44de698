import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isPostgresServer, type Database } from '../../db/client';
import { importRows, type NewOrderRow } from '../../db/schema/orders';
import { createdScanPlace } from './order-adapter';

/** A transaction or the database. */
export type Executor = Pick<Database, 'execute'>;

const STAGING_ONLY_KEYS = new Set(['taskId', 'rowNo', 'scanLocation', 'scanNetwork']);

/**
 * The orders columns a staged row holds, as [row key, SQL name]: every column of `import_rows` but
 * its key and the scan place, named as in `orders` (a test keeps both tables in step).
 */
export const STAGED_ORDER_COLUMNS: readonly (readonly [keyof NewOrderRow, string])[] = Object.entries(
  getTableColumns(importRows),
)
  .filter(([key]) => !STAGING_ONLY_KEYS.has(key))
  .map(([key, column]) => [key as keyof NewOrderRow, column.name] as const);

/** The column list of a staged row, in the order its COPY line holds them. */
export const STAGED_COPY_COLUMNS = [
  'task_id',
  'row_no',
  ...STAGED_ORDER_COLUMNS.map(([, name]) => name),
  'scan_location',
  'scan_network',
].join(', ');

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** One value in COPY's text format: \\N for null, backslash, tab and line breaks escaped. */
export function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : String(value);
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
}

/**
 * The COPY text line (with its line break) of a validated row: task, sheet row number, the order's
 * insert-ready values and where its CREATED scan happens.
 */
export function stagedLine(taskId: number, rowNo: number, row: NewOrderRow): string {
  let line = `${taskId}\t${rowNo}`;
  for (const [key] of STAGED_ORDER_COLUMNS) line += `\t${copyText(row[key])}`;
  const place = createdScanPlace(row);
  return `${line}\t${copyText(place.location)}\t${copyText(place.networkName)}\n`;
}

/**
 * Writes a task's staged rows as COPY text while it is validated. `write` takes whole lines;
 * `finish` makes them visible; `abort` drops what a stopped or failed validation wrote.
 */
export interface StagingWriter {
  write(lines: string): Promise<void>;
  finish(): Promise<void>;
  abort(): void;
}

const COPY_SQL = `copy import_rows (${STAGED_COPY_COLUMNS}) from stdin`;

/**
 * PostgreSQL: one COPY FROM STDIN for the whole validation on a connection of its own. The server
 * ingests the lines while the gateway checks the next rows (the socket's backpressure is the only
 * wait), and nothing is visible before the COPY ends: a validation stopped half-way leaves nothing.
 */
class PostgresStaging implements StagingWriter {
  private readonly stream: ReturnType<typeof copyFrom>;
  private readonly done: Promise<void>;

  constructor(private readonly client: PoolClient) {
    this.stream = client.query(copyFrom(COPY_SQL));
    this.done = finished(this.stream);
    this.done.catch(() => undefined);
  }

  async write(lines: string): Promise<void> {
    if (lines && !this.stream.write(lines)) await Promise.race([once(this.stream, 'drain'), this.done]);
  }

  async finish(): Promise<void> {
    this.stream.end();
    try {
      await this.done;
    } catch (error) {
      this.client.release(true);
      throw error;
    }
    this.client.release();
  }

  abort(): void {
    // Closing the connection ends the COPY's transaction: the server drops its rows (the stream
    // fails with the closed connection; `done` has caught that).
    this.client.release(true);
  }
}

/**
 * PGlite: one COPY from a blob per write (PGlite reads COPY data from '/dev/blob', not from the
 * protocol), each its own statement as the rows come; a validation run again empties them first.
 */
class PgliteStaging implements StagingWriter {
  constructor(private readonly client: PGlite) {}

  async write(lines: string): Promise<void> {
    if (!lines) return;
    await this.client.query(`copy import_rows (${STAGED_COPY_COLUMNS}) from '/dev/blob'`, [], {
      blob: new Blob([lines]),
    });
  }

  async finish(): Promise<void> {}

  abort(): void {}
}

/** The staging writer of a database (validation empties the task's staged rows before). */
export async function openStaging(db: Database): Promise<StagingWriter> {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  if (isPostgresServer(db)) return new PostgresStaging(await (client as Pool).connect());
  return new PgliteStaging(client as PGlite);
}

/** Removes a task's staged rows (validated again, or DONE). */
export async function deleteStagedRows(db: Executor, taskId: number): Promise<void> {
  await db.execute(sql`delete from import_rows where task_id = ${taskId}`);
}

/** Rows of a `RETURNING` or `SELECT` as both drivers give them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What a task has staged: how many rows and the last row number. */
export async function stagedSummary(
  db: Executor,
  taskId: number,
): Promise<{ rows: number; lastRow: number }> {
  const result = await db.execute(
    sql`select count(*)::int as rows, coalesce(max(row_no), 0)::int as last_row
        from import_rows where task_id = ${taskId}`,
  );
  const [row] = rowsOf<{ rows: number; last_row: number }>(result);
  return { rows: Number(row.rows), lastRow: Number(row.last_row) };
}
