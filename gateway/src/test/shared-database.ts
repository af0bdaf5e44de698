import type { Database } from '../db/client';
import { seededMemoryDatabase } from './pglite-snapshot';
import { seededPostgresDatabase } from './postgres-template';

/**
 * A seeded database that outlives the gateway apps built on it (several apps, one after the other
 * or side by side, as gateway processes sharing one database): in-memory PGlite, or a database of
 * its own on GATEWAY_TEST_DATABASE_URL's server. Close it after the apps.
 */
export async function sharedTestDatabase(): Promise<{ db: Database; close: () => Promise<void> }> {
  const url = process.env.GATEWAY_TEST_DATABASE_URL;
  return url ? seededPostgresDatabase(url) : seededMemoryDatabase();
}
