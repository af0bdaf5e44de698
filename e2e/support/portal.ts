import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { GATEWAY_URL } from './ports';

export const DEMO_PASSWORD = 'Demo@12345';

/** The answer of a captcha, read through the gateway's test hook (enabled only in this suite). */
export async function captchaAnswer(request: APIRequestContext, vck: string): Promise<string> {
  const response = await request.get(
    `${GATEWAY_URL}/customer-api/test/captcha?vck=${encodeURIComponent(vck)}`,
  );
  const body = await response.json();
  expect(body.code, `captcha hook: ${body.msg}`).toBe(1);
  return body.data.answer as string;
}

/** The newest mail the gateway put in its outbox for an address. */
export async function lastMail(request: APIRequestContext, to: string, kind?: string) {
  const query = new URLSearchParams({ to, ...(kind ? { kind } : {}) });
  const body = await (await request.get(`${GATEWAY_URL}/customer-api/test/outbox?${query}`)).json();
  expect(body.code, `outbox for ${to}: ${body.msg}`).toBe(1);
  return body.data as { subject: string; body: string; kind: string; payload: Record<string, string> };
}

/**
 * Marks the current version of every first-visit guide seen (or none) for one login, or for every
 * login, through the gateway's test hook. The global setup marks them seen for all, so that no tour
 * covers the pages other suites click through.
 */
export async function setGuidesSeen(seen: boolean, loginCode?: string): Promise<void> {
  const response = await fetch(`${GATEWAY_URL}/customer-api/test/guides`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seen, loginCode }),
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, `guides hook: ${body.msg}`).toBe(1);
}

/** Makes the portal start in English (the default is Indonesian) unless a language was chosen. */
export async function preferEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', 'EN');
  });
}

/**
 * Signs in through the login page like a user, solving the captcha when the page shows one (the
 * gateway's captcha switch asks for it after failed logins, or always with CAPTCHA_ALWAYS=1).
 */
export async function loginViaUi(page: Page, loginCode: string, password = DEMO_PASSWORD): Promise<void> {
  // A login page the portal opened itself (e.g. after a password change) may still be fetching its
  // own captcha: leave it first, or that response is taken and its body is gone after page.goto.
  if (new URL(page.url(), 'http://x').pathname === '/login') await page.goto('about:blank');
  // the first captcha the page loads, whenever it does (none when the switch never asks for one)
  const captcha = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/customer-api/captcha')
    .catch(() => null);
  await page.goto('/login');
  const account = page.getByLabel('Account', { exact: true });
  await account.fill(loginCode);
  const switchAnswer = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/customer-api/captcha/switch' && url.searchParams.get('loginCode') === loginCode;
  });
  await account.blur();
  const { required } = (await (await switchAnswer).json()).data as { required: boolean };
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (required) {
    const answered = await captcha;
    if (!answered) throw new Error('the login page asked for a captcha but loaded none');
    const { vck } = (await answered.json()).data as { vck: string };
    await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, vck));
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A session token obtained straight from the gateway, for calls a user cannot make from the UI. */
export async function apiLogin(
  request: APIRequestContext,
  loginCode: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const { vck } = (await (await request.get(`${GATEWAY_URL}/customer-api/captcha`)).json()).data;
  const verifyCode = await captchaAnswer(request, vck);
  const body = await (
    await request.post(`${GATEWAY_URL}/customer-api/login`, {
      data: { loginCode, password, vck, verifyCode },
    })
  ).json();
  expect(body.code, `login ${loginCode}: ${body.msg}`).toBe(1);
  return body.data.token as string;
}

/** Opens a page from the side menu, expanding its group when it is collapsed. */
/** Opens a side-menu group unless it is open already (groups start open). */
export async function expandMenuGroup(page: Page, group: string): Promise<void> {
  const groupItem = page.locator('.ant-layout-sider').getByRole('menuitem', { name: group }).first();
  await expect(groupItem).toBeVisible();
  if ((await groupItem.getAttribute('aria-expanded')) === 'false') await groupItem.click();
  await expect(groupItem).toHaveAttribute('aria-expanded', 'true');
}

export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  await expandMenuGroup(page, group);
  await page.locator('.ant-layout-sider').getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Picks an option of an antd select by typing part of its label into it and confirming the first
 * match with the keyboard (a click could land while the list re-renders); the first match must
 * read `optionText`.
 */
export async function chooseOption(
  page: Page,
  inputSelector: string,
  typed: string,
  optionText = typed,
): Promise<void> {
  const input = page.locator(inputSelector);
  await input.click();
  await input.fill(typed);
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(first).toContainText(optionText, { timeout: 15_000 });
  await page.keyboard.press('Enter');
}

/**
 * The cell of a table row under the column headed `header` (exact text): a money figure can
 * appear in two columns of one row (the COD amount and the goods value), so a row's text alone
 * does not say which column holds it.
 */
export async function cellUnder(row: Locator, header: string) {
  const table = row.locator('xpath=ancestor::div[contains(@class, "ant-table-container")][1]');
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(header);
  expect(index, `column "${header}" among ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return row.locator('td').nth(index);
}
