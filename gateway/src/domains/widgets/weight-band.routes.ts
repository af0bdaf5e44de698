import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { envelopeOf } from '../../http/envelope-schema';
import { listWeightBands } from './weight-band.repo';

/** A dimension-picker row: start < w <= end (kg). */
export const weightBand = z
  .object({ id: z.number().int(), name: z.string(), start: z.number(), end: z.number() })
  .meta({ id: 'WeightBand' });

export const weightBandListResponse = envelopeOf(z.array(weightBand));

/** Weight bands for the dimension picker. Under /customer-api. */
export default async function weightBandRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/weightBand/list',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'widgets.listWeightBands',
        tags: ['widgets'],
        summary: 'The weight bands, lightest first',
        response: { 200: weightBandListResponse },
      },
    },
    async () => ok(await listWeightBands(app.db)),
  );
}
