import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { writeSheet } from '../support/orders';
import { apiLogin, loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 19, what must show 1: the main account creates a sub-account from the Finance preset with
 * a data scope of one sender address; signed in, it has only the finance pages and sees only that
 * sender's orders; disabled, its next call is refused. And the address book imports a 200-row file
 * with 5 bad rows and shows them.
 */
const LOGIN = 'e2e_finance';
const FIRST_PASSWORD = 'Mulai2026x';
const OWN_PASSWORD = 'Rahasia2026y';

async function api<T>(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const response = await request.post(`${GATEWAY_URL}/customer-api${path}`, {
    headers: { authToken: token, language: 'EN' },
    data,
  });
  return {
    status: response.status(),
    body: (await response.json()) as { code: number; msg: string; data: T },
  };
}

interface OrderRecord {
  billCode: string;
  senderName: string;
  senderCity: string;
}
interface Paged<T> {
  total: number;
  records: T[];
}

test.describe('sub-accounts and address import (issue 19)', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
  });

  test('a Finance sub-account scoped to one sender address: its pages, its orders, then disabled', async ({
    page,
    request,
  }) => {
    const main = await apiLogin(request, 'demo');
    const senders = await api<Paged<{ id: number; name: string; city: string }>>(
      request,
      main,
      '/addressBook/page',
      {
        kind: 'SENDER',
        size: 100,
      },
    );
    const sender = senders.body.data.records[0];

    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/authoritySetting');
    await page.getByRole('button', { name: 'New sub-account' }).click();
    const dialog = page.getByTestId('sub-account-dialog');
    await dialog.getByLabel('Login').fill(LOGIN);
    await dialog.getByLabel('Name', { exact: true }).fill('Fina Keuangan');
    await dialog.getByLabel('E-mail').fill(`${LOGIN}@example.co.id`);
    await dialog.getByLabel('Initial password').fill(FIRST_PASSWORD);
    await dialog.getByLabel('Start from a preset').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Finance"]').click();
    await dialog.getByLabel('Orders of chosen sender addresses').check();
    await dialog.getByRole('combobox', { name: 'Sender addresses' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(`Sub-account ${LOGIN} created`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(LOGIN) });
    await expect(row.getByText('Orders of chosen sender addresses')).toBeVisible();

    // its first sign-in: the agreement and the forced password change, through the gateway
    const first = await apiLogin(request, LOGIN, FIRST_PASSWORD);
    await api(request, first, '/privacy/readOnline', { confirm: true });
    const changed = await api<{ token: string }>(request, first, '/user/changePassword', {
      oldPassword: FIRST_PASSWORD,
      newPassword: OWN_PASSWORD,
    });
    expect(changed.body.code, changed.body.msg).toBe(1);

    // signed in, only the finance pages (and the two centres) are in its menu
    const clerk = await page.context().browser()!.newContext();
    const clerkPage = await clerk.newPage();
    await preferEnglish(clerkPage);
    await loginViaUi(clerkPage, LOGIN, OWN_PASSWORD);
    await expect(clerkPage).toHaveURL(/\/index$/);
    const menu = clerkPage.locator('.ant-layout-sider');
    await expect(menu.getByRole('menuitem', { name: 'Finance' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Order management' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Account' })).toHaveCount(0);

    // the scope on orders: given the order list too, it sees that sender's orders only
    const detail = await api<{ permissionKeys: string[] }>(request, main, '/user/accountDetail', {
      loginCode: LOGIN,
    });
    await api(request, main, '/user/saveOrUpdate', {
      loginCode: LOGIN,
      permissionKeys: [...detail.body.data.permissionKeys, 'orderManagement'],
    });
    const token = await apiLogin(request, LOGIN, OWN_PASSWORD);
    const scoped = await api<Paged<OrderRecord>>(request, token, '/order/manage/page', {
      current: 1,
      size: 100,
    });
    const all = await api<Paged<OrderRecord>>(request, main, '/order/manage/page', { current: 1, size: 100 });
    expect(scoped.body.data.total).toBeGreaterThan(0);
    expect(scoped.body.data.total).toBeLessThan(all.body.data.total);
    for (const order of scoped.body.data.records) expect(order.senderCity).toBe(sender.city);

    // the main account disables it: its next call is refused
    await page.reload();
    const disableRow = page.getByRole('row', { name: new RegExp(LOGIN) });
    await disableRow.getByRole('button', { name: 'Disable' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Disabled: its next call is refused')).toBeVisible();
    expect((await api(request, token, '/order/manage/page')).status).toBe(401);
    await clerk.close();
  });

  test('the receiver address book imports a 200-row file with 5 bad rows and shows them', async ({
    page,
  }) => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-address-'));
    try {
      const rows = Array.from({ length: 200 }, (_, i) => [
        `E2E Penerima ${i}`,
        `0815${String(20_000_000 + i).slice(-8)}`,
        ['31.71.01', '31.71.02', '31.73.05'][i % 3],
        `Jl. Uji Impor No. ${i}`,
      ]);
      rows[3][1] = '12345';
      rows[40][2] = '99.99.99';
      rows[80][0] = '';
      rows[120][3] = '';
      rows[160][1] = 'not a phone';
      const path = join(dir, 'receivers.xlsx');
      writeFileSync(path, writeSheet([['Name', 'Phone', 'District code', 'Address'], ...rows]));

      await loginViaUi(page, 'demo');
      await expect(page).toHaveURL(/\/index$/);
      await page.goto('/receivingAddress');
      await page.getByRole('button', { name: 'Import' }).click();
      const imported = page.waitForResponse((r) => r.url().includes('/customer-api/addressBook/import'));
      await page.locator('.ant-modal input[type=file]').setInputFiles(path);
      await imported;
      await expect(page.getByTestId('address-import-result')).toContainText('200 rows: 195 imported');
      const errors = page.getByTestId('address-import-errors');
      for (const rowNo of [5, 42, 82, 122, 162])
        await expect(errors.getByText(`Row ${rowNo}`, { exact: true })).toBeVisible();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
