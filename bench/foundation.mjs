// Foundation benchmark: the login page's gzip JS and cold load time, federated against a
// single-bundle build of the same shell (built in this run), and the first entry into each remote.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../scripts/run-portal.mjs';
import { portalEnv } from '../scripts/portal-env.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BENCH_PORTS = {
  GATEWAY_PORT: '3210',
  HOST_PORT: '3020',
  REMOTE_ORDERS_PORT: '3021',
  REMOTE_FINANCE_PORT: '3022',
  REMOTE_SERVICE_PORT: '3023',
  REMOTE_ACCOUNT_PORT: '3024',
};
const SINGLE_PORT = 3029;
const LAUNCH = {
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One cold load (fresh context, empty cache) of the login page until its form is usable. */
async function loadLoginPage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('#login_loginCode').waitFor({ state: 'visible', timeout: 60_000 });
  const interactiveMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return {
    interactiveMs,
    jsFiles: scripts.length,
    jsGzipBytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
  };
}

async function measureLogin(browser, url) {
  await loadLoginPage(browser, url); // warm the servers' gzip caches, not the browser's
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await loadLoginPage(browser, url));
  return {
    url,
    runs: runs.length,
    jsGzipKB: Math.round(median(runs.map((r) => r.jsGzipBytes)) / 102.4) / 10,
    jsFiles: median(runs.map((r) => r.jsFiles)),
    interactiveMsMedian: median(runs.map((r) => r.interactiveMs)),
    interactiveMsAll: runs.map((r) => r.interactiveMs),
  };
}

/** Time from a menu click to the remote page's first content, in a fresh session each time. */
async function firstEntries(browser, env) {
  const gateway = env.gatewayUrl;
  const targets = [
    { remote: 'remote_orders', path: '/expressTracking', ready: 'textarea' },
    { remote: 'remote_finance', path: '/couponManagement', ready: '.ant-table-row' },
    { remote: 'remote_service', path: '/suggestions', ready: '.ant-form-vertical #kind' },
    { remote: 'remote_account', path: '/vipMember', ready: '.ant-card' },
  ];
  const results = {};
  for (const target of targets) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
    const captcha = page.waitForResponse((r) => new URL(r.url()).pathname === '/customer-api/captcha');
    await page.goto(`http://localhost:${env.ports.host}/login`);
    const { vck } = (await (await captcha).json()).data;
    const answer = (await (await fetch(`${gateway}/customer-api/test/captcha?vck=${vck}`)).json()).data
      .answer;
    await page.locator('#login_loginCode').fill('demo');
    await page.locator('#login_password').fill('Demo@12345');
    await page.getByLabel('Verification code').fill(answer);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/index$/);
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target.path);
    await page.locator(target.ready).first().waitFor({ state: 'visible', timeout: 60_000 });
    results[target.remote] = { path: target.path, firstEntryMs: Date.now() - started };
    await context.close();
  }
  return results;
}

export async function run() {
  console.log('› building the single-bundle shell');
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', 'webpack.single.config.js'], {
    cwd: join(root, 'host'),
    stdio: 'inherit',
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
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
  const { spawn } = await import('node:child_process');
  const single = spawn(
    process.execPath,
    [
      'scripts/static-server.mjs',
      '--dir',
      'host/dist-single',
      '--port',
      String(SINGLE_PORT),
      '--spa',
      '--api',
      env.gatewayUrl,
    ],
    {
      cwd: root,
      env: { ...process.env, CONFIG_JSON: join(process.env.PORTAL_RUNTIME_DIR, 'config.json') },
      stdio: 'ignore',
    },
  );
  const browser = await chromium.launch(LAUNCH);
  try {
    const federated = await measureLogin(browser, `http://localhost:${env.ports.host}/login`);
    const singleBundle = await measureLogin(browser, `http://localhost:${SINGLE_PORT}/login`);
    const remotes = await firstEntries(browser, env);
    return {
      loginPage: {
        federated,
        singleBundle,
        loadTimeRatio:
          Math.round((federated.interactiveMsMedian / singleBundle.interactiveMsMedian) * 100) / 100,
        targets: { jsGzipKB: 300, loadTimeRatio: 1.1 },
      },
      remoteFirstEntry: remotes,
    };
  } finally {
    await browser.close();
    single.kill('SIGTERM');
    portal.stop();
  }
}
