import { randomUUID } from 'node:crypto';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { ImportFileError } from '../../lib/xlsx-read/import-error';
import type { ImportLimits } from '../../lib/xlsx-read/limits';
import { checkXlsx } from '../../lib/xlsx-read/xlsx-guard';
import type { FileStorage } from '../../storage';
import { createTaskOnce, type ImportTaskRow } from './import-task.repo';
import { failOnFile } from './import-file-failure.rules';
import { sha256Hex } from './import-row-validation.rules';
import { XLSX_CONTENT_TYPE } from './import-workbooks.render';

/**
 * Stores an uploaded order file (already known to be an xlsx by name and content) and creates its
 * task, once per file: the same bytes again answer their open or done task (`reused`) and store
 * nothing. A new task's file then passes the xlsx guard (zip bombs, oversized sheets) before any
 * parser runs; a refused file fails its task with the reason and is thrown.
 */
export async function createUploadedTask(
  db: Database,
  storage: FileStorage,
  limits: ImportLimits,
  owner: Pick<SessionContext, 'customerId' | 'userId'>,
  file: { name: string; data: Buffer },
  isFilterRepeat: number,
): Promise<{ task: ImportTaskRow; reused: boolean }> {
  const storageKey = `import-${randomUUID()}.xlsx`;
  await storage.put(storageKey, file.data, XLSX_CONTENT_TYPE);
  const { task, reused } = await createTaskOnce(db, {
    customerId: owner.customerId,
    createdBy: owner.userId,
    fileName: file.name.slice(0, 255),
    fileHash: sha256Hex(file.data),
    fileSize: file.data.length,
    storageKey,
    isFilterRepeat,
    contentType: XLSX_CONTENT_TYPE,
  }).catch(async (error: unknown) => {
    await storage.delete(storageKey);
    throw error;
  });
  if (reused) {
    await storage.delete(storageKey);
    return { task, reused };
  }
  try {
    // Zip bombs and oversized sheets are stopped here, before any xlsx parser runs.
    await checkXlsx(file.data, limits);
  } catch (error) {
    if (error instanceof ImportFileError) await failOnFile(db, task, ['UPLOADED'], error.failureCode, error);
    throw error;
  }
  return { task, reused };
}
