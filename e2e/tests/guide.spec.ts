import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, preferEnglish, setGuidesSeen } from '../support/portal';

// The other suites' logins have seen every guide (global setup); this one starts demo from unseen
// and leaves it as it found it.
test.describe('first-visit guides', () => {
  test.beforeAll(() => setGuidesSeen(false, 'demo'));
  test.afterAll(() => setGuidesSeen(true, 'demo'));

  const tour = (page: Page) => page.locator('.ant-tour');
  const tourTitle = (page: Page) => tour(page).locator('.ant-tour-title');
  const tourButton = (page: Page, name: string) => tour(page).getByRole('button', { name, exact: true });
  const guideConfig = (page: Page) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === '/customer-api/guide/config');
  const guideSeen = (page: Page) =>
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/customer-api/guide/seen' &&
        response.request().method() === 'POST',
    );

  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('the home tour shows at the first visit, is stepped through to its end, and not again after a reload', async ({
    page,
  }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await expect(tourTitle(page)).toHaveText('Welcome to the Customer Service Platform');
    for (const title of ['Quick links', 'Notices', 'Notifications and your account']) {
      await tourButton(page, 'Next').click();
      await expect(tourTitle(page)).toHaveText(title);
    }
    const recorded = guideSeen(page);
    await tourButton(page, 'Finish').click();
    await expect(tour(page)).toHaveCount(0);
    expect(((await (await recorded).json()) as { code: number }).code).toBe(1);

    const answered = guideConfig(page);
    await page.reload();
    await answered;
    await expect(page.getByRole('heading', { name: 'Welcome, Budi Santoso' })).toBeVisible();
    await expect(tour(page)).toHaveCount(0);
    // the page itself is usable: a quick link opens its page
    await page
      .locator('.ant-card', { hasText: 'Quick links' })
      .getByRole('link', { name: 'Order entry' })
      .click();
    await expect(page).toHaveURL(/\/orderEntry$/);
  });

  test('the order entry tour shows once; the page guide button shows it again', async ({ page }) => {
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    // the home tour was seen in the first test: nothing covers the home page
    await expect(page.getByRole('heading', { name: 'Welcome, Budi Santoso' })).toBeVisible();
    await expect(tour(page)).toHaveCount(0);

    await page.goto('/orderEntry');
    await expect(tourTitle(page)).toHaveText('Sender', { timeout: 30_000 });
    await tourButton(page, 'Next').click();
    await expect(tourTitle(page)).toHaveText('Receiver');
    const recorded = guideSeen(page);
    await tourButton(page, 'Close').click();
    await expect(tour(page)).toHaveCount(0);
    await recorded;

    const answered = guideConfig(page);
    await page.reload();
    await answered;
    await expect(page.locator('#orderEntry_sender_name')).toHaveValue('PT Nusantara Niaga', {
      timeout: 30_000,
    });
    await expect(tour(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Page guide' }).click();
    await expect(tourTitle(page)).toHaveText('Sender');
    for (const title of ['Receiver', 'Goods and service', 'Fee preview', 'Submit the order']) {
      await tourButton(page, 'Next').click();
      await expect(tourTitle(page)).toHaveText(title);
    }
    await tourButton(page, 'Finish').click();
    await expect(tour(page)).toHaveCount(0);
    // the form is usable again under it
    await page.locator('#orderEntry_receiver_name').fill('Siti Rahmawati');
    await expect(page.locator('#orderEntry_receiver_name')).toHaveValue('Siti Rahmawati');
  });
});
