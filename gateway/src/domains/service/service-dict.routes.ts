import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { pick } from '../../i18n/language';
import { dictionaryCategories, dictionaryOf } from './dictionary.repo';
import { serviceSummary } from './service-dict.repo';
import {
  byCategoryCodesQuery,
  byCategoryCodesResponse,
  byCustomerCodeQuery,
  byCustomerCodeResponse,
  categoryCodesResponse,
} from './service-dict.schemas';

/** The service screens' dictionaries ("GET by category codes", "GET category codes", "GET by customer code"). */
export default async function serviceDictRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/serviceDict/byCategoryCodes',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'service.dictByCategoryCodes',
        tags: ['service'],
        summary: 'Catalogue entries of the given categories, named in the request language',
        querystring: byCategoryCodesQuery,
        response: { 200: byCategoryCodesResponse },
      },
    },
    async (request) => {
      const codes = request.query.codes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const rows = await dictionaryOf(app.db, codes);
      const result: Record<string, unknown[]> = Object.fromEntries(codes.map((code) => [code, []]));
      for (const row of rows)
        result[row.category].push({
          category: row.category,
          code: row.code,
          parentCode: row.parentCode,
          name: pick(row.name, request.lang),
          attrs: row.attrs,
        });
      return ok(result as never);
    },
  );

  app.get(
    '/serviceDict/categoryCodes',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'service.dictCategoryCodes',
        tags: ['service'],
        summary: 'The category codes of the service catalogues',
        response: { 200: categoryCodesResponse },
      },
    },
    async () => ok(await dictionaryCategories(app.db)),
  );

  app.get(
    '/serviceDict/byCustomerCode',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'service.dictByCustomerCode',
        tags: ['service'],
        summary:
          "The caller's own service summary for the forms (contact, open tickets, claims and held parcels)",
        querystring: byCustomerCodeQuery,
        response: { 200: byCustomerCodeResponse },
      },
    },
    async (request) => ok(await serviceSummary(app.db, sessionOf(request), request.query.customerCode)),
  );
}
