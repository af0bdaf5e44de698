// Foundation benchmark: the login page's gzip JS and cold load time, federated against a
// single-bundle build of the same shell (built in this run), and the first entry into each remote.
import { execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { chromium, LAUNCH, median, root, signIn, startBenchPortal } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SINGLE_PORT = 3029;

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
  const targets = [
    { remote: 'remote_orders', path: '/expressTracking', ready: 'textarea' },
    { remote: 'remote_finance', path: '/couponManagement', ready: '.ant-table-row' },
    { remote: 'remote_service', path: '/suggestions', ready: '.ant-form-vertical #kind' },
    { remote: 'remote_account', path: '/vipMember', ready: '.ant-card' },
  ];
  const results = {};
  const entryRuns = Number(process.env.BENCH_ENTRY_RUNS ?? 3);
  for (const target of targets) {
    const runs = [];
    for (let i = 0; i < entryRuns; i += 1) runs.push(await firstEntry(browser, env, target));
    results[target.remote] = {
      path: target.path,
      firstEntryMs: median(runs.map((r) => r.ms)),
      firstEntryMsAll: runs.map((r) => r.ms),
      jsFiles: median(runs.map((r) => r.jsFiles)),
      jsGzipKB: Math.round(median(runs.map((r) => r.jsBytes)) / 102.4) / 10,
    };
  }
  return results;
}

/** One first entry, in a fresh session: milliseconds, and the scripts it downloaded. */
async function firstEntry(browser, env, target) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, env);
  await page.waitForLoadState('networkidle');
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    scripts.push(sizes ? sizes.responseBodySize : 0);
  });
  // what the home page already shows (its cards) must not count as the remote's page
  await page.evaluate((ready) => {
    for (const element of document.querySelectorAll(ready)) element.setAttribute('data-bench-before', '');
  }, target.ready);
  const started = Date.now();
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.path);
  await page
    .locator(`${target.ready}:not([data-bench-before])`)
    .first()
    .waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, jsFiles: scripts.length, jsBytes: scripts.reduce((sum, bytes) => sum + bytes, 0) };
}

export async function run() {
  console.log('› building the single-bundle shell');
  execFileSync('npx', ['webpack', '--mode', 'production', '--config', 'webpack.single.config.js'], {
    cwd: join(root, 'host'),
    stdio: 'inherit',
  });
  const { env, portal } = await startBenchPortal({ gateway: 3210, host: 3020 }, 'foundation');
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
