import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (security/rate-limit-store.ts), shared by every gateway on
 * the database: one row per limited route and client address, its hits in the current window and
 * when the window ends.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // the purge of ended windows (security/rate-limit-store.ts)
  (table) => [index('rate_limit_hits_reset_at_idx').on(table.resetAt)],
);
