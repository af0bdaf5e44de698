import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { BizError } from '../../../http/envelope';
import { ok } from '../../../http/envelope';
import { exportCallResponse, queueExport } from '../../downloads';
import { statementDetail, statementOf, statementPage, toStatementRecord } from './statement.repo';
import { STATEMENT_PDF_EXPORT } from './statement-pdf.export-type';
import { STATEMENT_LINES_EXPORT, STATEMENT_LIST_EXPORT } from './statement.export-type';
import {
  statementDetailQuery,
  statementDetailResponse,
  statementIdBody,
  statementDisputeBody,
  statementDisputeResponse,
  statementFilter,
  statementPageBody,
  statementPageResponse,
} from './statement.schemas';
import { disputeStatement } from './statement-dispute.repo';

const PAGE = 'monthlyStatement';

/** Monthly settlement statements (remote-finance /monthlyStatement): list, detail, export, PDF. */
export default async function monthlyStatementRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/monthlyStatement/page',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'monthlyStatement.page',
        tags: ['cod'],
        summary: "The caller's monthly statements, newest period first",
        body: statementPageBody,
        response: { 200: statementPageResponse },
      },
    },
    async (request) => ok(await statementPage(app.db, sessionOf(request), request.body)),
  );

  api.post(
    '/monthlyStatement/export',
    {
      config: { permission: [PAGE, `${PAGE}_EXCEL`] },
      schema: {
        operationId: 'monthlyStatement.export',
        tags: ['cod'],
        summary: 'Exports the statements of the filter through the download centre',
        body: statementFilter,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) =>
      reply.send(
        await queueExport(app, sessionOf(request), STATEMENT_LIST_EXPORT, request.body, request.lang),
      ),
  );

  api.get(
    '/monthlyStatement/detail',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'monthlyStatement.detail',
        tags: ['cod'],
        summary: 'A statement header and a page of its lines',
        querystring: statementDetailQuery,
        response: { 200: statementDetailResponse },
      },
    },
    async (request) => ok(await statementDetail(app.db, sessionOf(request), request.query)),
  );

  api.post(
    '/monthlyStatement/dispute',
    {
      config: { permission: [PAGE, `${PAGE}_CHECK`] },
      schema: {
        operationId: 'monthlyStatement.dispute',
        tags: ['cod'],
        summary: 'Disputes lines of an ISSUED statement with a reason; the courier answers with credit notes',
        body: statementDisputeBody,
        response: { 200: statementDisputeResponse },
      },
    },
    async (request) => {
      const { id, lines } = request.body;
      return ok(toStatementRecord(await disputeStatement(app.db, sessionOf(request), id, lines, new Date())));
    },
  );

  api.post(
    '/monthlyStatement/detailExport',
    {
      config: { permission: [PAGE, `${PAGE}_EXCEL`] },
      schema: {
        operationId: 'monthlyStatement.detailExport',
        tags: ['cod'],
        summary: "Exports a statement's lines through the download centre",
        body: statementIdBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      await statementOf(app.db, session, request.body.id);
      return reply.send(await queueExport(app, session, STATEMENT_LINES_EXPORT, request.body, request.lang));
    },
  );

  api.post(
    '/monthlyStatement/pdf',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'monthlyStatement.pdf',
        tags: ['cod'],
        summary: 'Queues the statement as a PDF invoice with its tax lines in the download centre',
        body: statementIdBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      // an invoice is its amounts: none for a user whose amounts are hidden
      if (session.hideMoney) throw new BizError('statement.amountsHidden');
      await statementOf(app.db, session, request.body.id);
      return reply.send(await queueExport(app, session, STATEMENT_PDF_EXPORT, request.body, request.lang));
    },
  );
}
