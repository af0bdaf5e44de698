import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { GatewayConfig } from '../config';
import { isPostgresServer, type Database } from '../db/client';
import { DatabaseFileStorage, sharedSecret } from './database-storage';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { UrlSigner } from './url-signer';

export {
  isValidStorageKey,
  type FileStorage,
  type PutOptions,
  type StoredFile,
  type StoredStream,
} from './file-storage';
export {
  DatabaseFileStorage,
  ObjectChangedError,
  ObjectTooLargeError,
  sharedSecret,
} from './database-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { UrlSigner, type UrlSignature } from './url-signer';

/** Where the gateway serves stored files to browsers (checked with the signer). */
export const FILE_VIEW_PATH = '/customer-api/file/view/';

/** The gateway's file storage, the signer of its links, and what to do once the database is ready. */
export interface GatewayFiles {
  storage: FileStorage;
  signer: UrlSigner;
  /** The database storage, for its purge of expired objects; undefined on local disk. */
  database?: DatabaseFileStorage;
  /** Reads (or makes) the signing secret kept in the database, when that is where it lives. */
  ready(): Promise<void>;
}

/** True when the config (FILE_STORAGE) and the database put the files in the database. */
export function filesInDatabase(config: Pick<GatewayConfig, 'fileStorage'>, db?: Database): boolean {
  if (config.fileStorage === 'database') return true;
  return config.fileStorage === 'auto' && db !== undefined && '$client' in db && isPostgresServer(db);
}

/**
 * The gateway's file storage from its config (FILE_STORAGE): in the database on PostgreSQL (every
 * gateway on it reads what any wrote, ARCHITECTURE §10), on local disk under `uploadDir` otherwise
 * (PGlite, development). Links are signed with UPLOAD_URL_SECRET, or else with a random secret kept
 * where the files are: in the database (shared by every gateway, read in `ready()`), or beside the
 * files on disk.
 *
 * @example
 * const files = createFileStorage(config, db);
 * app.addHook('onReady', files.ready);
 */
export function createFileStorage(
  config: Pick<GatewayConfig, 'uploadDir' | 'uploadUrlSecret' | 'fileStorage' | 'fileStorageMaxBytes'>,
  db?: Database,
): GatewayFiles {
  if (db && filesInDatabase(config, db)) {
    let secret = config.uploadUrlSecret;
    const signer = new UrlSigner(() => secret);
    const database = new DatabaseFileStorage(db, signer, FILE_VIEW_PATH, config.fileStorageMaxBytes);
    return {
      storage: database,
      signer,
      database,
      ready: async () => {
        if (!secret) secret = await sharedSecret(db, 'file-url');
      },
    };
  }
  const signer = new UrlSigner(config.uploadUrlSecret || storedSecret(config.uploadDir));
  return {
    storage: new LocalDiskStorage(config.uploadDir, signer, FILE_VIEW_PATH),
    signer,
    ready: async () => undefined,
  };
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
