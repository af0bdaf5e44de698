import type { Database } from '../db/client';

/**
 * How long a resolved session is reused without reading `sessions` again. Logout and password
 * changes in this process drop it at once (revokeSession, revokeAllSessions); a change made
 * straight in the database, or by another gateway process, shows within this time.
 */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept per database at most; the oldest go first. */
const MAX_CACHED_SESSIONS = 10_000;

/** The session and user columns a request needs (permissions are read per request). */
export interface CachedSession {
  sessionId: string;
  userId: number;
  customerId: number;
  loginCode: string;
  isAdmin: boolean;
  isUsed: string;
  /** The session's lastSeenAt, in ms, as stored (kept current by the touches of this process). */
  lastSeenAt: number;
  cachedAt: number;
}

const caches = new WeakMap<Database, Map<string, CachedSession>>();

function cacheOf(db: Database): Map<string, CachedSession> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The cached session of a token hash, while younger than SESSION_CACHE_MS. */
export function cachedSession(db: Database, tokenHash: string, now: number): CachedSession | undefined {
  const cache = cacheOf(db);
  const entry = cache.get(tokenHash);
  if (!entry) return undefined;
  if (now - entry.cachedAt >= SESSION_CACHE_MS) {
    cache.delete(tokenHash);
    return undefined;
  }
  return entry;
}

export function rememberSession(db: Database, tokenHash: string, entry: CachedSession): void {
  const cache = cacheOf(db);
  cache.delete(tokenHash);
  cache.set(tokenHash, entry);
  if (cache.size > MAX_CACHED_SESSIONS) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
}

/** Drops the cached sessions that match (a logout: one session; a password change: a user's). */
export function forgetSessions(db: Database, match: { sessionId?: string; userId?: number }): void {
  const cache = cacheOf(db);
  for (const [hash, entry] of cache) {
    if (entry.sessionId === match.sessionId || entry.userId === match.userId) cache.delete(hash);
  }
}
