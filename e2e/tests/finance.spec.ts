import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { callApi } from '../support/orders';
import { GATEWAY_URL } from '../support/ports';
import { cellUnder, lastMail, loginViaUi, openFromMenu, preferEnglish } from '../support/portal';

/**
 * Issue 17, what must show 1: COD orders delivered through the courier's scans are collected in the
 * COD bill; a batch is cut on the payout day, its mail read from the outbox, the statement opened
 * with the code, one line disputed with a proof file and the rest confirmed; the batch is paid with
 * exactly gross COD less commission, VAT and netted fees; the resolved line comes in the next batch;
 * the month's statement opens with its PDF, is disputed on one line and credited. The other shipper (C002: 2.5%, minimum Rp 2,500,
 * T+1) acts, so the demo shipper's living data and unread count stay as they are. Time moves only
 * through the test hooks' explicit `now` (March 2027, after anything seeded).
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const morning = (day: string) => `${day}T02:00:00.000Z`;

interface Line {
  id: number;
  billCode: string;
  codAmount: number;
  commission: number;
  vat: number;
  status: string;
}
interface Batch {
  id: number;
  batchNo: string;
  status: string;
  grossCod: number;
  commission: number;
  vat: number;
  returnFees: number;
  adjustments: number;
  netPayout: number;
  transferReference: string | null;
}
interface Detail {
  batch: Batch;
  lines: Line[];
  disputes: { id: number; billCode: string; status: string }[];
}

async function hook<T>(request: APIRequestContext, url: string, data: object): Promise<T> {
  const body = await (await request.post(`${GATEWAY_URL}/customer-api/test/finance/${url}`, { data })).json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

const cycle = (request: APIRequestContext, day: string) =>
  hook<{ cut: string | null; paid: number; statement: string | null }>(request, 'runCycle', {
    customerCode: 'C002',
    now: morning(day),
  });

const detailOf = (page: Page, id: number) =>
  callApi<Detail>(page, 'GET', `/customer-api/codReconciliation/detail?id=${id}`);

test('COD from delivery to payout: bill, batch mail, decrypt, dispute, confirm, paid to the rupiah, next batch, statement', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await preferEnglish(page);
  await loginViaUi(page, 'other');
  await expect(page).toHaveURL(/\/index$/);

  // three COD parcels, scanned to delivery on Monday 1 March 2027 (a run of its own: fresh numbers)
  const first = 100_000 + (Date.now() % 800_000);
  const made = await hook<{ billCode: string }[]>(request, 'codOrders', {
    customerCode: 'C002',
    first,
    at: '2027-03-01T03:00:00.000Z',
    orders: [
      { codAmount: 300_000, fate: 'DELIVER' },
      { codAmount: 120_000, fate: 'DELIVER' },
      { codAmount: 64_000, fate: 'DELIVER' },
    ],
  });
  const [big, disputed] = made.map((order) => order.billCode);

  // the COD bill shows them collected
  await openFromMenu(page, 'Finance', 'COD bill');
  await expect(page).toHaveURL(/\/codBillpage$/);
  const content = page.locator('.ant-layout-content');
  await content.getByLabel('Waybill no.').fill(big);
  await content.getByRole('button', { name: /Search/ }).click();
  const row = content.locator('tr', { hasText: big });
  await expect(row.getByText('Collected')).toBeVisible();
  await expect(await cellUnder(row, 'COD amount')).toHaveText('Rp 300.000');
  await expect(page.getByTestId('cod-card-held')).not.toContainText('Rp 0');

  // the batch is cut on the payout day (T+1) and mailed with its code
  const cut = await cycle(request, '2027-03-02');
  expect(cut.cut).not.toBeNull();
  const mail = await lastMail(request, 'other@example.co.id', 'cod-statement');
  expect(mail.payload.batchNo).toBe(cut.cut);

  await openFromMenu(page, 'Finance', 'COD reconciliation');
  await expect(page).toHaveURL(/\/codeReconciliation$/);
  const batchRow = content.locator('tr', { hasText: cut.cut! });
  await batchRow.getByRole('button', { name: 'Open' }).click();
  const drawer = page.getByRole('dialog', { name: `Batch ${cut.cut}` });
  await drawer.getByRole('textbox', { name: 'Code from the mail' }).fill(String(mail.payload.code));
  await drawer.getByRole('button', { name: 'Open with code' }).click();
  await expect(drawer.getByText('Verified', { exact: true })).toBeVisible();

  // dispute one line with a proof file
  await drawer.locator('tr', { hasText: disputed }).getByRole('button', { name: 'Dispute' }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(disputed) });
  await dialog
    .locator('#dispute-proof')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Submit dispute' }).click();
  await expect(drawer.getByTestId('batch-dispute')).toContainText('receipt.png');
  await expect(drawer.getByText('Adjusted', { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Confirm adjusted statement' }).click();
  await expect(drawer.getByText('Agreed', { exact: true })).toBeVisible();

  // scheduled, then paid: gross COD less commission, VAT and netted fees, to the rupiah
  const batchId = (
    await callApi<{ records: Batch[] }>(page, 'POST', '/customer-api/codReconciliation/list', {
      batchNo: cut.cut,
    })
  ).records[0].id;
  await cycle(request, '2027-03-03');
  expect((await cycle(request, '2027-03-04')).paid).toBe(1);
  const paid = await detailOf(page, batchId);
  expect(paid.batch.status).toBe('PAID');
  expect(paid.batch.transferReference).toMatch(/^TRF/);
  const kept = paid.lines.filter((line) => line.status === 'REMITTED');
  expect(kept.map((line) => line.billCode)).not.toContain(disputed);
  const sum = (key: 'codAmount' | 'commission' | 'vat') => kept.reduce((total, line) => total + line[key], 0);
  for (const line of kept) {
    expect(line.commission).toBe(Math.max(Math.round(line.codAmount * 0.025), 2_500));
    expect(line.vat).toBe(Math.round((line.commission * 11 * 12) / (12 * 100)));
  }
  expect(paid.batch.grossCod).toBe(sum('codAmount'));
  expect(paid.batch.netPayout).toBe(
    sum('codAmount') - sum('commission') - sum('vat') - paid.batch.returnFees,
  );

  // the courier resolves the dispute: the line comes in the next batch
  await hook(request, 'resolveDispute', {
    customerCode: 'C002',
    disputeId: paid.disputes[0].id,
    now: morning('2027-03-05'),
  });
  const next = await cycle(request, '2027-03-05');
  expect(next.cut).not.toBeNull();
  const nextBatch = (
    await callApi<{ records: Batch[] }>(page, 'POST', '/customer-api/codReconciliation/list', {
      batchNo: next.cut,
    })
  ).records[0];
  expect((await detailOf(page, nextBatch.id)).lines.map((line) => line.billCode)).toContain(disputed);

  // the statement of March, issued on the first business day of April, with its PDF
  await cycle(request, '2027-04-01');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await openFromMenu(page, 'Finance', 'Monthly statement');
  await expect(page).toHaveURL(/\/monthlyStatement$/);
  const statementRow = content.locator('tr', { hasText: 'MS202703' });
  await statementRow.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('statement-header')).toContainText('PPN 1.1%');
  const statementDrawer = page.getByRole('dialog', { name: /^Monthly statement MS/ });
  await expect(statementDrawer.getByText(big)).toBeVisible();
  await expect(page.getByTestId('statement-header').getByTestId('statement-status')).toHaveText('Issued');
  // the shipper disputes the line; the courier answers with a credit note of Rp 1,000
  await statementDrawer.locator('tr', { hasText: big }).getByRole('checkbox').check();
  await statementDrawer.getByRole('button', { name: 'Dispute selected lines' }).click();
  await page.locator('.ant-modal').getByLabel('Details').fill('the agreed rate is lower');
  await page.locator('.ant-modal').getByRole('button', { name: 'Dispute selected lines' }).click();
  await expect(page.getByTestId('statement-header').getByTestId('statement-status')).toHaveText('Disputed');
  const statements = await callApi<{ records: { id: number; period: string }[] }>(
    page,
    'POST',
    '/customer-api/monthlyStatement/page',
    {
      period: '2027-03',
    },
  );
  // the PDF invoice is written in the download centre: the drawer says so, and the file is a PDF
  await statementDrawer.getByRole('button', { name: 'PDF invoice' }).click();
  const notice = page.locator('.ant-notification-notice', {
    hasText: 'Being prepared in the download centre',
  });
  await expect(notice).toBeVisible();
  await notice.locator('.ant-notification-notice-close').click();
  type Export = { id: number; status: string; fileName: string | null };
  const pdfExport = async () =>
    (
      await callApi<{ records: Export[] }>(page, 'POST', '/customer-api/download/list', {
        current: 1,
        size: 20,
      })
    ).records.find((record) => record.status === 'COMPLETED' && record.fileName?.endsWith('.pdf'));
  await expect.poll(pdfExport, { timeout: 60_000 }).toBeTruthy();
  const { url } = await callApi<{ url: string }>(page, 'POST', '/customer-api/download/record', {
    id: (await pdfExport())!.id,
  });
  const pdf = await page.request.get(`${GATEWAY_URL}${url}`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const { disputes } = await callApi<{ disputes: { id: number }[] }>(
    page,
    'GET',
    `/customer-api/monthlyStatement/detail?id=${statements.records[0].id}`,
  );
  await hook(request, 'statementCredit', {
    customerCode: 'C002',
    disputeId: disputes[0].id,
    amount: 1_000,
    now: morning('2027-04-02'),
  });
  await page.keyboard.press('Escape');
  await statementRow.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('statement-header').getByTestId('statement-status')).toHaveText(
    'Credit note',
  );
  await expect(page.getByTestId('statement-credit-notes')).toContainText('Rp 1.000');
});
