import { expect, test, type APIRequestContext } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { apiLogin, loginViaUi, preferEnglish } from '../support/portal';

/**
 * Issue 19, what must show 1: a shipper submits company data with documents; demo_staff rejects
 * the NPWP with a reason; the shipper fixes it; demo_staff approves.
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const COMPANY = {
  companyName: 'PT Nusantara Niaga',
  npwp: '012345678901234',
  nib: '1234567890123',
  deedNumber: 'AHU-0012345',
  address: 'Jl. Sudirman 1, Jakarta',
  contactName: 'Budi Santoso',
  contactKtp: '3171012345678901',
  contactPhone: '081234567890',
  email: 'finance@nusantara.co.id',
  bankName: 'BCA',
  bankAccountNo: '1234567890',
  bankAccountHolder: 'Nusantara Niaga, PT',
};

async function post(request: APIRequestContext, token: string, path: string, data: object = {}) {
  const body = await (
    await request.post(`${GATEWAY_URL}/customer-api${path}`, {
      headers: { authToken: token, language: 'EN' },
      data,
    })
  ).json();
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

test('company data: submitted with documents, NPWP rejected with a reason, fixed, approved', async ({
  browser,
  request,
}) => {
  // the shipper's company data and documents, through the gateway
  const shipperToken = await apiLogin(request, 'demo');
  await post(request, shipperToken, '/customerData/save', { entityType: 'COMPANY', fields: COMPANY });
  for (const field of ['npwp', 'nib', 'deed', 'decree', 'contactKtp', 'bankBook']) {
    const response = await request.post(`${GATEWAY_URL}/customer-api/customerData/upload?field=${field}`, {
      headers: { authToken: shipperToken, language: 'EN' },
      multipart: { file: { name: `${field}.png`, mimeType: 'image/png', buffer: PNG } },
    });
    expect((await response.json()).code).toBe(1);
  }

  const shipper = await browser.newPage();
  await preferEnglish(shipper);
  await loginViaUi(shipper, 'demo');
  await expect(shipper).toHaveURL(/\/index$/);
  await shipper.goto('/customerAdd');
  await expect(shipper.getByTestId('customer-data-status')).toContainText('Status: Draft');
  await shipper.getByRole('button', { name: 'Submit for review' }).click();
  await expect(shipper.getByTestId('customer-data-status')).toContainText('Status: Submitted');

  // demo_staff rejects the NPWP with a reason
  const staff = await browser.newPage();
  await preferEnglish(staff);
  await loginViaUi(staff, 'demo_staff');
  await expect(staff).toHaveURL(/\/index$/);
  await staff.goto('/customerExamine');
  const row = staff.getByRole('row', { name: /PT Nusantara Niaga/ });
  await row.getByRole('button', { name: 'Review' }).click();
  const dialog = staff.getByTestId('review-dialog');
  await expect(dialog.getByText('012345678901234')).toBeVisible();
  await dialog.getByLabel('Reason for NPWP', { exact: true }).fill('the number does not match the NPWP card');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByText('Rejected')).toBeVisible();

  // the shipper reads the reason and fixes the NPWP
  await shipper.goto('/customerEdit');
  await expect(shipper.getByTestId('customer-data-status')).toContainText('Status: Rejected');
  await expect(shipper.getByText('Reason: the number does not match the NPWP card')).toBeVisible();
  await shipper.getByLabel('NPWP', { exact: true }).fill('012345678901235');
  await shipper.getByRole('button', { name: 'Submit for review' }).click();
  await expect(shipper.getByTestId('customer-data-status')).toContainText('Status: Submitted');

  // demo_staff approves
  await staff.reload();
  await staff
    .getByRole('row', { name: /PT Nusantara Niaga/ })
    .getByRole('button', { name: 'Review' })
    .click();
  await expect(staff.getByTestId('review-dialog').getByText('012345678901235')).toBeVisible();
  await staff.getByTestId('review-dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('row', { name: /PT Nusantara Niaga/ }).getByText('Approved')).toBeVisible();
  await shipper.reload();
  await expect(shipper.getByTestId('customer-data-status')).toContainText('Status: Approved');
});
