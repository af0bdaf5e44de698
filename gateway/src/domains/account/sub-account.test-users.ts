import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { acceptPrivacyAgreement, authHeaders, body, login, post } from '../../test/helper';

/** The password the test sub-accounts are created with, and the one they change it to at first login. */
export const FIRST_PASSWORD = 'Mulai2026x';
export const OWN_PASSWORD = 'Rahasia2026y';

/** A sub-account the main account `mainToken` creates (body as /user/newAccount takes it). */
export async function newSubAccount(
  app: FastifyInstance,
  mainToken: string,
  account: Record<string, unknown> & { loginCode: string },
) {
  return post(
    app,
    '/customer-api/user/newAccount',
    {
      userName: account.loginCode,
      email: `${account.loginCode}@example.co.id`,
      password: FIRST_PASSWORD,
      permissionKeys: [],
      ...account,
    },
    authHeaders(mainToken),
  );
}

/**
 * Signs a new sub-account in as a shipper's clerk would: the first login, the forced password
 * change and the privacy agreement; answers a token that calls anything its keys allow.
 */
export async function signInFirstTime(app: FastifyInstance, loginCode: string): Promise<string> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, loginCode));
  await acceptPrivacyAgreement(app, user.id);
  const first = await login(app, loginCode, FIRST_PASSWORD);
  const changed = body(
    await post(
      app,
      '/customer-api/user/changePassword',
      { oldPassword: FIRST_PASSWORD, newPassword: OWN_PASSWORD },
      authHeaders(first),
    ),
  );
  if (changed.code !== 1) throw new Error(`password change of ${loginCode}: ${changed.msg}`);
  return changed.data.token as string;
}

/** Creates a sub-account and signs it in; fails the test with the server's message otherwise. */
export async function readySubAccount(
  app: FastifyInstance,
  mainToken: string,
  account: Record<string, unknown> & { loginCode: string },
): Promise<string> {
  const created = body(await newSubAccount(app, mainToken, account));
  if (created.code !== 1) throw new Error(`new account ${account.loginCode}: ${created.msg}`);
  return signInFirstTime(app, account.loginCode);
}
