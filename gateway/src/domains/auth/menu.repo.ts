import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { langDictionary, menuResources } from '../../db/schema';
import { DICTIONARY_COLUMN, type Lang } from '../../i18n/language';

/** Every menu resource, flat, named in `lang` (its own name when the dictionary has none). */
export async function menuResourcesIn(db: Database, lang: Lang) {
  const column = DICTIONARY_COLUMN[lang];
  const rows = await db
    .select({ resource: menuResources, names: langDictionary })
    .from(menuResources)
    .leftJoin(langDictionary, eq(langDictionary.strId, menuResources.nameKey));
  return rows.map(({ resource, names }) => ({
    id: resource.id,
    parentId: resource.parentId,
    resourceCode: resource.resourceCode,
    resourceName: names?.[column] || resource.resourceName,
    nameKey: resource.nameKey,
    resourceType: resource.resourceType,
    path: resource.path,
    icon: resource.icon,
    sort: resource.sort,
  }));
}
