import { expect, test } from '@playwright/test';
import { loginViaUi, openFromMenu, preferEnglish } from '../support/portal';

test.describe('admin in the shell', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('signs in, sees the full menu and opens a page of each of the four remotes', async ({ page }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByText('Welcome, ')).toBeVisible();

    const menu = page.locator('.ant-layout-sider');
    for (const group of [
      'Order management',
      'Service management',
      'Finance',
      'Account',
      'Customer',
      'Reports',
    ]) {
      await expect(menu.getByText(group, { exact: true }).first()).toBeVisible();
    }

    await openFromMenu(page, 'Order management', 'Express tracking');
    await expect(page).toHaveURL(/\/expressTracking$/);
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expect(page).toHaveTitle('Express tracking');

    await openFromMenu(page, 'Finance', 'Vouchers');
    await expect(page).toHaveURL(/\/couponManagement$/);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();

    await openFromMenu(page, 'Account', 'Member points exchange');
    await expect(page).toHaveURL(/\/vipMember$/);
    await expect(page.getByText('12,500').or(page.getByText('12.500')).first()).toBeVisible();

    // suggestions is in the menu like every permitted page (issue 14: the old portal hid it).
    await openFromMenu(page, 'Service management', 'Complaints and suggestions');
    await expect(page).toHaveURL(/\/suggestions$/);
    await expect(page).toHaveTitle('Complaints and suggestions');
    await expect(page.getByRole('button', { name: /submit/i }).first()).toBeVisible();

    // a route no one has: the not-found page (not 'no permission'), with the way home
    await page.goto('/noSuchPage');
    await expect(page.getByText('Page not found')).toBeVisible();
    await expect(page).toHaveURL(/\/noSuchPage$/);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/index$/);

    // the page's icon is served
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
    const icon = await page.request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/');
  });

  test('keeps visited pages as tabs: index affixed, close others and close all keep it', async ({ page }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    const tabs = page.locator('.portal-visited-tabs > .ant-tabs-nav .ant-tabs-tab');
    await page.goto('/expressTracking');
    await expect(page).toHaveTitle('Express tracking');
    await expect(tabs).toHaveText(['Home', 'Express tracking']);
    await page.goto('/couponManagement');
    await expect(page).toHaveTitle('Vouchers');
    await expect(tabs).toHaveText(['Home', 'Express tracking', 'Vouchers']);
    // the tab list survives a reload
    await page.reload();
    await expect(tabs).toHaveText(['Home', 'Express tracking', 'Vouchers']);

    // a kept-alive page keeps what was typed while another tab is shown
    await tabs.filter({ hasText: 'Express tracking' }).click();
    const waybills = page.getByPlaceholder(/One per line/);
    await waybills.fill('JP20260000011');
    await tabs.filter({ hasText: 'Vouchers' }).click();
    await tabs.filter({ hasText: 'Express tracking' }).click();
    await expect(waybills).toHaveValue('JP20260000011');

    // right-click on a tab (not the active one): its context menu closes the others and shows it
    await tabs.filter({ hasText: 'Vouchers' }).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect(tabs).toHaveText(['Home', 'Vouchers']);
    await expect(page).toHaveTitle('Vouchers');
    await page.goto('/expressTracking');
    await expect(tabs).toHaveText(['Home', 'Vouchers', 'Express tracking']);

    await page.getByRole('button', { name: 'tab actions' }).click();
    await page.getByRole('menuitem', { name: 'Close others' }).click();
    await expect(tabs).toHaveText(['Home', 'Express tracking']);

    await page.getByRole('button', { name: 'tab actions' }).click();
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await expect(tabs).toHaveText(['Home']);
    await expect(page).toHaveURL(/\/index$/);
    // the affixed index tab cannot be closed
    await expect(tabs.first().locator('.ant-tabs-tab-remove')).toHaveCount(0);
  });

  test('switches the language to English and back to Indonesian, reloading the page', async ({ page }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await expect(
      page.locator('.ant-layout-sider').getByText('Order management', { exact: true }).first(),
    ).toBeVisible();

    await page.getByLabel('language').getByText('ID', { exact: true }).click();
    await page.waitForLoadState('load');
    await expect(
      page.locator('.ant-layout-sider').getByText('Manajemen pesanan', { exact: true }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('YN');

    await page.getByLabel('language').getByText('EN', { exact: true }).click();
    await page.waitForLoadState('load');
    await expect(
      page.locator('.ant-layout-sider').getByText('Order management', { exact: true }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('EN');
  });

  test('signs out: token, tabs and permissions are cleared and pages need a login again', async ({
    page,
  }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/expressTracking');
    await expect(page).toHaveTitle('Express tracking');

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      tabs: localStorage.getItem('visitedTabs'),
    }));
    expect(stored.token ?? '').toBe('');
    expect(JSON.parse(stored.tabs ?? '[]').filter((tab: { path: string }) => tab.path !== '/index')).toEqual(
      [],
    );

    await page.goto('/expressTracking');
    await expect(page).toHaveURL(/\/login$/);
  });
});
