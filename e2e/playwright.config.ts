import { defineConfig } from '@playwright/test';
import { E2E_PORTS } from './support/ports';

/** End-to-end suites run the built host, remotes and gateway (fresh PGlite database) in Chromium. */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0, // suites change accounts (passwords, e-mail): a retry would start from another state
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/results.json' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_PORTS.host}`,
    // A failed test keeps its trace with the DOM snapshots of each step, its network and console, and
    // its screenshot, but no screencast: recording the screencast for every test (kept only on failure)
    // was a third of Chromium's CPU (orders + service specs: 113-131 s with it, 82 s without, at load
    // 7-12; issue 37 item 11).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
