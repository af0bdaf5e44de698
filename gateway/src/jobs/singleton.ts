import { Pool, type PoolClient } from 'pg';
import type { Database } from '../db/client';

/** Advisory-lock namespace of singleton work (jobs/queue.ts uses its own for its start). */
const SINGLETON_LOCK_NAMESPACE = 0x5349_4e47; // 'SING'

/**
 * Runs `start` on one gateway at a time among those sharing a PostgreSQL database: the holder of a
 * session advisory lock runs it; the others try again every `retryMs`. When the holder dies its
 * session ends, the lock is free, and the next try elsewhere takes the work over. `start` answers
 * its stop. On PGlite (one process's database) the work starts at once.
 *
 * @example
 * const stop = await runAsSingleton(app.db, 1, () => startBackgroundSimulator(app, 60), 5_000);
 */
export async function runAsSingleton(
  db: Database,
  id: number,
  start: () => () => Promise<void>,
  retryMs: number,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof Pool)) return start();
  let session: PoolClient | undefined;
  let stopWork: (() => Promise<void>) | undefined;
  let stopped = false;
  const attempt = async () => {
    if (stopped || stopWork) return;
    const candidate = await client.connect().catch(() => undefined);
    if (!candidate) return;
    try {
      const result = await candidate.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [
        SINGLETON_LOCK_NAMESPACE,
        id,
      ]);
      if (!result.rows[0]?.held || stopped) {
        candidate.release();
        return;
      }
    } catch {
      candidate.release(true);
      return;
    }
    session = candidate;
    // losing the session (the server restarted, the connection broke) loses the lock: stop, try again
    session.on('error', () => {
      const work = stopWork;
      stopWork = undefined;
      session?.release(true);
      session = undefined;
      void work?.();
    });
    stopWork = start();
  };
  await attempt();
  const timer = setInterval(() => void attempt(), retryMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await stopWork?.();
    stopWork = undefined;
    if (session) {
      await session
        .query('select pg_advisory_unlock($1, $2)', [SINGLETON_LOCK_NAMESPACE, id])
        .catch(() => undefined);
      session.release();
      session = undefined;
    }
  };
}
