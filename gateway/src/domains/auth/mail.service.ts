import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { BizError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import {
  CODE_TTL_MINUTES,
  checkCode,
  consumeActivation,
  countIssuedCodes,
  issueCode,
} from '../../security/email-codes';
import { LOGIN_CODE_MAIL_LIMITS } from '../../rules/mail-codes';
import { checkLoginThrottle, recordLoginFailure, succeedLogin, type LoginResult } from './login.service';
import {
  findActiveUsersByVerifiedEmail,
  findSessionUser,
  findUserByLoginCode,
  findUserByVerifiedEmail,
  type UserRow,
} from './auth.repo';
import { acrossTenants, ownedBy } from '../../db/tenant-scope';

/** The link the activation mail carries: `${PORTAL_URL}/activeMail?checkCode=...&type=1`. */
export function activationLink(portalUrl: string, token: string): string {
  return `${portalUrl}/activeMail?checkCode=${encodeURIComponent(token)}&type=1`;
}

export async function sendActivationMail(
  app: FastifyInstance,
  session: { userId: number; customerId: number },
  lang: Lang,
): Promise<void> {
  const user = await findSessionUser(app.db, session);
  if (!user?.email) throw new BizError('auth.noEmail');
  if (user.emailVerified) throw new BizError('auth.alreadyVerified');
  const token = await issueCode(app.db, 'activate', user.id, user.email);
  const link = activationLink(app.config.portalUrl, token);
  await app.mailer.send({
    to: user.email,
    subject: t(lang, 'mail.activateSubject'),
    body: t(lang, 'mail.activateBody', { link }),
    kind: 'activate',
    payload: { loginCode: user.loginCode, link },
  });
}

/** Marks the address verified, if it is still the one the link was sent to. */
export async function activateMail(app: FastifyInstance, token: string): Promise<void> {
  const activation = await consumeActivation(app.db, token);
  if (!activation) throw new BizError('auth.activationInvalid');
  // the mailed link names the user: nobody is signed in
  const updated = await acrossTenants('authentication', () =>
    app.db
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.id, activation.userId), eq(users.email, activation.target)))
      .returning({ id: users.id }),
  );
  if (updated.length === 0) throw new BizError('auth.activationInvalid');
}

/** Mails the login codes tied to a verified address; says nothing about whether there were any. */
export async function sendAccountIds(app: FastifyInstance, email: string, lang: Lang): Promise<void> {
  const owners = await findActiveUsersByVerifiedEmail(app.db, email);
  if (owners.length === 0) return;
  const loginCodes = owners.map((user) => user.loginCode).join(', ');
  await app.mailer.send({
    to: email,
    subject: t(lang, 'mail.idSubject'),
    body: t(lang, 'mail.idBody', { loginCodes }),
    kind: 'account-id',
    payload: { loginCodes },
  });
}

export async function sendBindCode(
  app: FastifyInstance,
  userId: number,
  mail: string,
  lang: Lang,
): Promise<void> {
  const code = await issueCode(app.db, 'bind', userId, mail);
  await app.mailer.send({
    to: mail,
    subject: t(lang, 'mail.bindSubject'),
    body: t(lang, 'mail.resetBody', { code, minutes: CODE_TTL_MINUTES }),
    kind: 'bind',
    payload: { code },
  });
}

export async function confirmBind(
  app: FastifyInstance,
  session: { userId: number; customerId: number },
  mail: string,
  code: string,
): Promise<void> {
  const { userId } = session;
  if (!(await checkCode(app.db, { purpose: 'bind', userId, code, target: mail, consume: true }))) {
    throw new BizError('auth.codeInvalid');
  }
  await app.db
    .update(users)
    .set({ email: mail, emailVerified: true })
    .where(ownedBy(users, session, eq(users.id, userId)));
}

/** Who an e-mail login is for: a verified address, or a login code whose bound address gets the code. */
export type MailLoginTarget =
  { mail: string; loginCode?: undefined } | { loginCode: string; mail?: undefined };

