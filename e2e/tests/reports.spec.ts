import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { loginViaUi, preferEnglish } from '../support/portal';
import { recordViolations } from '../support/violations';

/**
 * Issue 31, what must show 2 (frontend), and item 2 (the customer report): as `demo`, the dashboard's parcel figures for a period
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

/** A WIB day `offset` days from today, as yyyy-MM-dd. */
function wibDay(offset: number): string {
  return new Date(Date.now() + 7 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

test('the customer report’s waybill totals equal a recount, "returned" opens exactly those orders, no CSP or axe violation', async ({
  page,
}) => {
  const violations = recordViolations(page);
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  // a fixed range of seeded days (the last four weeks before today), straight from the report's URL
  const from = wibDay(-28);
  const to = wibDay(-1);
  await page.goto(`/customerReport?period=CUSTOM&startDate=${from}&endDate=${to}&groupBy=WEEK`);
  await expect(page.getByTestId('report-range')).toHaveText(`${from} to ${to} (WIB)`);

  const answer = await page.request.post(`${GATEWAY_URL}/customer-api/test/reports/recount`, {
    data: { loginCode: 'demo', from, to },
  });
  const recount = (await answer.json()).data as Recount;
  const returned = recount.byStatus.RETURNED ?? 0;
  expect(recount.created).toBeGreaterThan(0);
  expect(returned).toBeGreaterThan(0);

  const total = (name: string) => page.getByTestId(`total-${name}`);
  await expect(total('created').getByTestId('kpi-value')).toHaveText(/\d/);
  expect(await figure(total('created'))).toBe(recount.created);
  expect(await figure(total('returned'))).toBe(returned);
  expect(await figure(total('cancelled'))).toBe(recount.byStatus.CANCELLED ?? 0);
  await expect(
    page.getByTestId('chart-waybill').locator('.recharts-wrapper > svg.recharts-surface'),
  ).toBeVisible();

  // the page is axe clean (serious or critical WCAG 2.2 AA), on its first tab and on a bar chart's
  const axe = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
      );
  expect(await axe()).toEqual([]);
  await page.getByRole('tab', { name: 'Status' }).click();
  await expect(page).toHaveURL(/tab=status/);
  const statusChart = page.getByTestId('chart-status').locator('.recharts-wrapper > svg.recharts-surface');
  await expect(statusChart).toBeVisible();
  await statusChart.hover();
  expect(await axe()).toEqual([]);
  // the tab and filters are in the URL: a reload opens the same report
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Status', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Waybill data' }).click();

  // the returned total drills down to order management at exactly its orders
  await total('returned').getByRole('link').click();
  await expect(page).toHaveURL(/\/orderManagement\?filters=/);
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(`${returned} in total`);

  expect(violations).toEqual([]);
});
