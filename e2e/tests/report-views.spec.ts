import { expect, test, type Page } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { apiLogin, loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 31 item 4: the BI list as saved report views, and the order-status check. As `demo`: a
 * view saved on the dashboard survives a reload and brings its filters back when opened, is renamed
 * and deleted; the status check lists the parcels whose status has not moved for 3 days (as many as
 * the gateway counts for the same user), each opening its tracking, and exports them.
 */

/** The shown value of the antd select named `name`. */
const selectNamed = (page: Page, name: string) =>
  page.getByRole('combobox', { name }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).click();
  await expect(selectNamed(page, select)).toContainText(option);
}

test('a saved dashboard view survives a reload, brings its filters back, is renamed and deleted', async ({
  page,
}) => {
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/dataDashboard');
  const dashboard = page.getByTestId('data-dashboard');
  await expect(selectNamed(page, 'Period')).toContainText('Last 7 days');
  await choose(page, 'Period', 'Last 30 days');
  await choose(page, 'Product', 'EZ');

  const name = `EZ, 30 days ${Date.now()}`;
  await dashboard.getByRole('button', { name: 'Save view' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('View name').fill(name);
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View "${name}" saved`)).toBeVisible();

  // a reload starts from the default filters; opening the view brings its own back
  await page.reload();
  await expect(selectNamed(page, 'Period')).toContainText('Last 7 days');
  await expect(selectNamed(page, 'Product')).not.toContainText('EZ');
  await choose(page, 'Saved views', name);
  await expect(selectNamed(page, 'Period')).toContainText('Last 30 days');
  await expect(selectNamed(page, 'Product')).toContainText('EZ');

  const renamed = `${name} (renamed)`;
  await dashboard.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog.getByLabel('View name')).toHaveValue(name);
  await dialog.getByLabel('View name').fill(renamed);
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(dialog).toBeHidden();
  await expect(selectNamed(page, 'Saved views')).toContainText(renamed);

  await dashboard.getByRole('button', { name: 'Delete' }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText(`View "${renamed}" deleted`)).toBeVisible();
  await expect(selectNamed(page, 'Saved views')).not.toContainText(renamed);
  await page.reload();
  await page.getByRole('combobox', { name: 'Saved views' }).click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: renamed }),
  ).toHaveCount(0);
});

test('the status check lists the parcels not moved for 3 days, each opening its tracking, and exports them', async ({
  page,
  request,
}) => {
  // three parcels under way last moved 5 days ago (the gateway's test hook), whatever the simulator did
  const aged = await request.post(`${GATEWAY_URL}/customer-api/test/reports/stale`, {
    data: { loginCode: 'demo', count: 3, days: 5 },
  });
  const { billCodes } = (await aged.json()).data as { billCodes: string[] };
  expect(billCodes).toHaveLength(3);
  const token = await apiLogin(request, 'demo');
  const answer = await request.post(`${GATEWAY_URL}/report-api/report/statusCheck`, {
    headers: { authToken: token, language: 'EN' },
    data: { days: 3 },
  });
  const { total, rows } = (await answer.json()).data as { total: number; rows: { billCode: string }[] };
  expect(total).toBeGreaterThanOrEqual(3);

  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/statusCheck');
  const screen = page.getByTestId('status-check');
  await expect(screen.locator('.ant-pagination-total-text')).toHaveText(`${total} in total`);
  await expect(screen.getByRole('link', { name: `Track ${rows[0].billCode}` })).toBeVisible();

  // the export: saved at once when small, otherwise prepared in the download centre
  const download = page
    .waitForEvent('download', { timeout: 30_000 })
    .then((file) => file.suggestedFilename());
  const queued = page.getByText('Being prepared in the download centre');
  await screen.getByRole('button', { name: 'Export' }).click();
  const outcome = await Promise.race([download, queued.waitFor({ timeout: 30_000 }).then(() => 'queued')]);
  expect(outcome === 'queued' || /\.xlsx$/.test(outcome)).toBe(true);

  await screen.getByRole('link', { name: `Track ${rows[0].billCode}` }).click();
  await expect(page).toHaveURL(new RegExp(`/expressTracking\\?billCode=${rows[0].billCode}`));
});
