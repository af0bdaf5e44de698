import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { Database } from '../../db/client';
import type { ImportErrorRow } from '../../db/schema/orders';
import { type Lang } from '../../i18n/language';
import { FILE_ROW_NO, isFileLevelRow } from './import.file-failure';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { errorsFromRow, taskDestinations, type TaskRef } from './import.repo';
import { ownTask } from './import-tasks.routes';
import { taskIdBody } from './import.schemas';
import type { ImportRunner } from './import.task-runner';
import { columnNameOf, errorMessage } from './import.views';
import {
  buildDestinationWorkbook,
  buildErrorWorkbook,
  buildTemplate,
  XLSX_CONTENT_TYPE,
  type ErrorRowForDownload,
} from './import.workbooks';

export interface FileRouteOptions {
  runner: ImportRunner;
  limits: ImportLimits;
}

/** Errors read per query while the error file is written. */
const ERROR_SLICE = 2000;

function sendXlsx(reply: FastifyReply, fileName: string, data: Buffer) {
  return reply
    .header('Content-Type', XLSX_CONTENT_TYPE)
    .header(
      'Content-Disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(data);
}

/**
 * The reason of an error as the download writes it: the column's name, then the message, unless the
 * message names the column already ("Berat (kg) harus…", "Kolom tidak ada: Berat (kg)").
 */
export function reasonOf(error: Pick<ImportErrorRow, 'columnName' | 'messageCode' | 'params'>, lang: Lang) {
  const message = errorMessage(error, lang);
  const column = columnNameOf(error.columnName, lang);
  if (!column || message.toLocaleLowerCase().includes(column.toLocaleLowerCase())) return message;
  return `${column}: ${message}`;
}

/**
 * A task's error rows, one per sheet row, each with every reason of that row, read a slice at a
 * time. The file-level errors (a file refused as a whole: its missing columns, a cap) come first,
 * one line each, with empty cells: uploaded again, those lines are blank rows and skipped.
 */
async function* errorRows(db: Database, task: TaskRef, lang: Lang): AsyncGenerator<ErrorRowForDownload> {
  let afterRow = FILE_ROW_NO - 1;
  let current: { rowNo: number; row: ErrorRowForDownload } | null = null;
  for (;;) {
    const slice = await errorsFromRow(db, task, afterRow, ERROR_SLICE);
    // A slice may end inside a row: keep reading that row's remaining errors in the next one.
    const complete =
      slice.length < ERROR_SLICE ? slice : slice.filter((e) => e.rowNo < slice[slice.length - 1].rowNo);
    const rows = complete.length > 0 ? complete : slice;
    for (const error of rows) {
      const reason = reasonOf(error, lang);
      if (current && current.rowNo === error.rowNo && !isFileLevelRow(error.rowNo))
        current.row.reasons.push(reason);
      else {
        if (current) yield current.row;
        current = { rowNo: error.rowNo, row: { rowData: error.rowData, reasons: [reason] } };
      }
    }
    if (slice.length < ERROR_SLICE || rows.length === 0) break;
    afterRow = rows[rows.length - 1].rowNo;
  }
  if (current) yield current.row;
}

/** Template, error download and destination export: xlsx files. */
export async function fileRoutes(fastify: FastifyInstance, opts: FileRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { limits } = opts;

  app.post(
    '/import/template',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.downloadTemplate',
        tags: ['import'],
        summary:
          'The import template (xlsx): headers in the request language, an example row, drop-down lists, an instructions sheet',
      },
    },
    async (request, reply) => {
      const lang = request.lang;
      const names = {
        zh: '订单导入模板.xlsx',
        en: 'order-import-template.xlsx',
        id: 'templat-impor-pesanan.xlsx',
      };
      return sendXlsx(reply, names[lang], await buildTemplate(lang, limits));
    },
  );

  app.post(
    '/import/errorDownload',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.downloadErrors',
        tags: ['import'],
        summary:
          "The task's error rows as read plus a reason column (xlsx); fixed, the file can be uploaded again",
        body: taskIdBody,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app, session.customerId, request.body.taskId);
      const data = await buildErrorWorkbook(lang, errorRows(app.db, task, lang));
      const base = task.fileName.replace(/\.xlsx$/i, '');
      return sendXlsx(reply, `${base}-errors.xlsx`, data);
    },
  );

  app.post(
    '/import/destinationExport',
    {
      config: { permission: ['orderImport', 'orderImport_EXCEL'] },
      schema: {
        operationId: 'import.exportDestinations',
        tags: ['import'],
        summary: 'The waybills a task created with their destinations, and the count per destination (xlsx)',
        body: taskIdBody,
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app, session.customerId, request.body.taskId);
      const rows = await taskDestinations(app.db, session.customerId, task.id);
      const base = task.fileName.replace(/\.xlsx$/i, '');
      return sendXlsx(reply, `${base}-destinations.xlsx`, await buildDestinationWorkbook(lang, rows));
    },
  );
}
