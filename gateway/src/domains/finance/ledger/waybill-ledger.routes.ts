import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { waybillLedger } from './waybill-ledger.repo';
import { waybillLedgerQuery, waybillLedgerResponse } from './waybill-ledger.schemas';

/** The pages that open a waybill's ledger, each with its detail key. */
const OPENED_FROM = ['orderManagement', 'myWaybill', 'codBillpage', 'codeReconciliation', 'monthlyStatement'];

/**
 * The ledger of one waybill (issue 36 item 2): opened from the order detail, a COD bill row, a COD
 * batch line and a monthly statement line, so every screen reads the same figures.
 */
export default async function waybillLedgerRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/waybillLedger/get',
    {
      config: { permission: { anyOf: OPENED_FROM.map((page) => [page, `${page}_DETAIL`]) } },
      schema: {
        operationId: 'waybillLedger.get',
        tags: ['cod'],
        summary:
          "A waybill's money: COD amount, goods value, every charge and credit with the batch or statement that settled it",
        querystring: waybillLedgerQuery,
        response: { 200: waybillLedgerResponse },
      },
    },
    async (request) => ok(await waybillLedger(app.db, sessionOf(request), request.query.billCode)),
  );
}
