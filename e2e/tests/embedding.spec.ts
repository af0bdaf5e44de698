import { expect, test } from '@playwright/test';
import { E2E_PORTS, GATEWAY_URL, PORTAL_URL } from '../support/ports';
import { apiLogin } from '../support/portal';

const parentPage = (origin: string, token: string) =>
  `${origin}/iframe.html?portal=${encodeURIComponent(PORTAL_URL)}&path=/index&autoSend=1&lang=EN&token=${encodeURIComponent(token)}`;

test.describe('embedded in a parent platform (iframe)', () => {
  test('logs in from the parentParams of the allowed origin', async ({ page, request }) => {
    const token = await apiLogin(request, 'demo');
    await page.goto(parentPage(`http://localhost:${E2E_PORTS.parent}`, token));
    const portal = page.frameLocator('#portal');
    await expect(portal.getByText('Welcome, ')).toBeVisible({ timeout: 20_000 });
    await expect(
      portal.locator('.ant-layout-sider').getByText('Order management', { exact: true }).first(),
    ).toBeVisible();
  });

  test('ignores parentParams from another origin', async ({ page, request }) => {
    const token = await apiLogin(request, 'demo');
    // 127.0.0.1 is another origin than the allowed http://localhost:4000, though the same server
    await page.goto(parentPage(`http://127.0.0.1:${E2E_PORTS.parent}`, token));
    const portal = page.frameLocator('#portal');
    // the portal waits 2 s for the parent, then carries on without a session
    await page.waitForTimeout(4_000);
    await expect(portal.getByText('Budi Santoso')).toHaveCount(0);
    await expect(portal.getByText('Welcome, ')).toHaveCount(0);
  });

  test('posts logout to the parent when the session ends', async ({ page, request }) => {
    const token = await apiLogin(request, 'demo');
    await page.goto(parentPage(`http://localhost:${E2E_PORTS.parent}`, token));
    const portal = page.frameLocator('#portal');
    await expect(portal.getByText('Welcome, ')).toBeVisible({ timeout: 20_000 });

    // the parent platform's session ends: the gateway revokes the token, the next call gets 401
    await request.post(`${GATEWAY_URL}/customer-api/logout`, { headers: { authToken: token } });
    const menu = portal.locator('.ant-layout-sider');
    const entry = menu.getByRole('menuitem', { name: 'Express tracking', exact: true });
    if (!(await entry.isVisible()))
      await menu.getByRole('menuitem', { name: 'Order management' }).first().click();
    await entry.click();
    await portal.getByRole('textbox').first().fill('JP20260000011');
    await portal.getByRole('button', { name: 'Query' }).click();
    await expect(page.locator('#received li[data-type="logout"]')).toHaveCount(1, { timeout: 10_000 });
  });
});

test.describe('mounted by a parent single-spa platform', () => {
  test('mounts with the single-spa lifecycles under the parent basename and unmounts', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, 'demo');
    await page.goto(
      `http://localhost:${E2E_PORTS.parent}/portal/index?portal=${encodeURIComponent(PORTAL_URL)}&token=${encodeURIComponent(token)}`,
    );
    await expect(page.locator('#status')).toHaveText('mounted', { timeout: 20_000 });
    const portal = page.locator('#portal-root');
    await expect(portal.getByText('Budi Santoso').first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/portal\/index/);

    // the portal's own navigation stays under the parent's basename
    await portal.getByRole('menuitem', { name: /^(Lacak kiriman|Express tracking)$/ }).click();
    await expect(page).toHaveURL(/\/portal\/expressTracking/);
    await expect(portal.getByRole('textbox').first()).toBeVisible();

    await page.locator('#unmount').click();
    await expect(page.locator('#status')).toHaveText('unmounted');
    await expect(portal.locator('*')).toHaveCount(0);
  });
});
