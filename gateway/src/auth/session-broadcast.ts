import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Pool, type PoolClient } from 'pg';
import type { Database } from '../db/client';
import { forgetEverySession, forgetSessions, type ForgetMatch } from './session-cache';

/** The PostgreSQL channel on which gateway processes tell each other which cached sessions to drop. */
const CHANNEL = 'portal_session_changes';
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/** The databases of the gateways listening in this process. */
const inProcess = new Set<Database>();

/**
 * Sessions changed (a logout, a revocation, new keys, a new scope): this process drops the ones
 * that match at once, and every other gateway process on the database when it hears of it. The
 * notice is sent with `db`: given a transaction, PostgreSQL delivers it at the commit, so no other
 * process re-reads the session before the change is visible.
 * @example
 * await sessionsChanged(db, { userId });
 */
export async function sessionsChanged(db: Pick<Database, 'execute'>, match: ForgetMatch): Promise<void> {
  forgetSessions(db as Database, match);
  // the other gateways of this process (tests; PGlite is one process's database)
  for (const other of inProcess) forgetSessions(other, match);
  await db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(match)})`);
}

function heard(db: Database, payload: string | undefined): void {
  try {
    forgetSessions(db, JSON.parse(payload ?? '') as ForgetMatch);
  } catch {
    forgetEverySession(db); // a notice it cannot read: nothing cached is trusted
  }
}

/**
 * Listens for the session changes of the other gateway processes (ARCHITECTURE.md section 10: session
 * revocation is shared), so that a sub-account disabled on one replica is refused on every replica
 * at its next call, not only after the cache's few seconds. PostgreSQL: one pooled connection kept
 * for LISTEN, connected again when lost (and then every cached session is dropped: a notice may
 * have been missed). PGlite is one process's database: the gateways of this process hear each other
 * directly. Answers the function that stops listening.
 */
export async function listenForSessionChanges(
  db: Database,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  inProcess.add(db);
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof Pool)) {
    return async () => {
      inProcess.delete(db);
    };
  }
  const pool = client;
  /** The LISTEN connection and the one way it goes back to the pool (once: a lost connection errs more than once). */
  let connection: { client: PoolClient; release(error?: Error): void } | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      const next = await pool.connect();
      let released = false;
      const held = {
        client: next,
        release(error?: Error) {
          if (released) return;
          released = true;
          next.release(error);
        },
      };
      next.on('notification', (message) => {
        if (!released && message.channel === CHANNEL) heard(db, message.payload);
      });
      // kept after the release too: a connection the server ends errs again in the pool
      next.on('error', (error) => {
        if (released) return;
        log.warn({ err: error }, 'session change listener lost its connection');
        held.release(error);
        if (connection === held) connection = undefined;
        if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
      });
      await next.query(`LISTEN ${CHANNEL}`);
      connection = held;
      forgetEverySession(db);
    } catch (error) {
      log.warn({ err: error }, 'session change listener could not connect');
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  await connect();
  return async () => {
    inProcess.delete(db);
    stopped = true;
    clearTimeout(retry);
    const held = connection;
    connection = undefined;
    if (!held) return;
    await held.client.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
    held.release();
  };
}
