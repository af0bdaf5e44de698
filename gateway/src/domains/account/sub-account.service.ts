import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replaceUserPermissions } from '../../auth/user-permissions';
import { revokeAllSessions } from '../../auth/session-store';
import { sessionsChanged } from '../../auth/session-broadcast';
import type { SessionContext } from '../../auth/session-types';
import type { Database } from '../../db/client';
import { subAccountSettings, userPermissions, users } from '../../db/schema';
import type { AccountAuditAction, DataScopeKind } from '../../db/schema/account';
import { ownedBy } from '../../db/tenant-scope';
import { BizError, FieldsError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
import { t } from '../../i18n/messages';
import { hashPassword } from '../../lib/password/password';
import {
  findSubAccount,
  loginCodeTaken,
  permissionKeysOf,
  writeAudit,
  type SubAccountRow,
} from './sub-account.repo';
import { checkGrant, checkPreset, scopeSetting } from './sub-account-checks.service';
import { accountFieldProblems, permissionChange, temporaryPassword } from './sub-account.rules';
import { normaliseMobile } from '../../lib/phone/phone-numbers';
import type { NewAccountBody, SaveOrUpdateBody } from './sub-account.schemas';

async function mailTemporaryPassword(
  app: FastifyInstance,
  user: { loginCode: string; email: string },
  password: string,
  lang: Lang,
): Promise<void> {
  await app.mailer.send({
    to: user.email,
    subject: t(lang, 'account.tempPasswordSubject'),
    body: t(lang, 'account.tempPasswordBody', { loginCode: user.loginCode, password }),
    kind: 'temporary-password',
    payload: { loginCode: user.loginCode, password },
  });
}

function audit(
  db: Database,
  session: SessionContext,
  targetLoginCode: string,
  action: AccountAuditAction,
  detail?: Record<string, unknown>,
) {
  return writeAudit(db, {
    customerId: session.customerId,
    actorUserId: session.userId,
    actorLoginCode: session.loginCode,
    targetLoginCode,
    action,
    detail,
  });
}

/**
 * A new sub-account: checked whole before anything is written (login free and well formed, the
 * password strong, every key grantable, the sender addresses the caller's), then the user, its
 * settings, keys and the audit entry in one transaction. Without a password a temporary one is
 * mailed; either way it is changed at the first login (needUpdatePassword).
 */
export async function createSubAccount(
  app: FastifyInstance,
  session: SessionContext,
  body: NewAccountBody,
  lang: Lang,
): Promise<{ loginCode: string }> {
  const { db } = app;
  const problems = accountFieldProblems(body);
  if (problems.length === 0 || problems[0].field !== 'loginCode') {
    if (await loginCodeTaken(db, body.loginCode))
      problems.unshift({ field: 'loginCode', msgKey: 'account.loginCodeTaken' });
  }
  if (problems.length > 0)
    throw new FieldsError(problems.map((problem) => ({ ...problem, params: { loginCode: body.loginCode } })));
  const password = body.password ?? temporaryPassword();
  await checkGrant(db, session, body.permissionKeys);
  await checkPreset(db, body.roleCode);
  const scope = await scopeSetting(db, session, body.dataScope, body.senderAddressIds);
  const passwordHash = await hashPassword(password);
  const keys = [...new Set(body.permissionKeys)].sort();
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        customerId: session.customerId,
        parentCustomerId: session.customerId,
        loginCode: body.loginCode,
        passwordHash,
        userName: body.userName,
        email: body.email,
        phone: body.phone ? normaliseMobile(body.phone) : null,
        isAdmin: false,
        needUpdatePassword: '1',
      })
      .returning({ id: users.id });
    await tx.insert(subAccountSettings).values({
      userId: user.id,
      customerId: session.customerId,
      roleCode: body.roleCode ?? null,
      hideMoney: body.hideMoney,
      ...scope,
    });
    if (keys.length > 0)
      await tx
        .insert(userPermissions)
        .values(keys.map((resourceCode) => ({ userId: user.id, resourceCode })));
    await audit(tx as unknown as Database, session, body.loginCode, 'USER_CREATED', {
      roleCode: body.roleCode ?? null,
      permissionKeys: keys,
      dataScope: scope.dataScope,
      senderAddressIds: scope.senderAddressIds,
      hideMoney: body.hideMoney,
    });
  });
  if (!body.password)
    await mailTemporaryPassword(app, { loginCode: body.loginCode, email: body.email }, password, lang);
  return { loginCode: body.loginCode };
}

async function requireSubAccount(
  db: Database,
  session: SessionContext,
  loginCode: string,
): Promise<SubAccountRow> {
  const user = await findSubAccount(db, session, loginCode);
  if (!user) throw new BizError('account.userUnknown', { loginCode });
  return user;
}

const scopeOfRow = (user: SubAccountRow): { dataScope: DataScopeKind; senderAddressIds: number[] } => ({
  dataScope: (user.dataScope ?? 'ALL') as DataScopeKind,
  senderAddressIds: user.senderAddressIds ?? [],
});

/**
 * Saves a sub-account's profile, keys, data scope, hide-money flag and status: every part checked
 * before any is written. Its sessions take the change at their next call: new keys and settings
 * drop the cached sessions (re-read), disabling ends them.
 */
