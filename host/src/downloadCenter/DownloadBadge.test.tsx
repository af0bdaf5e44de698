import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { exportQueued, resetRuntimeConfig, setRuntimeConfig } from 'shared';
import { fakeGateway, pageOf, renderPage, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { DownloadBadge } from './DownloadBadge';
import { registerDownloadCenterTexts } from './texts';

const LIST = '/customer-api/download/list';

const signedIn = (routeAuthList: string[] | null) => signedInStore({ routeAuthList });

/** How many exports the gateway says are queued or running, changed by the test between polls. */
let active = 0;
let gateway: ReturnType<typeof fakeGateway>;
const asked = () => gateway.calls(LIST).length;
const badge = () => screen.queryByTestId('download-badge');

beforeEach(() => {
  jest.useFakeTimers();
  active = 2;
  gateway = fakeGateway({
    [`POST ${LIST}`]: () => ({ ...pageOf([], { current: '1', size: '1' }), total: active }),
  });
  registerDownloadCenterTexts();
});
afterEach(() => {
  jest.useRealTimers();
  resetRuntimeConfig();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
});

const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

it('counts the queued and running exports with a one-row page, kept current at the bell cadence', async () => {
  await renderPage(<DownloadBadge />, { store: signedIn(['downloadCenter']) });
  await waitFor(() => expect(badge()).toHaveAttribute('data-count', '2'));
  expect(badge()).toHaveAccessibleName('2 exports being prepared');
  expect(gateway.bodies(LIST)).toEqual([{ current: 1, size: 1, status: ['QUEUED', 'RUNNING'] }]);

  active = 1;
  await tick(59_000);
  expect(asked()).toBe(1);
  await tick(1_000);
  await waitFor(() => expect(badge()).toHaveAttribute('data-count', '1'));
});

it('is hidden while nothing is being prepared, and shows at once when a screen queues an export', async () => {
  active = 0;
  await renderPage(<DownloadBadge />, { store: signedIn(['downloadCenter']) });
  await waitFor(() => expect(asked()).toBe(1));
  expect(badge()).not.toBeInTheDocument();

  active = 1;
  await act(async () => exportQueued());
  await waitFor(() => expect(badge()).toHaveAttribute('data-count', '1'));
  expect(asked()).toBe(2);

  active = 0;
  await act(async () => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(badge()).not.toBeInTheDocument());
});

it('polls as often as config.json says, and not while the tab is hidden', async () => {
  setRuntimeConfig({ notificationPollSeconds: 15 });
  await renderPage(<DownloadBadge />, { store: signedIn(['downloadCenter']) });
  await waitFor(() => expect(asked()).toBe(1));
  await tick(45_000);
  await waitFor(() => expect(asked()).toBe(4));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  await tick(45_000);
  expect(asked()).toBe(4);
});

it('keeps the last count when a poll fails, and stops asking once it is gone', async () => {
  const { unmount } = await renderPage(<DownloadBadge />, { store: signedIn(['downloadCenter']) });
  await waitFor(() => expect(badge()).toHaveAttribute('data-count', '2'));
  gateway = fakeGateway({
    [`POST ${LIST}`]: () => ({ code: 500, msg: 'Database unavailable', data: null }),
  });
  await tick(60_000);
  await waitFor(() => expect(asked()).toBe(1));
  expect(badge()).toHaveAttribute('data-count', '2');

  unmount();
  await tick(10 * 60_000);
  exportQueued();
  window.dispatchEvent(new Event('focus'));
  await tick(0);
  expect(asked()).toBe(1);
});

it('is not shown, and asks nothing, to a user who cannot open the download centre', async () => {
  await renderPage(<DownloadBadge />, { store: signedIn(['orderEntry']) });
  await tick(120_000);
  exportQueued();
  await tick(0);
  expect(badge()).not.toBeInTheDocument();
  expect(asked()).toBe(0);
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

it('opens the download centre', async () => {
  await renderPage(
    <>
      <DownloadBadge />
      <Location />
    </>,
    { store: signedIn(null), route: '/orderManagement' },
  );
  await waitFor(() => expect(badge()).toHaveAttribute('data-count', '2'));
  await act(async () => badge()?.click());
  expect(screen.getByTestId('location')).toHaveTextContent('/downloadCenter');
});
