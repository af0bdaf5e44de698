import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { apiLogin, expandMenuGroup, loginViaUi, preferEnglish } from '../support/portal';

/** Waybills seeded for the second shipper (gateway/src/db/seed/orders-data.ts). */
const OTHER_SHIPPER_WAYBILL = 'JP20269000012';
const DEMO_DELIVERED_WAYBILL = 'JP20260000011';

test.describe('sub-account and tenant isolation', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('a sub-account sees only its pages in the menu', async ({ page }) => {
    await loginViaUi(page, 'demo_sub');
    await expect(page).toHaveURL(/\/index$/);
    const menu = page.locator('.ant-layout-sider');
    await expandMenuGroup(page, 'Order management');
    await expect(menu.getByText('Express tracking', { exact: true })).toBeVisible();
    await expect(menu.getByText('Order entry', { exact: true })).toBeVisible();
    for (const hidden of [
      'Order import',
      'Quick print',
      'Monthly statement',
      'Member points exchange',
      'Sub-account management',
      'Customer',
    ]) {
      await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
    }
  });

  test('a page whose action the sub-account lacks offers no control of it, and the session stays', async ({
    page,
  }) => {
    await loginViaUi(page, 'demo_sub');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/couponManagement');
    await expect(page.locator('.ant-layout-content')).toBeVisible();
    // no redeem button and no field whose Enter would send the refused call
    await expect(page.getByLabel('Redeem code')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Redeem/ })).toHaveCount(0);
    await page.goto('/suggestions');
    await expect(page).toHaveURL(/\/suggestions$/);
  });

  test('the order form of a sub-account without orderEntry_ADD says in one line why it has no submit', async ({
    page,
  }) => {
    await loginViaUi(page, 'demo_sub');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/orderEntry');
    await expect(page.getByTestId('missing-action-notice')).toHaveText(
      'You can view this page but not create orders; ask your account admin for the permission.',
    );
    await expect(page.getByRole('button', { name: 'Submit order' })).toHaveCount(0);
  });

  test('typing a forbidden URL shows the warning and lands on index', async ({ page }) => {
    await loginViaUi(page, 'demo_sub');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/vipMember');
    await expect(page.getByText('No permission to access this page')).toBeVisible();
    await expect(page).toHaveURL(/\/index$/);
  });

  test('calling a forbidden API directly is refused by the gateway: code 403, the session stays', async ({
    request,
  }) => {
    const token = await apiLogin(request, 'demo_sub');
    const response = await request.get(`${GATEWAY_URL}/customer-api/member/level`, {
      headers: { authToken: token },
    });
    // a refusal, not a dead session: HTTP 401/403 would make the portal log the user out
    expect(response.status()).toBe(200);
    expect((await response.json()).code).toBe(403);
    const allowed = await request.post(`${GATEWAY_URL}/customer-api/trace/list`, {
      headers: { authToken: token },
      data: { billCodes: [DEMO_DELIVERED_WAYBILL] },
    });
    expect((await allowed.json()).code).toBe(1);
  });

  test("another shipper's waybill is never shown, in the page or through the API", async ({
    page,
    request,
  }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto(`/expressTracking?billCode=${OTHER_SHIPPER_WAYBILL}`);
    await expect(page.getByText(/not found/i).first()).toBeVisible();
    await expect(page.locator('.ant-timeline')).toHaveCount(0);

    const token = await apiLogin(request, 'demo');
    const body = await (
      await request.post(`${GATEWAY_URL}/customer-api/trace/list`, {
        headers: { authToken: token },
        data: { billCodes: [OTHER_SHIPPER_WAYBILL, DEMO_DELIVERED_WAYBILL] },
      })
    ).json();
    expect(body.data.notFound).toEqual([OTHER_SHIPPER_WAYBILL]);
    expect(body.data.list.map((item: { billCode: string }) => item.billCode)).toEqual([
      DEMO_DELIVERED_WAYBILL,
    ]);
  });

  test('a revoked session gets 401 with code 149010008 and the portal returns to the login page', async ({
    page,
    request,
  }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/expressTracking');
    await expect(page).toHaveTitle('Express tracking');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await request.post(`${GATEWAY_URL}/customer-api/logout`, { headers: { authToken: token ?? '' } });

    await page.getByRole('textbox').first().fill(DEMO_DELIVERED_WAYBILL);
    await page.getByRole('button', { name: 'Query' }).click();
    await expect(
      page.getByText(/session expired, please log in again|Your session has expired/).first(),
    ).toBeVisible();
    // the account is forgotten and the user lands on the login page after 3 s
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('token') ?? '')).toBe('');
  });
});
