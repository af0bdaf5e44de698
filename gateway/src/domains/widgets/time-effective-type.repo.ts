import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { networks, timeEffectiveTypes } from '../../db/schema/widgets';
import { NotFoundError } from '../../http/envelope';
import { type Lang } from '../../i18n/language';
import { containsPattern, pageOffset, toPage } from '../../lib/paging/search-text';
import { timeEffectiveTypeQuery } from './time-effective-type.schemas';

/** The province (first code segment) a network is in. */
async function provinceOfNetwork(db: Database, networkId: number): Promise<string> {
  const [row] = await db
    .select({ regionCode: networks.regionCode })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!row) throw new NotFoundError('network');
  return (row.regionCode ?? '').split('.')[0];
}

export async function timeEffectiveTypePage(
  db: Database,
  query: z.infer<typeof timeEffectiveTypeQuery>,
  lang: Lang,
) {
  const name = sql<string>`${timeEffectiveTypes.name}->>${lang}`;
  const conditions: (SQL | undefined)[] = [];
  if (query.name) {
    const pattern = containsPattern(query.name);
    conditions.push(or(ilike(name, pattern), ilike(timeEffectiveTypes.code, pattern)));
  }
  if (query.networkId) {
    const province = await provinceOfNetwork(db, query.networkId);
    conditions.push(
      or(
        isNull(timeEffectiveTypes.provinceCodes),
        sql`${province} = any(${timeEffectiveTypes.provinceCodes})`,
      ),
    );
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(timeEffectiveTypes).where(where);
  const rows = await db
    .select({
      id: timeEffectiveTypes.id,
      name,
      code: timeEffectiveTypes.code,
      isEnable: timeEffectiveTypes.isEnable,
    })
    .from(timeEffectiveTypes)
    .where(where)
    .orderBy(asc(timeEffectiveTypes.sort), asc(timeEffectiveTypes.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => ({ ...row, isEnable: row.isEnable === 2 ? (2 as const) : (1 as const) })),
  );
}
