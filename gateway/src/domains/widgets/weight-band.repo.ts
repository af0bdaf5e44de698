import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { weightBands } from '../../db/schema/widgets';

/** Every weight band, lightest first (by sort, then start). */
export function listWeightBands(db: Database) {
  return db
    .select({
      id: weightBands.id,
      name: weightBands.name,
      start: weightBands.start,
      end: weightBands.end,
    })
    .from(weightBands)
    .orderBy(asc(weightBands.sort), asc(weightBands.start));
}
