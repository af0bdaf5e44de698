import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { BizError, ok } from '../../http/envelope';
import type { Database } from '../../db/client';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { formatJakartaTime } from '../../lib/xlsx-write/xlsx';
import { exportJobKinds } from './download-export.job';
import { exportTypeOf } from './download-export-registry.service';
import {
  findVisibleExport,
  pageExports,
  recordDownload,
  runningCounts,
  type ExportRow,
} from './download.repo';
import { listBody, listResponse, recordBody, recordResponse } from './download.schemas';
import { setExportJob } from './download.service';

const PERMISSION = ['downloadCenter'];

async function view(db: Database, row: ExportRow, lang: Lang, waitingForSlot: boolean, maxRunning: number) {
  const type = exportTypeOf(row.type);
  const parsed = type?.filter.safeParse(row.filter);
  const total = row.rowsTotal;
  const progress =
    row.status === 'COMPLETED' || row.status === 'EXPIRED'
      ? 100
      : total
        ? Math.min(100, Math.floor((row.rowsDone * 100) / total))
        : 0;
  const note = waitingForSlot
    ? t(lang, 'download.waitingForSlot', { max: maxRunning })
    : row.status === 'FAILED'
      ? t(lang, 'download.failed')
      : '';
  return {
    id: row.id,
    type: row.type,
    typeTitle: type ? type.title[lang] || type.title.en : row.type,
    filterSummary: type && parsed?.success ? await type.summary(parsed.data, lang, db) : '',
    requestedAt: formatJakartaTime(row.requestedAt),
    dataAsOf: formatJakartaTime(row.dataAsOf),
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: total,
    progress,
    rowCount: row.rowCount,
    sizeBytes: row.sizeBytes,
    expiresAt: row.expiresAt ? formatJakartaTime(row.expiresAt) : null,
    fileName: row.fileName,
    waitingForSlot,
    note,
  };
}

/**
 * The download centre's calls (spec section 7: "Download centre: POST list; POST record download")
 * and the jobs behind them: every export runs as a job (download-export.job.ts); a domain queues one
 * with requestExport (download.service.ts) for a type it registered (download-export-registry.service.ts).
 */
export default async function downloadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = app.files;
  const { run, expire } = exportJobKinds(app, storage);
  await app.jobs.define(run);
  await app.jobs.define(expire);
  await app.jobs.schedule(expire, app.config.exportExpiryCron, {});
  setExportJob(run);

  app.post(
    '/download/list',
    {
      config: { permission: PERMISSION },
      schema: {
        operationId: 'download.list',
        tags: ['download'],
        summary: "The caller's exports, newest first, with progress, size and expiry",
        body: listBody,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = request.lang;
      const { current, size, status } = request.body;
      const { rows, total } = await pageExports(app.db, session, current, size, status);
      const running = rows.some((row) => row.status === 'QUEUED')
        ? await runningCounts(app.db, [session.customerId])
        : new Map<number, number>();
      const max = app.config.exportMaxRunning;
      const full = (running.get(session.customerId) ?? 0) >= max;
      return ok({
        current,
        size,
        total,
        pages: Math.ceil(total / size),
        records: await Promise.all(
          rows.map((row) => view(app.db, row, lang, row.status === 'QUEUED' && full, max)),
        ),
      });
    },
  );

  app.post(
    '/download/record',
    {
      config: { permission: PERMISSION },
      schema: {
        operationId: 'download.record',
        tags: ['download'],
        summary: 'Records a download and answers a freshly signed link to the file (15 minutes by default)',
        body: recordBody,
        response: { 200: recordResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const row = await findVisibleExport(app.db, session, request.body.id);
      // another account's id answers like a missing one: ids reveal nothing
      if (!row) throw new BizError('download.notFound', {}, 404);
      if (row.status === 'EXPIRED' || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
        throw new BizError('download.expired', { days: app.config.exportRetentionDays });
      if (row.status === 'FAILED') throw new BizError('download.failed');
      if (row.status !== 'COMPLETED' || !row.fileKey) throw new BizError('download.notReady');
      await recordDownload(app.db, row);
      const ttl = app.config.exportLinkTtlSeconds;
      const url = await storage.signedUrl(row.fileKey, ttl);
      const exp = Number(new URL(url, 'http://gateway').searchParams.get('exp'));
      return ok({
        url,
        expiresAt: new Date(exp * 1000).toISOString(),
        fileName: row.fileName ?? row.fileKey,
      });
    },
  );
}
