import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { ClientBase, Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { isPostgresServer, type Database } from '../../client';

/**
 * One session of the database the bulk seed loads: plain SQL, and COPY … FROM in the text format.
 * PostgreSQL: COPY FROM STDIN over one pooled connection (pg-copy-streams), the lines streamed as
 * they are made. PGlite: COPY FROM '/dev/blob' (PGlite reads COPY data from a blob, not from the
 * protocol), one statement per batch of lines — COPY on both, no INSERT fallback.
 */
export interface BulkTarget {
  engine: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY `table (columns)` from text-format lines (each ending in '\n'), in batches as they come. */
  copy(table: string, columns: readonly string[], batches: AsyncIterable<string | Uint8Array>): Promise<void>;
  release(): Promise<void>;
}

class PostgresTarget implements BulkTarget {
  engine = 'postgres' as const;
  constructor(
    private readonly client: ClientBase,
    private readonly done: () => void,
  ) {}

  async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.client.query(text, params)).rows as T[];
  }

  async copy(
    table: string,
    columns: readonly string[],
    batches: AsyncIterable<string | Uint8Array>,
  ): Promise<void> {
    const sql = `copy ${table} (${columns.join(', ')}) from stdin`;
    await pipeline(Readable.from(batches, { objectMode: false }), this.client.query(copyFrom(sql)));
  }

  async release(): Promise<void> {
    this.done();
  }
}

/** Lines per COPY statement on PGlite (one blob each: a few MB). */
const PGLITE_COPY_BYTES = 8 << 20;

class PgliteTarget implements BulkTarget {
  engine = 'pglite' as const;
  constructor(private readonly client: PGlite) {}

  async query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    if (params.length === 0) {
      const results = await this.client.exec(text);
      return (results[results.length - 1]?.rows ?? []) as T[];
    }
    return (await this.client.query<T>(text, params)).rows;
  }

  async copy(
    table: string,
    columns: readonly string[],
    batches: AsyncIterable<string | Uint8Array>,
  ): Promise<void> {
    const sql = `copy ${table} (${columns.join(', ')}) from '/dev/blob'`;
    let pending: (string | Uint8Array)[] = [];
    let size = 0;
    const flush = async () => {
      if (size === 0) return;
      await this.client.query(sql, [], { blob: new Blob(pending) });
      pending = [];
      size = 0;
    };
    for await (const batch of batches) {
      pending.push(batch);
      size += batch.length;
      if (size >= PGLITE_COPY_BYTES) await flush();
    }
    await flush();
  }

  async release(): Promise<void> {}
}

/** A session of the gateway's database (a connection of its pool on PostgreSQL), released after. */
export async function openBulkTarget(db: Database): Promise<BulkTarget> {
  const client = (db as unknown as { $client: Pool | PGlite }).$client;
  if (isPostgresServer(db)) {
    const connection = await (client as Pool).connect();
    return new PostgresTarget(connection, () => connection.release());
  }
  return new PgliteTarget(client as PGlite);
}
