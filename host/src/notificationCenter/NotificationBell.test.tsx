import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { resetRuntimeConfig, setRuntimeConfig } from 'shared';
import { fakeGateway, renderPage, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { NotificationBell } from './NotificationBell';
import { registerNotificationTexts } from './texts';
import { announceUnreadChanged } from './unreadSignal';

const UNREAD = '/customer-api/notification/unreadCount';

const signedIn = (routeAuthList: string[] | null) => signedInStore({ routeAuthList });

/** The gateway's unread count, changed by the test between polls. */
let unread = 0;
let gateway: ReturnType<typeof fakeGateway>;
const asked = () => gateway.calls(UNREAD).length;
const bell = () => screen.getByTestId('notification-bell');

beforeEach(() => {
  jest.useFakeTimers();
  unread = 6;
  gateway = fakeGateway({ [`GET ${UNREAD}`]: () => ({ count: unread }) });
  registerNotificationTexts();
});
afterEach(() => {
  jest.useRealTimers();
  resetRuntimeConfig();
});

const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

it('shows the unread count at once and keeps it current every poll, without a reload', async () => {
  await renderPage(<NotificationBell />, { store: signedIn(['notificationCenter']) });
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '6'));
  expect(bell()).toHaveAccessibleName('6 unread notifications');
  expect(asked()).toBe(1);

  unread = 7;
  await tick(59_000);
  expect(asked()).toBe(1);
  await tick(1_000);
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '7'));
  expect(asked()).toBe(2);

  unread = 0;
  await tick(60_000);
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '0'));
  expect(bell()).toHaveAccessibleName('Notifications');
});

it('polls as often as config.json says', async () => {
  setRuntimeConfig({ notificationPollSeconds: 15 });
  await renderPage(<NotificationBell />, { store: signedIn(['notificationCenter']) });
  await waitFor(() => expect(asked()).toBe(1));
  await tick(45_000);
  await waitFor(() => expect(asked()).toBe(4));
});

it('asks again when the window gets the focus back and when the centre marks something read', async () => {
  await renderPage(<NotificationBell />, { store: signedIn(['notificationCenter']) });
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '6'));

  unread = 2;
  await act(async () => void window.dispatchEvent(new Event('focus')));
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '2'));
  expect(asked()).toBe(2);

  unread = 1;
  await act(async () => announceUnreadChanged());
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '1'));
  expect(asked()).toBe(3);
});

it('stops asking once it is gone: no timer or listener outlives the header', async () => {
  const { unmount } = await renderPage(<NotificationBell />, { store: signedIn(['notificationCenter']) });
  await waitFor(() => expect(asked()).toBe(1));
  unmount();
  await tick(10 * 60_000);
  window.dispatchEvent(new Event('focus'));
  announceUnreadChanged();
  await tick(0);
  expect(asked()).toBe(1);
});

it('keeps the last count when a poll fails', async () => {
  await renderPage(<NotificationBell />, { store: signedIn(['notificationCenter']) });
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '6'));
  gateway = fakeGateway({
    [`GET ${UNREAD}`]: () => ({ code: 500, msg: 'Database unavailable', data: null }),
  });
  await tick(60_000);
  await waitFor(() => expect(asked()).toBe(1));
  expect(bell()).toHaveAttribute('data-count', '6');
});

it('is not shown, and asks nothing, to a user who cannot open the notification centre', async () => {
  await renderPage(<NotificationBell />, { store: signedIn(['orderEntry']) });
  await tick(120_000);
  expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
  expect(asked()).toBe(0);
});

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

it('opens the notification centre (a route list of null lets every page through)', async () => {
  await renderPage(
    <>
      <NotificationBell />
      <Location />
    </>,
    { store: signedIn(null), route: '/orderEntry' },
  );
  await waitFor(() => expect(bell()).toHaveAttribute('data-count', '6'));
  await act(async () => bell().click());
  expect(screen.getByTestId('location')).toHaveTextContent('/notificationCenter');
});
