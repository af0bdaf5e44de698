import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ImportTaskRow } from '../../db/schema/imports';
import { keysOfKind, notify } from '../notifications';

/** The import screen with the task open: where an import's notification leads. */
export function importTaskLink(taskId: number): string {
  return `/orderImport?taskId=${taskId}`;
}

/**
 * Tells the uploader (or, without one, every user of the shipper) that an import finished, with
 * its counts (orders created, rows that failed validation), or failed. Written once per task
 * outcome by the job run that reached it; a notification that cannot be written is logged, and
 * never undoes the import.
 */
export async function notifyImportOutcome(
  db: Database,
  task: Pick<ImportTaskRow, 'id' | 'customerId' | 'createdBy' | 'fileName' | 'insertedRows' | 'errorRows'>,
  outcome: 'finished' | 'failed',
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const target =
    task.createdBy === null
      ? { customerId: task.customerId }
      : { customerId: task.customerId, userId: task.createdBy };
  const params: Record<string, string | number> =
    outcome === 'finished'
      ? { fileName: task.fileName, success: task.insertedRows, failed: task.errorRows }
      : { fileName: task.fileName };
  try {
    await notify(db, target, {
      category: 'SYSTEM',
      ...keysOfKind(outcome === 'finished' ? 'importFinished' : 'importFailed'),
      params,
      link: importTaskLink(task.id),
    });
  } catch (error) {
    log.warn({ taskId: task.id, err: error }, 'import notification not written');
  }
}
