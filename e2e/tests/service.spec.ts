import { expect, test, type Page } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { callApi, demoOrder } from '../support/orders';
import { loginViaUi, preferEnglish } from '../support/portal';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Created {
  id: number;
  billCode: string;
}

/** A monthly, uninsured order of the demo shipper (Jakarta to Bandung), straight through the gateway. */
async function createOrder(page: Page, customerOrderNo: string): Promise<Created> {
  return callApi<Created>(page, 'POST', '/customer-api/order/create', demoOrder(customerOrderNo));
}

/** The test hooks of the service domain and the simulator (GATEWAY_TEST_HOOKS). */
async function hook<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(`${GATEWAY_URL}/customer-api/test/${path}`, { data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

interface Held {
  status: string;
  orderStatus: string;
}

const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });
const suffix = () => `${Date.now()}`.slice(-7);

test.describe('service: held parcels, returns, tickets and claims', () => {
  test.beforeEach(async ({ page }) => {
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
  });

  test('a parcel held for a wrong address is corrected by the shipper and delivered', async ({ page }) => {
    test.setTimeout(240_000);
    const order = await createOrder(page, `SVC-HOLD-${suffix()}`);
    const { problemId } = await hook<{ problemId: number }>(page, 'service/hold', {
      billCode: order.billCode,
      reasonCode: 'WRONG_ADDRESS',
      note: 'Nomor rumah tidak ditemukan',
    });

    await page.goto('/stopGodownQuiry');
    await page.locator('#problemSearch_billCode').fill(order.billCode);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const held = row(page, order.billCode);
    await expect(held).toContainText('Wrong or incomplete address', { timeout: 30_000 });
    await expect(held).toContainText('Nomor rumah tidak ditemukan');
    await expect(held.getByTestId('countdown')).toHaveText(/^4[78] h \d+ min$/);

    await held.getByRole('button', { name: 'Correct and re-attempt' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Address').fill('Jl. Setiabudi No. 19, pagar biru');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Decision sent for 1 parcels')).toBeVisible();
    await expect(dialog).toBeHidden();

    // the courier re-attempts and delivers the corrected parcel
    for (let step = 0; step < 3; step += 1) await hook(page, 'simulate', { steps: 1, customerCode: 'C001' });
    const after = await callApi<Held>(page, 'POST', '/customer-api/problemParcel/detail', { id: problemId });
    expect(after).toMatchObject({ status: 'CLOSED', orderStatus: 'DELIVERED', corrected: true });
  });

  test('a held parcel past its deadline returns with its fee; the shipper rejects it with a photo, replies with another, the desk answers, the shipper rates', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const order = await createOrder(page, `SVC-RET-${suffix()}`);
    await hook(page, 'service/hold', { billCode: order.billCode, reasonCode: 'RECEIVER_ABSENT' });
    expect(
      await hook<{ returned: number }>(page, 'service/passDeadline', { billCode: order.billCode }),
    ).toEqual({
      returned: 1,
    });

    await page.goto('/returnQuiry');
    await page.locator('#returnSearch_billCode').fill(order.billCode);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const back = row(page, order.billCode);
    await expect(back).toContainText('Deadline passed', { timeout: 30_000 });
    await expect(back).toContainText('Receiver absent');
    await expect(back).toContainText(/Rp \d/);

    await back.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason').fill('Kurir tidak pernah datang ke alamat penerima');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(dialog.getByRole('link', { name: 'gate.png' })).toBeVisible();
    await dialog.getByLabel('Contact phone').fill('081210002026');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const opened = page.getByText(/^Rejected: ticket T\d+ opened$/);
    await expect(opened).toBeVisible();
    const ticketNo = /T\d+/.exec((await opened.textContent()) ?? '')![0];

    await page.goto('/workOrder');
    await page.locator('#ticketSearch_ticketNo').fill(ticketNo);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.click();
    const ticket = row(page, ticketNo);
    const drawer = page.locator('.ant-drawer');
    // before the desk answers, the shipper adds a photo in the thread; it loads through its signed link
    await ticket.getByRole('button', { name: 'Detail' }).click();
    await drawer.getByRole('textbox', { name: 'Reply' }).fill('Foto pagar rumah penerima');
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'fence.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect(drawer.getByRole('link', { name: 'fence.png' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Send' }).click();
    const sent = drawer.getByRole('group', { name: 'Files from demo' });
    await sent.getByRole('button', { name: 'Preview fence.png' }).click();
    const preview = page.getByRole('dialog', { name: 'Image preview' });
    const photo = preview.locator('img');
    await expect(photo).toHaveAttribute('src', /\/customer-api\/attachment\/view\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
    // the reply box is empty again
    await expect(drawer.getByRole('link', { name: 'fence.png' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close' }).click();

    await hook(page, 'service/desk', { customerCode: 'C001' });
    await search.click();
    await expect(ticket).toContainText('Resolved', { timeout: 30_000 });
    await ticket.getByRole('button', { name: 'Detail' }).click();
    await expect(drawer.getByRole('list', { name: 'Thread' }).getByRole('listitem').last()).toContainText(
      'Service desk',
    );
    await drawer.getByRole('radio').nth(4).click();
    await expect(drawer.getByText('Closed')).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  });

  test('a lost uninsured parcel is claimed: the form shows the cap of 10x the fee, the desk approves, the payout job pays', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const order = await createOrder(page, `SVC-LOST-${suffix()}`);
    await hook(page, 'simulate', { steps: 2, customerCode: 'C001' });
    const fees = await callApi<{ records: { billCode: string; freightFee: number }[] }>(
      page,
      'POST',
      '/customer-api/order/manage/page',
      { current: 1, size: 10, billCode: order.billCode },
    );
    const fee = Math.round(fees.records[0].freightFee);
    const cap = `Rp ${(fee * 10).toLocaleString('id-ID')}`;

    await page.goto(`/workOrder?open=claim&billCode=${order.billCode}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Compute the cap' }).click();
    const preview = dialog.getByTestId('cap-preview');
    await expect(preview).toContainText(cap);
    await expect(preview).toContainText('Uninsured: the lowest of 10x the shipping fee');
    await dialog.getByLabel('Amount claimed (Rp)').fill(String(fee * 10));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(/^Claim C\d+ filed$/)).toBeVisible();

    await hook(page, 'service/desk', { customerCode: 'C001' });
    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.locator('#claimSearch_billCode').fill(order.billCode);
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    const claim = row(page, order.billCode);
    await expect(claim).toContainText('Approved', { timeout: 30_000 });
    await expect(claim).toContainText(cap);

    // the payout job pays it by bank transfer: PAID with its transfer reference
    await hook(page, 'service/jobs', { customerCode: 'C001' });
    await page.getByRole('button', { name: 'Search', exact: true }).last().click();
    await expect(claim).toContainText('Paid', { timeout: 30_000 });
    await claim.getByRole('button', { name: 'Detail' }).click();
    await expect(page.getByTestId('payout-reference')).toHaveText(/^TRF\d{16}$/);
  });
});
