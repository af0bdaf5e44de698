import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { anyPermissionDescription, requireAnyPermission } from './permissions';
import { arrivalTimeBody, arrivalTimeResponse, traceListBody, traceListResponse } from './schemas';
import { arrivalTime, traceList } from './tracking';

/**
 * The trace list also fills the detail dialogs of order management and my waybills, so either
 * page's detail key opens it as well as the tracking page.
 */
export const TRACE_LIST_KEYS = ['expressTracking', 'orderManagement_DETAIL', 'myWaybill_DETAIL'] as const;

/** Tracking (remote-orders /expressTracking). */
export default async function trackingRoutes(fastify: FastifyInstance): Promise<void> {
  const api = fastify.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/trace/list',
    {
      config: { permission: 'session' },
      onRequest: requireAnyPermission(TRACE_LIST_KEYS),
      schema: {
        tags: ['tracking'],
        summary: "Scan history of up to 50 of the caller's waybills",
        description: anyPermissionDescription(TRACE_LIST_KEYS),
        body: traceListBody,
        response: { 200: traceListResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await traceList(fastify.db, session.customerId, request.body.billCodes, session.language));
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
      return ok(await arrivalTime(fastify.db, session.customerId, request.body.billCode));
    },
  );
}
