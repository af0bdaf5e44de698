import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openSession } from '../../auth/session-store';
import type { Database } from '../../db/client';
import { ownedBy } from '../../db/tenant-scope';
import { memberAccounts, memberLevels, users } from '../../db/schema';
import { BizError } from '../../http/envelope';
import { verifyPassword } from '../../lib/password/password';
import {
  THROTTLE_WINDOW_MINUTES,
  accountBlocked,
  captchaRequired,
  loadThrottleState,
  recordLoginAttempt,
} from '../../security/throttle';
import { findCustomer, findUserByLoginCode, permissionKeysInMenuOrder, type UserRow } from './auth.repo';
import type { loginResult } from './auth.schemas';
import type { z } from 'zod';

export type LoginResult = z.infer<typeof loginResult>;

export interface LoginInput {
  loginCode: string;
  password: string;
  verifyCode?: string;
  vck?: string;
  ip: string;
}

/** What every way of logging in is throttled by: the account's key, the client, a captcha answer. */
export interface LoginAttempt {
  /** The login code tried (for an e-mail login without one: the account found, else the address). */
  key: string;
  ip: string;
  verifyCode?: string;
  vck?: string;
}

/**
 * The throttle in front of every login (password or e-mail code): a blocked account is refused,
 * and a captcha is required after repeated failures of the account or the IP (security/throttle.ts).
 * A captcha that is sent is checked (and spent) whether or not one is required: a wrong answer
 * never signs in.
 */
export async function checkLoginThrottle(app: FastifyInstance, attempt: LoginAttempt): Promise<void> {
  const state = await loadThrottleState(app.db, attempt.key, attempt.ip);
  if (accountBlocked(state)) throw new BizError('auth.tooManyFailures', { minutes: THROTTLE_WINDOW_MINUTES });
  const sent = Boolean(attempt.vck || attempt.verifyCode);
  if (!sent) {
    if (captchaRequired(state, app.config.captchaAlways)) throw new BizError('auth.captchaRequired');
    return;
  }
  if (!(await app.captcha.verify(attempt.vck, attempt.verifyCode, true)))
    throw new BizError('auth.captchaInvalid');
}

/** Counts a failed login of the account key (and the known user's own counter). */
export async function recordLoginFailure(
  db: Database,
  attempt: LoginAttempt,
  user: UserRow | undefined,
): Promise<void> {
  await recordLoginAttempt(db, attempt.key, attempt.ip, false);
  if (user)
    await db
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(ownedBy(users, user, eq(users.id, user.id)));
}

/** A successful login: the account's failure count restarts; then the session opens. */
export async function succeedLogin(db: Database, attempt: LoginAttempt, user: UserRow): Promise<LoginResult> {
  if (user.isUsed !== '1') throw new BizError('auth.accountDisabled');
  await recordLoginAttempt(db, attempt.key, attempt.ip, true);
  await db
    .update(users)
    .set({ failedLogins: 0 })
    .where(ownedBy(users, user, eq(users.id, user.id)));
  return completeLogin(db, user);
}

/**
 * Checks a password login. Order matters: throttle and captcha come before the (costly) password
 * check; an unknown account and a wrong password fail identically and are counted alike.
 */
export async function passwordLogin(app: FastifyInstance, input: LoginInput): Promise<LoginResult> {
  const attempt = { key: input.loginCode, ip: input.ip, verifyCode: input.verifyCode, vck: input.vck };
  await checkLoginThrottle(app, attempt);
  const user = await findUserByLoginCode(app.db, input.loginCode);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    await recordLoginFailure(app.db, attempt, user);
    throw new BizError('auth.badCredentials');
  }
  return succeedLogin(app.db, attempt, user);
}

/** Opens a session for an authenticated user and builds the spec's login result. */
export async function completeLogin(db: Database, user: UserRow): Promise<LoginResult> {
  const token = await openSession(db, user.id);
  return loginResultFor(db, user, token);
}

/**
 * The login result of an open session: what the portal rebuilds its session from after a page
 * reload or when a parent platform hands it a token (embedded entry).
 */
export async function loginResultFor(db: Database, user: UserRow, token: string): Promise<LoginResult> {
  const customer = await findCustomer(db, user.customerId);
  const keys = user.isAdmin ? [] : await permissionKeysInMenuOrder(db, user.id);
  return {
    token,
    user: {
      loginCode: user.loginCode,
      userName: user.userName,
      email: user.email,
      phone: user.phone,
      newUserFlag: user.newUserFlag,
      networkId: user.networkId,
      customerCode: customer.customerCode,
      customerName: customer.name,
    },
    newMenuId: keys.join(','),
    userAdmin: user.isAdmin ? 1 : 0,
    isUsed: customer.isUsed,
    needUpdatePassword: user.needUpdatePassword,
    memberLevel: await findMemberLevel(db, user.customerId),
  };
}

/** The customer's member level (spec: global level code and growthStart), when it has an account. */
async function findMemberLevel(
  db: Database,
  customerId: number,
): Promise<{ code: string; growthStart: number } | null> {
  const [level] = await db
    .select({ code: memberLevels.code, growthStart: memberLevels.growthStart })
    .from(memberAccounts)
    .innerJoin(memberLevels, eq(memberLevels.code, memberAccounts.levelCode))
    .where(ownedBy(memberAccounts, { customerId }));
  return level ?? null;
}
