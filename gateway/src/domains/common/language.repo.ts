import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { langDictionary } from '../../db/schema';

/** The language dictionary's entries, by strId: all of them, or those of `strIds`. */
export async function languageEntries(db: Database, strIds?: string[]) {
  if (strIds && strIds.length === 0) return [];
  const query = db.select().from(langDictionary);
  return (strIds ? query.where(inArray(langDictionary.strId, strIds)) : query).orderBy(
    asc(langDictionary.strId),
  );
}
