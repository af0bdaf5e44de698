import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type GatewayConfig } from '../config';
import { seededMemoryDatabase } from './pglite-snapshot';
import { seededPostgresDatabase } from './postgres-template';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, privacyReads, users } from '../db/schema';
import { DEMO_PASSWORD, DEMO_SUB_PERMISSIONS } from '../db/seed/core';
import { PRIVACY_SEED } from '../db/seed/reference-data';
import { replaceUserPermissions } from '../auth/user-permissions';

/** Jest's default 5 s is too short for a first PGlite start; use it on beforeAll. */
export const SETUP_TIMEOUT = 60_000;

/** Set by `npm test` when a PostgreSQL server is available: the suite then runs on it too. */
const TEST_DATABASE_URL = process.env.GATEWAY_TEST_DATABASE_URL;

/** Which database engine the suite runs on, for test names and logs. */
export const TEST_ENGINE = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * A gateway over a fresh database, migrated and seeded, test hooks on: in-memory PGlite, or a
 * database of its own on the PostgreSQL server of GATEWAY_TEST_DATABASE_URL. Close it after.
 * `extend` may register extra routes or plugins before the app is ready.
 */
export async function createTestApp(
  config: Partial<GatewayConfig> = {},
  extend?: (app: FastifyInstance) => void | Promise<void>,
): Promise<FastifyInstance> {
  const { db, close } = TEST_DATABASE_URL
    ? await seededPostgresDatabase(TEST_DATABASE_URL)
    : await seededMemoryDatabase();
  const app = await buildApp({ db, config: testConfig(config) });
  app.addHook('onClose', close);
  if (extend) await extend(app);
  await app.ready();
  return app;
}

/**
 * Tokens of the three seeded accounts most suites need, logged in at once: the demo shipper's
 * admin, its sub-account with a partial permission list, and the admin of the other shipper.
 * @example
 * [demo, demoSub, other] = await loginDemoAccounts(app);
 */
export async function loginDemoAccounts(app: FastifyInstance): Promise<[string, string, string]> {
  const [demo, demoSub, other] = await Promise.all([
    login(app, 'demo', DEMO_PASSWORD),
    login(app, 'demo_sub', DEMO_PASSWORD),
    login(app, 'other', DEMO_PASSWORD),
  ]);
  return [demo, demoSub, other];
}

/**
 * Gives demo_sub its seeded keys plus `extra` and less `without` (as the sub-account module would
 * save them); with neither, back to the seed. Its sessions see the change at once.
 * @example
 * await grantKeys(app, ['couponManagement_ADD']);
 * await grantKeys(app, [], ['suggestions_DETAIL']);
 */
export async function grantKeys(
  app: FastifyInstance,
  extra: readonly string[] = [],
  without: readonly string[] = [],
): Promise<void> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo_sub'));
  const keys = [...DEMO_SUB_PERMISSIONS, ...extra].filter((key) => !without.includes(key));
  await replaceUserPermissions(app.db, user.id, keys);
}

/** The customer id of a seeded login ('demo' by default). */
export async function customerIdOf(app: FastifyInstance, loginCode = 'demo'): Promise<number> {
  const [user] = await app.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.loginCode, loginCode));
  return user.customerId;
}

/** The newest mail sent to an address (outbox mode), for codes and links. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  await app.mailQueue.idle();
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return rows[0];
}

export async function mailCount(app: FastifyInstance, to: string): Promise<number> {
  await app.mailQueue.idle();
  return (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;
}

/** A fresh captcha and its answer, read through the test hook. */
export async function solvedCaptcha(app: FastifyInstance): Promise<{ vck: string; verifyCode: string }> {
  const { vck } = (await app.inject({ method: 'GET', url: '/customer-api/captcha' })).json().data;
  const { answer } = (
    await app.inject({ method: 'GET', url: `/customer-api/test/captcha?vck=${vck}` })
  ).json().data;
  return { vck, verifyCode: answer };
}

export function authHeaders(token: string, language = 'EN'): Record<string, string> {
  return { authToken: token, language };
}

/** Logs in and returns the session token; fails the test with the server's message otherwise. */
export async function login(app: FastifyInstance, loginCode: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/customer-api/login',
    payload: { loginCode, password },
  });
  const result = response.json();
  if (result.code !== 1) throw new Error(`login ${loginCode} failed: ${result.msg}`);
  return result.data.token as string;
}

export async function post(
  app: FastifyInstance,
  url: string,
  payload: object = {},
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } });
}

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers: { language: 'EN', ...headers } });
}

/** The envelope of a response; `data` is any because each test reads its own shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test-only accessor
export function body(response: LightMyRequestResponse): { code: number; msg: string; data: any } {
  return response.json();
}

/**
 * Records that a user made by a test (not a seeded demo login) accepted the seeded privacy
 * agreement, so that the privacy gate lets its sessions through.
 * @example
 * await acceptPrivacyAgreement(app, clerk.id);
 */
export async function acceptPrivacyAgreement(app: FastifyInstance, userId: number): Promise<void> {
  await app.db
    .insert(privacyReads)
    .values({ userId, code: PRIVACY_SEED.code, version: PRIVACY_SEED.version, channel: 'offline' })
    .onConflictDoNothing();
}
