import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { toLang } from './locale';
import { sendExport, statusCountsOf, xlsxDownload } from './order-manage';
import { countOrders, pageOrders } from './order-repo';
import { countResponse, waybillFilterBody, waybillPageBody, waybillPageResponse } from './order-schemas';
import { waybillRecord } from './order-view';
import { pageOffset, toPage } from './paging';

/** My waybills (remote-orders /myWaybill): a lighter list of the same orders, with print counts. */
export default async function waybillRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/waybill/page',
    {
      config: { permission: 'myWaybill' },
      schema: {
        tags: ['waybills'],
        summary: "The customer's waybills, newest first: receiver, status, weight, COD, print count",
        body: waybillPageBody,
        response: { 200: waybillPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { current, size, afterId, ...filter } = request.body;
      const [total, rows] = await Promise.all([
        countOrders(app.db, session.customerId, filter),
        pageOrders(app.db, session.customerId, filter, {
          offset: pageOffset({ current, size }),
          size,
          afterId,
        }),
      ]);
      return ok(
        toPage(
          { current, size },
          total,
          rows.map((row) => waybillRecord(row, session.language)),
        ),
      );
    },
  );

  app.post(
    '/waybill/count',
    {
      config: { permission: 'myWaybill' },
      schema: {
        tags: ['waybills'],
        summary: 'Waybills per status for the same filters as the list',
        body: waybillFilterBody,
        response: { 200: countResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await statusCountsOf(app.db, session.customerId, request.body, toLang(session.language)));
    },
  );

  app.post(
    '/waybill/export',
    {
      config: { permission: 'myWaybill_EXCEL' },
      schema: {
        tags: ['waybills'],
        summary: 'The filtered waybills as xlsx (at most 50,000)',
        body: waybillFilterBody,
        response: { 200: xlsxDownload },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      return sendExport(
        reply,
        app.db,
        session.customerId,
        request.body,
        'waybills',
        toLang(session.language),
      );
    },
  );
}
