import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userPermissions, users } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seed/core';
import { ok } from '../http/envelope';
import { sha256 } from '../security/tokens';
import { authHeaders, body, createTestApp, get, login, SETUP_TIMEOUT } from '../test/helper';
import {
  cacheEpoch,
  cachedSession,
  forgetSessions,
  rememberSession,
  SESSION_CACHE_MS,
} from './session-cache';
import { resolveSession } from './session-store';
import { replaceUserPermissions } from './user-permissions';

describe('permission keys cached with the session', () => {
  let app: FastifyInstance;
  let subId: number;
  let seeded: string[];
  beforeAll(async () => {
    app = await createTestApp({}, (instance) => {
      instance.get(
        '/probe/add',
        { config: { permission: ['orderManagement', 'orderManagement_ADD'] } },
        async () => ok('added'),
      );
      instance.get(
        '/probe/delete',
        { config: { permission: ['orderManagement', 'orderManagement_DELETE'] } },
        async () => ok('deleted'),
      );
    });
    [{ id: subId }] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginCode, 'demo_sub'));
    seeded = (
      await app.db
        .select({ code: userPermissions.resourceCode })
        .from(userPermissions)
        .where(eq(userPermissions.userId, subId))
    ).map((row) => row.code);
  }, SETUP_TIMEOUT);
  afterEach(() => replaceUserPermissions(app.db, subId, seeded));
  afterAll(() => app.close());

  // the body code: a refusal answers HTTP 200 with code 403, a success code 1
  const status = async (url: string, token: string) => {
    const { code } = body(await get(app, url, authHeaders(token)));
    return code === 1 ? 200 : code;
  };

  it('applies a permission edit to the next request of every session of the sub-account', async () => {
    expect(seeded).toContain('orderManagement_ADD');
    expect(seeded).not.toContain('orderManagement_DELETE');
    const [first, second] = [
      await login(app, 'demo_sub', DEMO_PASSWORD),
      await login(app, 'demo_sub', DEMO_PASSWORD),
    ];
    expect(await status('/probe/add', first)).toBe(200);
    expect(await status('/probe/add', second)).toBe(200);
    expect(await status('/probe/delete', first)).toBe(403);
    // Both sessions are cached now, with the seeded keys.
    expect(cachedSession(app.db, sha256(first), Date.now())?.permissions.has('orderManagement_ADD')).toBe(
      true,
    );

    await replaceUserPermissions(app.db, subId, [
      ...seeded.filter((code) => code !== 'orderManagement_ADD'),
      'orderManagement_DELETE',
    ]);
    expect(await status('/probe/add', first)).toBe(403);
    expect(await status('/probe/add', second)).toBe(403);
    expect(await status('/probe/delete', first)).toBe(200);
    expect(await status('/probe/delete', second)).toBe(200);
  });

  it('keeps one read of the keys for SESSION_CACHE_MS: an edit made elsewhere shows after it', async () => {
    const token = await login(app, 'demo_sub', DEMO_PASSWORD);
    const now = Date.now();
    expect((await resolveSession(app.db, token, 'en', now))?.permissions.has('orderManagement_ADD')).toBe(
      true,
    );
    // Another process removes the key straight in the database.
    await app.db.delete(userPermissions).where(eq(userPermissions.userId, subId));
    expect((await resolveSession(app.db, token, 'en', now + 1))?.permissions.has('orderManagement_ADD')).toBe(
      true,
    );
    const later = await resolveSession(app.db, token, 'en', now + SESSION_CACHE_MS);
    expect(later).not.toBeNull();
    expect(later?.permissions.size).toBe(0);
  });

  it('does not keep a read that raced a drop (it may hold the keys from before the edit)', async () => {
    const token = await login(app, 'demo_sub', DEMO_PASSWORD);
    const hash = sha256(token);
    const epoch = cacheEpoch(app.db);
    const read = await resolveSession(app.db, token, 'en');
    expect(read).not.toBeNull();
    forgetSessions(app.db, { userId: subId });
    const stale = {
      sessionId: read!.sessionId,
      userId: subId,
      customerId: read!.customerId,
      loginCode: 'demo_sub',
      isAdmin: false,
      isUsed: '1',
      mustChangePassword: false,
      mustAcceptPrivacy: false,
      permissions: new Set(['orderManagement', 'orderManagement_DELETE']),
      dataScope: null,
      hideMoney: false,
      lastSeenAt: Date.now(),
      cachedAt: Date.now(),
    };
    rememberSession(app.db, hash, stale, epoch);
    expect(cachedSession(app.db, hash, Date.now())).toBeUndefined();
    expect(await status('/probe/delete', token)).toBe(403);
  });
});
