import { and, asc, count, eq, ilike, inArray, like, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { LocalizedText } from '../../db/schema/core';
import { networks } from '../../db/schema/widgets';
import { NotFoundError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { pick, type Lang } from '../../i18n/language';
import {
  containsPattern,
  pageOf,
  pageOffset,
  pageQuery,
  searchText,
  toPage,
  type Page,
} from '../../lib/paging/search-text';

const networkLevel = z.coerce.number().int().min(1).max(3);
const optionalId = z.coerce.number().int().positive().optional();

/** Comma-separated network type ids ('1,2'); empty means every type. */
const typeIds = z
  .string()
  .max(64)
  .regex(/^[\d,\s]*$/)
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((n) => Number.isInteger(n) && n > 0),
  )
  .describe('comma-separated network type ids: 1 regional hub, 2 outlet, 3 delivery point');

export const networkTreeQuery = z.object({
  level: networkLevel.optional().describe('level of the node `id` (informative)'),
  id: optionalId.describe('the node whose children are wanted; none: the first level'),
  networkId: optionalId.describe("limits the tree to this network's subtree"),
  queryLevel: networkLevel.default(1).describe('the level the tree starts at when no id is given'),
});

export const networkAllQuery = pageQuery.extend({
  key: searchText(64).describe('part of the name or code, any case'),
  queryLevel: networkLevel.default(3).describe('networks of this level and above'),
  typeIds,
});

export const networkSearchQuery = networkAllQuery.extend({
  networkId: optionalId.describe("only this network's subtree"),
});

/** A network option of the pickers (label `name|code`). isEnable 2 is shown disabled. */
export const networkOption = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    code: z.string(),
    isEnable: z.union([z.literal(1), z.literal(2)]),
    abnormalName: z.string().optional(),
    level: z.number().int(),
    typeId: z.number().int(),
    hasChildren: z.boolean(),
  })
  .meta({ id: 'NetworkOption' });

export const networkTreeResponse = envelopeOf(z.array(networkOption));
export const networkPageResponse = envelopeOf(pageOf(networkOption));

type NetworkOption = z.infer<typeof networkOption>;

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

/** The courier network for the network picker: lazy tree, scoped search, all-network list. */
export default async function networkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['widgets'];

  app.get(
    '/network/tree',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.getNetworkTree',
        tags,
        summary: 'One level of the network tree (no id: the first-level networks; id: its children)',
        querystring: networkTreeQuery,
        response: { 200: networkTreeResponse },
      },
    },
    async (request) => ok(await networkTree(app.db, request.query, request.lang)),
  );

  app.get(
    '/network/search',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.searchNetworks',
        tags,
        summary: 'Networks matching a key, within the networkId subtree when given',
        querystring: networkSearchQuery,
        response: { 200: networkPageResponse },
      },
    },
    async (request) => ok(await networkPage(app.db, request.query, request.lang)),
  );

  app.get(
    '/network/all',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.searchAllNetworks',
        tags,
        summary: 'Networks matching a key, over the whole network',
        querystring: networkAllQuery,
        response: { 200: networkPageResponse },
      },
    },
    async (request) =>
      ok(await networkPage(app.db, { ...request.query, networkId: undefined }, request.lang)),
  );
}
