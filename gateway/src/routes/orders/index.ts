import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { registerMessages } from '../../i18n/messages';
import { ordersMessages } from './messages';
import { arrivalTimeBody, arrivalTimeResponse, traceListBody, traceListResponse } from './schemas';
import { arrivalTime, traceList } from './tracking';

/** Tracking (remote-orders /expressTracking). Mounted under /customer-api. */
export default async function ordersRoutes(app: FastifyInstance): Promise<void> {
  registerMessages(ordersMessages);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/trace/list',
    {
      config: { permission: 'expressTracking' },
      schema: {
        tags: ['tracking'],
        summary: "Scan history of up to 50 of the caller's waybills",
        body: traceListBody,
        response: { 200: traceListResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await traceList(app.db, session.customerId, request.body.billCodes, session.language));
    },
  );

  api.post(
    '/order/arrivalTime',
    {
      config: { permission: 'expressTracking' },
      schema: {
        tags: ['tracking'],
        summary: 'When a waybill arrived or is expected to arrive',
        body: arrivalTimeBody,
        response: { 200: arrivalTimeResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await arrivalTime(app.db, session.customerId, request.body.billCode));
    },
  );
}
