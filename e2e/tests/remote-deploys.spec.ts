import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS, GATEWAY_URL } from '../support/ports';
import { loginViaUi, openFromMenu, preferEnglish } from '../support/portal';

// Remotes deployed alone (issue 33, "What must show" 1 and 2), through the images' nginx config
// (deploy/nginx, Debian's nginx started by deploy/nginx/serve.mjs) in front of this suite's gateway.
//
// The skewed remote is remote-finance's real build with its manifest's `shared` entries rewritten
// to what a build against shared 2.x declares (requiredVersion ^2.0.0, version 2.0.0): the host's
// gate reads nothing else before it refuses a remote (the manifest's shared ranges, before the
// remote's entry is fetched), so this is what the browser meets, without a second 30-60 s build.
// The redeployed remote is a copy of that build under a new build hash and version: each release
// lives in its own folder (PORTAL_RELEASES_DIR), and the stable manifest URL is switched to it.

interface Nginx {
  url: (name: string, pathname?: string) => string;
  redeploy: (
    name: string,
    options: { dist?: string; env?: Record<string, string>; expectRelease?: string },
  ) => Promise<void>;
  stop: () => Promise<void>;
}

const REMOTE_DIRS = {
  remote_orders: 'remote-orders',
  remote_finance: 'remote-finance',
  remote_service: 'remote-service',
  remote_account: 'remote-account',
} as const;
type RemoteName = keyof typeof REMOTE_DIRS;
const REMOTES = Object.keys(REMOTE_DIRS) as RemoteName[];
const FINANCE_DIST = join(__dirname, '../../remote-finance/dist');

interface Manifest {
  metaData: { buildInfo: { buildVersion: string; buildHash: string } };
  shared: Array<{ name: string; version: string; requiredVersion: string | false }>;
}

/** A copy of remote-finance's build whose manifest is rewritten by `change`. */
function financeVariant(change: (manifest: Manifest) => void): string {
  const dir = fs.mkdtempSync(join(os.tmpdir(), 'remote-finance-variant-'));
  fs.cpSync(FINANCE_DIST, dir, { recursive: true });
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  change(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
  return dir;
}

async function serve(finance: { dist?: string; releases?: boolean }): Promise<Nginx> {
  const { serveWithNginx, requireDists } = await import(join(__dirname, '../../deploy/nginx/serve.mjs'));
  requireDists(['host', ...Object.values(REMOTE_DIRS)]);
  return serveWithNginx({
    gatewayPort: E2E_PORTS.gateway,
    sites: [
      {
        name: 'host',
        dir: 'host',
        env: (url: Nginx['url']) => ({
          REMOTE_ORDERS_URL: url('remote_orders', '/mf-manifest.json'),
          REMOTE_FINANCE_URL: url('remote_finance', '/mf-manifest.json'),
          REMOTE_SERVICE_URL: url('remote_service', '/mf-manifest.json'),
          REMOTE_ACCOUNT_URL: url('remote_account', '/mf-manifest.json'),
        }),
      },
      ...REMOTES.map((name) => ({
        name,
        dir: REMOTE_DIRS[name],
        ...(name === 'remote_finance' ? finance : {}),
      })),
    ],
  });
}

/** The page's uncaught errors and every URL it requested. */
function record(page: Page) {
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/\[portal\]/.test(message.text())) console.log(`browser: ${message.text()}`);
  });
  page.on('request', (request) => requests.push(request.url()));
  return { errors, requests };
}

