import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { langDictionary, menuResources } from '../../db/schema';
import type { Lang } from '../../i18n/language';

const LANG_COLUMN = { zh: 'lang1', en: 'lang2', id: 'lang3' } as const;

/** Every menu resource, flat, named in `lang` (its own name when the dictionary has none). */
export async function menuResourcesIn(db: Database, lang: Lang) {
  const column = LANG_COLUMN[lang];
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
