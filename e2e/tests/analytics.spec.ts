import { expect, test } from '@playwright/test';
import { GATEWAY_URL } from '../support/ports';
import { loginViaUi, openFromMenu, preferEnglish } from '../support/portal';

interface StoredEvent {
  eventType: string;
  pageName: string;
  pageId: string;
  fromPage: string;
  userId: string;
  isLogin: boolean;
  duration: number | null;
  buttonName: string | null;
}

test('page views, page hides and button clicks reach the collector with the spec fields', async ({
  page,
  request,
}) => {
  const stored = async () =>
    ((await (await request.get(`${GATEWAY_URL}/customer-api/test/analytics?userId=demo`)).json()).data ??
      []) as StoredEvent[];
  const before = (await stored()).length;

  await preferEnglish(page);
  await loginViaUi(page, 'demo');
  await expect(page).toHaveURL(/\/index$/);
  await openFromMenu(page, 'Order management', 'Express tracking');
  await expect(page).toHaveTitle('Express tracking');
  await page.getByRole('textbox').first().fill('JP20260000011');
  await page.getByRole('button', { name: 'Query' }).click();

  // batches leave every 5 s (or at 10 events, or when the page is hidden)
  await expect
    .poll(
      async () =>
        (await stored())
          .slice(before)
          .some((e) => e.eventType === 'button_click' && e.buttonName === 'Query'),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const events = (await stored()).slice(before);
  expect(events.find((e) => e.eventType === 'page_view' && e.pageName === 'expressTracking')).toMatchObject({
    pageId: 'expressTracking',
    fromPage: 'index',
    userId: 'demo',
    isLogin: true,
  });
  const hide = events.find((e) => e.eventType === 'page_hide' && e.pageName === 'index');
  expect(hide?.duration).toBeGreaterThanOrEqual(0);
});
