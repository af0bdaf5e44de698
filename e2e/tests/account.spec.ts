import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { apiLogin, captchaAnswer, lastMail, loginViaUi, preferEnglish } from '../support/portal';

test.describe('password and e-mail flows', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('a user with needUpdatePassword is forced to SetPassword and can sign in with the new one', async ({
    page,
  }) => {
    await loginViaUi(page, 'demo_newpass');
    await expect(page).toHaveURL(/\/SetPassword$/);
    // every other navigation is forced back
    await page.goto('/index');
    await expect(page).toHaveURL(/\/SetPassword$/);

    await page.getByLabel('Current password').fill('Demo@12345');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password must be 8-20 characters with both letters and digits').first(),
    ).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('Baru2026pass');
    await page.getByLabel('Confirm new password').fill('Baru2026pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginViaUi(page, 'demo_newpass', 'Baru2026pass');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('forgot password: the code from the e-mail resets it, once', async ({ page, request }) => {
    const captcha = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/customer-api/captcha',
    );
    await page.goto('/forgetPassword');
    const { vck } = (await (await captcha).json()).data;
    await page.getByLabel('Account', { exact: true }).fill('demo_sub');
    await page.getByLabel('Verification code').fill(await captchaAnswer(request, vck));
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('A code was sent to your e-mail')).toBeVisible();

    const mail = await lastMail(request, 'demo_sub@example.co.id', 'reset');
    const code = mail.payload.code;
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('E-mail code').fill(code);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('New password', { exact: true }).fill('Lupa2026pass');
    await page.getByLabel('Confirm new password').fill('Lupa2026pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was reset, sign in with the new one')).toBeVisible();

    // the code is single-use
    const reuse = await (
      await request.post(`${GATEWAY_URL}/customer-api/resetPassword`, {
        data: { loginCode: 'demo_sub', code, password: 'Another2026pass' },
      })
    ).json();
    expect(reuse.code).not.toBe(1);

    await loginViaUi(page, 'demo_sub', 'Lupa2026pass');
    await expect(page).toHaveURL(/\/index$/);
    // put the demo password back for the other suites
    const token = await apiLogin(request, 'demo_sub', 'Lupa2026pass');
    const restored = await (
      await request.post(`${GATEWAY_URL}/customer-api/user/changePassword`, {
        headers: { authToken: token },
        data: { oldPassword: 'Lupa2026pass', newPassword: 'Demo@12345' },
      })
    ).json();
    expect(restored.code).toBe(1);
  });

  test('the activation link from the e-mail activates the address', async ({ page, request }) => {
    const token = await apiLogin(request, 'demo_newpass', 'Baru2026pass').catch(() =>
      apiLogin(request, 'demo_newpass'),
    );
    const sent = await (
      await request.post(`${GATEWAY_URL}/customer-api/resendVerifyMail`, {
        headers: { authToken: token },
        data: {},
      })
    ).json();
    expect(sent.code).toBe(1);
    const mail = await lastMail(request, 'demo_newpass@example.co.id', 'activate');
    const link = new URL(mail.payload.link);
    expect(link.pathname).toBe('/activeMail');

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('Your e-mail is activated')).toBeVisible();
    // the same link does not work twice
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText('E-mail activation failed')).toBeVisible();
  });
});
