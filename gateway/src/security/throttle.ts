import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginAttempts } from '../db/schema';

export const THROTTLE_WINDOW_MINUTES = 15;
/** Failures of one account (known or not) before a captcha is required. */
export const ACCOUNT_CAPTCHA_AFTER = 3;
/** Failures from one IP before a captcha is required for every account it tries. */
export const IP_CAPTCHA_AFTER = 10;
/** Failures of one account after which it refuses logins for the rest of the window. */
export const ACCOUNT_BLOCK_AFTER = 10;

export interface ThrottleState {
  accountFailures: number;
  ipFailures: number;
}

/**
 * Recent failures for an account and an IP. An account's count restarts after a successful login.
 * Counted by login code, not user, so unknown accounts are throttled exactly like real ones.
 */
export async function loadThrottleState(
  db: Database,
  loginCode: string,
  ip: string,
  now = new Date(),
): Promise<ThrottleState> {
  const windowStart = new Date(now.getTime() - THROTTLE_WINDOW_MINUTES * 60_000);
  const [lastSuccess] = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginCode, loginCode),
        eq(loginAttempts.success, true),
        gt(loginAttempts.createdAt, windowStart),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(1);
  const accountSince =
    lastSuccess && lastSuccess.createdAt > windowStart ? lastSuccess.createdAt : windowStart;
  const [account] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.loginCode, loginCode),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, accountSince),
      ),
    );
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, windowStart),
      ),
    );
  return { accountFailures: Number(account?.n ?? 0), ipFailures: Number(byIp?.n ?? 0) };
}

export function captchaRequired(state: ThrottleState, always: boolean): boolean {
  return always || state.accountFailures >= ACCOUNT_CAPTCHA_AFTER || state.ipFailures >= IP_CAPTCHA_AFTER;
}

export function accountBlocked(state: ThrottleState): boolean {
  return state.accountFailures >= ACCOUNT_BLOCK_AFTER;
}

export async function recordLoginAttempt(
  db: Database,
  loginCode: string,
  ip: string,
  success: boolean,
): Promise<void> {
  await db.insert(loginAttempts).values({ loginCode, ip, success });
}
