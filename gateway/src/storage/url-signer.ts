import { createHmac, timingSafeEqual } from 'node:crypto';

/** An HMAC-SHA256 (32 bytes) in unpadded base64url: 43 characters. */
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/** The query of a signed URL: expiry (unix seconds) and signature (base64url HMAC-SHA256). */
export interface UrlSignature {
  exp: number;
  sig: string;
}

/**
 * Signs and checks expiring URLs for a key with an HMAC secret, so a browser `<img>` (which cannot
 * send the authToken header) can fetch a file for a limited time.
 *
 * @example
 * const signer = new UrlSigner('secret');
 * const { exp, sig } = signer.sign('a1b2.png', 3600);
 * signer.verify('a1b2.png', exp, sig); // true until exp has passed
 */
export class UrlSigner {
  /**
   * `secret` may be a function, read at each use: a secret kept in the database is known only once
   * the app is ready (storage/index.ts); it must answer one by the first signature.
   */
  constructor(
    private readonly secret: string | (() => string),
    private readonly now: () => number = Date.now,
  ) {
    if (!secret) throw new Error('UrlSigner needs a secret');
  }

  private digest(key: string, exp: number): Buffer {
    const secret = typeof this.secret === 'function' ? this.secret() : this.secret;
    if (!secret) throw new Error('UrlSigner needs a secret');
    return createHmac('sha256', secret).update(`${key}\n${exp}`).digest();
  }

  /** The same secret on another clock (a test's link signed in the past). */
  withClock(now: () => number): UrlSigner {
    return new UrlSigner(this.secret, now);
  }

  sign(key: string, expiresInSeconds: number): UrlSignature {
    const exp = Math.floor(this.now() / 1000) + Math.max(1, Math.floor(expiresInSeconds));
    return { exp, sig: this.digest(key, exp).toString('base64url') };
  }

  /**
   * True when `sig` is this secret's signature of key and exp, and exp is still in the future.
   * The signature is decoded strictly: exactly the 43 base64url characters `sign` writes, in their
   * one canonical form. Node's decoder skips characters it does not know and ignores padding and
   * unused bits, so a signature with junk appended (`sig + '.js'`, `sig + '=='`) decoded to the
   * same bytes and was accepted.
   */
  verify(key: string, exp: number, sig: string): boolean {
    if (!Number.isInteger(exp) || exp * 1000 <= this.now()) return false;
    if (typeof sig !== 'string' || !SIGNATURE.test(sig)) return false;
    const given = Buffer.from(sig, 'base64url');
    if (given.toString('base64url') !== sig) return false;
    const expected = this.digest(key, exp);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
