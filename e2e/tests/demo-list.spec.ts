import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { apiLogin, loginViaUi, preferEnglish } from '../support/portal';

// SheetJS from the workspace (shared's dependency) reads the exported file back.
const XLSX = createRequire(join(__dirname, '../../shared/package.json'))('xlsx') as typeof import('xlsx');

const templates = (page: Page) => page.getByTestId('demo-goods-templates');
const header = (page: Page, name: string) =>
  templates(page).locator('.ant-table-thead').getByRole('columnheader', { name, exact: true });

async function openListGallery(page: Page) {
  await page.goto('/demo?section=list');
  await expect(templates(page).locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
}

async function searchByName(page: Page, name: string) {
  const bar = templates(page).getByTestId('list-search-bar');
  await bar.getByLabel('Goods name').fill(name);
  await bar.getByRole('button', { name: 'Search' }).click();
}

test.describe('generic list page (/demo gallery)', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('column chooser: the saved layout survives a reload, and the default restores', async ({ page }) => {
    await openListGallery(page);
    await expect(header(page, 'Created at')).toBeVisible();
    await expect(header(page, 'Remark')).toHaveCount(0);

    await templates(page).getByRole('button', { name: 'Columns' }).click();
    const chooser = page.locator('.ant-modal').filter({ hasText: 'Choose columns' });
    await chooser.getByTestId('column-chooser-available').getByText('Remark').click();
    await chooser.getByRole('button', { name: 'Remove Created at' }).click();
    await chooser.getByRole('button', { name: 'Save' }).click();
    await expect(chooser).toBeHidden();
    await expect(header(page, 'Remark')).toBeVisible();
    await expect(header(page, 'Created at')).toHaveCount(0);

    await page.reload();
    await expect(header(page, 'Remark')).toBeVisible({ timeout: 30_000 });
    await expect(header(page, 'Created at')).toHaveCount(0);

    await templates(page).getByRole('button', { name: 'Columns' }).click();
    await chooser.getByRole('button', { name: 'Restore default' }).click();
    await expect(chooser.getByTestId('column-chooser-chosen').getByText('Created at')).toBeVisible();
    await chooser.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(header(page, 'Created at')).toBeVisible({ timeout: 30_000 });
    await expect(header(page, 'Remark')).toHaveCount(0);
  });

  test('large-list mode appends rows while scrolling until 1000', async ({ page }) => {
    await openListGallery(page);
    await templates(page).getByRole('switch', { name: 'Large-list mode' }).click();
    const count = templates(page).getByTestId('large-list-count');
    await expect(count).toHaveText('50 rows loaded');
    const body = templates(page).locator('.ant-table-tbody-virtual-holder');
    for (let step = 0; step < 60; step += 1) {
      if ((await count.textContent()) === '1000 rows loaded') break;
      await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await page.waitForTimeout(150);
    }
    await expect(count).toHaveText('1000 rows loaded');
    await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.waitForTimeout(500);
    await expect(count).toHaveText('1000 rows loaded');
  });

  test('export downloads an xlsx with the headers, the rows, and formula-like text kept as text', async ({
    page,
  }) => {
    const token = await apiLogin(page.request, 'demo');
    const name = `=1+2 e2e ${Date.now()}`;
    const saved = await page.request.post(`${GATEWAY_URL}/customer-api/goodsTemplate`, {
      headers: { authToken: token, language: 'EN' },
      data: { name, goodsType: 'DOCUMENT', weight: 1.25, declaredValue: 5000 },
    });
    expect((await saved.json()).code).toBe(1);

    await openListGallery(page);
    await searchByName(page, name);
    await expect(templates(page).locator('.ant-table-row')).toHaveCount(1);
    const download = page.waitForEvent('download');
    await templates(page).getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('goods-templates.xlsx');
    const workbook = XLSX.readFile(await file.path());
    const sheet = workbook.Sheets[workbook.SheetNames[0]];
    const lines = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(lines[0]).toEqual(
      expect.arrayContaining(['Goods name', 'Goods type', 'Weight (kg)', 'Declared value']),
    );
    expect(lines).toHaveLength(2);
    const nameColumn = lines[0].indexOf('Goods name');
    const cell = sheet[XLSX.utils.encode_cell({ r: 1, c: nameColumn })];
    expect(cell.v).toBe(name);
    expect(cell.t).toBe('s');
    expect(cell.f).toBeUndefined();
    expect(lines[1][lines[0].indexOf('Weight (kg)')]).toBe(1.25);
  });

  test('add: an invalid form is blocked, a valid one saves and the row appears; delete asks first', async ({
    page,
  }) => {
    const name = `E2E box ${Date.now()}`;
    await openListGallery(page);
    await templates(page).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByTestId('list-form-dialog');
    await expect(dialog.getByText('Goods templates - add')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('please enter Goods name')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Goods name').fill(name);
    await dialog.getByLabel('Goods type').click();
    // choose with the keyboard: other selects of the page keep (hidden) dropdowns in the DOM
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().waitFor();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('please enter Goods type')).toBeHidden();
    await dialog.getByLabel('Weight (kg)').fill('2.5');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    await searchByName(page, name);
    const row = templates(page).locator('.ant-table-row', { hasText: name });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm.getByText('confirm deleting this item?')).toBeVisible();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.locator('.ant-message')).toBeVisible();
    await expect(templates(page).getByText('no data', { exact: true })).toBeVisible();
  });

  test('on a 375 px wide viewport the dialog is full screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openListGallery(page);
    await templates(page).getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByTestId('list-form-dialog');
    await expect(dialog).toHaveAttribute('data-fullscreen', 'true');
    // Measured once the opening animation (a zoom) has finished.
    const container = dialog.locator('.ant-modal-container');
    const box = async () => {
      const found = await container.boundingBox();
      return found ? [Math.round(found.x), Math.round(found.y), Math.round(found.width)] : null;
    };
    await expect.poll(box).toEqual([0, 0, 375]);
  });
});
