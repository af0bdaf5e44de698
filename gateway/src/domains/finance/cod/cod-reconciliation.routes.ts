import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../auth/plugin';
import { ok } from '../../../http/envelope';
import { emptyEnvelope } from '../../../http/envelope-schema';
import { t } from '../../../i18n/messages';
import { attachmentDisposition, writeXlsx, XLSX_CONTENT_TYPE } from '../../../lib/xlsx-write/xlsx';
import { exportCallResponse, queueExport } from '../../downloads';
import { batchDetail, batchOf, batchPage, toBatchRecord } from './cod-batch-view.repo';
import { addMemo, agreeBatch } from './cod-batch.repo';
import { decryptBatch, resendMail } from './cod-batch-mail.repo';
import { COD_EXPORT_TYPES, returnApplyTemplateColumns } from './cod.export-type';
import {
  batchIdBody,
  codBatchDetailResponse,
  codBatchPageBody,
  codBatchResponse,
  codBatchPageResponse,
  decryptBody,
  idQuery,
  memoBody,
} from './cod.schemas';

const PAGE = 'codeReconciliation';
const CHECK = [PAGE, `${PAGE}_CHECK`] as const;

/**
 * COD reconciliation (remote-finance /codeReconciliation): batches, detail, e-mail decrypt, agree,
 * confirm update, mail send, memo thread, exports, template (return apply: cod-reconciliation-return-apply.routes.ts).
 */
export default async function codReconciliationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, mailer: app.mailer };

  api.post(
    '/codReconciliation/list',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'codReconciliation.list',
        tags: ['cod'],
        summary: "The caller's COD batches, newest first, with status and planned pay day",
        body: codBatchPageBody,
        response: { 200: codBatchPageResponse },
      },
    },
    async (request) => ok(await batchPage(app.db, sessionOf(request), request.body)),
  );

  api.get(
    '/codReconciliation/detail',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'codReconciliation.detail',
        tags: ['cod'],
        summary:
          'A batch: lines, totals, netted returns, bank (masked), disputes, memo thread and mail history',
        querystring: idQuery,
        response: { 200: codBatchDetailResponse },
      },
    },
    async (request) => ok(await batchDetail(app.db, sessionOf(request), request.query.id)),
  );

  api.post(
    '/codReconciliation/decrypt',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.decrypt',
        tags: ['cod'],
        summary:
          'E-mail decrypt: opens the statement with the code from its mail and records the verification (limited tries, then a new code)',
        body: decryptBody,
        response: { 200: codBatchResponse },
      },
    },
    async (request) =>
      ok(
        toBatchRecord(
          await decryptBatch(
            deps,
            sessionOf(request),
            request.body.batchId,
            request.body.code,
            new Date(),
            request.lang,
          ),
        ),
      ),
  );

  api.post(
    '/codReconciliation/agree',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.agree',
        tags: ['cod'],
        summary: 'Agrees a verified statement; it is scheduled for payment',
        body: batchIdBody,
        response: { 200: codBatchResponse },
      },
    },
    async (request) =>
      ok(toBatchRecord(await agreeBatch(deps, sessionOf(request), request.body.batchId, new Date()))),
  );

  api.post(
    '/codReconciliation/confirmUpdate',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.confirmUpdate',
        tags: ['cod'],
        summary:
          'Confirms the statement as adjusted by disputes: the undisputed part is scheduled for payment',
        body: batchIdBody,
        response: { 200: codBatchResponse },
      },
    },
    async (request) =>
      ok(
        toBatchRecord(
          await agreeBatch(deps, sessionOf(request), request.body.batchId, new Date(), 'ADJUSTED'),
        ),
      ),
  );

  api.post(
    '/codReconciliation/mailSend',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.mailSend',
        tags: ['cod'],
        summary: 'Mails the statement again to the bound e-mail with a new code',
        body: batchIdBody,
        response: { 200: codBatchResponse },
      },
    },
    async (request) =>
      ok(
        toBatchRecord(
          await resendMail(deps, sessionOf(request), request.body.batchId, new Date(), request.lang),
        ),
      ),
  );

  api.post(
    '/codReconciliation/memo',
    {
      config: { permission: [PAGE, `${PAGE}_DETAIL`] },
      schema: {
        operationId: 'codReconciliation.memo',
        tags: ['cod'],
        summary: 'Adds a memo to the thread of a batch',
        body: memoBody,
        response: { 200: emptyEnvelope },
      },
    },
    async (request) => {
      await addMemo(app.db, sessionOf(request), request.body.batchId, request.body.text, new Date());
      return ok(null);
    },
  );

  api.post(
    '/codReconciliation/export',
    {
      config: { permission: [PAGE, `${PAGE}_EXCEL`] },
      schema: {
        operationId: 'codReconciliation.export',
        tags: ['cod'],
        summary: "Exports a batch's lines through the download centre",
        body: batchIdBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const batch = await batchOf(app.db, session, request.body.batchId);
      return reply.send(
        await queueExport(app, session, COD_EXPORT_TYPES.bill, { batchNo: batch.batchNo }, request.lang),
      );
    },
  );

  api.get(
    '/codReconciliation/template',
    {
      config: { permission: [PAGE] },
      schema: {
        operationId: 'codReconciliation.template',
        tags: ['cod'],
        summary: 'The return-apply template (xlsx): waybill, reason, description',
        response: {
          200: {
            description: 'The xlsx template',
            content: { [XLSX_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const data = await writeXlsx('return-apply', returnApplyTemplateColumns, [], request.lang);
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header('Content-Disposition', attachmentDisposition(`${t(request.lang, 'cod.templateName')}.xlsx`))
        .send(data as unknown as string);
    },
  );
}
