import { expect, test } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';
import { startRemote, stopRemote } from '../support/servers';

test.describe('a remote that is down', () => {
  test.afterAll(async () => {
    // leave the portal whole for the suites after this one, whatever happened here
    await startRemote('remote_finance').catch(() => undefined);
  });

  test('shows its fallback while the other three work, and recovers on retry without a reload', async ({
    page,
  }) => {
    await stopRemote('remote_finance');
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);

    await page.goto('/couponManagement');
    await expect(page.getByText('The Finance module is unavailable right now').first()).toBeVisible({
      timeout: 20_000,
    });
    const retry = page.getByRole('button', { name: 'Retry' }).first();
    await expect(retry).toBeVisible();

    // the other domains keep working
    await page.goto('/expressTracking');
    await expect(page).toHaveTitle('Express tracking');
    await page.goto('/vipMember');
    await expect(page).toHaveTitle('Member points exchange');
    await page.goto('/suggestions');
    await expect(page).toHaveTitle('Complaints and suggestions');

    // the remote comes back; retry loads it in the same page (no navigation reload)
    await page.goto('/couponManagement');
    await expect(page.getByText('The Finance module is unavailable right now').first()).toBeVisible({
      timeout: 20_000,
    });
    await startRemote('remote_finance');
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    await page.getByRole('button', { name: 'Retry' }).first().click();
    await expect(page).toHaveTitle('Vouchers');
    await expect(page.getByText('The Finance module is unavailable right now')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  });
});