export async function updateSubAccount(
  app: FastifyInstance,
  session: SessionContext,
  body: SaveOrUpdateBody,
): Promise<{ loginCode: string }> {
  const { db } = app;
  const user = await requireSubAccount(db, session, body.loginCode);
  const problems = accountFieldProblems({ phone: body.phone, permissionKeys: body.permissionKeys });
  if (problems.length > 0) throw new FieldsError(problems);
  if (body.permissionKeys) await checkGrant(db, session, body.permissionKeys);
  await checkPreset(db, body.roleCode);
  const before = scopeOfRow(user);
  const scopeChanged =
    body.dataScope !== undefined || body.senderAddressIds !== undefined || body.hideMoney !== undefined;
  const scope = scopeChanged
    ? await scopeSetting(
        db,
        session,
        body.dataScope ?? before.dataScope,
        body.senderAddressIds ?? before.senderAddressIds,
      )
    : undefined;
  const oldKeys = (await permissionKeysOf(db, [user.id])).get(user.id) ?? [];

  const phone = body.phone === undefined ? undefined : body.phone ? normaliseMobile(body.phone) : null;
  const profile = { userName: body.userName, phone, email: body.email };
  const profileChanged = Object.values(profile).some((value) => value !== undefined);
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (profileChanged || body.isUsed !== undefined) {
      await tx
        .update(users)
        .set({ ...profile, isUsed: body.isUsed })
        .where(ownedBy(users, session, eq(users.id, user.id)));
    }
    if (profileChanged) await audit(txDb, session, user.loginCode, 'USER_UPDATED', { changed: profile });
    if (scope || body.roleCode !== undefined) {
      const values = {
        ...(scope ?? {}),
        hideMoney: body.hideMoney ?? user.hideMoney ?? false,
        roleCode: body.roleCode === undefined ? (user.roleCode ?? null) : body.roleCode,
        updatedAt: new Date(),
      };
      await tx
        .insert(subAccountSettings)
        .values({ userId: user.id, customerId: session.customerId, ...values })
        .onConflictDoUpdate({ target: subAccountSettings.userId, set: values });
      if (scope)
        await audit(txDb, session, user.loginCode, 'SCOPE_CHANGED', {
          before: { ...before, hideMoney: user.hideMoney ?? false },
          after: {
            dataScope: scope.dataScope,
            senderAddressIds: scope.senderAddressIds,
            hideMoney: values.hideMoney,
          },
        });
    }
    if (body.isUsed !== undefined && body.isUsed !== user.isUsed)
      await audit(txDb, session, user.loginCode, body.isUsed === '1' ? 'USER_ENABLED' : 'USER_DISABLED');
    if (body.permissionKeys) {
      const change = permissionChange(oldKeys, body.permissionKeys);
      if (change.added.length > 0 || change.removed.length > 0) {
        await replaceUserPermissions(txDb, user.id, body.permissionKeys);
        await audit(txDb, session, user.loginCode, 'PERMISSIONS_CHANGED', change);
      }
    }
  });
  // the next call of the user reads its new keys and settings, or finds its sessions ended
  if (body.isUsed === '0') await revokeAllSessions(db, user.id);
  await sessionsChanged(db, { userId: user.id });
  return { loginCode: user.loginCode };
}

/** A mailed temporary password, changed at the next login; the user's sessions end. */
export async function resetSubAccountPassword(
  app: FastifyInstance,
  session: SessionContext,
  loginCode: string,
  lang: Lang,
): Promise<{ loginCode: string; mailedTo: string }> {
  const { db } = app;
  const user = await requireSubAccount(db, session, loginCode);
  if (!user.email) throw new BizError('auth.noEmail');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, needUpdatePassword: '1', failedLogins: 0, lockedUntil: null })
      .where(ownedBy(users, session, eq(users.id, user.id)));
    await audit(tx as unknown as Database, session, user.loginCode, 'PASSWORD_RESET', {
      mailedTo: user.email,
    });
  });
  await revokeAllSessions(db, user.id);
  await mailTemporaryPassword(app, { loginCode: user.loginCode, email: user.email }, password, lang);
  return { loginCode: user.loginCode, mailedTo: user.email };
}

/**
 * Deletes a sub-account by login: its keys go, its sessions end, and the user row stays (orders and
 * the audit log name it) disabled, marked deleted and renamed, so that the login is free again.
 */
export async function deleteSubAccount(
  app: FastifyInstance,
  session: SessionContext,
  loginCode: string,
): Promise<void> {
  const { db } = app;
  const user = await requireSubAccount(db, session, loginCode);
  await db.transaction(async (tx) => {
    await tx.delete(userPermissions).where(eq(userPermissions.userId, user.id));
    await tx
      .update(users)
      .set({ isUsed: '0', loginCode: `~${user.id}~${user.loginCode}`.slice(0, 64) })
      .where(ownedBy(users, session, eq(users.id, user.id)));
    await tx
      .insert(subAccountSettings)
      .values({ userId: user.id, customerId: session.customerId, deletedAt: new Date() })
      .onConflictDoUpdate({ target: subAccountSettings.userId, set: { deletedAt: new Date() } });
    await audit(tx as unknown as Database, session, user.loginCode, 'USER_DELETED');
  });
  await revokeAllSessions(db, user.id);
}
