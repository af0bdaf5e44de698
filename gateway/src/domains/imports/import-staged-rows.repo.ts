import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isPostgresServer, type Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { type NewOrderRow } from '../../db/schema/orders';
import { importRows } from '../../db/schema/imports';
import { OneInFlight } from '../../lib/workers/one-in-flight';
import type { TaskRef } from './import.repo';
import { createdScanPlace } from './import-order-adapter.service';

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
 * `finish` writes what is still held; `abort` drops it (what was written stays until the task's
 * next validation empties its staged rows, as a stopped gateway's rows do).
 */
export interface StagingWriter {
  /** COPY text, or its UTF-8 bytes (as a validation worker sends them). */
  write(lines: string | Uint8Array): Promise<void>;
  finish(): Promise<void>;
  abort(): void;
}

const COPY_SQL = `copy import_rows (${STAGED_COPY_COLUMNS}) from stdin`;

/** Characters of COPY text gathered before they are sent (about 3,000 rows). */
const COPY_TEXT_CHARS = 2 << 20;

/**
 * PostgreSQL: COPY FROM STDIN of about two megabytes of lines at a time, each on a pooled
 * connection taken for that COPY only (a connection held for a whole validation would let ten
 * concurrent validations take the whole pool and wait forever for their duplicate checks). A COPY
 * runs while the gateway checks the next rows; `write` waits only for the COPY before it.
 */
class PostgresStaging implements StagingWriter {
  private pending: (string | Buffer)[] = [];
  private pendingChars = 0;
  /** One COPY at a time, in the background of the next rows' checks. */
  private readonly copies = new OneInFlight();

  constructor(private readonly pool: Pool) {}

  async write(lines: string | Uint8Array): Promise<void> {
    if (lines.length === 0) return;
    if (typeof lines === 'string') this.pending.push(lines);
    else this.pending.push(Buffer.from(lines.buffer, lines.byteOffset, lines.byteLength));
    this.pendingChars += lines.length;
    if (this.pendingChars >= COPY_TEXT_CHARS) await this.copies.push(this.take());
  }

  async finish(): Promise<void> {
    await this.copies.push(this.take());
    await this.copies.drain();
  }

  abort(): void {
    this.pending = [];
    this.pendingChars = 0;
  }

  /** The COPY of the lines gathered so far, to run once the one before it has ended. */
  private take(): () => Promise<void> {
    const text = this.pending;
    this.pending = [];
    this.pendingChars = 0;
    return () => this.send(text);
  }

  private async send(text: (string | Buffer)[]): Promise<void> {
    if (text.length === 0) return;
    const client = await this.pool.connect();
    try {
      await pipeline(Readable.from(text), client.query(copyFrom(COPY_SQL)));
    } catch (error) {
      client.release(true);
      throw error;
    }
    client.release();
  }
}

/**
 * PGlite: one COPY from a blob per write (PGlite reads COPY data from '/dev/blob', not from the
 * protocol), each its own statement as the rows come; a validation run again empties them first.
 */
class PgliteStaging implements StagingWriter {
  constructor(private readonly client: PGlite) {}

  async write(lines: string | Uint8Array): Promise<void> {
    if (lines.length === 0) return;
    await this.client.query(`copy import_rows (${STAGED_COPY_COLUMNS}) from '/dev/blob'`, [], {
      blob: new Blob([lines]),
    });
  }

  async finish(): Promise<void> {}

  abort(): void {}
}

/** The staging writer of a database (validation empties the task's staged rows before). */
export function openStaging(db: Database): StagingWriter {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  if (isPostgresServer(db)) return new PostgresStaging(client as Pool);
  return new PgliteStaging(client as PGlite);
}

/** Removes a task's staged rows (validated again, or DONE). */
export async function deleteStagedRows(db: Executor, task: TaskRef): Promise<void> {
  await db.execute(sql`delete from import_rows where ${stagedRowsOf(task)}`);
}

/** The staged rows of a task, and the further conditions. */
export function stagedRowsOf(task: TaskRef, ...conditions: (SQL | undefined)[]): SQL {
  return ownedBy(importRows, task, eq(importRows.taskId, task.id), ...conditions);
}

/** Rows of a `RETURNING` or `SELECT` as both drivers give them. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** What a task has staged: how many rows and the last row number. */
export async function stagedSummary(db: Executor, task: TaskRef): Promise<{ rows: number; lastRow: number }> {
  const result = await db.execute(
    sql`select count(*)::int as rows, coalesce(max(row_no), 0)::int as last_row
        from import_rows where ${stagedRowsOf(task)}`,
  );
  const [row] = rowsOf<{ rows: number; last_row: number }>(result);
  return { rows: Number(row.rows), lastRow: Number(row.last_row) };
}
