import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { exportCallResponse, queueExport } from '../../downloads';
import { codBillPage } from './cod-bill.repo';
import { COD_EXPORT_TYPES } from './cod.export-type';
import { codBillFilter, codBillPageBody, codBillPageResponse } from './cod.schemas';

/** The COD bill (remote-finance /codBillpage): lines, filters, balance cards, export. */
export default async function codBillRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/codBill/page',
    {
      config: { permission: ['codBillpage'] },
      schema: {
        operationId: 'codBill.page',
        tags: ['cod'],
        summary:
          "The caller's COD lines (newest first) by status, waybill, batch and delivery days, with the three balance cards",
        body: codBillPageBody,
        response: { 200: codBillPageResponse },
      },
    },
    async (request) => ok(await codBillPage(app.db, sessionOf(request), request.body, new Date())),
  );

  api.post(
    '/codBill/export',
    {
      config: { permission: ['codBillpage', 'codBillpage_EXCEL'] },
      schema: {
        operationId: 'codBill.export',
        tags: ['cod'],
        summary: 'Exports the COD lines of the filter through the download centre',
        body: codBillFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) =>
      reply.send(
        await queueExport(app, sessionOf(request), COD_EXPORT_TYPES.bill, request.body, request.lang),
      ),
  );
}
