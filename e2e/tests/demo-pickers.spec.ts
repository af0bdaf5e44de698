import { expect, test, type Page, type Request } from '@playwright/test';
import { loginViaUi, preferEnglish } from '../support/portal';

interface PageBody<T> {
  code: number;
  data: { current: number; pages: number; total: number; records: T[] };
}
interface NetworkRow {
  id: number;
  name: string;
  code: string;
  isEnable: 1 | 2;
}

async function openPickerSection(page: Page) {
  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await page.goto('/demo?section=pickers');
  await expect(page.getByTestId('picker-network-scoped')).toBeVisible();
}

const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path;
const keyOf = (request: Request) => new URL(request.url()).searchParams.get('key');
const currentOf = (request: Request) => Number(new URL(request.url()).searchParams.get('current'));
const output = (page: Page, testId: string) => page.getByTestId(`${testId}-value`);

/** The scoped network picker, opened and searched for `key`; resolves the first page's answer. */
async function searchScopedNetworks(page: Page, key: string) {
  const picker = page.locator('#network-scoped');
  await expect(picker).toBeEnabled();
  await picker.click();
  const firstPage = page.waitForResponse(
    (response) =>
      isCall('/customer-api/network/search')(response.request()) && keyOf(response.request()) === key,
  );
  await picker.pressSequentially(key, { delay: 100 });
  return (await (await firstPage).json()) as PageBody<NetworkRow>;
}

