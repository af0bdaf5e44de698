import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { acrossTenants } from '../db/tenant-scope';
import type { Database } from '../db/client';
import { privacyAgreements, privacyReads, sessions, userPermissions, users } from '../db/schema';
import type { Lang } from '../i18n/language';
import { newSessionToken, sha256 } from '../security/tokens';
import {
  cacheEpoch,
  cachedSession,
  forgetSessions,
  rememberSession,
  type CachedSession,
} from './session-cache';
import type { SessionContext } from './session-types';
import { loadAccountAccess } from './account-access';
import { sessionsChanged } from './session-broadcast';

/** A session unused for this long is no longer accepted. */
export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
/** lastSeenAt is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000;

/** Opens a session; returns the token (shown once to the client, stored only as sha256). */
export async function openSession(db: Database, userId: number): Promise<string> {
  const token = newSessionToken();
  await db.insert(sessions).values({ id: randomUUID(), tokenHash: sha256(token), userId });
  return token;
}

/**
 * Whether the user has yet to accept the newest version of the privacy agreement `code` (any
 * channel). No agreement under that code (or no code) means nothing to accept.
 */
export async function privacyAcceptancePending(db: Database, userId: number, code: string): Promise<boolean> {
  if (!code) return false;
  const [current] = await db
    .select({ version: privacyAgreements.version })
    .from(privacyAgreements)
    .where(eq(privacyAgreements.code, code))
    .orderBy(desc(privacyAgreements.version))
    .limit(1);
  if (!current) return false;
  const [read] = await db
    .select({ id: privacyReads.id })
    .from(privacyReads)
    .where(
      and(
        eq(privacyReads.userId, userId),
        eq(privacyReads.code, code),
        eq(privacyReads.version, current.version),
      ),
    )
    .limit(1);
  return !read;
}

/** Reads a session, its user and the user's permission keys by token hash (no cache). */
async function readSession(
  db: Database,
  tokenHash: string,
  now: number,
  privacyCode: string,
): Promise<CachedSession | null> {
  // the token is all we know: the session names its user, and so the tenant
  const [row] = await acrossTenants('authentication', () =>
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt))),
  );
  if (!row) return null;
  const access = await loadAccountAccess(db, row.user);
  return {
    sessionId: row.session.id,
    userId: row.user.id,
    customerId: row.user.customerId,
    loginCode: row.user.loginCode,
    isAdmin: row.user.isAdmin,
    isUsed: row.user.isUsed,
    mustChangePassword: row.user.needUpdatePassword === '1',
    mustAcceptPrivacy: await privacyAcceptancePending(db, row.user.id, privacyCode),
    permissions: row.user.isAdmin ? new Set() : await loadPermissionKeys(db, row.user.id),
    dataScope: access.dataScope,
    hideMoney: access.hideMoney,
    lastSeenAt: row.session.lastSeenAt.getTime(),
    cachedAt: now,
  };
}

/**
 * Resolves a token to its session, or null when missing, unknown, revoked, idle or disabled. The
 * session row and the user's permission keys are reused for SESSION_CACHE_MS (session-cache.ts).
 * `privacyCode`: the agreement whose newest version the user must have accepted ('' for none).
 */
export async function resolveSession(
  db: Database,
  token: string | undefined,
  language: Lang,
  now = Date.now(),
  privacyCode = '',
): Promise<SessionContext | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  let session = cachedSession(db, tokenHash, now);
  if (!session) {
    const epoch = cacheEpoch(db);
    const read = await readSession(db, tokenHash, now, privacyCode);
    if (!read) return null;
    session = read;
    rememberSession(db, tokenHash, session, epoch);
  }
  if (session.isUsed !== '1') return null;
  if (now - session.lastSeenAt > SESSION_IDLE_MS) return null;
  if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, session.sessionId));
    session.lastSeenAt = now;
  }
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    customerId: session.customerId,
    loginCode: session.loginCode,
    isAdmin: session.isAdmin,
    permissions: session.permissions,
    dataScope: session.dataScope,
    hideMoney: session.hideMoney,
    mustChangePassword: session.mustChangePassword,
    mustAcceptPrivacy: session.mustAcceptPrivacy,
    language,
  };
}

export async function loadPermissionKeys(db: Database, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ code: userPermissions.resourceCode })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  return new Set(rows.map((row) => row.code));
}

/**
 * A logout. The cache is dropped before the write (no request passes once it is called) and after
 * it (a read racing the write is not kept).
 */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  forgetSessions(db, { sessionId });
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await sessionsChanged(db, { sessionId });
}

/** At password change and reset: every session of the user ends. */
export async function revokeAllSessions(db: Database, userId: number): Promise<void> {
  forgetSessions(db, { userId });
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await sessionsChanged(db, { userId });
}

/** At a password change: every other session of the user ends, the calling one stays. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  forgetSessions(db, { userId });
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
  await sessionsChanged(db, { userId });
}

export function holdsPermission(session: SessionContext, key: string): boolean {
  return session.isAdmin || session.permissions.has(key);
}
