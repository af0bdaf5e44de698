import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessions } from '../db/schema';
import { sha256 } from '../security/tokens';
import { authHeaders, createTestApp, get, login, post, SETUP_TIMEOUT } from '../test/helper';
import { cachedSession, SESSION_CACHE_MS } from './session-cache';
import { resolveSession, revokeAllSessions, SESSION_IDLE_MS } from './session-store';

describe('session cache', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const status = async (token: string) =>
    (await get(app, '/customer-api/loginStatus', authHeaders(token))).statusCode;

  it('reuses a resolved session, and a logout ends it at once', async () => {
    const token = await login(app, 'demo', 'Demo@12345');
    expect(await status(token)).toBe(200);
    expect(cachedSession(app.db, sha256(token), Date.now())).toBeDefined();
    expect(await status(token)).toBe(200);
    expect((await post(app, '/customer-api/logout', {}, authHeaders(token))).statusCode).toBe(200);
    expect(cachedSession(app.db, sha256(token), Date.now())).toBeUndefined();
    expect(await status(token)).toBe(401);
  });

  it('ends every session of a user at a password change (revokeAllSessions)', async () => {
    const first = await login(app, 'demo_sub', 'Demo@12345');
    const second = await login(app, 'demo_sub', 'Demo@12345');
    expect(await status(first)).toBe(200);
    expect(await status(second)).toBe(200);
    const [row] = await app.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(first)));
    await revokeAllSessions(app.db, row.userId);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(401);
  });

  it('sees a revocation made elsewhere within SESSION_CACHE_MS, and honours idle expiry', async () => {
    const token = await login(app, 'demo', 'Demo@12345');
    const now = Date.now();
    expect(await resolveSession(app.db, token, 'en', now)).not.toBeNull();
    // Another process revokes it in the database: this one keeps it only until the cache ages out.
    await app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(token)));
    expect(await resolveSession(app.db, token, 'en', now + 1)).not.toBeNull();
    expect(await resolveSession(app.db, token, 'en', now + SESSION_CACHE_MS)).toBeNull();

    const idle = await login(app, 'demo', 'Demo@12345');
    const at = Date.now();
    expect(await resolveSession(app.db, idle, 'en', at)).not.toBeNull();
    // Unused for longer than the idle limit: refused.
    expect(await resolveSession(app.db, idle, 'en', at + SESSION_IDLE_MS + 60_001)).toBeNull();
  });
});
