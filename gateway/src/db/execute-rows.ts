import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/**
 * The rows of a raw SQL statement. node-postgres and PGlite both answer `{ rows }`, but the shared
 * `Database` type leaves `execute`'s result unknown; the caller names the row shape it selected.
 */
export async function executeRows<Row>(db: Pick<Database, 'execute'>, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
