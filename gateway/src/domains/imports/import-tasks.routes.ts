// Over 300 lines: the import task routes (upload, validate, insert, list, errors) share the multipart set-up and task lookups; a split by second segment (upload, validate, tasks, errors) would repeat that set-up in each file.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import { acceptUploads, readUpload } from '../../http/upload';
import { type Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import type { FileStorage } from '../../storage';
import { pageOffset, toPage } from '../../lib/paging/paging';
import { detectKind, extensionOf } from '../../lib/files/file-signature';
import { capError, ImportFileError } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { ownTask, pageTasks, uploaderOf, type ImportTaskRow } from './import-task.repo';
import { createUploadedTask } from './import-task.service';
import { deleteErrors, pageErrors } from './import.repo';
import {
  errorPageBody,
  errorPageResponse,
  fileLogResponse,
  removeErrorsBody,
  removeErrorsResponse,
  taskIdBody,
  taskPageBody,
  taskPageResponse,
  taskQuery,
  taskResponse,
  uploadQuery,
  uploadResponse,
  validateBody,
} from './import.schemas';
import { MissingColumnsError } from './import-sheet-reader.service';
import type { ImportRunner } from './import-task-runner.service';
import { columnNameOf, errorView, missingColumnsOf, taskView } from './import-views.render';
import { uploadedFileName } from '../../lib/files/file-name';

export interface ImportRouteOptions {
  runner: ImportRunner;
  storage: FileStorage;
  limits: ImportLimits;
}

/** Upload, validation, insert, task and error lists, error removal and file log. */
export async function taskRoutes(fastify: FastifyInstance, opts: ImportRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { runner, storage, limits } = opts;
  await acceptUploads(app, { fileSize: limits.maxFileBytes, files: 1, fields: 5, parts: 8 });

  /** A task as the portal shows it, read fresh after a job. */
  const viewOf = async (task: ImportTaskRow, lang: Lang) => {
    const missing = await missingColumnsOf(app.db, task, [task]);
    return taskView(task, {
      lang,
      limits,
      liveProgress: (id) => runner.liveProgress(id),
      uploader: await uploaderOf(app.db, task),
      missingColumns: missing.get(task.id),
    });
  };

  /** A file-level error in the request language (missing columns named in it). */
  const fileErrorOf = (error: unknown, lang: Lang): unknown => {
    if (error instanceof MissingColumnsError)
      return new BizError('import.missingColumns', {
        columns: error.missing.map((key) => columnNameOf(key, lang)).join(', '),
      });
    return error;
  };

  app.post(
    '/import/upload',
    {
      config: {
        permission: ['orderImport', 'orderImport_ADD'],
        rateLimit: { max: 30, timeWindow: '1 minute' },
      },
      schema: {
        operationId: 'import.upload',
        consumes: ['multipart/form-data'],
        tags: ['import'],
        summary: `Uploads an order file (multipart field "file", xlsx only, at most ${limits.maxFileBytes / 1024 / 1024} MB and ${limits.maxRows} rows; optional field isFilterRepeat 0/1). The same bytes again return their open or done task.`,
        querystring: uploadQuery,
        response: { 200: uploadResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const upload = await readUpload(request, {
        missing: () => new BizError('import.fileMissing'),
        tooLarge: () => capError('import.fileTooLarge', limits),
        tooMany: () => new BizError('error.invalidInput'),
      });
      const part = upload.files.find((received) => received.field === 'file');
      const file = part ? { name: uploadedFileName(part.name, 'orders.xlsx'), data: part.data } : null;
      let isFilterRepeat = request.query.isFilterRepeat ?? 1;
      if (upload.fields.isFilterRepeat !== undefined)
        isFilterRepeat = upload.fields.isFilterRepeat === '0' ? 0 : 1;
      if (!file || file.data.length === 0) throw new BizError('import.fileMissing');
      // A renamed PNG, a CSV or a zip that is no workbook is refused before anything is stored.
      if (extensionOf(file.name) !== 'xlsx' || detectKind(file.data) !== 'xlsx')
        throw new ImportFileError('import.notXlsx');

      const { task, reused } = await createUploadedTask(
        app.db,
        storage,
        limits,
        session,
        file,
        isFilterRepeat,
      );
      if (reused) return ok({ ...(await viewOf(task, lang)), reused: true }, t(lang, 'import.sameFile'));
      return ok({ ...(await viewOf(task, lang)), reused: false }, t(lang, 'import.uploaded'));
    },
  );

  app.post(
    '/import/validateOrder',
    {
      config: { permission: ['orderImport', 'orderImport_ADD'] },
      schema: {
        operationId: 'import.validateOrder',
        tags: ['import'],
        summary:
          'Validates an uploaded task row by row (streamed); errors go to the error list. Waits for the result. A file-level problem (missing column, caps) fails the task with its message.',
        body: validateBody,
        response: { 200: taskResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      try {
        await runner.validate(task, request.body.isFilterRepeat ?? task.isFilterRepeat);
      } catch (error) {
        throw fileErrorOf(error, lang);
      }
      const view = await viewOf(await ownTask(app.db, session.customerId, task.id), lang);
      if (view.status === 'VALIDATING') return ok(view, t(lang, 'import.validating'));
      return ok(view, t(lang, 'import.validated', { validRows: view.validRows, errorRows: view.errorRows }));
    },
  );

  const insertRoute = (url: string, background: boolean, operationId: string) =>
    app.post(
      url,
      {
        config: { permission: ['orderImport', 'orderImport_ADD'] },
        schema: {
          operationId,
          tags: ['import'],
          summary: background
            ? 'Starts creating the orders of a validated task and answers at once; poll taskPage for progress. Idempotent.'
            : "Creates the orders of a validated task's valid rows in one transaction and waits (allow 300 s). Idempotent: a done task creates nothing; an interrupted one is run again.",
          body: taskIdBody,
          response: { 200: taskResponse },
        },
      },
      async (request) => {
        const session = sessionOf(request);
        const lang = request.lang;
        const task = await ownTask(app.db, session.customerId, request.body.taskId);
        if (background) {
          const uploader = await uploaderOf(app.db, task);
          const view = (row: ImportTaskRow) =>
            taskView(row, { lang, limits, liveProgress: (id) => runner.liveProgress(id), uploader });
          // A job already running: answer with the task as read, without waiting for its transaction.
          if (runner.isRunning(task.id)) return ok(view(task), t(lang, 'import.insertStarted'));
          const claimed = await new Promise<ImportTaskRow | null>((resolve) => {
            runner.insert(task, resolve).then(
              () => resolve(null),
              () => resolve(null), // logged and recorded on the task by the runner
            );
          });
          const current = claimed ?? (await ownTask(app.db, session.customerId, task.id));
          const msg = current.status === 'DONE' ? 'import.inserted' : 'import.insertStarted';
          return ok(view(current), t(lang, msg, { insertedRows: current.insertedRows }));
        }
        await runner.insert(task);
        const view = await viewOf(await ownTask(app.db, session.customerId, task.id), lang);
        return ok(view, t(lang, 'import.inserted', { insertedRows: view.insertedRows }));
      },
    );
  insertRoute('/import/insertOrder', false, 'import.insertOrder');
  insertRoute('/import/insertOrderNew', true, 'import.insertOrderAsync');

  app.post(
    '/import/taskPage',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.pageTasks',
        tags: ['import'],
        summary: "The caller's import tasks, newest first",
        body: taskPageBody,
        response: { 200: taskPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { createdFrom, createdTo, status } = request.body;
      const { total, records } = await pageTasks(
        app.db,
        session.customerId,
        { createdFrom, createdTo, status },
        pageOffset(request.body),
        request.body.size,
      );
      const missing = await missingColumnsOf(
        app.db,
        session,
        records.map((record) => record.task),
      );
      return ok(
        toPage(
          request.body,
          total,
          records.map(({ task, uploader }) =>
            taskView(task, {
              lang,
              limits,
              liveProgress: (id) => runner.liveProgress(id),
              uploader,
              missingColumns: missing.get(task.id),
            }),
          ),
        ),
      );
    },
  );

  app.get(
    '/import/task',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.getTask',
        tags: ['import'],
        summary:
          "One of the caller's import tasks, for progress polling. While its insert runs in this gateway the answer comes from memory (no query waits for the insert's transaction) and uploader is null.",
        querystring: taskQuery,
        response: { 200: taskResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const live = runner.liveTask(request.query.taskId);
      if (live && live.customerId === session.customerId)
        return ok(
          taskView(live, {
            lang,
            limits,
            liveProgress: (id) => runner.liveProgress(id),
            uploader: null,
          }),
        );
      return ok(await viewOf(await ownTask(app.db, session.customerId, request.query.taskId), lang));
    },
  );

  app.post(
    '/import/errorPage',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.pageErrors',
        tags: ['import'],
        summary: "A task's errors by row, messages in the request language",
        body: errorPageBody,
        response: { 200: errorPageResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      const { total, records } = await pageErrors(
        app.db,
        session.customerId,
        task.id,
        pageOffset(request.body),
        request.body.size,
      );
      return ok(
        toPage(
          request.body,
          total,
          records.map((error) => errorView(error, lang)),
        ),
      );
    },
  );

  app.post(
    '/import/batchRemoveErrors',
    {
      config: { permission: ['orderImport', 'orderImport_DELETE'] },
      schema: {
        operationId: 'import.removeErrors',
        tags: ['import'],
        summary: 'Removes chosen errors of a task, or all of them without ids (the rows stay invalid)',
        body: removeErrorsBody,
        response: { 200: removeErrorsResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      const removed = await deleteErrors(app.db, session.customerId, task.id, request.body.ids);
      return ok({ removed }, t(lang, 'import.errorsRemoved'));
    },
  );

  app.post(
    '/import/fileLog',
    {
      config: { permission: ['orderImport'] },
      schema: {
        operationId: 'import.getFileLog',
        tags: ['import'],
        summary: "A task's file: name, size, hash, uploader, times and a signed download URL of the original",
        body: taskIdBody,
        response: { 200: fileLogResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const task = await ownTask(app.db, session.customerId, request.body.taskId);
      const ttl = app.config.uploadUrlTtlSeconds;
      // A storage that cannot sign URLs (or lost the file's key) gives no link, not an error.
      const downloadUrl = await storage.signedUrl(task.storageKey, ttl).catch(() => null);
      return ok({
        taskId: task.id,
        fileName: task.fileName,
        fileSize: task.fileSize,
        fileHash: task.fileHash,
        uploader: await uploaderOf(app.db, task),
        status: task.status as 'DONE',
        createdAt: task.createdAt.toISOString(),
        updatedAt: task.updatedAt.toISOString(),
        finishedAt: task.finishedAt?.toISOString() ?? null,
        downloadUrl,
        downloadUrlExpiresAt: downloadUrl ? new Date(Date.now() + ttl * 1000).toISOString() : null,
      });
    },
  );
}
