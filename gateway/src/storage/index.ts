import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatewayConfig } from '../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { UrlSigner } from './url-signer';

export { isValidStorageKey, type FileStorage, type StoredFile } from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { UrlSigner, type UrlSignature } from './url-signer';

/** Where the gateway serves stored files to browsers (checked with the signer). */
export const FILE_VIEW_PATH = '/customer-api/file/view/';

/**
 * The gateway's file storage from its config: local disk under `uploadDir`, URLs signed with
 * `uploadUrlSecret`. The signer is returned too, for the view route that checks the URLs.
 *
 * @example
 * const { storage, signer } = createFileStorage(app.config);
 */
export function createFileStorage(config: Pick<GatewayConfig, 'uploadDir' | 'uploadUrlSecret'>): {
  storage: FileStorage;
  signer: UrlSigner;
} {
  const signer = new UrlSigner(config.uploadUrlSecret || storedSecret(config.uploadDir));
  return { storage: new LocalDiskStorage(config.uploadDir, signer, FILE_VIEW_PATH), signer };
}

/** A random signing secret kept beside the files (created once, readable by the gateway only). */
export function storedSecret(dir: string): string {
  const file = path.join(dir, '.url-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return fs.readFileSync(file, 'utf8').trim(); // another process created it first
    }
  }
}
