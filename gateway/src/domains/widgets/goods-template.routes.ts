import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { goodsCategories, goodsTemplates, type GoodsTemplateRow } from '../../db/schema/widgets';
import { BizError, NotFoundError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { t } from '../../i18n/messages';
import { GOODS_TYPES, type GoodsType } from '../../lib/parcel/order-codes';
import {
  containsPattern,
  pageOf,
  pageOffset,
  pageQuery,
  searchText,
  toPage,
} from '../../lib/paging/search-text';
import { DATE_TIME_PATTERN, formatWib, parseWib } from '../../lib/locale/time-format';
import { ownedBy } from '../../db/tenant-scope';

const isEnable = z.union([z.literal(1), z.literal(2)]);
const dateTime = z.string().regex(DATE_TIME_PATTERN).describe('yyyy-MM-dd HH:mm:ss (WIB)');

export const goodsTemplatePageQuery = pageQuery.extend({
  name: searchText(64).describe('part of the name, any case'),
  goodsType: z
    .enum(GOODS_TYPES)
    .optional()
    .describe('a goods-type code (the `code` of GET /dict/goodsTypes)'),
  isEnable: z.coerce.number().pipe(isEnable).optional(),
  categoryId: z.coerce.number().int().positive().optional(),
  createTimeStart: dateTime.optional(),
  createTimeEnd: dateTime.optional(),
});

export const goodsTemplateIdQuery = z.object({ id: z.coerce.number().int().positive() });

/** Create (no id) or update (id) a goods template. */
export const goodsTemplateSaveBody = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().trim().min(1).max(64),
  goodsType: z
    .string()
    .min(1)
    .max(16)
    .describe(
      `a goods-type code, as an order takes it (the \`code\` of GET /dict/goodsTypes): ${GOODS_TYPES.join(', ')}`,
    ),
  categoryId: z.number().int().positive().nullable().optional(),
  weight: z.number().gt(0).lte(9999).describe('kg'),
  length: z.number().min(0).lte(9999).default(0).describe('cm'),
  width: z.number().min(0).lte(9999).default(0).describe('cm'),
  height: z.number().min(0).lte(9999).default(0).describe('cm'),
  declaredValue: z.number().min(0).lte(999_999_999_999).default(0).describe('Rp'),
  isEnable: isEnable.default(1),
  remark: z.string().trim().max(255).nullable().optional(),
});

export const goodsTemplateRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    goodsType: z.enum(GOODS_TYPES).describe('a goods-type code (the `code` of GET /dict/goodsTypes)'),
    categoryId: z.number().int().nullable(),
    weight: z.number(),
    length: z.number(),
    width: z.number(),
    height: z.number(),
    declaredValue: z.number(),
    isEnable,
    remark: z.string().nullable(),
    createTime: z.string().describe('yyyy-MM-dd HH:mm:ss (WIB)'),
  })
  .meta({ id: 'GoodsTemplate' });

export const goodsTemplatePageResponse = envelopeOf(pageOf(goodsTemplateRecord));
export const goodsTemplateResponse = envelopeOf(goodsTemplateRecord);
export const goodsTemplateDeleteResponse = envelopeOf(z.null());

type GoodsTemplateRecord = z.infer<typeof goodsTemplateRecord>;

function toRecord(row: GoodsTemplateRow): GoodsTemplateRecord {
  return {
    id: row.id,
    name: row.name,
    goodsType: row.goodsType,
    categoryId: row.categoryId,
    weight: row.weight,
    length: row.length,
    width: row.width,
    height: row.height,
    declaredValue: row.declaredValue,
    isEnable: row.isEnable === 2 ? 2 : 1,
    remark: row.remark,
    createTime: formatWib(row.createdAt),
  };
}

