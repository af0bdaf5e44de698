import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { networks, timeEffectiveTypes } from '../../db/schema/widgets';
import { NotFoundError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { type Lang } from '../../i18n/language';
import {
  containsPattern,
  pageOf,
  pageOffset,
  pageQuery,
  searchText,
  toPage,
} from '../../lib/paging/search-text';

export const timeEffectiveTypeQuery = pageQuery.extend({
  name: searchText(64).describe('part of the name (in the request language) or code, any case'),
  networkId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe("only the types offered in this network's province"),
});

/** A single-choice picker entry; isEnable 2 is shown disabled. */
export const timeEffectiveType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    code: z.string(),
    isEnable: z.union([z.literal(1), z.literal(2)]),
  })
  .meta({ id: 'TimeEffectiveType' });

export const timeEffectiveTypePageResponse = envelopeOf(pageOf(timeEffectiveType));

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

/** Time-effective types (delivery-speed products) for the single-choice picker. Under /customer-api. */
export default async function timeEffectiveTypeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/timeEffectiveType/page',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.pageTimeEffectiveTypes',
        tags: ['widgets'],
        summary: 'A page of time-effective types, by name and network',
        querystring: timeEffectiveTypeQuery,
        response: { 200: timeEffectiveTypePageResponse },
      },
    },
    async (request) => ok(await timeEffectiveTypePage(app.db, request.query, request.lang)),
  );
}
