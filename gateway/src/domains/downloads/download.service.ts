import type { FastifyInstance } from 'fastify';
import type { SessionContext } from '../../auth/session-types';
import { BizError } from '../../http/envelope';
import type { JobKind } from '../../jobs/types';
import { exportTypeOf } from './download.export-registry';
import { insertExport, setBossJob, type ExportRow } from './download.repo';

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
  await setBossJob(app.db, row.id, jobId);
  return { ...row, bossJobId: jobId };
}
