import { parseOptions } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from '../lib/password/password';
import { newSessionToken, newSixDigitCode } from './tokens';

describe('credential primitives', () => {
  it('hashes passwords with argon2id, at least 19 MiB and 2 iterations', async () => {
    const hash = await hashPassword('Demo@12345');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    const options = parseOptions(hash);
    expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(hash, 'Demo@12345')).toBe(true);
    expect(await verifyPassword(hash, 'demo@12345')).toBe(false);
  });

  it('fails verification without a stored hash (unknown account)', async () => {
    expect(await verifyPassword(undefined, 'Demo@12345')).toBe(false);
  });

  it('makes session tokens of 32 random bytes in base64url', () => {
    const token = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newSessionToken()).not.toBe(token);
  });

  it('makes 6-digit codes', () => {
    for (let i = 0; i < 50; i += 1) expect(newSixDigitCode()).toMatch(/^\d{6}$/);
  });
});
