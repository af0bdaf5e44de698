import fs from 'node:fs/promises';
import path from 'node:path';
import { isValidStorageKey, type FileStorage, type StoredFile, type StoredStream } from './file-storage';
import type { UrlSigner } from './url-signer';

/**
 * FileStorage on a local folder: one file per key plus a `.type` side file holding its content
 * type. Signed URLs point at the gateway's own view route (`viewPath` + key), checked there with
 * the same signer.
 *
 * @example
 * const storage = new LocalDiskStorage('/var/lib/portal/uploads', signer, '/customer-api/file/view/');
 * await storage.put('a1b2.pdf', bytes, 'application/pdf');
 * await storage.signedUrl('a1b2.pdf', 600); // '/customer-api/file/view/a1b2.pdf?exp=...&sig=...'
 */
export class LocalDiskStorage implements FileStorage {
  constructor(
    private readonly dir: string,
    private readonly signer: UrlSigner,
    private readonly viewPath: string,
  ) {}

  private fileOf(key: string): string {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, data);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(partial, file);
  }

  /** Like put, from a file on disk (a large export), without reading it into memory. */
  async putFile(key: string, source: string, contentType: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.mkdir(this.dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    await fs.copyFile(source, partial);
    await fs.writeFile(`${file}.type`, contentType);
    await fs.rename(partial, file);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidStorageKey(key)) return null;
    const file = this.fileOf(key);
    try {
      const [data, contentType] = await Promise.all([
        fs.readFile(file),
        fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { data, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** The file as a stream; opened before its size is read, so a rename over it does not mix the two. */
  async open(key: string): Promise<StoredStream | null> {
    if (!isValidStorageKey(key)) return null;
    const file = this.fileOf(key);
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const [{ size }, contentType] = await Promise.all([
        handle.stat(),
        fs.readFile(`${file}.type`, 'utf8').catch(() => 'application/octet-stream'),
      ]);
      return { stream: handle.createReadStream(), size, contentType };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.fileOf(key);
    await fs.rm(file, { force: true });
    await fs.rm(`${file}.type`, { force: true });
  }

  async signedUrl(key: string, expiresInSeconds: number): Promise<string> {
    this.fileOf(key);
    const { exp, sig } = this.signer.sign(key, expiresInSeconds);
    return `${this.viewPath}${encodeURIComponent(key)}?exp=${exp}&sig=${sig}`;
  }
}
