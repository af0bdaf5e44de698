import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guideConfig } from '../../db/schema';
import { ok } from '../../http/envelope';
import { guideConfigResponse } from './common.schemas';

/** The first-use guide settings. */
export default async function guideRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/guide/config',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'common.getGuideConfig',
        summary: 'The first-use guide settings',
        tags: ['common'],
        response: { 200: guideConfigResponse },
      },
    },
    async () => {
      const rows = await app.db.select().from(guideConfig);
      return ok(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    },
  );
}
