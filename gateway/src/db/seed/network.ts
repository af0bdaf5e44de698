import { count, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { LocalizedText } from '../schema/core';
import { networks, regions } from '../schema/widgets';
import { shortPlaceName } from '../../lib/regions/place-name';
import { loadIndonesianAreas, type AreaRecord, type IndonesianAreas } from './network-areas';

/** Rows per INSERT: keeps each statement well under PostgreSQL's 65535 parameters. */
const CHUNK = 1000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const VOWELS = /[AEIOU]/;

/**
 * Three capitals for a network code: first letter, the next consonant, then the first letter of
 * the last word (or the last consonant of a one-word name).
 *
 * @example
 * placeAbbreviation('Jakarta'); // 'JKT'
 * placeAbbreviation('Jakarta Selatan'); // 'JKS'
 */
export function placeAbbreviation(name: string): string {
  const words = shortPlaceName(name)
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ')
    .filter(Boolean);
  if (words.length === 0) return 'XXX';
  const first = words[0];
  const consonants = first
    .slice(1)
    .split('')
    .filter((ch) => !VOWELS.test(ch));
  const second = consonants[0] ?? first[1] ?? 'X';
  const third =
    words.length > 1 ? words[words.length - 1][0] : (consonants[consonants.length - 1] ?? first[2] ?? 'X');
  return `${first[0]}${second}${third}`;
}

/** Hands out unique `ID-JKT01` style codes. */
class CodeBook {
  private readonly used = new Map<string, number>();
  next(name: string): string {
    const abbreviation = placeAbbreviation(name);
    const n = (this.used.get(abbreviation) ?? 0) + 1;
    this.used.set(abbreviation, n);
    return `ID-${abbreviation}${String(n).padStart(2, '0')}`;
  }
}

const ABNORMAL_REASONS: LocalizedText[] = [
  { zh: '暴雨积水，派送延迟', en: 'Flooding, deliveries delayed', id: 'Banjir, pengiriman tertunda' },
  { zh: '爆仓，暂停揽收', en: 'Overloaded, pickups paused', id: 'Kelebihan muatan, penjemputan dihentikan' },
  { zh: '系统维护中', en: 'System maintenance', id: 'Pemeliharaan sistem' },
];

type NetworkInsert = typeof networks.$inferInsert;

/** Whether a regency is a city (kota): its districts get delivery points. */
const isCity = (regency: AreaRecord) => /^Kota /.test(regency.name);

/**
 * The network built from the areas: a hub per province, an outlet per regency, a delivery point
 * per district of every city. Ids and paths are set by the database; `parentCode` links levels.
 */
export function buildNetworkPlan(areas: IndonesianAreas): {
  hubs: NetworkInsert[];
  outlets: (NetworkInsert & { parentRegion: string })[];
  points: (NetworkInsert & { parentRegion: string })[];
} {
  const codes = new CodeBook();
  const hubs = areas.provinces.map((province, index) => ({
    path: '/',
    code: codes.next(province.name),
    name: `Hub ${shortPlaceName(province.name)}`,
    level: 1,
    typeId: 1,
    isEnable: index === areas.provinces.length - 1 ? 2 : 1,
    regionCode: province.code,
  }));
  const outlets = areas.regencies.map((regency, index) => ({
    path: '/',
    code: codes.next(regency.name),
    name: `Outlet ${regency.name}`,
    level: 2,
    typeId: 2,
    isEnable: index % 19 === 7 ? 2 : 1,
    abnormalName: index % 23 === 3 ? ABNORMAL_REASONS[index % ABNORMAL_REASONS.length] : null,
    regionCode: regency.code,
    parentRegion: regency.parentCode ?? '',
  }));
  const cities = new Map(areas.regencies.filter(isCity).map((r) => [r.code, shortPlaceName(r.name)]));
  const points = areas.districts
    .filter((district) => cities.has(district.parentCode ?? ''))
    .map((district, index) => ({
      path: '/',
      code: codes.next(district.name),
      name: `DP ${district.name}, ${cities.get(district.parentCode ?? '')}`,
      level: 3,
      typeId: 3,
      isEnable: index % 13 === 5 ? 2 : 1,
      abnormalName: index % 29 === 11 ? ABNORMAL_REASONS[index % ABNORMAL_REASONS.length] : null,
      regionCode: district.code,
      parentRegion: district.parentCode ?? '',
    }));
  return { hubs, outlets, points };
}

/** Inserts rows of one level, linking each to the network of its parent region; returns region -> id. */
async function insertLevel(
  db: Database,
  rows: (NetworkInsert & { parentRegion?: string })[],
  parentIds: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  await insertChunked(rows, async (chunk) => {
    const inserted = await db
      .insert(networks)
      .values(
        chunk.map(({ parentRegion, ...row }) => ({
          ...row,
          parentId: parentRegion ? (parentIds.get(parentRegion) ?? null) : null,
        })),
      )
      .returning({ id: networks.id, regionCode: networks.regionCode });
    for (const row of inserted) if (row.regionCode) ids.set(row.regionCode, row.id);
  });
  return ids;
}

/** Provinces, regencies and districts into `regions` (skipped when already loaded). */
export async function seedRegions(db: Database, areas: IndonesianAreas): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(regions);
  if (n > 0) return;
  const rows = [
    ...areas.provinces.map((area) => ({ ...area, level: 1 })),
    ...areas.regencies.map((area) => ({ ...area, level: 2 })),
    ...areas.districts.map((area) => ({ ...area, level: 3 })),
  ];
  await insertChunked(rows, (chunk) => db.insert(regions).values(chunk));
}

/** The courier network (skipped when it exists). */
export async function seedNetworkTree(db: Database, areas: IndonesianAreas): Promise<void> {
  const [{ n }] = await db.select({ n: count() }).from(networks);
  if (n > 0) return;
  const plan = buildNetworkPlan(areas);
  const hubIds = await insertLevel(db, plan.hubs, new Map());
  const outletIds = await insertLevel(db, plan.outlets, hubIds);
  await insertLevel(db, plan.points, outletIds);
  await db.execute(sql`update networks set path = '/' || id || '/' where level = 1`);
  for (const level of [2, 3])
    await db.execute(
      sql`update networks n set path = p.path || n.id || '/' from networks p where n.parent_id = p.id and n.level = ${level}`,
    );
}

/**
 * Regions and the courier network from the official area list of `idn-area-data`. Idempotent.
 *
 * @example
 * await seedRegionsAndNetwork(db); // ~7.8k regions, ~1.3k networks
 */
export async function seedRegionsAndNetwork(db: Database): Promise<void> {
  const areas = loadIndonesianAreas();
  await seedRegions(db, areas);
  await seedNetworkTree(db, areas);
}
