import { and, asc, count, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import type { Database } from '../../db/client';
import { goodsCategories, goodsTemplates, type GoodsCategoryRow } from '../../db/schema/widgets';
import { BizError, ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { t } from '../../i18n/messages';
import { ownedBy } from '../../db/tenant-scope';

export interface GoodsCategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  children: GoodsCategoryNode[];
}

const categoryNode = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    get children(): z.ZodArray<typeof categoryNode> {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'GoodsCategoryNode' });

/** Add (no id) or rename / move (id) a category. */
export const goodsCategorySaveBody = z.object({
  id: z.number().int().positive().optional(),
  parentId: z.number().int().positive().nullable().optional(),
  name: z.string().trim().min(1).max(64),
});

export const goodsCategoryIdQuery = z.object({ id: z.coerce.number().int().positive() });

export const goodsCategoryTreeResponse = envelopeOf(z.array(categoryNode));
export const goodsCategorySaveResponse = envelopeOf(
  z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string() }),
);
export const goodsCategoryDeleteResponse = envelopeOf(z.null());

/**
 * Nests flat rows into a tree (roots first, children in the rows' order).
 *
 * @example
 * buildCategoryTree([{ id: 1, parentId: null, name: 'A' }, { id: 2, parentId: 1, name: 'B' }]);
 * // [{ id: 1, parentId: null, name: 'A', children: [{ id: 2, parentId: 1, name: 'B', children: [] }] }]
 */
export function buildCategoryTree(
  rows: Pick<GoodsCategoryRow, 'id' | 'parentId' | 'name'>[],
): GoodsCategoryNode[] {
  const nodes = new Map<number, GoodsCategoryNode>(
    rows.map((row) => [row.id, { id: row.id, parentId: row.parentId, name: row.name, children: [] }]),
  );
  const roots: GoodsCategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function customerCategories(db: Database, customerId: number) {
  return db
    .select({ id: goodsCategories.id, parentId: goodsCategories.parentId, name: goodsCategories.name })
    .from(goodsCategories)
    .where(ownedBy(goodsCategories, { customerId }))
    .orderBy(asc(goodsCategories.id));
}

async function findCategory(db: Database, customerId: number, id: number): Promise<GoodsCategoryRow> {
  const [row] = await db
    .select()
    .from(goodsCategories)
    .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })));
  if (!row) throw new BizError('goods.categoryNotFound', {}, 404);
  return row;
}

/** Goods categories: a per-customer tree edited with the tree editor. Under /customer-api. */
export default async function goodsCategoryRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['goods'];

  app.get(
    '/goodsCategory/tree',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.getCategoryTree',
        tags,
        summary: "The caller's goods categories as a tree",
        response: { 200: goodsCategoryTreeResponse },
      },
    },
    async (request) => ok(buildCategoryTree(await customerCategories(app.db, sessionOf(request).customerId))),
  );

  app.post(
    '/goodsCategory',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.saveCategory',
        tags,
        summary: 'Adds (no id) or renames / moves (id) a goods category',
        body: goodsCategorySaveBody,
        response: { 200: goodsCategorySaveResponse },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      const lang = request.lang;
      const { id, name } = request.body;
      const existing = id ? await findCategory(app.db, customerId, id) : undefined;
      const parentId =
        request.body.parentId === undefined ? (existing?.parentId ?? null) : request.body.parentId;
      if (parentId !== null) {
        await findCategory(app.db, customerId, parentId);
        if (id) {
          // Walk up from the new parent: meeting the node itself would make a cycle.
          const all = new Map((await customerCategories(app.db, customerId)).map((row) => [row.id, row]));
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
      const [{ n }] = await app.db
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
        ? await app.db
            .update(goodsCategories)
            .set({ name, parentId })
            .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })))
            .returning(returning)
        : await app.db.insert(goodsCategories).values({ customerId, parentId, name }).returning(returning);
      return ok(row, t(lang, 'goods.saved'));
    },
  );

  app.post(
    '/goodsCategory/delete',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'goods.deleteCategory',
        tags,
        summary: 'Deletes a goods category that has no sub-categories and no templates',
        querystring: goodsCategoryIdQuery,
        response: { 200: goodsCategoryDeleteResponse },
      },
    },
    async (request) => {
      const { customerId } = sessionOf(request);
      const { id } = request.query;
      await findCategory(app.db, customerId, id);
      const [{ children }] = await app.db
        .select({ children: count() })
        .from(goodsCategories)
        .where(ownedBy(goodsCategories, { customerId }, eq(goodsCategories.parentId, id)));
      if (children > 0) throw new BizError('goods.categoryHasChildren');
      const [{ used }] = await app.db
        .select({ used: count() })
        .from(goodsTemplates)
        .where(and(eq(goodsTemplates.categoryId, id), ownedBy(goodsTemplates, { customerId })));
      if (used > 0) throw new BizError('goods.categoryInUse', { count: used });
      await app.db
        .delete(goodsCategories)
        .where(and(eq(goodsCategories.id, id), ownedBy(goodsCategories, { customerId })));
      return ok(null, t(request.lang, 'goods.deleted'));
    },
  );
}
