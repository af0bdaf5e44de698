import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { goodsCategories, goodsTemplates, type GoodsCategoryRow } from '../../db/schema/widgets';
import { BizError } from '../../http/envelope';
import { ownedBy } from '../../db/tenant-scope';
import type { goodsCategorySaveBody } from './goods-category.schemas';

/** The customer's categories, flat, by id. */
export async function customerCategories(db: Database, customerId: number) {
  return db
    .select({ id: goodsCategories.id, parentId: goodsCategories.parentId, name: goodsCategories.name })
    .from(goodsCategories)
    .where(ownedBy(goodsCategories, { customerId }))
    .orderBy(asc(goodsCategories.id));
}

export async function findCategory(db: Database, customerId: number, id: number): Promise<GoodsCategoryRow> {
  const [row] = await db
    .select()
    .from(goodsCategories)
    .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })));
  if (!row) throw new BizError('goods.categoryNotFound', {}, 404);
  return row;
}

/**
 * Adds (no id) or renames / moves (id) a category of the customer: the parent must be the
 * customer's and not the category or one under it, and the name free on its level.
 */
export async function saveGoodsCategory(
  db: Database,
  customerId: number,
  body: z.infer<typeof goodsCategorySaveBody>,
) {
  const { id, name } = body;
  const existing = id ? await findCategory(db, customerId, id) : undefined;
  const parentId = body.parentId === undefined ? (existing?.parentId ?? null) : body.parentId;
  if (parentId !== null) {
    await findCategory(db, customerId, parentId);
    if (id) {
      // Walk up from the new parent: meeting the node itself would make a cycle.
      const all = new Map((await customerCategories(db, customerId)).map((row) => [row.id, row]));
      for (let at: number | null = parentId; at !== null; at = all.get(at)?.parentId ?? null)
        if (at === id) throw new BizError('goods.categoryCycle');
    }
  }
  const sameLevel: SQL[] = [
    ownedBy(goodsCategories, { customerId }),
    parentId === null ? isNull(goodsCategories.parentId) : eq(goodsCategories.parentId, parentId),
    eq(goodsCategories.name, name),
  ];
  if (id) sameLevel.push(ne(goodsCategories.id, id));
  const [{ n }] = await db
    .select({ n: count() })
    .from(goodsCategories)
    .where(and(...sameLevel));
  if (n > 0) throw new BizError('goods.categoryNameTaken', { name });
  const returning = {
    id: goodsCategories.id,
    parentId: goodsCategories.parentId,
    name: goodsCategories.name,
  };
  const [row] = id
    ? await db
        .update(goodsCategories)
        .set({ name, parentId })
        .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })))
        .returning(returning)
    : await db.insert(goodsCategories).values({ customerId, parentId, name }).returning(returning);
  return row;
}

/** Deletes a category of the customer that has no sub-categories and no templates. */
export async function deleteGoodsCategory(db: Database, customerId: number, id: number): Promise<void> {
  await findCategory(db, customerId, id);
  const [{ children }] = await db
    .select({ children: count() })
    .from(goodsCategories)
    .where(ownedBy(goodsCategories, { customerId }, eq(goodsCategories.parentId, id)));
  if (children > 0) throw new BizError('goods.categoryHasChildren');
  const [{ used }] = await db
    .select({ used: count() })
    .from(goodsTemplates)
    .where(and(eq(goodsTemplates.categoryId, id), ownedBy(goodsTemplates, { customerId })));
  if (used > 0) throw new BizError('goods.categoryInUse', { count: used });
  await db
    .delete(goodsCategories)
    .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })));
}
