import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { fastSerializerCompiler } from '../../http/fast-serializer';
import { registerOrderListRoutes } from './list/order-list.service';
import { pageWithTotal } from './order.repo';
import { waybillFilterBody, waybillPageBody, waybillPageResponse } from './order-manage.schemas';
import { waybillRecord } from './order-view.render';
import { pageOffset, toPage } from '../../lib/paging/paging';

/** My waybills (remote-orders /myWaybill): a lighter list of the same orders, with print counts. */
export default async function waybillRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/waybill/page',
    {
      config: { permission: ['myWaybill'] },
      schema: {
        operationId: 'waybills.page',
        tags: ['waybills'],
        summary: "The customer's waybills, newest first: receiver, status, weight, COD, print count",
        body: waybillPageBody,
        response: { 200: waybillPageResponse },
      },
      // the hot list call: a compiled serializer instead of zod's parse-then-stringify
      serializerCompiler: fastSerializerCompiler,
    },
    async (request) => {
      const session = sessionOf(request);
      const { current, size, afterId, ...filter } = request.body;
      const { total, rows } = await pageWithTotal(app.db, session, filter, {
        offset: pageOffset({ current, size }),
        size,
        afterId,
      });
      return ok(
        toPage(
          { current, size },
          total,
          rows.map((row) => waybillRecord(row, session.language)),
        ),
      );
    },
  );

  registerOrderListRoutes(fastify, {
    tag: 'waybills',
    filterBody: waybillFilterBody,
    count: {
      url: '/waybill/count',
      operationId: 'waybills.countByStatus',
      permission: ['myWaybill'],
      summary: 'Waybills per status for the same filters as the list',
    },
    export: {
      url: '/waybill/export',
      operationId: 'waybills.export',
      permission: ['myWaybill', 'myWaybill_EXCEL'],
      summary: 'The filtered waybills as xlsx; over EXPORT_INLINE_MAX_ROWS, queued in the download centre',
      kind: 'waybills',
    },
  });
}
