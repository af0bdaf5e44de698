import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { regionsUnder } from './region.repo';

export const regionListQuery = z.object({
  parentCode: z
    .string()
    .max(16)
    .regex(/^[\d.]*$/)
    .optional()
    .describe('none: provinces; a province code: its regencies; a regency code: its districts'),
});

/** A cascading-select option (dictionary item shape): value and code are the official area code. */
export const regionOption = z
  .object({ value: z.string(), label: z.string(), code: z.string(), name: z.string() })
  .meta({ id: 'RegionOption' });

export const regionListResponse = envelopeOf(z.array(regionOption));

/** Indonesian provinces, regencies and districts for cascading selects. Under /customer-api. */
export default async function regionRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/region/list',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.listRegions',
        tags: ['widgets'],
        summary: 'The areas under parentCode (provinces when none), by name',
        querystring: regionListQuery,
        response: { 200: regionListResponse },
      },
    },
    async (request) => {
      const parentCode = request.query.parentCode || undefined;
      const rows = await regionsUnder(app.db, parentCode);
      return ok(rows.map((row) => ({ value: row.code, label: row.name, code: row.code, name: row.name })));
    },
  );
}
