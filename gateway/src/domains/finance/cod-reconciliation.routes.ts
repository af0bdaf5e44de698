// Over 300 lines: the reconciliation calls share the batch schemas, the multipart set-up and the
// proof-file checks; they split by action when the set grows.
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import { files } from '../../db/schema';
import { ownedBy } from '../../db/tenant-scope';
import { BizError, ok } from '../../http/envelope';
import { emptyEnvelope } from '../../http/envelope-schema';
import { t } from '../../i18n/messages';
import { acceptedFileType } from '../../lib/files/file-signature';
import { attachmentDisposition, writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-write/xlsx';
import { createFileStorage } from '../../storage';
import { exportCallResponse, queueExport } from '../downloads';
import { batchDetail, batchOf, batchPage, toBatchRecord } from './cod-batch-view.repo';
import {
  addMemo,
  agreeBatch,
  decryptBatch,
  disputeLines,
  resendMail,
  type DisputeInput,
} from './cod-batch.repo';
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
  returnApplyV1Fields,
  returnApplyLinesBody,
} from './cod.schemas';

/** Proof files of a dispute: jpg, png or pdf, checked by content, at most 5 MB, 5 files. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 5;
const PROOF_TYPES = new Set(['jpg', 'jpeg', 'png', 'pdf']);

const PAGE = 'codeReconciliation';
const CHECK = [PAGE, `${PAGE}_CHECK`] as const;

/**
 * COD reconciliation (remote-finance /codeReconciliation): batches, detail, e-mail decrypt, agree,
 * confirm update, mail send, memo thread, return apply v1 (multipart) and v2, exports, template.
 */
export default async function codReconciliationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = createFileStorage(app.config);
  await app.register(multipart, {
    limits: { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES, fields: 10, parts: 20 },
  });
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
          await decryptBatch(deps, sessionOf(request), request.body.batchId, request.body.code, new Date()),
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
      ok(toBatchRecord(await resendMail(deps, sessionOf(request), request.body.batchId, new Date()))),
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
    '/codReconciliation/returnApply',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.returnApply',
        consumes: ['multipart/form-data'],
        tags: ['cod'],
        summary: `Return apply v1: disputes one line (fields batchId, lineId, reason, description; files "file": jpg, png or pdf, at most ${PROOF_MAX_FILES} of ${PROOF_MAX_BYTES / 1024 / 1024} MB)`,
        response: { 200: codBatchResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!request.isMultipart()) throw new BizError('cod.badForm');
      const fields: Record<string, string> = {};
      const received: { name: string; data: Buffer }[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const data = await part.toBuffer();
            if (part.fieldname === 'file') received.push({ name: part.filename || 'file', data });
          } else fields[part.fieldname] = String(part.value);
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT')
          throw new BizError('cod.proofTooLarge', {
            maxMb: PROOF_MAX_BYTES / 1024 / 1024,
            limit: PROOF_MAX_FILES,
          });
        throw error;
      }
      const parsed = returnApplyV1Fields.safeParse(fields);
      if (!parsed.success) throw new BizError('cod.badForm');
      if (received.length === 0) throw new BizError('cod.proofMissing');
      const checked = received.map((file) => {
        const type = acceptedFileType(file.name, file.data);
        if (!type || !PROOF_TYPES.has(type.extension)) throw new BizError('cod.proofType');
        return { ...file, ...type, key: `${randomUUID()}.${type.extension}` };
      });
      // the batch and line are checked before any byte is stored
      await batchOf(app.db, session, parsed.data.batchId);
      const input: DisputeInput = {
        lineId: parsed.data.lineId,
        reason: parsed.data.reason,
        description: parsed.data.description,
        proofFiles: checked.map((file) => ({ key: file.key, name: file.name.slice(0, 255) })),
      };
      for (const file of checked) await storage.put(file.key, file.data, file.contentType);
      try {
        return ok(
          toBatchRecord(await disputeLines(app.db, session, parsed.data.batchId, [input], new Date())),
        );
      } catch (error) {
        for (const file of checked) await storage.delete(file.key);
        throw error;
      }
    },
  );

  api.post(
    '/codReconciliation/returnApplyLines',
    {
      config: { permission: [...CHECK] },
      schema: {
        operationId: 'codReconciliation.returnApplyV2',
        tags: ['cod'],
        summary:
          'Return apply v2: disputes several lines of a batch at once, each with proof files uploaded first (/file/upload)',
        body: returnApplyLinesBody,
        response: { 200: codBatchResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const keys = [...new Set(request.body.lines.flatMap((line) => line.proofFileKeys))];
      const stored = await app.db
        .select()
        .from(files)
        .where(ownedBy(files, session, inArray(files.key, keys)));
      const byKey = new Map(stored.map((file) => [file.key, file]));
      for (const key of keys) {
        const file = byKey.get(key);
        if (!file) throw new BizError('cod.proofMissing');
        const extension = file.key.split('.').pop() ?? '';
        if (!PROOF_TYPES.has(extension)) throw new BizError('cod.proofType');
        if (file.size > PROOF_MAX_BYTES)
          throw new BizError('cod.proofTooLarge', {
            maxMb: PROOF_MAX_BYTES / 1024 / 1024,
            limit: PROOF_MAX_FILES,
          });
      }
      const inputs: DisputeInput[] = request.body.lines.map((line) => ({
        lineId: line.lineId,
        reason: line.reason,
        description: line.description,
        proofFiles: line.proofFileKeys.map((key) => ({ key, name: byKey.get(key)?.name ?? key })),
      }));
      return ok(toBatchRecord(await disputeLines(app.db, session, request.body.batchId, inputs, new Date())));
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
