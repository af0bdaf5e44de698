// Network picker benchmark: the gallery's scoped network picker typed into at ~100 ms per key
// (search requests sent, time from the last keystroke to the options on screen), and the
// gateway's network/search response times over repeated calls.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../scripts/run-portal.mjs';
import { portalEnv } from '../scripts/portal-env.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const BENCH_PORTS = {
  GATEWAY_PORT: '3510',
  HOST_PORT: '3520',
  REMOTE_ORDERS_PORT: '3521',
  REMOTE_FINANCE_PORT: '3522',
  REMOTE_SERVICE_PORT: '3523',
  REMOTE_ACCOUNT_PORT: '3524',
};
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
};
const KEY_DELAY_MS = 100;
/** Keys typed in turn into the picker; every hub's subtree has outlets. */
const TYPED_KEYS = ['outlet', 'outl', 'out'];
const SEARCH_KEYS = ['outlet', 'dp', 'hub', 'kota', 'jakarta', 'bandung', 'surabaya', 'medan', 'a', 'ke'];
const GATEWAY_CALLS = Number(process.env.BENCH_NETWORK_CALLS ?? 20);
const SEARCH_PATH = '/customer-api/network/search';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (ms) => Math.round(ms * 10) / 10;

async function gatewayToken(gateway) {
  const { vck } = (await (await fetch(`${gateway}/customer-api/captcha`)).json()).data;
  const { answer } = (await (await fetch(`${gateway}/customer-api/test/captcha?vck=${vck}`)).json()).data;
  const body = await (
    await fetch(`${gateway}/customer-api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ loginCode: 'demo', password: 'Demo@12345', vck, verifyCode: answer }),
    })
  ).json();
  if (body.code !== 1) throw new Error(`bench login: ${body.msg}`);
  return body.data.token;
}

/** Round-trip times of network/search straight at the gateway (page 1, size 10, varied keys). */
async function gatewaySearchTimes(gateway) {
  const token = await gatewayToken(gateway);
  const times = [];
  for (let i = 0; i < GATEWAY_CALLS + 2; i += 1) {
    const key = SEARCH_KEYS[i % SEARCH_KEYS.length];
    const started = performance.now();
    const response = await fetch(
      `${gateway}${SEARCH_PATH}?current=1&size=10&key=${key}&queryLevel=3&typeIds=`,
      {
        headers: { authToken: token, language: 'EN' },
      },
    );
    const body = await response.json();
    if (body.code !== 1) throw new Error(`network/search: ${body.msg}`);
    if (i >= 2) times.push(performance.now() - started); // the first two warm the connection and caches
  }
  return {
    calls: times.length,
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    maxMs: round(Math.max(...times)),
  };
}

async function signIn(page, env) {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/customer-api/captcha');
  await page.goto(`http://localhost:${env.ports.host}/login`);
  const { vck } = (await (await captcha).json()).data;
  const { answer } = (await (await fetch(`${env.gatewayUrl}/customer-api/test/captcha?vck=${vck}`)).json())
    .data;
  await page.locator('#login_loginCode').fill('demo');
  await page.locator('#login_password').fill('Demo@12345');
  await page.getByLabel('Verification code').fill(answer);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/index$/);
}

/** Types one key into the open picker; counts searches and times the options after the last key. */
async function typeKey(page, key) {
  const searches = [];
  const onRequest = (request) => {
    if (new URL(request.url()).pathname === SEARCH_PATH)
      searches.push(new URL(request.url()).searchParams.get('key'));
  };
  page.on('request', onRequest);
  const picker = page.locator('#network-scoped');
  await picker.click();
  await page
    .locator('.network-scoped-popup .ant-select-tree-treenode:not([aria-hidden="true"])')
    .first()
    .waitFor({ state: 'visible' });
  let responseAt = 0;
  const answered = page.waitForResponse(
    (response) => {
      const url = new URL(response.url());
      const matches = url.pathname === SEARCH_PATH && url.searchParams.get('key') === key;
      if (matches) responseAt = Date.now();
      return matches;
    },
    { timeout: 30_000 },
  );
  // The last keystroke is the last input event in the page (pressSequentially returns a key-up later).
  await page.evaluate(() => {
    document.addEventListener('input', () => (window.__benchLastInputAt = Date.now()), true);
  });
  await picker.pressSequentially(key, { delay: KEY_DELAY_MS });
  const lastKeyAt = await page.evaluate(() => window.__benchLastInputAt);
  const response = await answered;
  const { data } = await response.json();
  const first = data.records[0];
  await page
    .locator('.network-scoped-popup .ant-select-tree-title', { hasText: `${first.name}|${first.code}` })
    .first()
    .waitFor({ state: 'visible' });
  const shownAt = Date.now();
  await page.waitForTimeout(1500); // any late request would show up in the count
  page.off('request', onRequest);
  await page.keyboard.press('Escape');
  await page.locator('.network-scoped-popup').waitFor({ state: 'hidden' });
  return {
    key,
    keystrokes: key.length,
    searchRequests: searches.length,
    lastKeyToResponseMs: responseAt - lastKeyAt,
    lastKeyToOptionsMs: shownAt - lastKeyAt,
  };
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-network-'));
  process.env.PGLITE_DIR = join(dataDir, 'pglite');
  process.env.PORTAL_RUNTIME_DIR = join(dataDir, 'runtime');
  delete process.env.DATABASE_URL;
  const env = portalEnv(BENCH_PORTS);
  const portal = await startPortal({
    env,
    testHooks: true,
    quiet: true,
    extraEnv: { CREDENTIAL_RATE_LIMIT: '1000', LOG_LEVEL: 'warn' },
  });
  const browser = await chromium.launch(LAUNCH);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, env);
    await page.goto(`http://localhost:${env.ports.host}/demo?section=pickers`);
    await page.locator('#network-scoped').waitFor({ state: 'visible', timeout: 60_000 });
    const typing = [];
    for (const key of TYPED_KEYS) typing.push(await typeKey(page, key));
    await context.close();
    return {
      networkPickerTyping: {
        keyDelayMs: KEY_DELAY_MS,
        debounceMs: 1000,
        runs: typing,
        searchRequestsPerRun: typing.map((run) => run.searchRequests),
        lastKeyToOptionsMsMedian: percentile(
          typing.map((run) => run.lastKeyToOptionsMs),
          50,
        ),
        targets: { searchRequestsPerRun: 1 },
      },
      gatewayNetworkSearch: await gatewaySearchTimes(env.gatewayUrl),
    };
  } finally {
    await browser.close();
    portal.stop();
  }
}
