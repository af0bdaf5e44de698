import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { fastPrintPage, incrementPrintCount } from './label-print.service';
import {
  fastPrintQueryBody,
  fastPrintQueryResponse,
  updatePrintCountBody,
  updatePrintCountResponse,
} from './label.schemas';

/** Quick print (remote-orders /fastPrinting): a page of orders to print, and the print counts. */
export default async function fastPrintRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/fastPrint/query',
    {
      config: { permission: ['fastPrinting'] },
      schema: {
        operationId: 'labels.queryFastPrint',
        tags: ['labels'],
        summary: "Quick print: a page of the caller's orders, newest first",
        body: fastPrintQueryBody,
        response: { 200: fastPrintQueryResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await fastPrintPage(app.db, session, request.body, session.language));
    },
  );

  api.post(
    '/fastPrint/updatePrintCount',
    {
      config: { permission: ['fastPrinting', 'fastPrinting_PRINT'] },
      schema: {
        operationId: 'labels.countFastPrint',
        tags: ['labels'],
        summary: 'Quick print: counts one more print of each order (printed outside the gateway)',
        body: updatePrintCountBody,
        response: { 200: updatePrintCountResponse },
      },
    },
    async (request) => ok(await incrementPrintCount(app.db, sessionOf(request), request.body.ids)),
  );
}
