import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { arrivalTimeBody, arrivalTimeResponse } from './trace/trace.schemas';
import { arrivalTime } from './trace/trace.service';

/** The expected arrival time of an order. */
export default async function orderArrivalRoutes(fastify: FastifyInstance): Promise<void> {
  const api = fastify.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/order/arrivalTime',
    {
      config: { permission: ['expressTracking'] },
      schema: {
        operationId: 'tracking.getArrivalTime',
        tags: ['tracking'],
        summary: 'When a waybill arrived or is expected to arrive',
        body: arrivalTimeBody,
        response: { 200: arrivalTimeResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await arrivalTime(fastify.db, session, request.body.billCode));
    },
  );
}
