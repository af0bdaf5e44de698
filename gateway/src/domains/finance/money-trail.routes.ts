import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { moneyTrail } from './cod-batch-view.repo';
import { moneyTrailQuery, moneyTrailResponse } from './cod.schemas';

/** The money trail of one COD waybill, for the order detail dialog (remote-orders) and the COD bill. */
export default async function moneyTrailRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/moneyTrail/get',
    {
      config: { permission: { anyOf: [['codBillpage'], ['orderManagement'], ['myWaybill']] } },
      schema: {
        operationId: 'moneyTrail.get',
        tags: ['cod'],
        summary: "A COD waybill's line status, batch, expected or actual pay day and transfer reference",
        querystring: moneyTrailQuery,
        response: { 200: moneyTrailResponse },
      },
    },
    async (request) => ok(await moneyTrail(app.db, sessionOf(request), request.query.billCode)),
  );
}
