import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import type { SessionContext } from '../../auth/session-types';
import { exportCallResponse, queueExport, recordInlineExport } from '../downloads';
import type { Lang } from '../../i18n/language';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { taskDestinations } from './import.repo';
import { countErrorLines, countTaskOrders, errorRows, IMPORT_EXPORT_TYPES } from './import.export-type';
import { ownTask, type ImportTaskRow } from './import-task.repo';
import { taskIdBody } from './import.schemas';
import { IMPORT_WORKBOOK_TEXTS } from './import.export-texts';
import type { ImportRunner } from './import-task-runner.service';
import {
  buildDestinationWorkbook,
  buildErrorWorkbook,
  buildTemplate,
  XLSX_CONTENT_TYPE,
} from './import-workbooks.render';

export interface FileRouteOptions {
  runner: ImportRunner;
  limits: ImportLimits;
}

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

/** Queues one of a task's files in the download centre, with the task's file name for the list. */
function queueImportFile(
  app: FastifyInstance,
  session: SessionContext,
  type: string,
  task: Pick<ImportTaskRow, 'id' | 'fileName'>,
  lang: Lang,
) {
  return queueExport(app, session, type, { taskId: task.id, fileName: task.fileName.slice(0, 255) }, lang);
}

/** Lists in the download centre a task's file the call sends straight back (every export is listed). */
function recordImportFile(
  app: FastifyInstance,
  session: SessionContext,
  type: string,
  task: Pick<ImportTaskRow, 'id' | 'fileName'>,
  file: { name: string; data: Buffer; rows: number },
) {
  return recordInlineExport(
    app,
    session,
    type,
    { taskId: task.id, fileName: task.fileName.slice(0, 255) },
    { ...file, contentType: XLSX_CONTENT_TYPE },
  );
}

/** Template, error download and destination export: xlsx files (large ones through the download centre). */
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
      return sendXlsx(reply, IMPORT_WORKBOOK_TEXTS.templateName[lang], await buildTemplate(lang, limits));
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
          "The task's error rows as read plus a reason column (xlsx); fixed, the file can be uploaded again. Over EXPORT_INLINE_MAX_ROWS lines: queued in the download centre",
        body: taskIdBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      const lines = await countErrorLines(app.db, task);
      if (lines > app.config.exportInlineMaxRows)
        return reply.send(await queueImportFile(app, session, IMPORT_EXPORT_TYPES.errors, task, lang));
      const data = await buildErrorWorkbook(lang, errorRows(app.db, task, lang));
      const name = `${task.fileName.replace(/\.xlsx$/i, '')}-errors.xlsx`;
      await recordImportFile(app, session, IMPORT_EXPORT_TYPES.errors, task, { name, data, rows: lines });
      return sendXlsx(reply, name, data);
    },
  );

  app.post(
    '/import/destinationExport',
    {
      config: { permission: ['orderImport', 'orderImport_EXCEL'] },
      schema: {
        operationId: 'import.exportDestinations',
        tags: ['import'],
        summary:
          'The waybills a task created with their destinations, and the count per destination (xlsx). Over EXPORT_INLINE_MAX_ROWS waybills: queued in the download centre',
        body: taskIdBody,
        response: { 200: exportCallResponse },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      if ((await countTaskOrders(app.db, task)) > app.config.exportInlineMaxRows)
        return reply.send(await queueImportFile(app, session, IMPORT_EXPORT_TYPES.destinations, task, lang));
      const rows = await taskDestinations(app.db, session.customerId, task.id);
      const name = `${task.fileName.replace(/\.xlsx$/i, '')}-destinations.xlsx`;
      const data = await buildDestinationWorkbook(lang, rows);
      await recordImportFile(app, session, IMPORT_EXPORT_TYPES.destinations, task, {
        name,
        data,
        rows: rows.length,
      });
      return sendXlsx(reply, name, data);
    },
  );
}
