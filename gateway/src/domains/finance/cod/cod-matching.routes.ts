import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../auth/plugin';
import { BizError, ok } from '../../../http/envelope';
import { acceptUploads, readUpload } from '../../../http/upload';
import { t } from '../../../i18n/messages';
import { detectKind, extensionOf } from '../../../lib/files/file-signature';
import { capError, ImportFileError } from '../../../lib/xlsx-read/import-error';
import { resolveImportLimits, type ImportLimits } from '../../../lib/xlsx-read/limits';
import { checkXlsx } from '../../../lib/xlsx-read/xlsx-guard';
import { attachmentDisposition, writeXlsx, XLSX_CONTENT_TYPE } from '../../../lib/xlsx-write/xlsx';
import {
  MATCHING_COLUMNS,
  MATCHING_FILE_MAX_BYTES,
  MATCHING_FILE_MAX_ROWS,
  type MatchingColumnKey,
} from './cod-matching.rules';
import { codMatchingUploadResponse } from './cod-matching.schemas';
import { matchSettlementFile } from './cod-matching.service';
import { uploadedFileName } from '../../../lib/files/file-name';

const PAGE = 'codeReconciliation';
const tags = ['cod'];

/**
 * Settlement matching (remote-finance /codeReconciliation): the shipper's own records (waybill or
 * customer order number, expected COD amount) against what the courier knows and paid. The upload
 * follows the order import's file rules (xlsx by content, size, row cap, the streaming reader) and
 * stores nothing. A hide-money user is refused: every answer compares amounts.
 */
export default async function codMatchingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const resolved = resolveImportLimits(app.config.importLimits);
  const limits: ImportLimits = {
    ...resolved,
    maxFileBytes: Math.min(resolved.maxFileBytes, MATCHING_FILE_MAX_BYTES),
    maxRows: Math.min(resolved.maxRows, MATCHING_FILE_MAX_ROWS),
  };
  await acceptUploads(app, { fileSize: limits.maxFileBytes, files: 1, fields: 2, parts: 3 });

  app.post(
    '/codMatching/template',
    {
      config: { permission: [PAGE, `${PAGE}_EXCEL`] },
      schema: {
        operationId: 'codMatching.template',
        tags,
        summary:
          'The settlement matching template (xlsx): waybill or customer order number, expected COD amount, one example row',
        response: {
          200: {
            description: 'The xlsx template',
            content: { [XLSX_CONTENT_TYPE]: { schema: z.string().meta({ format: 'binary' }) } },
          },
        },
      },
    },
    async (request, reply) => {
      const columns = MATCHING_COLUMNS.map((column) => ({
        header: column.headers,
        width: column.width,
        value: (row: Record<MatchingColumnKey, string | number>) => row[column.key],
      }));
      const example = { reference: 'JT0000000001', expectedAmount: 150_000 };
      const data = await writeXlsx('matching', columns, [[example]], request.lang);
      return reply
        .header('Content-Type', XLSX_CONTENT_TYPE)
        .header(
          'Content-Disposition',
          attachmentDisposition(`${t(request.lang, 'codMatching.templateName')}.xlsx`),
        )
        .header('Cache-Control', 'no-store')
        .send(data as unknown as string);
    },
  );

  app.post(
    '/codMatching/upload',
    {
      config: { permission: [PAGE], rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'codMatching.upload',
        consumes: ['multipart/form-data'],
        tags,
        summary: `Matches a settlement file (multipart field "file", xlsx only, at most ${MATCHING_FILE_MAX_BYTES / 1024 / 1024} MB and ${MATCHING_FILE_MAX_ROWS} rows) against the caller's COD lines: one result per row, row errors with their row, counts; nothing is stored`,
        response: { 200: codMatchingUploadResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { lang } = request;
      // the answer compares amounts ("paid as expected" or not): an oracle of every COD amount,
      // so a hide-money user is refused before the file is read (issue 29)
      if (session.hideMoney) throw new BizError('codMatching.hideMoney');
      const upload = await readUpload(request, {
        missing: () => new BizError('import.fileMissing'),
        tooLarge: () => capError('import.fileTooLarge', limits),
        tooMany: () => new BizError('error.invalidInput'),
      });
      const part = upload.files.find((received) => received.field === 'file');
      const file = part ? { name: uploadedFileName(part.name, 'matching.xlsx'), data: part.data } : null;
      if (!file || file.data.length === 0) throw new BizError('import.fileMissing');
      if (extensionOf(file.name) !== 'xlsx' || detectKind(file.data) !== 'xlsx')
        throw new ImportFileError('import.notXlsx');
      await checkXlsx(file.data, limits);

      const answer = await matchSettlementFile(app.db, session, file.data, limits, lang);
      const { counts, total } = answer;
      return ok(
        answer,
        t(lang, 'codMatching.matched', {
          total,
          paid: counts.PAID_AS_EXPECTED,
          different: counts.PAID_DIFFERENT_AMOUNT,
          unpaid: counts.NOT_PAID_YET,
          unknown: counts.UNKNOWN_TO_COURIER,
          errors: counts.ERROR,
        }),
      );
    },
  );
}
