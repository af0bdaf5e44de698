import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { anyPermissionDescription } from '../order-permissions.rules';
import { traceListBody, traceListResponse } from './trace.schemas';
import { traceList } from './trace.service';
/**
 * The trace list also fills the detail dialogs of order management and my waybills, so either
 * page's detail button opens it as well as the tracking page's query.
 */
export const TRACE_LIST_KEYS = {
  anyOf: [
    ['expressTracking'],
    ['orderManagement', 'orderManagement_DETAIL'],
    ['myWaybill', 'myWaybill_DETAIL'],
  ],
} as const;

/** Tracking (remote-orders /expressTracking). */
export default async function trackingRoutes(fastify: FastifyInstance): Promise<void> {
  const api = fastify.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/trace/list',
    {
      config: { permission: TRACE_LIST_KEYS },
      schema: {
        operationId: 'tracking.listTraces',
        tags: ['tracking'],
        summary: "Scan history of up to 50 of the caller's waybills",
        description: anyPermissionDescription(TRACE_LIST_KEYS),
        body: traceListBody,
        response: { 200: traceListResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await traceList(fastify.db, session, request.body.billCodes, session.language));
    },
  );
}
