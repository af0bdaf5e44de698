import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidStorageKey } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { UrlSigner } from './url-signer';
import { createFileStorage, storedSecret } from '.';

describe('URL signer', () => {
  it('verifies its own signature until the expiry, and nothing else', () => {
    let now = 1_800_000_000_000;
    const signer = new UrlSigner('secret', () => now);
    const { exp, sig } = signer.sign('a.png', 60);
    expect(exp).toBe(1_800_000_060);
    expect(signer.verify('a.png', exp, sig)).toBe(true);
    expect(signer.verify('b.png', exp, sig)).toBe(false);
    expect(signer.verify('a.png', exp + 1, sig)).toBe(false);
    expect(new UrlSigner('other', () => now).verify('a.png', exp, sig)).toBe(false);
    expect(signer.verify('a.png', exp, 'short')).toBe(false);
    now += 60_000;
    expect(signer.verify('a.png', exp, sig)).toBe(false);
  });

  it('decodes the signature strictly: junk appended or altered unused bits are refused', () => {
    const now = Date.UTC(2026, 0, 1);
    const signer = new UrlSigner('secret', () => now);
    const { exp, sig } = signer.sign('a.png', 60);
    expect(signer.verify('a.png', exp, sig)).toBe(true);
    // Node's base64url decoder skips what it does not know: each of these decoded to the same bytes
    for (const junk of ['.', '!', '==', '=', '.js', '%00', ' ', '\n', '$$$'])
      expect([junk, signer.verify('a.png', exp, sig + junk)]).toEqual([junk, false]);
    expect(signer.verify('a.png', exp, ` ${sig}`)).toBe(false);
    expect(signer.verify('a.png', exp, sig.replace(/-/g, '+').replace(/_/g, '/'))).toBe(!/[-_]/.test(sig));
    // the last character carries 2 unused bits: another character with the same 4 data bits
    const last = sig.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = alphabet[alphabet.indexOf(last) ^ 1];
    expect(signer.verify('a.png', exp, sig.slice(0, -1) + twin)).toBe(false);
  });

  it('needs a secret', () => {
    expect(() => new UrlSigner('')).toThrow('secret');
  });
});

describe('local-disk file storage', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-storage-test-'));
  const signer = new UrlSigner('secret');
  const storage = new LocalDiskStorage(path.join(dir, 'nested'), signer, '/customer-api/file/view/');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('puts, gets and deletes by key, creating the folder', async () => {
    await storage.put('k1.txt', Buffer.from('hello'), 'text/plain');
    expect(await storage.get('k1.txt')).toEqual({ data: Buffer.from('hello'), contentType: 'text/plain' });
    await storage.delete('k1.txt');
    expect(await storage.get('k1.txt')).toBeNull();
    await expect(storage.delete('k1.txt')).resolves.toBeUndefined();
  });

  it('opens a file as a stream of its bytes, with its size and type; a missing one is null', async () => {
    const data = Buffer.alloc(200_000);
    for (let i = 0; i < data.length; i += 1) data[i] = (i * 31) % 256;
    await storage.put('k3.bin', data, 'application/octet-stream');
    const opened = await storage.open('k3.bin');
    expect(opened).toMatchObject({ size: data.length, contentType: 'application/octet-stream' });
    const read: Buffer[] = [];
    for await (const piece of opened!.stream) read.push(piece as Buffer);
    expect(Buffer.concat(read).equals(data)).toBe(true);
    expect(await storage.open('missing.bin')).toBeNull();
    expect(await storage.open('../escape')).toBeNull();
  });

  it('signs view URLs the signer verifies', async () => {
    const url = new URL(await storage.signedUrl('k2.png', 300), 'http://localhost');
    expect(url.pathname).toBe('/customer-api/file/view/k2.png');
    expect(signer.verify('k2.png', Number(url.searchParams.get('exp')), url.searchParams.get('sig')!)).toBe(
      true,
    );
  });

  it('refuses keys that could leave its folder', async () => {
    expect(isValidStorageKey('../x')).toBe(false);
    expect(isValidStorageKey('a/b')).toBe(false);
    expect(isValidStorageKey('.hidden')).toBe(false);
    expect(isValidStorageKey('a..b')).toBe(false);
    expect(isValidStorageKey('0f2e-11.png')).toBe(true);
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      'invalid storage key',
    );
    expect(await storage.get('../escape')).toBeNull();
  });
});

describe('signing secret without UPLOAD_URL_SECRET', () => {
  it('is created once in the upload folder and read back after a restart, so links stay valid', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'));
    const first = storedSecret(dir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(storedSecret(dir)).toBe(first);
    expect(fs.statSync(path.join(dir, '.url-secret')).mode & 0o077).toBe(0);
    const signer = createFileStorage({
      uploadDir: dir,
      uploadUrlSecret: '',
      fileStorage: 'disk',
      fileStorageMaxBytes: 1024,
    }).signer;
    const again = createFileStorage({
      uploadDir: dir,
      uploadUrlSecret: '',
      fileStorage: 'disk',
      fileStorageMaxBytes: 1024,
    }).signer;
    const signed = signer.sign('a/b.png', 60);
    expect(again.verify('a/b.png', signed.exp, signed.sig)).toBe(true);
  });
});
