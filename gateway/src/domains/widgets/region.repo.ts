import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { regions } from '../../db/schema/widgets';
import { RegionIndex } from '../../lib/regions/region-index';
import type { RegionRecord } from '../../lib/regions/region-matcher';

/** Every row of `regions` (about 7,800), in the shape the region libraries take. */
function regionRows(db: Database) {
  return db
    .select({ code: regions.code, parentCode: regions.parentCode, level: regions.level, name: regions.name })
    .from(regions);
}

const loaded = new WeakMap<Database, Promise<RegionIndex>>();

/**
 * The region index of a database, read once and kept for the life of the process. An empty
 * table (regions not seeded yet) is not kept, so a later call reads again.
 */
export function loadRegionIndex(db: Database): Promise<RegionIndex> {
  const cached = loaded.get(db);
  if (cached) return cached;
  const loading = regionRows(db).then((rows) => {
    const index = new RegionIndex(rows);
    if (index.size === 0) loaded.delete(db);
    return index;
  });
  loading.catch(() => loaded.delete(db));
  loaded.set(db, loading);
  return loading;
}

/** The official region list, by code: plain rows, which an import's validation worker is sent. */
export async function loadRegionRecords(db: Database): Promise<RegionRecord[]> {
  return regionRows(db).orderBy(asc(regions.code));
}

/** The areas directly under `parentCode` (the provinces when none), by name. */
export function regionsUnder(db: Database, parentCode: string | undefined) {
  return db
    .select({ code: regions.code, name: regions.name })
    .from(regions)
    .where(parentCode ? eq(regions.parentCode, parentCode) : isNull(regions.parentCode))
    .orderBy(asc(regions.name));
}
