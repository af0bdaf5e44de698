import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './db/migrate';

/** What a draining gateway tells its readiness probe (lifecycle.ts sets it on SIGTERM). */
export interface Lifecycle {
  /** True from the first stop signal on: readiness answers 503 while requests in flight finish. */
  draining: boolean;
}

/** The newest migration this build carries (drizzle's journal), as its `created_at` in the database. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Milliseconds a readiness probe waits for the database before it answers 503. */
const DATABASE_CHECK_MS = 2_000;

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The probes (ARCHITECTURE §14), public and outside the API document:
 * - `/health/live`: the process answers (an orchestrator restarts it when this fails);
 * - `/health/ready`: the database answers, every migration of this build is applied, and the
 *   gateway is not draining; 503 with the failed check otherwise (a balancer stops sending to it);
 * - `/health`: as before (scripts, compose, the end-to-end suite): the process answers.
 *
 * @example
 * registerHealth(app); // GET /health/ready -> 200 {"status":"ready"} or 503 {"status":"draining"}
 */
export function registerHealth(app: FastifyInstance): void {
  const newest = newestMigrationMillis();
  let migrationsCurrent = false;
  // open under pressure too (@fastify/under-pressure): a busy gateway is alive and may be ready
  const route = {
    config: { permission: 'public' as const, pressureHandler: () => null },
    schema: { hide: true },
  };
  app.get('/health', route, async () => ({ status: 'ok' }));
  app.get('/health/live', route, async () => ({ status: 'ok' }));
  app.get('/health/ready', route, async (_request, reply) => {
    if (app.lifecycle.draining) return reply.code(503).send({ status: 'draining' });
    try {
      const result = (await within(
        app.db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
        DATABASE_CHECK_MS,
      )) as unknown as { rows: { newest: string | null }[] };
      // a newer build may have migrated further: ours are in when the newest applied is at least ours
      migrationsCurrent ||= Number(result.rows[0]?.newest ?? 0) >= newest;
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.code(503).send({ status: 'database' });
    }
    if (!migrationsCurrent) return reply.code(503).send({ status: 'migrations' });
    return { status: 'ready' };
  });
}
