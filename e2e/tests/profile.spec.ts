import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import {
  DEMO_PASSWORD,
  apiLogin,
  captchaAnswer,
  lastMail,
  loginViaUi,
  preferEnglish,
} from '../support/portal';

/**
 * demo_privacy is this spec's own login (no other spec uses it): it has not accepted the privacy
 * agreement in the seed. The first test accepts it; the others accept it through the gateway first
 * (idempotent), so each runs alone as well. The password change is undone at the end.
 */
const LOGIN = 'demo_privacy';
const NEW_PASSWORD = 'Profil2026baru';

const agreementHeading = (page: Page) => page.getByRole('heading', { name: 'Privacy agreement' });
const sideMenu = (page: Page) => page.locator('.ant-layout-sider');

async function acceptThroughGateway(request: APIRequestContext): Promise<void> {
  const token = await apiLogin(request, LOGIN);
  const body = await (
    await request.post(`${GATEWAY_URL}/customer-api/privacy/readOnline`, {
      data: { confirm: true },
      headers: { authToken: token },
    })
  ).json();
  expect(body.data.read).toBe(true);
}

test.describe('profile, password and privacy agreement (issue 15)', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('a user who has not accepted the privacy agreement reaches no page until it accepts', async ({
    page,
    request,
  }) => {
    await loginViaUi(page, LOGIN);
    await expect(agreementHeading(page)).toBeVisible();
    await expect(page.getByText(/Indonesia’s Personal Data Protection Law/)).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(0);

    // no page, host or remote, and no gateway call behind them
    for (const path of ['/index', '/orderManagement', '/profile', '/notificationCenter']) {
      await page.goto(path);
      await expect(agreementHeading(page)).toBeVisible();
      await expect(sideMenu(page)).toHaveCount(0);
    }
    const token = await apiLogin(request, LOGIN);
    const refused = await request.post(`${GATEWAY_URL}/customer-api/user/detail`, {
      data: {},
      headers: { authToken: token, language: 'EN' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).msg).toBe('please read and accept the privacy agreement first');

    await page.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(page.getByText('Please tick the box to accept first')).toBeVisible();
    await page.getByRole('checkbox', { name: 'I have read and accept the privacy agreement' }).check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(agreementHeading(page)).toHaveCount(0);
    await expect(sideMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/notificationCenter$/);
    await page.goto('/orderManagement');
    await expect(page).toHaveURL(/\/orderManagement$/);
    await expect(agreementHeading(page)).toHaveCount(0);
    expect(
      (
        await request.post(`${GATEWAY_URL}/customer-api/user/detail`, {
          data: {},
          headers: { authToken: token },
        })
      ).status(),
    ).toBe(200);
  });

  test('changes the password from the profile, ends the other sessions, signs in with the new one', async ({
    page,
    request,
  }) => {
    await acceptThroughGateway(request);
    const otherSession = await apiLogin(request, LOGIN);
    await loginViaUi(page, LOGIN);
    await expect(page).toHaveURL(/\/index$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('Name')).toHaveValue('Rina Kartika');
    await expect(page.getByTestId('bound-mail')).toHaveText('demo_privacy@example.co.id');

    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/changePassword$/);
    await page.getByLabel('Current password').fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'your other sign-ins have ended' }),
    ).toBeVisible();

    // this session goes on, the other one has ended
    await page.goto('/profile');
    await expect(page.getByTestId('bound-mail')).toBeVisible();
    const ended = await request.get(`${GATEWAY_URL}/customer-api/loginStatus`, {
      headers: { authToken: otherSession },
    });
    expect(ended.status()).toBe(401);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginViaUi(page, LOGIN, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/index$/);

    // back to the seeded password, for the next run on this database
    const restore = await apiLogin(request, LOGIN, NEW_PASSWORD);
    const restored = await request.post(`${GATEWAY_URL}/customer-api/user/changePassword`, {
      data: { oldPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD },
      headers: { authToken: restore },
    });
    expect((await restored.json()).code).toBe(1);
  });

  test('logs in with a code mailed to the e-mail bound to the account', async ({ page, request }) => {
    await acceptThroughGateway(request);
    // each form asks the captcha switch, and loads a captcha only when it says one is needed
    const captchaSwitch = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/customer-api/captcha/switch',
    );
    await page.goto('/login');
    await captchaSwitch;
    const mailCaptcha = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/customer-api/captcha')
      .catch(() => null);
    await page.getByRole('button', { name: 'Log in with an e-mail code' }).click();
    const account = page.getByLabel('Account', { exact: true });
    await account.fill(LOGIN);
    const mailSwitch = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/customer-api/captcha/switch' && url.searchParams.get('loginCode') === LOGIN;
    });
    await account.blur();
    const { required } = (await (await mailSwitch).json()).data as { required: boolean };
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/the code has been sent to it/)).toBeVisible();
    const mail = await lastMail(request, 'demo_privacy@example.co.id', 'login');

    await page.getByLabel('E-mail code').fill(mail.payload.code);
    if (required) {
      const answered = await mailCaptcha;
      if (!answered) throw new Error('the mail login asked for a captcha but loaded none');
      const { vck } = (await answered.json()).data as { vck: string };
      await page.getByLabel('Verification code').fill(await captchaAnswer(request, vck));
    }
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect(sideMenu(page)).toBeVisible();
  });
});
