// The reports' end-to-end hook (issue 31), registered by test.routes.ts only when GATEWAY_TEST_HOOKS
// is on: a login's orders created in a range of WIB days, counted by status straight from `orders`
// (not from the read model), for the dashboard's e2e suite to compare its figures with; and parcels
// under way made to look stuck for the order-status check's suite.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ok } from '../http/envelope';
import { envelopeOf } from '../http/envelope-schema';
import { ageParcelsUnderWay, recountCreatedOrders } from './test-reports.repo';

const wibDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export default async function reportTestRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/test/reports/recount',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({ loginCode: z.string(), from: wibDay, to: wibDay }),
        response: {
          200: envelopeOf(
            z.object({ created: z.number().int(), byStatus: z.record(z.string(), z.number().int()) }),
          ),
        },
      },
    },
    async (request) => {
      const { loginCode, from, to } = request.body;
      const recount = await recountCreatedOrders(app.db, loginCode, from, to);
      if (!recount) throw new NotFoundError('user');
      return ok(recount);
    },
  );

  app.post(
    '/test/reports/stale',
    {
      config: { permission: 'public' },
      schema: {
        hide: true,
        body: z.object({
          loginCode: z.string(),
          count: z.number().int().min(1).max(100),
          days: z.number().int().min(1).max(365),
        }),
        response: { 200: envelopeOf(z.object({ billCodes: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const { loginCode, count, days } = request.body;
      const billCodes = await ageParcelsUnderWay(app.db, loginCode, count, days);
      if (!billCodes) throw new NotFoundError('user');
      return ok({ billCodes });
    },
  );
}
