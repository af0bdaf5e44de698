import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { GatewayConfig } from '../config';
import { pgliteExtensions } from './pglite-extensions';
import * as schema from './schema';
import { statementLogger } from './tenant-scope';

export type Schema = typeof schema;

/**
 * The Drizzle instance over the full schema. PGlite and node-postgres share the PostgreSQL query
 * builder, so every repository is written once against this type.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

const closers = new WeakMap<Database, () => Promise<void>>();

/** PostgreSQL when `databaseUrl` is set, otherwise PGlite in `pgliteDir` (`memory://` for tests). */
export function createDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'pgliteDir'> & Partial<Pick<GatewayConfig, 'databasePoolSize'>>,
): Database {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: config.databasePoolSize ?? 20 });
    let closing = false;
    // An idle connection that breaks (the server restarted, an administrator or a forced DROP
    // DATABASE ended its backend) is dropped by the pool, which then emits 'error': unheard, that
    // would end the gateway. The next query opens a new connection.
    pool.on('error', (error) => {
      if (!closing) process.emitWarning(`an idle PostgreSQL connection was lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, logger: statementLogger }) as unknown as Database;
    closers.set(db, () => {
      closing = true;
      return pool.end();
    });
    return db;
  }
  const dir = config.pgliteDir;
  if (!dir.startsWith('memory://')) fs.mkdirSync(path.resolve(dir), { recursive: true });
  const client = new PGlite(dir.startsWith('memory://') ? undefined : path.resolve(dir), {
    extensions: pgliteExtensions,
  });
  const db = overPglite(client);
  closers.set(db, () => client.close());
  return db;
}

/** The Drizzle instance over an open PGlite (a test snapshot, a bench copy). */
export function overPglite(client: PGlite): Database {
  return drizzlePglite({ client, schema, logger: statementLogger }) as unknown as Database;
}

export async function closeDatabase(db: Database): Promise<void> {
  const close = closers.get(db);
  closers.delete(db);
  if (close) await close();
}

/** True when the instance talks to a PostgreSQL server (not PGlite). */
export function isPostgresServer(db: Database): boolean {
  return (db as unknown as { $client: unknown }).$client instanceof Pool;
}
