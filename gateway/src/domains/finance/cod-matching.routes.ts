import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { acceptUploads, readUpload } from '../../http/upload';
import { t } from '../../i18n/messages';
import { detectKind, extensionOf } from '../../lib/files/file-signature';
import { readFirstSheetRows } from '../../lib/xlsx-read/first-sheet-rows';
import { capError, ImportFileError } from '../../lib/xlsx-read/import-error';
import { resolveImportLimits, type ImportLimits } from '../../lib/xlsx-read/limits';
import { checkXlsx } from '../../lib/xlsx-read/xlsx-guard';
import { attachmentDisposition, writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-write/xlsx';
import { knownCodLines } from './cod-matching.repo';
import {
  classifyMatchingRow,
  lineOfReference,
  MATCHING_COLUMNS,
  MATCHING_FILE_MAX_BYTES,
  MATCHING_FILE_MAX_ROWS,
  matchingColumnsOfHeader,
  parseMatchingRow,
  splitDuplicates,
  type MatchingColumnKey,
  type MatchingRowError,
} from './cod-matching.rules';
import { codMatchingUploadResponse, type CodMatchingAnswer } from './cod-matching.schemas';
import type { COD_BATCH_STATUSES, COD_LINE_STATUSES } from './cod.schemas';
import { uploadedFileName } from '../../lib/files/file-name';

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

      const good: { rowNo: number; reference: string; expectedAmount: number }[] = [];
      const errors: { rowNo: number; codes: MatchingRowError[]; messages: string[] }[] = [];
      let columns: Record<MatchingColumnKey, number> | null = null;
      let total = 0;
      const rows = readFirstSheetRows(file.data, limits, {
        maxColumn: 16,
        maxTextChars: 200,
        sharedStringsPerRow: 4,
      });
      for await (const batch of rows) {
        for (const row of batch) {
          if (!columns) {
            const header = matchingColumnsOfHeader(row.cells);
            if (header.missing.length > 0)
              throw new ImportFileError('import.missingColumns', {
                columns: MATCHING_COLUMNS.filter((c) => header.missing.includes(c.key))
                  .map((c) => c.headers[lang])
                  .join(', '),
              });
            columns = header.columns;
            continue;
          }
          const parsed = parseMatchingRow(row.cells, columns);
          if (parsed.kind === 'blank') continue;
          total += 1;
          if (total > limits.maxRows) throw capError('import.tooManyRows', limits);
          if (parsed.kind === 'error')
            errors.push({
              rowNo: row.rowNo,
              codes: parsed.errors,
              messages: parsed.errors.map((code) => t(lang, `codMatching.${code}`)),
            });
          else good.push({ rowNo: row.rowNo, ...parsed });
        }
      }
      if (!columns || total === 0) throw new ImportFileError('import.noDataRows');
      const { unique, duplicates } = splitDuplicates(good);
      for (const duplicate of duplicates)
        errors.push({
          rowNo: duplicate.rowNo,
          codes: ['duplicateReference'],
          messages: [t(lang, 'codMatching.duplicateReference', { firstRowNo: duplicate.firstRowNo })],
        });
      errors.sort((a, b) => a.rowNo - b.rowNo);

      const known = await knownCodLines(
        app.db,
        session,
        unique.map((row) => row.reference),
      );
      const counts = {
        PAID_AS_EXPECTED: 0,
        PAID_DIFFERENT_AMOUNT: 0,
        NOT_PAID_YET: 0,
        UNKNOWN_TO_COURIER: 0,
        ERROR: errors.length,
      };
      const results: CodMatchingAnswer['rows'] = unique.map((row) => {
        const line = lineOfReference(row.reference, known.byBillCode, known.byOrderNo);
        const outcome = classifyMatchingRow(row.expectedAmount, line);
        counts[outcome.result] += 1;
        return {
          rowNo: row.rowNo,
          reference: row.reference,
          expectedAmount: row.expectedAmount,
          result: outcome.result,
          billCode: line?.billCode ?? null,
          codAmount: line?.codAmount ?? null,
          difference: outcome.difference,
          lineStatus: (line?.lineStatus as (typeof COD_LINE_STATUSES)[number] | undefined) ?? null,
          batchNo: line?.batchNo ?? null,
          batchStatus: (line?.batchStatus as (typeof COD_BATCH_STATUSES)[number] | null | undefined) ?? null,
          expectedPayDay: outcome.expectedPayDay,
          paidAt: line?.paidAt ?? null,
        };
      });
      const answer: CodMatchingAnswer = {
        compared: t(lang, 'codMatching.compared'),
        total,
        counts,
        rows: results,
        errors,
      };
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
