import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { BizError } from '../../http/envelope';
import { acceptedFileType } from '../../lib/files/file-signature';
import type { FileStorage } from '../../storage';
import { forgetFile, recordFile } from './file.repo';
import type { uploadedFile } from './file.schemas';

/**
 * Checks each received file's type by its content (refused, translated, when not accepted) and
 * names it with a fresh key.
 */
export function checkedUploads(received: { name: string; data: Buffer }[]) {
  return received.map((file) => {
    const type = acceptedFileType(file.name, file.data);
    if (!type) throw new BizError('file.typeMismatch');
    return { ...file, ...type, key: `${randomUUID()}.${type.extension}` };
  });
}

/**
 * Stores checked files and records who uploaded each; answers their signed URLs. On a failure
 * it leaves nothing half-stored: a failed request uploads no file.
 */
export async function storeUploads(
  db: Database,
  storage: FileStorage,
  urlTtlSeconds: number,
  owner: Pick<SessionContext, 'customerId' | 'userId'>,
  checked: ReturnType<typeof checkedUploads>,
  bizType: string | null,
): Promise<z.infer<typeof uploadedFile>[]> {
  const stored: z.infer<typeof uploadedFile>[] = [];
  try {
    for (const file of checked) {
      await storage.put(file.key, file.data, file.contentType);
      await recordFile(db, owner, { ...file, size: file.data.length, bizType });
      stored.push({
        url: await storage.signedUrl(file.key, urlTtlSeconds),
        key: file.key,
        name: file.name,
        size: file.data.length,
        contentType: file.contentType,
      });
    }
  } catch (error) {
    for (const file of checked) {
      await storage.delete(file.key);
      await forgetFile(db, owner, file.key);
    }
    throw error;
  }
  return stored;
}
