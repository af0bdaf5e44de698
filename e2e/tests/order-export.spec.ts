import { expect, test } from '@playwright/test';
import { callApi, downloadedBytes, readSheet } from '../support/orders';
import { GATEWAY_URL } from '../support/ports';
import { loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 15, what must show 1: 10,000 orders exported from order management go through the download
 * centre: the screen says the file is being prepared there, the centre shows its progress until it
 * is done, the downloaded file holds every order the list counts, and the "export ready"
 * notification in the bell opens the download centre. The `other` login (no other suite uses it) gets
 * the orders, so the demo shipper's counts in the other suites stay as seeded.
 */
const ORDERS = 10_000;

type ExportRecord = {
  id: number;
  status: string;
  rowCount: number | null;
  progress: number;
  fileName: string | null;
};

test('10,000 orders: exported through the download centre, downloaded whole, announced in the bell', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const seeded = await page.request.post(`${GATEWAY_URL}/customer-api/test/bulkOrders`, {
    data: { loginCode: 'other', count: ORDERS },
    timeout: 120_000,
  });
  expect(seeded.status(), await seeded.text()).toBe(200);

  await preferEnglish(page);
  await loginViaUi(page, 'other');
  await expect(page).toHaveURL(/\/index$/);
  const bell = page.getByTestId('notification-bell');
  // what the bell counts before the export, once it has read it (the account's notices of the
  // bulk parcels may still come: the export's notice is looked for by name below)
  const unreadNow = async () =>
    (await callApi<{ count: number }>(page, 'GET', '/customer-api/notification/unreadCount')).count;
  const unreadBefore = await unreadNow();

  await page.goto('/orderManagement');
  const content = page.locator('.ant-layout-content');
  const total = content.getByText(/^[\d.,]+ in total$/).first();
  await expect(total).toBeVisible();
  const listed = Number((await total.innerText()).replace(/\D/g, ''));
  expect(listed).toBeGreaterThanOrEqual(ORDERS);

  // the progress the download centre reads while the page watches
  const seen: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/download/list')) return;
    const body = (await response.json().catch(() => null)) as { data?: { records?: ExportRecord[] } } | null;
    for (const record of body?.data?.records ?? []) seen.push(record.progress);
  });

  await content.getByRole('button', { name: /^(download )?Export$/ }).click();
  const notice = page.locator('.ant-notification-notice', {
    hasText: 'Being prepared in the download centre',
  });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Open the download centre' }).click();
  await expect(page).toHaveURL(/\/downloadCenter\?id=\d+$/);
  const exportId = Number(new URL(page.url()).searchParams.get('id'));

  const status = page.getByTestId(`export-status-${exportId}`);
  await expect(status).toHaveText('Done', { timeout: 90_000 });
  const row = page.locator('tr', { has: status });
  await expect(row.getByRole('progressbar')).toHaveCount(0);
  // the centre showed the export while it was being prepared, before it was done
  expect(Math.min(...seen)).toBeLessThan(100);

  const list = await callApi<{ records: ExportRecord[] }>(page, 'POST', '/customer-api/download/list', {
    current: 1,
    size: 20,
  });
  const record = list.records.find((candidate) => candidate.id === exportId);
  expect(record).toMatchObject({ status: 'COMPLETED', rowCount: listed });

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${record?.fileName}` }).click();
  const rows = readSheet(await downloadedBytes(await download));
  expect(rows.length - 1).toBe(listed);

  // the bell heard "export ready"; its deep link opens the download centre on that export
  await expect.poll(unreadNow, { timeout: 70_000 }).toBeGreaterThan(unreadBefore);
  await expect
    .poll(async () => Number(await bell.getAttribute('data-count')), { timeout: 70_000 })
    .toBeGreaterThan(unreadBefore);
  await bell.click();
  await expect(page).toHaveURL(/\/notificationCenter$/);
  await content.getByRole('button', { name: 'Export ready' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/downloadCenter(\\?id=${exportId})?$`));
  await expect(page.getByTestId(`export-status-${exportId}`)).toHaveText('Done');
});
