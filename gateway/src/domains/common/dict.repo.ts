import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dictItems } from '../../db/schema';

/** The items of one dictionary (a `dict_items.dictType`), by sort then id. */
export function dictionaryItems(db: Database, dictType: string) {
  return db
    .select()
    .from(dictItems)
    .where(eq(dictItems.dictType, dictType))
    .orderBy(asc(dictItems.sort), asc(dictItems.id));
}
