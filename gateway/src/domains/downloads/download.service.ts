import type { FastifyInstance } from 'fastify';
import type { SessionContext } from '../../auth/session-types';
import { BizError, ok, type Envelope } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import type { JobKind } from '../../jobs/types';
import { exportTypeOf } from './download-export-registry.service';
import { randomUUID } from 'node:crypto';
import {
  exportsAhead,
  fileExpiry,
  insertCompletedExport,
  insertExport,
  setBossJob,
  type ExportRow,
} from './download.repo';

let runKind: JobKind | undefined;

/** Set by the download routes once the export job is defined. */
export function setExportJob(kind: JobKind): void {
  runKind = kind;
}

/**
 * Queues an export of `type` with `filter` (checked by the type's schema) for the session's
 * account; the download centre lists it at once (QUEUED). What each domain's export call does.
 *
 * @example
 * const row = await requestExport(app, sessionOf(request), 'orders', request.body);
 * return ok({ exportId: row.id }, t(lang, 'download.queued'));
 */
export async function requestExport(
  app: FastifyInstance,
  session: Pick<SessionContext, 'customerId' | 'userId' | 'language'>,
  type: string,
  filter: unknown,
): Promise<ExportRow> {
  const exportType = exportTypeOf(type);
  if (!exportType || !runKind) throw new BizError('download.unknownType');
  const parsed = exportType.filter.parse(filter) as Record<string, unknown>;
  const row = await insertExport(app.db, {
    customerId: session.customerId,
    userId: session.userId,
    type,
    filter: parsed,
    language: session.language,
  });
  const jobId = await app.jobs.send(runKind, { exportId: row.id });
  await setBossJob(app.db, row, jobId);
  return { ...row, bossJobId: jobId };
}

/** What an export call answers when its export went to the download centre. */
export interface QueuedExport {
  exportId: number;
  status: ExportRow['status'];
  /** Set when the account's running limit is taken: how many of its exports are ahead of this one. */
  waitingBehind?: number;
}

/**
 * An export call's answer for an export too large to stream back (more than
 * EXPORT_INLINE_MAX_ROWS rows): queues it (requestExport) and says, in the caller's language, that
 * it is being prepared in the download centre, and that it waits when the account already runs its
 * limit of exports.
 *
 * @example
 * if (total > app.config.exportInlineMaxRows)
 *   return reply.send(await queueExport(app, session, 'orders', filter, request.lang));
 */
export async function queueExport(
  app: FastifyInstance,
  session: Pick<SessionContext, 'customerId' | 'userId' | 'language'>,
  type: string,
  filter: unknown,
  lang: Lang,
): Promise<Envelope<QueuedExport>> {
  const row = await requestExport(app, session, type, filter);
  const ahead = await exportsAhead(app.db, row);
  const max = app.config.exportMaxRunning;
  if (ahead < max) return ok({ exportId: row.id, status: row.status }, t(lang, 'download.queued'));
  return ok(
    { exportId: row.id, status: row.status, waitingBehind: ahead },
    t(lang, 'download.queuedWaiting', { ahead, max }),
  );
}

/**
 * Records in the download centre an export the call streams straight back (at most
 * EXPORT_INLINE_MAX_ROWS rows): its file is stored and listed as completed, so the centre shows
 * every export of the day and the file can be downloaded again until it expires. `type` is the
 * registered export type the same filter would have queued.
 */
export async function recordInlineExport(
  app: FastifyInstance,
  session: Pick<SessionContext, 'customerId' | 'userId' | 'language'>,
  type: string,
  filter: unknown,
  file: { name: string; data: Buffer; rows: number; contentType: string },
): Promise<ExportRow> {
  const exportType = exportTypeOf(type);
  if (!exportType) throw new BizError('download.unknownType');
  const parsed = exportType.filter.parse(filter) as Record<string, unknown>;
  const key = `export-inline-${randomUUID()}${file.name.slice(file.name.lastIndexOf('.'))}`;
  await app.files.storage.put(key, file.data, file.contentType, {
    expiresAt: fileExpiry(app.config.exportRetentionDays),
  });
  return insertCompletedExport(
    app.db,
    {
      customerId: session.customerId,
      userId: session.userId,
      type,
      filter: parsed,
      language: session.language,
    },
    {
      key,
      name: file.name,
      size: file.data.length,
      rows: file.rows,
      contentType: file.contentType,
      retentionDays: app.config.exportRetentionDays,
    },
  );
}
