import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { BizError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { CODE_TTL_MINUTES, checkCode, consumeActivation, issueCode } from '../../security/email-codes';
import { recordLoginAttempt } from '../../security/throttle';
import { completeLogin, type LoginResult } from './login.service';
import { findActiveUsersByVerifiedEmail, findSessionUser, findUserByVerifiedEmail } from './auth.repo';
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

/**
 * Queues the login code mail and returns: the caller waits the same, and the request does the same
 * work, whether the address is verified on an account or not (no account enumeration).
 */
export async function sendLoginCode(app: FastifyInstance, mail: string, lang: Lang): Promise<void> {
  app.mailQueue.enqueue('login-code', () => mailLoginCode(app, mail, lang));
}

/** The queued job: a code mailed to the address when it is an account's verified one; nothing otherwise. */
export async function mailLoginCode(app: FastifyInstance, mail: string, lang: Lang): Promise<void> {
  const user = await findUserByVerifiedEmail(app.db, mail);
  if (!user) return;
  const code = await issueCode(app.db, 'login', user.id, mail);
  await app.mailer.send({
    to: mail,
    subject: t(lang, 'mail.loginSubject'),
    body: t(lang, 'mail.resetBody', { code, minutes: CODE_TTL_MINUTES }),
    kind: 'login',
    payload: { loginCode: user.loginCode, code },
  });
}

export async function mailLogin(
  app: FastifyInstance,
  mail: string,
  code: string,
  ip: string,
): Promise<LoginResult> {
  const user = await findUserByVerifiedEmail(app.db, mail);
  const valid = user
    ? await checkCode(app.db, { purpose: 'login', userId: user.id, code, consume: true })
    : false;
  if (!user || !valid) {
    await recordLoginAttempt(app.db, user?.loginCode ?? mail, ip, false);
    throw new BizError('auth.codeInvalid');
  }
  await recordLoginAttempt(app.db, user.loginCode, ip, true);
  return completeLogin(app.db, user);
}
