import { AsyncLocalStorage } from 'node:async_hooks';
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
const requestPools = new WeakMap<Database, Pool>();
const jobPools = new WeakMap<Database, Pool>();

/** The settings of the PostgreSQL pools (config.ts); tools and tests may leave them out. */
type PoolSettings = Partial<
  Pick<
    GatewayConfig,
    | 'databasePoolSize'
    | 'databaseJobPoolSize'
    | 'databaseAcquireTimeoutMs'
    | 'databaseStatementTimeoutMs'
    | 'databaseJobStatementTimeoutMs'
  >
>;

/** Marks the statements of background work (jobs): they go to the job pool and its longer limits. */
const backgroundWork = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: on PostgreSQL its statements (and transactions) use the job
 * pool, whose statement timeout suits an export or an import (DATABASE_JOB_STATEMENT_TIMEOUT_MS)
 * rather than a list page (DATABASE_STATEMENT_TIMEOUT_MS). The job queue runs every handler so.
 *
 * @example
 * await asBackgroundWork(() => kind.handler(payload, ctx));
 */
export function asBackgroundWork<T>(work: () => Promise<T>): Promise<T> {
  // awaited inside: a Drizzle query is a thenable that runs only when awaited
  return backgroundWork.run(true, async () => await work());
}

/**
 * PostgreSQL when `databaseUrl` is set, otherwise PGlite in `pgliteDir` (`memory://` for tests).
 * On PostgreSQL two pools per call class, each with an acquire timeout (a request waits at most
 * DATABASE_ACQUIRE_TIMEOUT_MS for a connection, then answers 503) and a statement timeout: the
 * requests' pool (short statements: lists, details) and the job pool (asBackgroundWork).
 */
export function createDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'pgliteDir'> & PoolSettings,
): Database {
  if (config.databaseUrl) {
    let closing = false;
    const open = (max: number, statementTimeoutMs: number | undefined, acquireMs: number | undefined) => {
      const made = new Pool({
        connectionString: config.databaseUrl,
        max,
        ...(acquireMs ? { connectionTimeoutMillis: acquireMs } : {}),
        ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
      });
      // An idle connection that breaks (the server restarted, an administrator or a forced DROP
      // DATABASE ended its backend) is dropped by the pool, which then emits 'error': unheard, that
      // would end the gateway. The next query opens a new connection.
      made.on('error', (error) => {
        if (!closing) process.emitWarning(`an idle PostgreSQL connection was lost: ${error.message}`);
      });
      return made;
    };
    const requests = open(
      config.databasePoolSize ?? 20,
      config.databaseStatementTimeoutMs,
      config.databaseAcquireTimeoutMs,
    );
    const jobs = open(
      config.databaseJobPoolSize ?? 5,
      config.databaseJobStatementTimeoutMs,
      // a job may wait longer for a connection than a person
      config.databaseAcquireTimeoutMs ? config.databaseAcquireTimeoutMs * 6 : undefined,
    );
    // one Pool to Drizzle, pg-boss and the repositories: each call goes to the pool of its class
    const pool = new Proxy(requests, {
      get(target, name, receiver) {
        if ((name === 'query' || name === 'connect') && backgroundWork.getStore())
          return jobs[name].bind(jobs);
        return Reflect.get(target, name, receiver);
      },
    });
    const db = drizzlePg({ client: pool, schema, logger: statementLogger }) as unknown as Database;
    closers.set(db, async () => {
      closing = true;
      await Promise.all([requests.end(), jobs.end()]);
    });
    requestPools.set(db, requests);
    jobPools.set(db, jobs);
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

/**
 * The requests' pool of a PostgreSQL database made by createDatabase (its waiting count is the
 * back-pressure signal, app.ts); undefined on PGlite or a database made elsewhere.
 */
export function requestPoolOf(db: Database): Pool | undefined {
  return requestPools.get(db);
}

/**
 * Both pools of a PostgreSQL database made by createDatabase, by call class (their counts are
 * exported at /metrics); none on PGlite or a database made elsewhere.
 */
export function poolsOf(db: Database): { requests: Pool; jobs: Pool } | undefined {
  const requests = requestPools.get(db);
  const jobs = jobPools.get(db);
  return requests && jobs ? { requests, jobs } : undefined;
}
