import { expect, test } from '@playwright/test';
import { chooseOption, loginViaUi, preferEnglish } from '../support/portal';

// The seeded wallet of the demo shipper (gateway/src/db/seed/coupons-data.ts): Rp 5,000 off
// deliveries to West Java applies to Bandung; the SUPER-only coupon does not apply to EZ.
const WEST_JAVA = { code: 'CPDEMO000008', name: 'Potongan Rp5.000 ke Jawa Barat' };
const SUPER_ONLY = 'SUPER Kilat 50%';

test('a coupon picked at order entry discounts the freight, is LOCKED in the wallet and shows on the order', async ({
  page,
}) => {
  test.setTimeout(40_000);
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/orderEntry');
  await expect(page.locator('#orderEntry_sender_name')).toHaveValue('PT Nusantara Niaga', {
    timeout: 15_000,
  });

  await page.getByTestId('pick-receiver').click();
  const book = page.locator('.ant-modal', { hasText: 'Pick a receiver address' });
  await book.getByPlaceholder('Search by name, phone or address').fill('rahmawati');
  await expect(book.locator('.ant-input-search .ant-btn-loading')).toHaveCount(0);
  const entries = book.getByTestId('address-book-entry');
  await expect(entries.filter({ hasNotText: /rahmawati/i })).toHaveCount(0);
  await entries.filter({ hasText: 'Siti Rahmawati' }).click();
  await expect(book).toBeHidden();
  await chooseOption(page, '#orderEntry-goodsTemplate', 'Kemeja Batik');
  await page.locator('#orderEntry_weightKg').fill('2');

  const picker = page.getByTestId('coupon-picker');
  const westJava = picker.getByRole('radio', { name: new RegExp(WEST_JAVA.name) });
  await expect(westJava).toBeEnabled({ timeout: 15_000 });
  await expect(picker.getByRole('radio', { name: new RegExp(SUPER_ONLY) })).toBeDisabled();
  await expect(picker).toContainText('this coupon applies only to product types SUPER');
  // The picker shows the form's value, which antd's useWatch hands over a timer later: the radio is
  // checked a moment after the click, not at it (what locator.check() demands).
  await westJava.click();
  await expect(westJava).toBeChecked();
  await expect(page.getByTestId('fee-discount')).toHaveText('− Rp 5.000', { timeout: 10_000 });
  const total = Number((await page.getByTestId('fee-total').innerText()).replace(/\D/g, ''));
  await expect(page.getByTestId('fee-total-after')).toHaveText(
    `Rp ${(total - 5000).toLocaleString('id-ID')}`,
  );

  await page.getByRole('button', { name: 'Submit order' }).click();
  const saved = page.getByTestId('saved-bill-code');
  await expect(saved).toHaveText(/^JP\d{11}/, { timeout: 15_000 });
  const waybill = (await saved.innerText()).trim();

  await page.goto('/couponManagement');
  await page.getByRole('tab', { name: /^Locked/ }).click();
  const locked = page.locator('.ant-table-row', { hasText: WEST_JAVA.code });
  await expect(locked).toContainText(waybill, { timeout: 10_000 });
  await expect(locked).toContainText('Locked');

  await page.goto(`/orderManagement?billCode=${waybill}`);
  const row = page.locator('.ant-table-row', { hasText: waybill });
  await row.getByRole('button', { name: 'Detail' }).click();
  await expect(page.getByTestId('order-detail-dialog')).toContainText(
    `${WEST_JAVA.code}: Rp 5.000 off freight`,
  );
});
