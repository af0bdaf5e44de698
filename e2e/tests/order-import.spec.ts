import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  callApi,
  columnIndex,
  downloadedBytes,
  orderRows,
  pdfText,
  readSheet,
  writeSheet,
} from '../support/orders';
import { loginViaUi, preferEnglish } from '../support/portal';

interface ImportTask {
  taskId: number;
  status: string;
  totalRows: number;
  validRows: number;
  errorRows: number;
  insertedRows: number;
}
interface Paged<T> {
  total: number;
  records: T[];
}

const ROWS = 500;
const BAD_ROWS = new Set(Array.from({ length: 20 }, (_, i) => i * 25 + 3));
const WEIGHT = 'Weight (kg)';

let dir: string;
const fileOf = (name: string, content: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Uploads a file on the import page and answers the task its validation ends with. */
async function uploadAndValidate(page: Page, path: string): Promise<ImportTask> {
  const validated = page.waitForResponse((r) => r.url().endsWith('/customer-api/import/validateOrder'));
  await page.locator('input[type=file]').setInputFiles(path);
  const body = (await (await validated).json()) as { code: number; msg: string; data: ImportTask };
  expect(body.code, body.msg).toBe(1);
  return body.data;
}

/** Imports the valid rows of the task on screen and waits for its result. */
async function importValid(page: Page, count: number) {
  await page.getByRole('button', { name: `Import the ${count} valid rows` }).click();
  await expect(page.getByText(`${count} orders imported`)).toBeVisible({ timeout: 60_000 });
}

test.describe('order import and quick print', () => {
  test.setTimeout(150_000);
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'order-import-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('500 rows with 20 bad ones: 480 imported, the fixed errors imported after, labels printed', async ({
    page,
  }) => {
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/orderImport');

    // 1. The template, through the page.
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download the import template/ }).click();
    const [header, example] = readSheet(await downloadedBytes(await templateDownload));
    expect(example.length).toBeGreaterThan(10);

    // 2. 500 rows, 20 of them with a weight that is no number.
    const prefix = `E2E-${Date.now()}`;
    const rows = orderRows(header, example, {
      count: ROWS,
      prefix,
      badRows: BAD_ROWS,
      badColumn: WEIGHT,
      badValue: 'heavy',
    });
    const first = await uploadAndValidate(page, fileOf(`${prefix}.xlsx`, writeSheet([header, ...rows])));
    expect(first).toMatchObject({ totalRows: 500, validRows: 480, errorRows: 20, status: 'VALIDATED' });
    const errors = page.getByTestId('import-errors');
    await expect(errors.getByText('Weight (kg)').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import the 480 valid rows' })).toBeEnabled();

    // 3. The error file: the 20 rows as read plus a reason; fixed, it is a new file.
    const errorDownload = page.waitForEvent('download');
    await errors.getByRole('button', { name: 'Download errors' }).click();
    const [errorHeader, ...errorRows] = readSheet(await downloadedBytes(await errorDownload));
    expect(errorRows).toHaveLength(20);
    const weight = columnIndex(errorHeader, WEIGHT);
    const fixed = errorRows.map((row) => row.map((cell, at) => (at === weight ? example[weight] : cell)));

    // 4. The 480, then the 20 fixed ones.
    await importValid(page, 480);
    const second = await uploadAndValidate(
      page,
      fileOf(`${prefix}-fixed.xlsx`, writeSheet([errorHeader, ...fixed])),
    );
    expect(second).toMatchObject({ totalRows: 20, validRows: 20, errorRows: 0 });
    await importValid(page, 20);

    // 5. The task list shows both, and their waybills are exactly the 500 orders.
    await page.getByRole('tab', { name: 'Import tasks' }).click();
    const tasks = page.getByTestId('import-tasks');
    await expect(tasks.getByRole('row', { name: new RegExp(`${prefix}\\.xlsx`) })).toContainText('480');
    await expect(tasks.getByRole('row', { name: new RegExp(`${prefix}-fixed\\.xlsx`) })).toBeVisible();
    const taskPage = await callApi<Paged<ImportTask>>(page, 'POST', '/customer-api/import/taskPage', {
      current: 1,
      size: 20,
    });
    const done = taskPage.records.filter((task) => [first.taskId, second.taskId].includes(task.taskId));
    expect(done.map((task) => [task.status, task.insertedRows])).toEqual([
      ['DONE', 20],
      ['DONE', 480],
    ]);
    const orderNos = new Set<string>();
    const billCodes: string[] = [];
    for (const taskId of [first.taskId, second.taskId]) {
      for (let current = 1; ; current += 1) {
        const waybills = await callApi<
          Paged<{ billCode: string; customerOrderNo: string }> & { pages: number }
        >(page, 'GET', `/customer-api/order/waybillsByTask?taskId=${taskId}&current=${current}&size=100`);
        waybills.records.forEach((waybill) => {
          orderNos.add(waybill.customerOrderNo);
          billCodes.push(waybill.billCode);
        });
        if (current >= waybills.pages) break;
      }
    }
    expect(orderNos.size).toBe(500);
    expect([...orderNos].every((orderNo) => orderNo.startsWith(prefix))).toBe(true);

    // 6. Quick print: two of them, one PDF with both labels.
    const two = billCodes.slice(0, 2);
    await page.goto('/fastPrinting');
    await page.getByLabel('Waybill numbers').fill(two.join('\n'));
    await page.getByRole('button', { name: 'Search' }).click();
    for (const billCode of two)
      await expect(page.getByRole('row', { name: new RegExp(billCode) })).toBeVisible();
    await page
      .getByRole('row', { name: /Waybill number/ })
      .getByRole('checkbox')
      .check();
    const printed = page.waitForResponse((r) => r.url().endsWith('/customer-api/label/printBatch'));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: /^(printer )?Print$/ }).click();
    const pdf = await printed;
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(bytes);
    for (const billCode of two) expect(text).toContain(billCode);
    // no local print helper here: the PDF in the window opened by the click, and a message saying so
    await expect(page.getByText('Print plugin not found: the label PDF was opened instead')).toBeVisible();
    await expect(page.getByText('the print plugin failed to load')).toHaveCount(0);
    await expect.poll(async () => (await popup).url()).toMatch(/^blob:/);

    // The gateway counted each print once.
    const after = await callApi<Paged<{ billCode: string; printCount: number }>>(
      page,
      'POST',
      '/customer-api/fastPrint/query',
      { billCodes: two, current: 1, size: 10 },
    );
    expect(after.records.map((record) => record.printCount)).toEqual([1, 1]);
  });
});
