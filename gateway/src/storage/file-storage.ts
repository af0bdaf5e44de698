import type { Readable } from 'node:stream';

/** A stored object as read back from a FileStorage. */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

/**
 * A stored object opened for reading: its bytes in order as they are read, never whole in memory.
 * The stream fails (an error, not short data) when the object is replaced or removed under it.
 */
export interface StoredStream {
  stream: Readable;
  /** Bytes the stream yields, known before the first one (Content-Length). */
  size: number;
  contentType: string;
}

/** How long an object is kept: past `expiresAt` a purge may remove it (the database storage's). */
export interface PutOptions {
  expiresAt?: Date;
}

/**
 * Where uploaded bytes live. The gateway ships one in its database
 * (`DatabaseFileStorage`, the default on PostgreSQL: every gateway reads what any wrote) and one on
 * local disk (`LocalDiskStorage`, PGlite and development); an S3-compatible store implements the same calls (put/get/open/delete as
 * object operations, signedUrl as a presigned GET).
 *
 * Keys are flat names made by the gateway (`[A-Za-z0-9._-]`, no slashes), so they are safe as a
 * file name and as a URL path segment.
 *
 * @example
 * await storage.put('3f2a.png', bytes, 'image/png');
 * const url = await storage.signedUrl('3f2a.png', 3600); // browser-fetchable until it expires
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string, options?: PutOptions): Promise<void>;
  /** Optional: stores a file from disk without reading it into memory (large exports). */
  putFile?(key: string, source: string, contentType: string, options?: PutOptions): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** The object as a stream (a download: memory stays flat whatever its size), or null. */
  open(key: string): Promise<StoredStream | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A URL the browser can fetch without the authToken header, valid for `expiresInSeconds`. */
  signedUrl(key: string, expiresInSeconds: number): Promise<string>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * True for a key the storages accept: flat, no path separators, no leading dot.
 *
 * @example
 * isValidStorageKey('a1b2.pdf'); // true
 * isValidStorageKey('../etc/passwd'); // false
 */
export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}