test.describe('remotes deployed alone', () => {
  let nginx: Nginx | undefined;
  const variants: string[] = [];

  test.afterEach(async () => {
    await nginx?.stop();
    nginx = undefined;
    for (const dir of variants.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a remote built for another shared major is refused with its domain’s fallback and reason; the others work', async ({
    browser,
    request,
  }) => {
    const skewed = financeVariant((manifest) => {
      for (const entry of manifest.shared)
        if (entry.name === 'shared' || entry.name.startsWith('shared/'))
          Object.assign(entry, { version: '2.0.0', requiredVersion: '^2.0.0' });
    });
    variants.push(skewed);
    nginx = await serve({ dist: skewed });
    const context = await browser.newContext({ baseURL: nginx.url('host') });
    const page = await context.newPage();
    const { errors, requests } = record(page);
    const refusals = async () =>
      (
        ((await (await request.get(`${GATEWAY_URL}/customer-api/test/analytics?userId=demo`)).json()).data ??
          []) as Array<{ eventType: string; pageName: string; buttonName: string | null }>
      ).filter((event) => event.eventType === 'remote_refused');
    const refusedBefore = (await refusals()).length;
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page.getByText('Welcome, ')).toBeVisible();

    // another domain works
    await openFromMenu(page, 'Order management', 'Order management');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // finance: the domain's fallback, with the reason in the user's language
    // (its menu items are disabled while it is unavailable: the route, as a bookmark or link opens it)
    await page.evaluate(() => {
      window.history.pushState({}, '', '/couponManagement');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('The Finance module is unavailable right now').first()).toBeVisible();
    await expect(page.getByTestId('remote-refused-reason')).toHaveText(
      /This version of the Finance module does not fit the portal: it needs shared(\/\w+)? \^2\.0\.0, the portal provides shared(\/\w+)? 1\.0\.0\./,
    );
    await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
    // and back to a working domain
    await openFromMenu(page, 'Account', 'Member points exchange');
    await expect(page.getByText('12,500').or(page.getByText('12.500')).first()).toBeVisible();

    // reported to the analytics collector (the tracker's batch leaves within its 5 s interval)
    await expect
      .poll(async () => (await refusals()).slice(refusedBefore), { timeout: 15_000 })
      .toContainEqual(
        expect.objectContaining({
          pageName: 'index',
          buttonName: expect.stringMatching(/^shared.*@\^2\.0\.0$/),
        }),
      );
    // nothing of the refused remote ran: only its manifest was read (no second React, no entry)
    expect(requests.filter((url) => url.startsWith(nginx!.url('remote_finance')))).toEqual([
      nginx.url('remote_finance', '/mf-manifest.json'),
    ]);
    const reactProviders = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      return Object.values(share).flatMap((scopes) =>
        Object.values(scopes).flatMap((packages) =>
          Object.entries(packages.react ?? {}).map(([version, entry]) => `${entry.from}@${version}`),
        ),
      );
    });
    expect(new Set(reactProviders)).toEqual(new Set(['host@19.3.1']));
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a remote redeployed while a tab is open: the open page keeps working, the tab offers the new build once', async ({
    browser,
  }) => {
    nginx = await serve({ releases: true });
    const first = (JSON.parse(fs.readFileSync(join(FINANCE_DIST, 'mf-manifest.json'), 'utf8')) as Manifest)
      .metaData.buildInfo.buildHash;
    const second = createHash('sha256').update(`${first} redeployed`).digest('hex').slice(0, 12);
    const next = financeVariant((manifest) => {
      manifest.metaData.buildInfo = { buildVersion: '1.0.1', buildHash: second };
    });
    variants.push(next);

    const context = await browser.newContext({ baseURL: nginx.url('host') });
    const page = await context.newPage();
    const { errors, requests } = record(page);
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await openFromMenu(page, 'Finance', 'Vouchers');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    const release = (hash: string) => nginx!.url('remote_finance', `/releases/${hash}/`);
    expect(requests).toContain(`${release(first)}remoteEntry.js?v=${first}`);

    // the new build goes into a folder of its own and the manifest URL switches to it
    await nginx.redeploy('remote_finance', { dist: next, expectRelease: second });

    // the open tab keeps its build: another finance page works, with chunks of the first release only
    // (prefetched, or fetched now from its folder, which the redeploy left in place)
    await openFromMenu(page, 'Finance', 'COD bill');
    await expect(page).toHaveTitle('COD bill');
    await expect(page.locator('.ant-table:visible').first()).toBeVisible();
    // (the navigation's update check reads the new release's manifest, and nothing else of it)
    expect(
      requests.filter((url) => url.startsWith(release(second)) && !url.endsWith('/mf-manifest.json')),
    ).toEqual([]);
    const oldChunk = requests.find((url) => url.startsWith(release(first)) && /\.[0-9a-f]{8}\.js$/.test(url));
    expect(oldChunk).toBeDefined();
    const stillServed = await page.request.get(oldChunk!);
    expect(stillServed.status()).toBe(200);
    expect(stillServed.headers()['cache-control']).toContain('immutable');
    // and asks, once, to reload for the new one
    const notice = page.getByTestId('remote-new-build');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText('A new version of the Finance module is available.');
    await openFromMenu(page, 'Finance', 'Vouchers');
    await expect(notice).toHaveCount(1);

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page).toHaveTitle('Vouchers');
    expect(requests).toContain(`${release(second)}remoteEntry.js?v=${second}`);
    await expect(page.getByTestId('remote-new-build')).toHaveCount(0);

    // a rollback switches the manifest URL back; the first release was never removed
    await nginx.redeploy('remote_finance', {
      dist: next,
      env: { PORTAL_RELEASE: first },
      expectRelease: first,
    });
    expect((await page.request.get(`${release(first)}remoteEntry.js`)).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
