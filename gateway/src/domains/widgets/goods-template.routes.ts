import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import {
  goodsTemplatePageQuery,
  goodsTemplateIdQuery,
  goodsTemplateSaveBody,
  goodsTemplatePageResponse,
  goodsTemplateResponse,
  goodsTemplateDeleteResponse,
} from './goods-template.schemas';
import {
  toRecord,
  goodsTemplatePage,
  findGoodsTemplate,
  saveGoodsTemplate,
  deleteGoodsTemplate,
} from './goods-template.repo';

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
      await deleteGoodsTemplate(app.db, sessionOf(request).customerId, request.query.id);
      return ok(null, t(request.lang, 'goods.deleted'));
    },
  );
}
