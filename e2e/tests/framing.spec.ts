import type { Server } from 'node:http';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORTS, PORTAL_URL } from '../support/ports';
import { apiLogin, loginViaUi, openFromMenu, preferEnglish } from '../support/portal';
import { recordViolations } from '../support/violations';

// Issue 16 part 3: the portal's pages carry a Content-Security-Policy (scripts/static-server.mjs).
// `frame-ancestors` lets only the portal itself and the embedding allowlist (EMBED_ALLOWED_ORIGINS,
// here http://localhost:4000) frame it; scripts and styles come from the portal's own origins and
// the page's nonce, and nothing the built pages do trips the policy.

/** A page outside the allowlist: the same parent pages, served on another port (another origin). */
const OUTSIDE_PORT = E2E_PORTS.parent + 1;

const framingPage = (origin: string, token = '') =>
  `${origin}/iframe.html?portal=${encodeURIComponent(PORTAL_URL)}&path=/index&autoSend=1&lang=EN&token=${encodeURIComponent(token)}`;

test.describe('framing (Content-Security-Policy frame-ancestors)', () => {
  let outside: Server;

  test.beforeAll(async () => {
    const { startParentServer } = await import(join(__dirname, '../parent/server.mjs'));
    outside = await startParentServer(OUTSIDE_PORT);
  });
  test.afterAll(async () => {
    await new Promise((resolve) => outside?.close(resolve));
  });

  test('a page outside the allowlist that frames a signed-in portal gets nothing rendered', async ({
    page,
  }) => {
    await preferEnglish(page);
    // the victim is signed in to the portal in this browser (same site as the framing page)
    await loginViaUi(page, 'demo');
    await expect(page.getByText('Welcome, ')).toBeVisible();

    const refused = page.waitForEvent('console', {
      predicate: (message) => /frame-ancestors/.test(message.text()),
      timeout: 20_000,
    });
    await page.goto(framingPage(`http://localhost:${OUTSIDE_PORT}`));
    expect((await refused).text()).toContain(PORTAL_URL);
    // give a frame that was not refused the time to render the portal (it took ~2 s here)
    await page.waitForTimeout(3_000);
    const portal = page.frameLocator('#portal');
    await expect(portal.locator('#root')).toHaveCount(0);
    await expect(portal.getByText('Welcome, ')).toHaveCount(0);
    await expect(portal.getByText('Order management')).toHaveCount(0);
  });

  test('the allowed parent still frames the portal and signs it in', async ({ page, request }) => {
    const violations = recordViolations(page);
    const token = await apiLogin(request, 'demo');
    await page.goto(framingPage(`http://localhost:${E2E_PORTS.parent}`, token));
    const portal = page.frameLocator('#portal');
    await expect(portal.getByText('Welcome, ')).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  });
});

test.describe('the policy of the built pages', () => {
  test('login, home and a page of each remote load without a policy violation', async ({ page }) => {
    const violations = recordViolations(page);
    await preferEnglish(page);
    const answer = await page.goto('/login');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'self' http://localhost:4000");
    expect(policy).not.toContain('unsafe-inline');
    await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
    // the login form's antd styles are in (the captcha shows only when the gateway asks for one)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByText('Welcome, ')).toBeVisible();

    // remote-orders, with a drawer or dialog opened (their scroll lock writes a <style> of its own)
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
    // remote-service
    await page.goto('/suggestions');
    await expect(page).toHaveTitle('Complaints and suggestions');
    await expect(page.getByRole('button', { name: /submit/i }).first()).toBeVisible();

    // styles were applied (antd's were not refused): a primary button is coloured
    const background = await page
      .getByRole('button', { name: /submit/i })
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(violations).toEqual([]);
  });
});
