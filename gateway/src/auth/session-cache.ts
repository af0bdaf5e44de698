import type { Database } from '../db/client';
import type { DataScope } from '../db/tenant-scope';

/**
 * How long a resolved session, with its user's permission keys, is reused without reading
 * `sessions` and `user_permissions` again. Logout, password changes and permission edits drop it at
 * once, in this process and, through PostgreSQL notices, in every other gateway process on the
 * database (session-broadcast.ts); only a change made straight in the database shows within this
 * time.
 */
export const SESSION_CACHE_MS = 5_000;
/** Sessions kept per database at most; the oldest go first. */
const MAX_CACHED_SESSIONS = 10_000;

/** The session and user columns a request needs, and the user's permission keys. */
export interface CachedSession {
  sessionId: string;
  userId: number;
  customerId: number;
  loginCode: string;
  isAdmin: boolean;
  isUsed: string;
  /** needUpdatePassword is '1': only the password change and what its page needs answer. */
  mustChangePassword: boolean;
  /** The user has not accepted the newest version of the configured privacy agreement. */
  mustAcceptPrivacy: boolean;
  /** Route names and button keys the user holds (empty for admins: they hold all). */
  permissions: ReadonlySet<string>;
  /** The sub-account's data scope (null: every order) and hide-money flag (account-access.ts). */
  dataScope: DataScope | null;
  hideMoney: boolean;
  /** The session's lastSeenAt, in ms, as stored (kept current by the touches of this process). */
  lastSeenAt: number;
  cachedAt: number;
}

interface SessionCache {
  entries: Map<string, CachedSession>;
  /** Counts the drops: a read that started before one is not remembered (it may be stale). */
  epoch: number;
}

const caches = new WeakMap<Database, SessionCache>();

function cacheOf(db: Database): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: new Map(), epoch: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Taken before reading a session from the database, and handed to rememberSession. */
export function cacheEpoch(db: Database): number {
  return cacheOf(db).epoch;
}

/** The cached session of a token hash, while younger than SESSION_CACHE_MS. */
export function cachedSession(db: Database, tokenHash: string, now: number): CachedSession | undefined {
  const { entries } = cacheOf(db);
  const entry = entries.get(tokenHash);
  if (!entry) return undefined;
  if (now - entry.cachedAt >= SESSION_CACHE_MS) {
    entries.delete(tokenHash);
    return undefined;
  }
  return entry;
}

/**
 * Keeps a session read from the database, unless sessions were dropped since the read began
 * (`epochAtRead`, from cacheEpoch): a logout or permission edit racing the read must not be
 * undone by caching what the read saw before it.
 */
export function rememberSession(
  db: Database,
  tokenHash: string,
  entry: CachedSession,
  epochAtRead: number,
): void {
  const cache = cacheOf(db);
  if (cache.epoch !== epochAtRead) return;
  const { entries } = cache;
  entries.delete(tokenHash);
  entries.set(tokenHash, entry);
  if (entries.size > MAX_CACHED_SESSIONS) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
}

/** Which cached sessions to drop: one session, every session of a user, or of a customer. */
export interface ForgetMatch {
  sessionId?: string;
  userId?: number;
  customerId?: number;
}

/** Drops every cached session (the cross-process notices may have been missed). */
export function forgetEverySession(db: Database): void {
  const cache = cacheOf(db);
  cache.epoch += 1;
  cache.entries.clear();
}

/**
 * Drops the cached sessions that match (a logout: one session; a password change or a permission
 * edit: every session of the user; an edited sender address: every session of the customer, whose
 * sub-accounts' scopes may follow it).
 */
export function forgetSessions(db: Database, match: ForgetMatch): void {
  const cache = cacheOf(db);
  cache.epoch += 1;
  for (const [hash, entry] of cache.entries) {
    if (
      entry.sessionId === match.sessionId ||
      entry.userId === match.userId ||
      entry.customerId === match.customerId
    )
      cache.entries.delete(hash);
  }
}
