import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

/**
 * The spec's local print helper (section 7) serves CLodopfuncs.js on the shipper's own computer,
 * port 8000 or 18000. A stand-in on 18000 answers like it: the portal's Content-Security-Policy
 * lets its script load, and quick print hands it the labels' PDF instead of opening a window.
 */
const DEMO_DELIVERED_WAYBILL = 'JP20260000011';

const STAND_IN = `
window.__printHelperCalls = [];
window.getCLodop = function () {
  var calls = window.__printHelperCalls;
  return {
    SET_LICENSES: function () { calls.push(['SET_LICENSES']); },
    PRINT_INIT: function (name) { calls.push(['PRINT_INIT', name]); },
    ADD_PRINT_PDF: function (top, left, width, height, pdf) { calls.push(['ADD_PRINT_PDF', pdf.slice(0, 8)]); },
    PRINT: function () { calls.push(['PRINT']); return true; },
  };
};`;

test.describe('the local print helper', () => {
  let helper: Server;
  test.beforeAll(async () => {
    helper = createServer((request, response) => {
      if (request.url?.startsWith('/CLodopfuncs.js')) {
        response.writeHead(200, { 'Content-Type': 'application/javascript' });
        response.end(STAND_IN);
      } else {
        response.writeHead(404).end();
      }
    });
    // every interface, as the helper does: localhost may resolve to ::1 or 127.0.0.1
    await new Promise<void>((resolve) => helper.listen(18000, resolve));
  });
  test.afterAll(async () => {
    await new Promise((resolve) => helper.close(resolve));
  });

  test('is loaded through the portal policy and prints the labels of quick print', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to load/i.test(message.text())) violations.push(message.text());
    });
    await preferEnglish(page);
    await loginViaUi(page, 'demo');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/fastPrinting');
    await page.getByLabel('Waybill numbers').fill(DEMO_DELIVERED_WAYBILL);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('row', { name: new RegExp(DEMO_DELIVERED_WAYBILL) })).toBeVisible();
    await page
      .getByRole('row', { name: /Waybill number/ })
      .getByRole('checkbox')
      .check();
    const printed = page.waitForResponse((r) => r.url().endsWith('/customer-api/label/printBatch'));
    await page.getByRole('button', { name: /^(printer )?Print$/ }).click();
    await printed;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __printHelperCalls?: unknown[][] }).__printHelperCalls),
      )
      .toEqual(
        expect.arrayContaining([
          ['ADD_PRINT_PDF', expect.stringMatching(/^JVBERi0x/)], // base64 of "%PDF-1"
          ['PRINT'],
        ]),
      );
    await expect(page.getByText('Print plugin not found: the label PDF was opened instead')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
