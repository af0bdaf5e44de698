import { expect, test } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';
import { recordViolations } from '../support/violations';

/**
 * Issue 31 item 7 (a, b): as `demo`, the late-parcel list shows the seeded late parcels (one signed
 * after its SLA day, one still in transit past it), each with what a claim would pay; its claim
 * button opens the service remote's claim form filled in with the waybill, the claim type and the
 * cap; the marketplace forecast shows each marketplace against its threshold. No CSP violation.
 */

// the seed's late parcels (gateway/src/db/seed/orders-data.ts LATE_DEMO_BILL_CODES)
const SIGNED_LATE = /^JP2026500001\d$/;
const UNDELIVERED = /^JP2026500004\d$/;

test('the late-parcel list shows the seeded late parcels, and its claim button opens the filled-in claim form', async ({
  page,
}) => {
  const violations = recordViolations(page);
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/lateParcels');

  const signedRow = page.locator('tr', { has: page.getByText(SIGNED_LATE) });
  await expect(signedRow).toContainText('Signed late');
  await expect(signedRow).toContainText(/Rp [\d.]+/);
  const openRow = page.locator('tr', { has: page.getByText(UNDELIVERED) });
  await expect(openRow).toContainText('Not delivered, past SLA');
  await expect(page.getByTestId('kpi-signedLate').getByTestId('kpi-value')).not.toHaveText('0');
  await expect(page.getByTestId('kpi-undelivered').getByTestId('kpi-value')).not.toHaveText('0');

  // the forecast: the seeded marketplace orders picked up late
  const forecast = page.getByTestId('table-forecast');
  await expect(forecast.locator('tr', { hasText: 'Shopee' })).toContainText('Last 7 days');

  const billCode = (await signedRow.getByText(SIGNED_LATE).innerText()).trim();
  await signedRow.getByRole('button', { name: 'File a claim' }).click();
  await expect(page).toHaveURL(new RegExp(`/workOrder\\?open=claim&billCode=${billCode}&claimType=LATE`));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Waybill')).toHaveValue(billCode);
  await expect(dialog.getByLabel('Claim type')).toBeVisible();
  await expect(dialog.getByText('Late', { exact: true })).toBeVisible();
  // the cap for this waybill and type, computed as the form opens (nothing clicked)
  await expect(dialog.getByTestId('cap-preview')).toContainText(/Rp [\d.]+/);
  expect(violations).toEqual([]);
});
