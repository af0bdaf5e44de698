import { expect, test } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 15, notification centre: the demo shipper's seeded notifications (gateway
 * src/db/seed/notifications.ts: nine, three of them read) through the header bell and the centre.
 */
const SEEDED_UNREAD = 6;

test('the bell counts the unread, the centre filters, opens a deep link and marks all read', async ({
  page,
}) => {
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);

  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-count', String(SEEDED_UNREAD));
  await expect(bell).toHaveAccessibleName(`${SEEDED_UNREAD} unread notifications`);

  await bell.click();
  await expect(page).toHaveURL(/\/notificationCenter$/);
  const content = page.locator('.ant-layout-content');
  await expect(content.getByText('9 in total')).toBeVisible();
  await expect(content.getByText('Scheduled maintenance')).toBeVisible();

  // one category: the parcel held in a warehouse
  await content.getByRole('combobox', { name: 'Category' }).click();
  await page.locator('.ant-select-dropdown').getByTitle('Problem parcel', { exact: true }).click();
  await expect(content.getByText('1 in total')).toBeVisible();
  await expect(content.getByText('Scheduled maintenance')).toHaveCount(0);
  const held = content.getByRole('button', { name: 'Parcel held in the warehouse' });
  const body = await content.locator('tr', { hasText: 'Parcel held in the warehouse' }).innerText();
  const billCode = /Waybill (\w+) is held/.exec(body)?.[1];
  expect(billCode, body).toBeTruthy();

  // opening it marks it read and lands on the tracking page, on that waybill
  await held.click();
  await expect(page).toHaveURL(new RegExp(`/expressTracking\\?billCode=${billCode}$`));
  await expect(
    page
      .locator('.ant-layout-content')
      .getByText(billCode as string)
      .first(),
  ).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', String(SEEDED_UNREAD - 1));

  // back in the centre (fresh, not kept alive): mark all read, and the bell shows 0
  await bell.click();
  await expect(page).toHaveURL(/\/notificationCenter$/);
  await expect(content.getByText('9 in total')).toBeVisible();
  await content.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText(`${SEEDED_UNREAD - 1} notifications marked read`)).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', '0');
  await expect(bell).toHaveAccessibleName('Notifications');
  await content.getByText('Unread', { exact: true }).first().click();
  await expect(content.locator('.ant-empty-description', { hasText: 'no data' })).toBeVisible();
});
