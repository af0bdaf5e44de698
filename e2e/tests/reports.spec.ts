import { expect, test, type Locator } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { loginViaUi, preferEnglish } from '../support/portal';
import { recordViolations } from '../support/violations';

/**
 * Issue 31, what must show 2 (frontend): as `demo`, the dashboard's parcel figures for a period
 * equal a recount of the orders table (the gateway's test hook counts `orders` directly, not the
 * reports' read model); the "returned" card opens order management with exactly that many rows;
 * and nothing on the report page trips the portal's Content-Security-Policy (no 'unsafe-inline'
 * for styles: the static server sends it with every page), charts and their tooltips included.
 */

interface Recount {
  created: number;
  byStatus: Record<string, number>;
}

const IN_TRANSIT = ['PICKED_UP', 'IN_TRANSIT', 'ARRIVED', 'OUT_FOR_DELIVERY', 'PROBLEM', 'RETURNING'];

/** A figure as the card shows it ('1.234'), as a number. */
async function figure(card: Locator): Promise<number> {
  const text = (await card.getByTestId('kpi-value').innerText()).trim();
  return Number(text.replace(/\./g, ''));
}

test('the dashboard’s figures equal a recount of the orders, and "returned" opens exactly those orders', async ({
  page,
}) => {
  const violations = recordViolations(page);
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  // the home page's figures of the last 7 days link to the dashboard
  await expect(page.getByTestId('home-kpis')).toBeVisible();
  const html = await page.goto('/dataDashboard');
  // the policy the violations are checked against: styles only from the portal or with its nonce
  expect(html?.headers()['content-security-policy']).toMatch(/style-src 'self' 'nonce-[^']+'(;|$)/);
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Last 30 days' })
    .click();
  await expect(
    page
      .getByRole('combobox', { name: 'Period' })
      .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
  ).toContainText('Last 30 days');
  const range = page.getByTestId('report-range');
  await expect(range).toContainText('(WIB)');
  const [, from, to] = /^(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(await range.innerText())!;

  const answer = await page.request.post(`${GATEWAY_URL}/customer-api/test/reports/recount`, {
    data: { loginCode: 'demo', from, to },
  });
  const recount = (await answer.json()).data as Recount;
  const count = (statuses: string[]) =>
    statuses.reduce((sum, status) => sum + (recount.byStatus[status] ?? 0), 0);
  // the seeded history has living data in the last 30 days: returns among them
  expect(recount.created).toBeGreaterThan(0);
  expect(count(['RETURNED'])).toBeGreaterThan(0);

  const card = (path: string) => page.getByTestId(`kpi-${path}`);
  await expect(card('counts.created').getByTestId('kpi-value')).toHaveText(/\d/);
  expect(await figure(card('counts.created'))).toBe(recount.created);
  expect(await figure(card('counts.signed'))).toBe(count(['DELIVERED']));
  expect(await figure(card('counts.inTransit'))).toBe(count(IN_TRANSIT));
  expect(await figure(card('counts.returned'))).toBe(count(['RETURNED']));
  expect(await figure(card('counts.cancelled'))).toBe(count(['CANCELLED']));

  // the charts draw (recharts, loaded with the page's first chart) and their tooltips show
  const statusMix = page.getByTestId('chart-statusMix');
  await expect(statusMix.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  const perDay = page.getByTestId('chart-perDay').locator('.recharts-wrapper > svg.recharts-surface');
  await perDay.hover();
  await expect(page.locator('.recharts-tooltip-wrapper').first()).toBeAttached();

  // the returned card drills down to order management at exactly its orders
  await card('counts.returned').getByRole('link').click();
  await expect(page).toHaveURL(/\/orderManagement\?filters=/);
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(`${count(['RETURNED'])} in total`);
  // the list's state is in its URL: a reload shows the same orders
  await page.reload();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`${count(['RETURNED'])} in total`);

  expect(violations).toEqual([]);
});
