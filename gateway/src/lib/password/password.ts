import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm; its const enum cannot be imported under
 * isolatedModules) with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane.
 */
export const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown account) it still runs a full verification
 * against a dummy hash, so the answer takes the same time whether or not the account exists.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
