import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { apiLogin, loginViaUi, openFromMenu, preferEnglish } from '../support/portal';
import { recordViolations } from '../support/violations';

// The deployment's web server in a browser (issue 33 items 1 and 2): the built host and remotes
// served by Debian's nginx with the images' config (deploy/nginx, started by deploy/nginx/serve.mjs
// as an unprivileged process on free ports) in front of this suite's gateway, instead of the
// development server. The portal signs in and opens a page of each remote, every remote loads from
// its own nginx, and nothing trips the Content-Security-Policy whose style nonce nginx writes into
// each page ($request_id through sub_filter; deploy/nginx/nginx.test.mjs checks the headers).

interface Nginx {
  url: (name: string, pathname?: string) => string;
  stop: () => Promise<void>;
}

const REMOTES = ['remote_orders', 'remote_finance', 'remote_service', 'remote_account'] as const;
const REMOTE_DIRS = {
  remote_orders: 'remote-orders',
  remote_finance: 'remote-finance',
  remote_service: 'remote-service',
  remote_account: 'remote-account',
} as const;

test.describe('the portal behind nginx with the images’ config', () => {
  let nginx: Nginx;

  test.beforeAll(async () => {
    const { serveWithNginx, requireDists } = await import(join(__dirname, '../../deploy/nginx/serve.mjs'));
    requireDists(['host', ...Object.values(REMOTE_DIRS)]);
    nginx = await serveWithNginx({
      gatewayPort: E2E_PORTS.gateway,
      sites: [
        {
          name: 'host',
          dir: 'host',
          env: (url: Nginx['url']) => ({
            EMBED_ALLOWED_ORIGINS: `http://localhost:${E2E_PORTS.parent}`,
            REMOTE_ORDERS_URL: url('remote_orders', '/mf-manifest.json'),
            REMOTE_FINANCE_URL: url('remote_finance', '/mf-manifest.json'),
            REMOTE_SERVICE_URL: url('remote_service', '/mf-manifest.json'),
            REMOTE_ACCOUNT_URL: url('remote_account', '/mf-manifest.json'),
          }),
        },
        ...REMOTES.map((name) => ({ name, dir: REMOTE_DIRS[name], env: {} })),
      ],
    });
  });

  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('signs in and opens a page of each remote, each remote from its own nginx, without a policy violation', async ({
    browser,
  }) => {
    const context = await browser.newContext({ baseURL: nginx.url('host') });
    const page = await context.newPage();
    const violations = recordViolations(page);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await preferEnglish(page);

    const answer = await page.goto('/login');
    expect(answer?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[0-9a-f]{32}'/);
    const scriptSrc =
      /script-src ([^;]*)/.exec(answer?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    for (const name of REMOTES) expect(scriptSrc.split(' ')).toContain(nginx.url(name));
    await expect(page.getByLabel('Account', { exact: true })).toBeVisible();

    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByText('Welcome, ')).toBeVisible();

    // remote-orders, with a drawer opened (its scroll lock writes a <style> of its own)
    await openFromMenu(page, 'Order management', 'Order management');
    const row = page.locator('.ant-table-row').first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Detail' }).click();
    await expect(page.locator('.ant-drawer-open, .ant-modal-wrap:visible').first()).toBeVisible();
    await page.keyboard.press('Escape');
    // remote-finance
    await openFromMenu(page, 'Finance', 'Vouchers');
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // remote-account
    await openFromMenu(page, 'Account', 'Member points exchange');
    await expect(page.getByText('12,500').or(page.getByText('12.500')).first()).toBeVisible();
    // remote-service (a route the SPA fallback answers with index.html)
    await page.goto('/suggestions');
    await expect(page).toHaveTitle('Complaints and suggestions');
    const submit = page.getByRole('button', { name: /submit/i }).first();
    await expect(submit).toBeVisible();
    // antd's styles were applied (the nonce was accepted): a primary button is coloured
    expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );

    // every remote came from its nginx, none from the development servers of this suite
    for (const name of REMOTES)
      expect(
        scripts.some((url) => url.startsWith(nginx.url(name, '/'))),
        name,
      ).toBe(true);
    const devOrigins = REMOTES.map((name) => `:${E2E_PORTS[name]}/`);
    expect(scripts.filter((url) => devOrigins.some((origin) => url.includes(origin)))).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  test('the allowed parent frames it and signs it in with parentParams; another origin is refused', async ({
    page,
    request,
  }) => {
    const violations = recordViolations(page);
    const token = await apiLogin(request, 'demo');
    const framing = (parent: string) =>
      `${parent}/iframe.html?portal=${encodeURIComponent(nginx.url('host'))}&path=/index&autoSend=1&lang=EN&token=${encodeURIComponent(token)}`;
    await page.goto(framing(`http://localhost:${E2E_PORTS.parent}`));
    await expect(page.frameLocator('#portal').getByText('Welcome, ')).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);

    // the same parent page from another origin (127.0.0.1 is not on the allowlist)
    const refused = page.waitForEvent('console', {
      predicate: (message) => /frame-ancestors/.test(message.text()),
      timeout: 20_000,
    });
    await page.goto(framing(`http://127.0.0.1:${E2E_PORTS.parent}`));
    expect((await refused).text()).toContain(nginx.url('host'));
    await expect(page.frameLocator('#portal').locator('#root')).toHaveCount(0);
  });
});
