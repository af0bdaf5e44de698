import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over the gateway's database (table rate_limit_hits), so that
 * every gateway on it counts the same hits: with three gateways a 30-a-minute login limit lets 30
 * through, not 90 (issue 32). One statement per hit: an upsert that starts a new window when the
 * old one has ended, and answers the count and the time left. Rows whose window has ended are
 * purged on write, at most once a minute per gateway (`purgeIntervalMs`), by index on reset_at.
 *
 * @example
 * await app.register(rateLimit, { store: databaseRateLimitStore(db) });
 */
export function databaseRateLimitStore(
  db: Database,
  options: { purgeIntervalMs?: number; now?: () => number } = {},
): FastifyRateLimitStoreCtor {
  const purgeIntervalMs = options.purgeIntervalMs ?? 60_000;
  const now = options.now ?? Date.now;
  let lastPurge = now();
  let purging = false;
  /**
   * On write, at most once per purgeIntervalMs per gateway: removes the rows whose window ended (a
   * client address seen once keeps no row for ever). Beside the hit, never in its way.
   */
  const purgeOnWrite = () => {
    if (purging || now() - lastPurge < purgeIntervalMs) return;
    purging = true;
    lastPurge = now();
    db.execute(sql`delete from rate_limit_hits where reset_at < now()`)
      .catch((error: unknown) => process.emitWarning(`rate-limit rows not purged: ${String(error)}`))
      .finally(() => {
        purging = false;
      });
  };
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(prefix?: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : '';
    }

    incr(key: string, answer: Answer, timeWindow: number): void {
      const id = `${this.prefix}${key}`.slice(0, 300);
      db.execute(
        sql`insert into rate_limit_hits (key, hits, reset_at)
            values (${id}, 1, now() + ${timeWindow} * interval '1 millisecond')
            on conflict (key) do update set
              hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
              reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at
                              else rate_limit_hits.reset_at end
            returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`,
      ).then(
        (result) => {
          const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
          answer(null, { current: row.hits, ttl: Math.max(0, row.ttl) });
          purgeOnWrite();
        },
        (error: Error) => answer(error),
      );
    }

    /** Each limited route counts apart (as the plugin's Redis store does). */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as { routeInfo?: { method: string; url: string } }).routeInfo;
      return new DatabaseRateLimitStore(route ? `${route.method} ${route.url} ` : `${routeOptions.path} `);
    }
  };
}
