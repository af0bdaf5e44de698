/**
 * A process that works the `test.effect` job kind on DATABASE_URL until SIGTERM: each job inserts
 * one row (its number, this process's pid) into `job_effects`. Used by two-processes.test.ts to
 * run two real workers on one PostgreSQL database; prints `ready` once it polls.
 */
import Fastify from 'fastify';
import { closeDatabase, createDatabase } from '../../db/client';
import { JobQueue } from '../queue';
import { effectKind } from './effect-kind';

async function main(): Promise<void> {
  const db = createDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
  const queue = new JobQueue(db, Fastify({ logger: { level: 'warn' } }).log, {
    pollingSeconds: 0.5,
    heartbeatSeconds: 1,
  });
  await queue.define(effectKind(db));
  await queue.start();
  console.log('ready');
  process.once('SIGTERM', () => {
    void queue
      .stop()
      .then(() => closeDatabase(db))
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