/** The active account of the target whose address is verified (an unverified binding gets no code). */
async function mailLoginUser(app: FastifyInstance, target: MailLoginTarget): Promise<UserRow | undefined> {
  if (target.mail !== undefined) return findUserByVerifiedEmail(app.db, target.mail);
  const user = await findUserByLoginCode(app.db, target.loginCode);
  return user?.email && user.emailVerified && user.isUsed === '1' ? user : undefined;
}

/**
 * Queues the login code mail and returns: the caller waits the same, and the request does the same
 * work, whether the address (or login code) belongs to an account with a verified address or not
 * (no account enumeration).
 */
export async function sendLoginCode(
  app: FastifyInstance,
  target: MailLoginTarget,
  lang: Lang,
  ip: string,
): Promise<void> {
  app.mailQueue.enqueue('login-code', () => mailLoginCode(app, target, lang, ip));
}

/**
 * Whether one more login code may be mailed to the user at the request of `ip`: at most
 * LOGIN_CODE_MAIL_LIMITS.perAccount per account and perClientAddress per client address in the window.
 */
export async function loginCodeMailAllowed(
  app: FastifyInstance,
  userId: number,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_CODE_MAIL_LIMITS.windowMinutes * 60_000);
  const issued = await countIssuedCodes(app.db, 'login', since, { userId, requestIp: ip });
  return (
    issued.byUser < LOGIN_CODE_MAIL_LIMITS.perAccount && issued.byIp < LOGIN_CODE_MAIL_LIMITS.perClientAddress
  );
}

/**
 * The queued job: a code mailed to the account's verified address when there is one and the limits
 * allow it; nothing otherwise (the caller's answer is the same either way). Codes mailed before stay
 * good until they expire: asking for a code never locks the owner out of the one in their mailbox.
 */
export async function mailLoginCode(
  app: FastifyInstance,
  target: MailLoginTarget,
  lang: Lang,
  ip: string,
): Promise<void> {
  const user = await mailLoginUser(app, target);
  if (!user?.email) return;
  if (!(await loginCodeMailAllowed(app, user.id, ip))) {
    app.log.warn({ userId: user.id, ip }, 'login code mail limit reached: no code mailed');
    return;
  }
  const code = await issueCode(app.db, 'login', user.id, user.email, { keepLive: true, requestIp: ip });
  await app.mailer.send({
    to: user.email,
    subject: t(lang, 'mail.loginSubject'),
    body: t(lang, 'mail.resetBody', { code, minutes: CODE_TTL_MINUTES }),
    kind: 'login',
    payload: { loginCode: user.loginCode, code },
  });
}

export interface MailLoginInput {
  target: MailLoginTarget;
  code: string;
  ip: string;
  verifyCode?: string;
  vck?: string;
}

/**
 * Completes a login with an e-mailed code, throttled exactly like the password login: the same
 * account count (by login code), IP count, captcha and block, and the same failure for an unknown
 * account as for a wrong code.
 */
export async function mailLogin(app: FastifyInstance, input: MailLoginInput): Promise<LoginResult> {
  const { target } = input;
  const byAddress =
    target.mail !== undefined ? await findUserByVerifiedEmail(app.db, target.mail) : undefined;
  const key = target.loginCode ?? byAddress?.loginCode ?? target.mail ?? '';
  const attempt = { key, ip: input.ip, verifyCode: input.verifyCode, vck: input.vck };
  await checkLoginThrottle(app, attempt);
  const user = target.mail !== undefined ? byAddress : await mailLoginUser(app, target);
  const valid = user
    ? await checkCode(app.db, { purpose: 'login', userId: user.id, code: input.code, consume: true })
    : false;
  if (!user || !valid) {
    await recordLoginFailure(app.db, attempt, user);
    throw new BizError('auth.codeInvalid');
  }
  return succeedLogin(app.db, attempt, user);
}
