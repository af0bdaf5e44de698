import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { exportCallResponse, queueExport } from '../../downloads';
import { commissionDetail, commissionPage } from './cod-bill.repo';
import { codTermsOf } from './cod.repo';
import { COD_EXPORT_TYPES } from './cod.export-type';
import {
  codCommissionDetailResponse,
  codCommissionFilter,
  codCommissionPageBody,
  codCommissionPageResponse,
  idQuery,
} from './cod.schemas';

/** COD commission (remote-finance /codReconciliation): fee lines, totals, detail, export. */
export default async function codCommissionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/codCommission/page',
    {
      config: { permission: ['codReconciliation'] },
      schema: {
        operationId: 'codCommission.page',
        tags: ['cod'],
        summary: 'Commission lines of delivered and returned COD parcels, with the totals of the filter',
        body: codCommissionPageBody,
        response: { 200: codCommissionPageResponse },
      },
    },
    async (request) => ok(await commissionPage(app.db, sessionOf(request), request.body)),
  );

  api.get(
    '/codCommission/detail',
    {
      config: { permission: ['codReconciliation', 'codReconciliation_DETAIL'] },
      schema: {
        operationId: 'codCommission.detail',
        tags: ['cod'],
        summary: 'One commission line: base, rate, minimum, fee, VAT and its line',
        querystring: idQuery,
        response: { 200: codCommissionDetailResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const terms = await codTermsOf(app.db, session);
      return ok(
        await commissionDetail(app.db, session, request.query.id, {
          vatRateBp: terms.vatRateBp,
          vatBase: `${terms.vatBaseNumerator}/${terms.vatBaseDenominator}`,
        }),
      );
    },
  );

  api.post(
    '/codCommission/export',
    {
      config: { permission: ['codReconciliation', 'codReconciliation_EXCEL'] },
      schema: {
        operationId: 'codCommission.export',
        tags: ['cod'],
        summary: 'Exports the commission lines of the filter through the download centre',
        body: codCommissionFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) =>
      reply.send(
        await queueExport(app, sessionOf(request), COD_EXPORT_TYPES.commission, request.body, request.lang),
      ),
  );
}
