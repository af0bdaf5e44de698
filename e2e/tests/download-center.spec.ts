import { expect, test } from '@playwright/test';
import { callApi, downloadedBytes, readSheet } from '../support/orders';
import { loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 15, download centre: an export caught mid-run shows its progress bar and the header badge;
 * an order export queued like a screen's export call is prepared while the page watches (it asks
 * again every few seconds while one runs), downloads through a freshly signed link, and its file
 * holds the rows the list says.
 */
type ExportRecord = { id: number; status: string; rowCount: number | null; fileName: string | null };

test('the badge counts running exports; the centre shows progress, then the file with its rows', async ({
  page,
}) => {
  await preferEnglish(page);
  await loginViaUi(page, 'other'); // not demo: its export's notification would change the demo shipper's unread count
  await expect(page).toHaveURL(/\/index$/);
  const badge = page.getByTestId('download-badge');
  const askBadgeAgain = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));

  const stalled = await callApi<{ id: number }>(page, 'POST', '/customer-api/test/export/running', {
    type: 'orders',
    rowsDone: 400,
    rowsTotal: 1000,
  });
  try {
    await askBadgeAgain();
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAccessibleName(/\d+ exports? being prepared/);
    await badge.click();
    await expect(page).toHaveURL(/\/downloadCenter$/);

    const content = page.locator('.ant-layout-content');
    const running = content.locator('tr', { has: page.getByTestId(`export-progress-${stalled.id}`) });
    await expect(running.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(running.getByText('400 of 1.000 rows')).toBeVisible();
    await expect(running.getByText('Preparing')).toBeVisible();

    // queued while the page is open: it appears and finishes without a reload
    const queued = await callApi<{ id: number }>(page, 'POST', '/customer-api/test/export', {
      type: 'orders',
      filter: {},
    });
    const status = page.getByTestId(`export-status-${queued.id}`);
    await expect(status).toHaveText('Done', { timeout: 20_000 });
    const list = await callApi<{ records: ExportRecord[] }>(page, 'POST', '/customer-api/download/list', {
      current: 1,
      size: 50,
    });
    const record = list.records.find((candidate) => candidate.id === queued.id);
    expect(record?.rowCount).toBeGreaterThan(0);
    const finished = content.locator('tr', { has: status });
    await expect(finished.getByText('Order management export')).toBeVisible();

    const download = page.waitForEvent('download');
    await finished.getByRole('button', { name: `Download ${record?.fileName}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(record?.fileName);
    const rows = readSheet(await downloadedBytes(file));
    expect(rows.length - 1).toBe(record?.rowCount);
  } finally {
    await callApi(page, 'POST', '/customer-api/test/export/remove', { id: stalled.id });
  }

  // nothing is prepared any more: the badge goes
  await askBadgeAgain();
  await expect(badge).toHaveCount(0);
});