test.describe('demo gallery: pickers and inputs', () => {
  test.beforeEach(async ({ page }) => openPickerSection(page));

  test('network picker: typing several characters quickly sends ONE search, about 1 s after the last key', async ({
    page,
  }) => {
    const searches: { key: string | null; at: number }[] = [];
    page.on('request', (request) => {
      if (isCall('/customer-api/network/search')(request))
        searches.push({ key: keyOf(request), at: Date.now() });
    });
    const picker = page.locator('#network-scoped');
    await expect(picker).toBeEnabled();
    await picker.click();
    await expect(
      page.locator('.network-scoped-popup .ant-select-tree-treenode:not([aria-hidden="true"])').first(),
    ).toBeVisible();

    await picker.pressSequentially('outlet', { delay: 100 });
    const lastKeyAt = Date.now();
    await page.waitForTimeout(2000);

    expect(searches.map((search) => search.key)).toEqual(['outlet']);
    expect(searches[0].at - lastKeyAt).toBeGreaterThanOrEqual(800);
    await expect(page.locator('.network-scoped-popup .ant-select-tree-title').first()).toContainText(
      /outlet/i,
    );
  });

  test('network picker: scrolling to the end loads the next page until the last one', async ({ page }) => {
    const first = await searchScopedNetworks(page, 'outlet');
    expect(first.code).toBe(1);
    expect(first.data.pages).toBeGreaterThan(1);
    const pages: number[] = [];
    page.on('request', (request) => {
      if (isCall('/customer-api/network/search')(request)) pages.push(currentOf(request));
    });
    const options = page.locator('.network-scoped-popup .ant-select-tree-treenode:not([aria-hidden="true"])');
    const holder = page.locator('.network-scoped-popup .ant-select-tree-list-holder');
    await expect(options).toHaveCount(first.data.records.length);

    for (let current = 2; current <= first.data.pages; current += 1) {
      const next = page.waitForResponse(
        (response) =>
          isCall('/customer-api/network/search')(response.request()) &&
          currentOf(response.request()) === current,
      );
      await holder.evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await next;
      await expect(options).toHaveCount(Math.min(current * 10, first.data.total));
    }
    await holder.evaluate((list) => list.scrollTo(0, 0));
    await holder.evaluate((list) => list.scrollTo(0, list.scrollHeight));
    await page.waitForTimeout(500);

    expect(pages).toEqual(Array.from({ length: first.data.pages - 1 }, (_, i) => i + 2));
    await expect(options).toHaveCount(first.data.total);
  });

  test('network picker: choosing an entry shows name|code and closes the list', async ({ page }) => {
    const first = await searchScopedNetworks(page, 'outlet');
    const row = first.data.records.find((record) => record.isEnable !== 2)!;

    await page
      .locator('.network-scoped-popup .ant-select-tree-title', { hasText: `${row.name}|${row.code}` })
      .click();

    await expect(output(page, 'picker-network-scoped')).toHaveText(`${row.name}|${row.code}`);
    await expect(page.locator('.network-scoped-popup')).toBeHidden();
  });

  test('region cascade: choosing a province auto-selects its first regency and that one its first district', async ({
    page,
  }) => {
    const regencies = page.waitForResponse(
      (response) =>
        isCall('/customer-api/region/list')(response.request()) && response.url().includes('parentCode='),
    );
    await page.locator('#province').click();
    const province = page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1);
    const provinceName = await province.innerText();
    // the second province, chosen with the keyboard (a click could land while the list re-renders)
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const regencyList = (await (await regencies).json()) as { data: { value: string; label: string }[] };

    await expect(output(page, 'picker-region')).toHaveText(
      new RegExp(
        `^\\S+ / ${regencyList.data[0].value.replace(/\./g, '\\.')} / ${regencyList.data[0].value.replace(/\./g, '\\.')}\\.\\S+$`,
      ),
    );
    await expect(page.getByTestId('picker-region')).toContainText(provinceName);
    await expect(page.getByTestId('picker-region')).toContainText(regencyList.data[0].label);
  });

  test('date range: quick options fill 00:00:00 / 23:59:59 and all (-1) empties the range', async ({
    page,
  }) => {
    // the quick options name days in WIB (UTC+7), the gateway's business time
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const card = page.getByTestId('picker-date-range');

    await card.getByText('today', { exact: true }).click();
    await expect(output(page, 'picker-date-range')).toHaveText(`${today} 00:00:00 ~ ${today} 23:59:59`);
    await card.getByText('yesterday', { exact: true }).click();
    await expect(output(page, 'picker-date-range')).toHaveText(
      /^\d{4}-\d\d-\d\d 00:00:00 ~ \d{4}-\d\d-\d\d 23:59:59$/,
    );
    await expect(output(page, 'picker-date-range')).not.toContainText(today);
    await card.getByText('all', { exact: true }).click();
    await expect(card.getByRole('radio', { name: 'all' })).toHaveAttribute('value', '-1');
    await expect(output(page, 'picker-date-range')).toHaveText('(empty)');
  });

  test('thousands input: grouped display, value without commas, trailing non-numeric trimmed on blur', async ({
    page,
  }) => {
    const input = page.locator('#thousands-amount');

    await input.pressSequentially('1234567.891');
    await expect(input).toHaveValue('1,234,567.891');
    await expect(output(page, 'picker-thousands')).toHaveText('1234567.891');
    await input.fill('');
    await input.pressSequentially('12a,5x.');
    await expect(input).toHaveValue('125.');
    await input.blur();
    await expect(input).toHaveValue('125');
    await expect(output(page, 'picker-thousands')).toHaveText('125');
  });

  test('single picker: time-effective types with isEnable 2 are shown disabled and cannot be chosen', async ({
    page,
  }) => {
    const firstPage = page.waitForResponse((response) =>
      isCall('/customer-api/timeEffectiveType/page')(response.request()),
    );
    await page.locator('#single-time-type').click();
    const body = (await (await firstPage).json()) as PageBody<{ name: string; isEnable: number }>;
    const disabled = body.data.records.find((row) => row.isEnable === 2);
    expect(disabled, 'a disabled time-effective type on page 1').toBeDefined();

    const option = page.locator('.single-popup .ant-select-item-option', { hasText: disabled!.name });
    await expect(option).toHaveClass(/ant-select-item-option-disabled/);
    // A forced click skips Playwright's wait for a still element, so wait for the popup's opening
    // slide to end: a click during it landed on whichever option slid under the pointer (once "Cargo").
    const popup = page.locator('.single-popup');
    await expect
      .poll(() => popup.evaluate((element) => element.getAnimations({ subtree: true }).length))
      .toBe(0);
    await option.click({ force: true });
    await expect(output(page, 'picker-single')).toHaveText('(empty)');
  });
});
