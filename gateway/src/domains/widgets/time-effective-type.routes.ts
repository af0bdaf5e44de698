import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { timeEffectiveTypeQuery, timeEffectiveTypePageResponse } from './time-effective-type.schemas';
import { timeEffectiveTypePage } from './time-effective-type.repo';

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
