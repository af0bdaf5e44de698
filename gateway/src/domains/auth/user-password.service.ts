import type { FastifyInstance } from 'fastify';
import { revokeAllSessions, revokeOtherSessions } from '../../auth/session-store';
import { BizError } from '../../http/envelope';
import { t } from '../../i18n/messages';
import type { Lang } from '../../i18n/language';
import { CODE_TTL_MINUTES, checkCode, issueCode } from '../../security/email-codes';
import { hashPassword, verifyPassword } from '../../lib/password/password';
import { findSessionUser, findUserByLoginCode, setPassword } from './auth.repo';

/**
 * Changes the signed-in user's password (the forced SetPassword flow and the profile's change
 * password). Clears needUpdatePassword and ends every other session of the user; the calling
 * session goes on (its cached state is dropped, so the cleared flag shows at once).
 */
export async function changePassword(
  app: FastifyInstance,
  session: { userId: number; customerId: number; sessionId: string },
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findSessionUser(app.db, session);
  if (!user || !(await verifyPassword(user.passwordHash, oldPassword)))
    throw new BizError('auth.oldPasswordWrong');
  if (oldPassword === newPassword) throw new BizError('auth.passwordUnchanged');
  await setPassword(app.db, user, await hashPassword(newPassword));
  await revokeOtherSessions(app.db, user.id, session.sessionId);
}

/**
 * Queues the reset code mail and returns: the caller waits the same, and the request does the same
 * work, whether the account exists and has an address or not (no account enumeration).
 */
export async function sendResetCode(app: FastifyInstance, loginCode: string, lang: Lang): Promise<void> {
  app.mailQueue.enqueue('reset-code', () => mailResetCode(app, loginCode, lang));
}

/** The queued job: a reset code mailed when the account exists, is active and has an address; nothing otherwise. */
export async function mailResetCode(app: FastifyInstance, loginCode: string, lang: Lang): Promise<void> {
  const user = await findUserByLoginCode(app.db, loginCode);
  if (!user || user.isUsed !== '1' || !user.email) return;
  const code = await issueCode(app.db, 'reset', user.id, user.email);
  await app.mailer.send({
    to: user.email,
    subject: t(lang, 'mail.resetSubject'),
    body: t(lang, 'mail.resetBody', { code, minutes: CODE_TTL_MINUTES }),
    kind: 'reset',
    payload: { loginCode: user.loginCode, code },
  });
}

export async function verifyResetCode(
  app: FastifyInstance,
  loginCode: string,
  code: string,
  consume: boolean,
) {
  const user = await findUserByLoginCode(app.db, loginCode);
  if (!user || !(await checkCode(app.db, { purpose: 'reset', userId: user.id, code, consume }))) {
    throw new BizError('auth.codeInvalid');
  }
  return user;
}

export async function resetPassword(
  app: FastifyInstance,
  loginCode: string,
  code: string,
  password: string,
): Promise<void> {
  const user = await verifyResetCode(app, loginCode, code, true);
  await setPassword(app.db, user, await hashPassword(password));
  await revokeAllSessions(app.db, user.id);
}
