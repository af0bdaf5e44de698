import { and, asc, count, eq, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema/core';
import { networks } from '../../db/schema/widgets';
import { NotFoundError } from '../../http/envelope';
import { pick, type Lang } from '../../i18n/language';
import { containsPattern, pageOffset, toPage, type Page } from '../../lib/paging/search-text';
import { networkTreeQuery, networkSearchQuery, NetworkOption } from './network.schemas';

const optionColumns = {
  id: networks.id,
  parentId: networks.parentId,
  name: networks.name,
  code: networks.code,
  isEnable: networks.isEnable,
  abnormalName: networks.abnormalName,
  level: networks.level,
  typeId: networks.typeId,
  // Raw names: the subquery's own table is aliased, so `networks.id` is the outer row.
  hasChildren: sql<boolean>`exists (select 1 from networks as child where child.parent_id = networks.id)`,
};

interface OptionRow {
  id: number;
  parentId: number | null;
  name: string;
  code: string;
  isEnable: number;
  abnormalName: LocalizedText | null;
  level: number;
  typeId: number;
  hasChildren: boolean;
}

function toOption(row: OptionRow, lang: Lang): NetworkOption {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    code: row.code,
    isEnable: row.isEnable === 2 ? 2 : 1,
    ...(row.abnormalName ? { abnormalName: pick(row.abnormalName, lang) } : {}),
    level: row.level,
    typeId: row.typeId,
    hasChildren: Boolean(row.hasChildren),
  };
}

async function subtreeOf(db: Database, networkId: number): Promise<{ path: string; level: number }> {
  const [scope] = await db
    .select({ path: networks.path, level: networks.level })
    .from(networks)
    .where(eq(networks.id, networkId));
  if (!scope) throw new NotFoundError('network');
  return scope;
}

/**
 * One level of the lazy network tree: the children of `id`, or (no id) the networks of
 * `queryLevel`, limited to the subtree of `networkId` when given.
 */
export async function networkTree(
  db: Database,
  query: z.infer<typeof networkTreeQuery>,
  lang: Lang,
): Promise<NetworkOption[]> {
  const scope = query.networkId ? await subtreeOf(db, query.networkId) : null;
  const conditions: SQL[] = [];
  if (scope) conditions.push(like(networks.path, `${scope.path}%`));
  if (query.id) conditions.push(eq(networks.parentId, query.id));
  else conditions.push(eq(networks.level, Math.max(query.queryLevel, scope?.level ?? 1)));
  const rows = await db
    .select(optionColumns)
    .from(networks)
    .where(and(...conditions))
    .orderBy(asc(networks.code));
  return rows.map((row) => toOption(row, lang));
}

/** A page of networks matching key (name or code, any case), level <= queryLevel, types, subtree. */
export async function networkPage(
  db: Database,
  query: z.infer<typeof networkSearchQuery>,
  lang: Lang,
): Promise<Page<NetworkOption>> {
  const conditions: (SQL | undefined)[] = [lte(networks.level, query.queryLevel)];
  if (query.key) {
    const pattern = containsPattern(query.key);
    conditions.push(or(ilike(networks.name, pattern), ilike(networks.code, pattern)));
  }
  if (query.typeIds && query.typeIds.length > 0) conditions.push(inArray(networks.typeId, query.typeIds));
  if (query.networkId) {
    const scope = await subtreeOf(db, query.networkId);
    conditions.push(like(networks.path, `${scope.path}%`));
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(networks).where(where);
  const rows = await db
    .select(optionColumns)
    .from(networks)
    .where(where)
    .orderBy(asc(networks.level), asc(networks.code))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => toOption(row, lang)),
  );
}
