import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema';

/** Every agent, by code. */
export function listAgents(db: Database) {
  return db.select().from(agents).orderBy(asc(agents.code));
}