export async function goodsTemplatePage(
  db: Database,
  customerId: number,
  query: z.infer<typeof goodsTemplatePageQuery>,
) {
  const conditions: (SQL | undefined)[] = [ownedBy(goodsTemplates, { customerId })];
  if (query.name) conditions.push(ilike(goodsTemplates.name, containsPattern(query.name)));
  if (query.goodsType) conditions.push(eq(goodsTemplates.goodsType, query.goodsType));
  if (query.isEnable) conditions.push(eq(goodsTemplates.isEnable, query.isEnable));
  if (query.categoryId) conditions.push(eq(goodsTemplates.categoryId, query.categoryId));
  const start = query.createTimeStart ? parseWib(query.createTimeStart) : undefined;
  const end = query.createTimeEnd ? parseWib(query.createTimeEnd) : undefined;
  if (start) conditions.push(gte(goodsTemplates.createdAt, start));
  // The end is inclusive to the second: '23:59:59' covers 23:59:59.999.
  if (end) conditions.push(lte(goodsTemplates.createdAt, new Date(end.getTime() + 999)));
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(goodsTemplates).where(where);
  const rows = await db
    .select()
    .from(goodsTemplates)
    .where(where)
    .orderBy(desc(goodsTemplates.createdAt), desc(goodsTemplates.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(toRecord));
}

/** The customer's template with this id; another customer's id answers as not found. */
export async function findGoodsTemplate(
  db: Database,
  customerId: number,
  id: number,
): Promise<GoodsTemplateRow> {
  const [row] = await db
    .select()
    .from(goodsTemplates)
    .where(and(eq(goodsTemplates.id, id), ownedBy(goodsTemplates, { customerId })));
  if (!row) throw new NotFoundError('goods template');
  return row;
}

/** Whether a text is one of the order's goods-type codes, the only thing a template's goodsType holds. */
export function isGoodsType(value: string): value is GoodsType {
  return (GOODS_TYPES as readonly string[]).includes(value);
}

/** The body's goods-type code; anything else (a dictionary value such as '2' too) is refused, translated. */
function goodsTypeOf(body: z.infer<typeof goodsTemplateSaveBody>): GoodsType {
  if (!isGoodsType(body.goodsType))
    throw new BizError('goods.unknownGoodsType', {
      goodsType: body.goodsType,
      codes: GOODS_TYPES.join(', '),
    });
  return body.goodsType;
}

async function checkCategory(
  db: Database,
  customerId: number,
  body: z.infer<typeof goodsTemplateSaveBody>,
): Promise<void> {
  if (body.categoryId) {
    const [category] = await db
      .select({ id: goodsCategories.id })
      .from(goodsCategories)
      .where(and(eq(goodsCategories.id, body.categoryId), ownedBy(goodsCategories, { customerId })));
    if (!category) throw new BizError('goods.categoryNotFound');
  }
}

/** Creates (no id) or updates (id, the caller's own) a goods template; returns the saved row. */
export async function saveGoodsTemplate(
  db: Database,
  session: SessionContext,
  body: z.infer<typeof goodsTemplateSaveBody>,
): Promise<GoodsTemplateRecord> {
  const goodsType = goodsTypeOf(body);
  await checkCategory(db, session.customerId, body);
  const values = {
    name: body.name,
    goodsType,
    categoryId: body.categoryId ?? null,
    weight: body.weight,
    length: body.length,
    width: body.width,
    height: body.height,
    declaredValue: body.declaredValue,
    isEnable: body.isEnable,
    remark: body.remark || null,
  };
  if (body.id) {
    await findGoodsTemplate(db, session.customerId, body.id);
    const [row] = await db
      .update(goodsTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(goodsTemplates.id, body.id), ownedBy(goodsTemplates, session)))
      .returning();
    return toRecord(row);
  }
  const [row] = await db
    .insert(goodsTemplates)
    .values({ ...values, customerId: session.customerId, createdBy: session.userId })
    .returning();
  return toRecord(row);
}

/** Goods templates: a shipper's reusable parcel contents (the gallery's CRUD list). Under /customer-api. */
export default async function goodsTemplateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['goods'];

  app.get(
    '/goodsTemplate/page',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.pageTemplates',
        tags,
        summary: "A page of the caller's goods templates, newest first",
        querystring: goodsTemplatePageQuery,
        response: { 200: goodsTemplatePageResponse },
      },
    },
    async (request) => ok(await goodsTemplatePage(app.db, sessionOf(request).customerId, request.query)),
  );

  app.get(
    '/goodsTemplate/detail',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.getTemplate',
        tags,
        summary: 'One goods template of the caller',
        querystring: goodsTemplateIdQuery,
        response: { 200: goodsTemplateResponse },
      },
    },
    async (request) =>
      ok(toRecord(await findGoodsTemplate(app.db, sessionOf(request).customerId, request.query.id))),
  );

  app.post(
    '/goodsTemplate',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.saveTemplate',
        tags,
        summary: 'Creates (no id) or updates (id) a goods template',
        body: goodsTemplateSaveBody,
        response: { 200: goodsTemplateResponse },
      },
    },
    async (request) =>
      ok(await saveGoodsTemplate(app.db, sessionOf(request), request.body), t(request.lang, 'goods.saved')),
  );

  app.post(
    '/goodsTemplate/delete',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.deleteTemplate',
        tags,
        summary: 'Deletes a goods template of the caller',
        querystring: goodsTemplateIdQuery,
        response: { 200: goodsTemplateDeleteResponse },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      await findGoodsTemplate(app.db, customerId, request.query.id);
      await app.db
        .delete(goodsTemplates)
        .where(and(eq(goodsTemplates.id, request.query.id), ownedBy(goodsTemplates, { customerId })));
      return ok(null, t(request.lang, 'goods.deleted'));
    },
  );
}
