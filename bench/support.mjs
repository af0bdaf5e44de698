// What every benchmark needs: the browser, the built portal on its own ports and a fresh embedded
// database, logins (through the page or straight at the gateway) and a few statistics.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../scripts/run-portal.mjs';
import { portalEnv } from '../scripts/portal-env.mjs';

export const root = resolve(fileURLToPath(import.meta.url), '../..');
export const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');

export const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export const DEMO = { loginCode: 'demo', password: 'Demo@12345' };

/**
 * Ports of a suite: the gateway on `gateway`, the host on `host`, the four remotes on host+1 … host+4.
 * @param {{ gateway: number, host: number }} ports
 */
export function benchPorts({ gateway, host }) {
  return {
    GATEWAY_PORT: String(gateway),
    HOST_PORT: String(host),
    REMOTE_ORDERS_PORT: String(host + 1),
    REMOTE_FINANCE_PORT: String(host + 2),
    REMOTE_SERVICE_PORT: String(host + 3),
    REMOTE_ACCOUNT_PORT: String(host + 4),
  };
}

/** Starts the built portal with test hooks on a fresh PGlite database in a temp folder. */
export async function startBenchPortal(ports, name) {
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  process.env.PGLITE_DIR = join(dataDir, 'pglite');
  process.env.PORTAL_RUNTIME_DIR = join(dataDir, 'runtime');
  delete process.env.DATABASE_URL;
  const env = portalEnv(benchPorts(ports));
  const portal = await startPortal({
    env,
    testHooks: true,
    quiet: true,
    extraEnv: { CREDENTIAL_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
  });
  return { env, portal };
}

/** A session token for the demo admin, straight from the gateway (captcha answered by the test hook). */
export async function gatewayToken(gateway, { loginCode, password } = DEMO) {
  const { vck } = (await (await fetch(`${gateway}/customer-api/captcha`)).json()).data;
  const { answer } = (await (await fetch(`${gateway}/customer-api/test/captcha?vck=${vck}`)).json()).data;
  const body = await (
    await fetch(`${gateway}/customer-api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginCode, password, vck, verifyCode: answer }),
    })
  ).json();
  if (body.code !== 1) throw new Error(`bench login: ${body.msg}`);
  return body.data.token;
}

/** Logs the demo admin in through the login page (English) and waits for the home page. */
export async function signIn(page, env, { loginCode, password } = DEMO) {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  // the first captcha the page loads, if the captcha switch asks for one (as e2e's loginViaUi)
  const captcha = page
    .waitForResponse((r) => new URL(r.url()).pathname === '/customer-api/captcha')
    .catch(() => null);
  await page.goto(`http://localhost:${env.ports.host}/login`);
  await page.locator('#login_loginCode').fill(loginCode);
  const switchAnswer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/customer-api/captcha/switch' && url.searchParams.get('loginCode') === loginCode;
  });
  await page.locator('#login_loginCode').blur();
  const { required } = (await (await switchAnswer).json()).data;
  await page.locator('#login_password').fill(password);
  if (required) {
    const answered = await captcha;
    if (!answered) throw new Error('bench login: the login page asked for a captcha but loaded none');
    const { vck } = (await answered.json()).data;
    const { answer } = (await (await fetch(`${env.gatewayUrl}/customer-api/test/captcha?vck=${vck}`)).json())
      .data;
    await page.getByLabel('Verification code').fill(answer);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/index$/);
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const median = (values) => percentile(values, 50);
export const round1 = (value) => Math.round(value * 10) / 10;
