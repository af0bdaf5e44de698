import { and, count, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { goodsCategories, goodsTemplates, type GoodsTemplateRow } from '../../db/schema/widgets';
import { BizError, NotFoundError } from '../../http/envelope';
import { containsPattern, pageOffset, toPage } from '../../lib/paging/search-text';
import { formatWib, parseWib } from '../../lib/locale/time-format';
import { ownedBy } from '../../db/tenant-scope';
import { goodsTemplatePageQuery, goodsTemplateSaveBody, GoodsTemplateRecord } from './goods-template.schemas';
import { goodsTypeOf } from './goods-template.rules';

export function toRecord(row: GoodsTemplateRow): GoodsTemplateRecord {
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

/** Deletes the customer's template with this id; another customer's id answers as not found. */
export async function deleteGoodsTemplate(db: Database, customerId: number, id: number): Promise<void> {
  await findGoodsTemplate(db, customerId, id);
  await db
    .delete(goodsTemplates)
    .where(and(eq(goodsTemplates.id, id), ownedBy(goodsTemplates, { customerId })));
}
