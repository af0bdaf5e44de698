import { expect, test, type Page } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 15, common content: the courier's warnings, help articles and adverts (gateway seed
 * db/seed/reference-data.ts) and the home page's notices, on a 1366 x 768 screen. Signed in as
 * `other`: the demo shipper's notifications and adverts stay as the other suites expect them.
 */
const FLOOD = 'Flooding in North Jakarta: deliveries delayed';

test.use({ viewport: { width: 1366, height: 768 } });

async function signIn(page: Page): Promise<void> {
  await preferEnglish(page);
  await loginViaUi(page, 'other');
  await expect(page).toHaveURL(/\/index$/);
}

test('the warning bar shows on every page, leaves the page room, and stays closed for the session', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/expressTracking');
  await expect(page).toHaveTitle('Express tracking');
  const bar = page.getByRole('region', { name: 'Service notices' });
  await expect(bar.getByText(FLOOD)).toBeVisible();
  await expect(bar.getByText(/Penjaringan and Pluit/)).toBeVisible();
  // the expired Idul Fitri notice is not shown
  await expect(page.getByText('Delivery notice for Idul Fitri')).toHaveCount(0);

  // 1366 x 768: the header's buttons fit, and the page keeps most of the height
  for (const item of [
    page.getByRole('button', { name: 'Help', exact: true }),
    page.getByTestId('user-menu'),
  ]) {
    const box = await item.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
  }
  const content = await page.locator('.ant-layout-content').boundingBox();
  expect(content?.height ?? 0).toBeGreaterThan(768 / 2);

  await bar.getByRole('button', { name: `Close the notice: ${FLOOD}` }).click();
  await expect(page.getByText(FLOOD)).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveTitle('Express tracking');
  await expect(page.locator('.ant-layout-content').getByRole('textbox').first()).toBeVisible();
  await expect(page.getByText(FLOOD)).toHaveCount(0);
});

test('the help drawer lists the articles in Indonesian by group, and a link opens its page', async ({
  page,
}) => {
  await signIn(page);
  await page.evaluate(() => window.localStorage.setItem('lang', 'YN'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^id/);

  await page.getByRole('button', { name: 'Bantuan' }).click();
  const drawer = page.getByRole('dialog', { name: 'Pusat bantuan' });
  const group = (name: string) => drawer.getByRole('heading', { level: 4, name, exact: true });
  await expect(group('Pesanan dan impor')).toBeVisible();
  for (const name of ['Cetak label', 'Pelacakan', 'COD dan keuangan', 'Klaim dan tiket', 'Akun dan sub-akun'])
    await expect(group(name)).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Kapan dana COD dicairkan' })).toBeVisible();

  await drawer.getByRole('textbox', { name: 'Cari bantuan' }).fill('resi');
  await expect(drawer.getByRole('heading', { name: 'Kapan dana COD dicairkan' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Membuat satu pesanan' })).toHaveCount(0);
  await drawer.getByRole('textbox', { name: 'Cari bantuan' }).fill('');

  await drawer.getByRole('button', { name: 'Buka halaman: Cara impor pesanan massal' }).click();
  await expect(page).toHaveURL(/\/orderImport$/);
  await expect(drawer).toBeHidden();
});

test('an advert dismissed on the home page stays dismissed after a reload', async ({ page }) => {
  await signIn(page);
  const adverts = page.getByRole('region', { name: 'Offers and services' });
  await expect(adverts.getByText('SUPER next-day delivery')).toBeVisible();
  await expect(adverts.getByText('Free pickup from 5 parcels')).toBeVisible();
  const dismissed = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/customer-api/notice/read',
  );
  await adverts.getByRole('button', { name: 'Do not show again: SUPER next-day delivery' }).click();
  expect((await (await dismissed).json()).code).toBe(1);
  await expect(page.getByText('SUPER next-day delivery')).toHaveCount(0);

  await page.reload();
  await expect(adverts.getByText('Free pickup from 5 parcels')).toBeVisible();
  await expect(page.getByText('SUPER next-day delivery')).toHaveCount(0);
});

test("a home notice opens its notification's target and is marked read", async ({ page }) => {
  await signIn(page);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('data-count', '1');
  const notices = page.locator('.ant-card', { hasText: 'Latest notifications' });
  await expect(notices.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
    'href',
    '/notificationCenter',
  );
  const held = notices.getByRole('listitem').filter({ hasText: 'Parcel held in the warehouse' });
  await expect(held.getByText('Unread')).toBeVisible();
  const billCode = /Waybill (\w+) is held/.exec(await held.innerText())?.[1];
  expect(billCode).toBeTruthy();

  await held.getByRole('button', { name: 'Parcel held in the warehouse' }).click();
  await expect(page).toHaveURL(new RegExp(`/expressTracking\\?billCode=${billCode}$`));
  await expect(
    page
      .locator('.ant-layout-content')
      .getByText(billCode as string)
      .filter({ visible: true }) // the kept-alive home page holds it too, hidden
      .first(),
  ).toBeVisible();
  await expect(bell).toHaveAttribute('data-count', '0');

  // back home: the notice is read now
  await page.goto('/index');
  await expect(held.getByText('Unread')).toHaveCount(0);
  await expect(held).toBeVisible();
});
