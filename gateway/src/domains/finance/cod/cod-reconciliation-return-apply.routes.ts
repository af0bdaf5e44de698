import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../../auth/plugin';
import { BizError, ok } from '../../../http/envelope';
import { acceptUploads, readUpload } from '../../../http/upload';
import { acceptedFileType } from '../../../lib/files/file-signature';
import { batchOf, toBatchRecord } from './cod-batch-view.repo';
import { disputeLines, ownProofFiles, type DisputeInput } from './cod-dispute.repo';
import { codBatchResponse, returnApplyV1Fields, returnApplyLinesBody } from './cod.schemas';
import { uploadedFileName } from '../../../lib/files/file-name';

/** Proof files of a dispute: jpg, png or pdf, checked by content, at most 5 MB, 5 files. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_FILES = 5;
const PROOF_TYPES = new Set(['jpg', 'jpeg', 'png', 'pdf']);

const PAGE = 'codeReconciliation';
const CHECK = [PAGE, `${PAGE}_CHECK`] as const;

/** "Return apply" (remote-finance /codeReconciliation): v1 disputes one line with proof files (multipart), v2 several lines. */
export default async function codReconciliationReturnApplyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;
  await acceptUploads(app, { fileSize: PROOF_MAX_BYTES, files: PROOF_MAX_FILES, fields: 10, parts: 20 });

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
      const upload = await readUpload(request, {
        missing: () => new BizError('cod.badForm'),
        tooLarge: () =>
          new BizError('cod.proofTooLarge', { maxMb: PROOF_MAX_BYTES / 1024 / 1024, limit: PROOF_MAX_FILES }),
      });
      const { fields } = upload;
      const received = upload.files
        .filter((file) => file.field === 'file')
        .map((file) => ({ name: uploadedFileName(file.name, 'file'), data: file.data }));
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
      const stored = await ownProofFiles(app.db, session, keys);
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
}
