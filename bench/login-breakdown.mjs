#!/usr/bin/env node
// Diagnostic, not a benchmark: `node bench/login-breakdown.mjs` starts the built portal on spare
// ports and prints every script the login page downloads (gzip bytes), when each finished, which
// chunks executed, and which preloaded files were never used. Use it before changing the shared map.
import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '../scripts/run-portal.mjs';
import { portalEnv } from '../scripts/portal-env.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const { chromium } = createRequire(join(root, 'e2e/package.json'))('@playwright/test');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-breakdown-'));
process.env.PGLITE_DIR = join(dataDir, 'pglite');
process.env.PORTAL_RUNTIME_DIR = join(dataDir, 'runtime');
delete process.env.DATABASE_URL;
const env = portalEnv({
  GATEWAY_PORT: '3310',
  HOST_PORT: '3320',
  REMOTE_ORDERS_PORT: '3321',
  REMOTE_FINANCE_PORT: '3322',
  REMOTE_SERVICE_PORT: '3323',
  REMOTE_ACCOUNT_PORT: '3324',
});
const portal = await startPortal({ env, testHooks: true, quiet: true, extraEnv: { LOG_LEVEL: 'warn' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless'],
});
try {
  const page = await (await browser.newContext()).newPage();
  const started = Date.now();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    const file = request.url().replace(/^.*\//, '').replace(/\?.*/, '');
    scripts.push({ file, gzipBytes: sizes?.responseBodySize ?? 0, finishedMs: Date.now() - started });
  });
  await page.goto(`http://localhost:${env.ports.host}/login`);
  await page.locator('#login_loginCode').waitFor();
  const visibleMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const executed = new Set(
    await page.evaluate(() => self.webpackChunkhost.flatMap((entry) => entry[0]).map(String)),
  );
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=preload][as=script]')].map((link) => link.getAttribute('href')),
  );
  scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
  for (const s of scripts)
    console.log(`${String(s.gzipBytes).padStart(8)}  ${String(s.finishedMs).padStart(5)} ms  ${s.file}`);
  console.log(
    `\ntotal ${(scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024).toFixed(1)} KB gzip in ${scripts.length} files; form visible after ${visibleMs} ms`,
  );
  const unused = preloaded.filter((file) => !executed.has(file.split('.')[0]));
  console.log(`preloaded ${preloaded.length}, never executed: ${unused.join(', ') || 'none'}`);
} finally {
  await browser.close();
  portal.stop();
}
process.exit(0);
