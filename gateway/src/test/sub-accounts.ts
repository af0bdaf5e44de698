import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { acceptPrivacyAgreement, authHeaders, body, login, post } from './helper';

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
      permissionKeys: ['expressTracking'],
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

/** The callers of a scope matrix: the main account and three sub-accounts with the same keys. */
export interface ScopedCallers {
  main: string;
  /** Scoped to the sender address of `sender`'s order. */
  sender: string;
  /** Scoped to the orders it entered itself. */
  own: string;
  /** Every order, amounts hidden. */
  hidden: string;
  /** The own-scoped clerk's user id (set it as an order's createdBy to make the order its own). */
  ownUserId: number;
}

/**
 * Saves `order`'s sender as an address of the main account's book and creates the three scoped
 * sub-accounts of a scope matrix (`<prefix>_sender`, `<prefix>_own`, `<prefix>_hidden`), signed in.
 */
export async function scopedCallers(
  app: FastifyInstance,
  mainToken: string,
  prefix: string,
  permissionKeys: readonly string[],
  order: {
    senderName: string;
    senderPhone: string;
    senderDistrictCode: string | null;
    senderAddress: string;
  },
): Promise<ScopedCallers> {
  const saved = body(
    await post(
      app,
      '/customer-api/addressBook/save',
      {
        kind: 'SENDER',
        name: order.senderName,
        phone: order.senderPhone,
        districtCode: order.senderDistrictCode,
        address: order.senderAddress,
      },
      authHeaders(mainToken),
    ),
  );
  if (saved.code !== 1) throw new Error(`address of the scope: ${saved.msg}`);
  const keys = [...permissionKeys];
  const sender = await readySubAccount(app, mainToken, {
    loginCode: `${prefix}_sender`,
    permissionKeys: keys,
    dataScope: 'SENDERS',
    senderAddressIds: [saved.data.id],
  });
  const own = await readySubAccount(app, mainToken, {
    loginCode: `${prefix}_own`,
    permissionKeys: keys,
    dataScope: 'OWN',
  });
  const hidden = await readySubAccount(app, mainToken, {
    loginCode: `${prefix}_hidden`,
    permissionKeys: keys,
    hideMoney: true,
  });
  const [ownUser] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.loginCode, `${prefix}_own`));
  return { main: mainToken, sender, own, hidden, ownUserId: ownUser.id };
}

/**
 * The notification texts a user reads: the centre's page, and the home page's two calls (its
 * latest unread and read notices), in `language`; each as title and body joined.
 */
export async function noticeTexts(app: FastifyInstance, token: string, language = 'ID'): Promise<string[]> {
  const texts: string[] = [];
  for (const filter of [{}, { readStatus: 'UNREAD' }, { readStatus: 'READ' }]) {
    const answer = body(
      await post(
        app,
        '/customer-api/notification/page',
        { current: 1, size: 100, ...filter },
        authHeaders(token, language),
      ),
    );
    if (answer.code !== 1) throw new Error(`notification page: ${answer.msg}`);
    for (const record of answer.data.records as { title: string; body: string }[])
      texts.push(`${record.title} ${record.body}`);
  }
  return texts;
}

/**
 * The ways `amount` can read in a text: its digits, grouped with dots or commas, as rupiah. A
 * hide-money user's text holds none of them.
 * @example
 * amountPattern(3618442).test('worth Rp 3.618.442'); // true
 */
export function amountPattern(amount: number): RegExp {
  const digits = String(amount);
  const grouped = (separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return new RegExp(`${digits}|${grouped('\\.')}|${grouped(',')}|Rp`);
}
