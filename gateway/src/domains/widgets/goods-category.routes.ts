import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import {
  goodsCategorySaveBody,
  goodsCategoryIdQuery,
  goodsCategoryTreeResponse,
  goodsCategorySaveResponse,
  goodsCategoryDeleteResponse,
} from './goods-category.schemas';
import { buildCategoryTree } from './goods-category.rules';
import { customerCategories, deleteGoodsCategory, saveGoodsCategory } from './goods-category.repo';

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
    async (request) =>
      ok(
        await saveGoodsCategory(app.db, sessionOf(request).customerId, request.body),
        t(request.lang, 'goods.saved'),
      ),
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
      await deleteGoodsCategory(app.db, sessionOf(request).customerId, request.query.id);
      return ok(null, t(request.lang, 'goods.deleted'));
    },
  );
}
