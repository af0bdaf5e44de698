import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { fakeGateway, pageOf, refusal, renderPage, type GatewayQuery, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { registerShellTexts } from '../i18n/shellTexts';
import { addHostTexts } from '../test/hostTexts';
import { LocationDisplay } from '../test/renderWithPortal';
import type { PortalNotification } from './api';
import { LatestNotifications } from './LatestNotifications';
import { registerNotificationTexts } from './texts';
import { onUnreadChanged } from './unreadSignal';

const PAGE = '/customer-api/notification/page';
const READ = '/customer-api/notification/read';
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const notification = (over: Partial<PortalNotification> & Pick<PortalNotification, 'id' | 'title'>) =>
  ({
    category: 'SYSTEM',
    body: '',
    link: null,
    hasFile: false,
    fileName: null,
    createdAt: '2026-11-24T03:00:00Z',
    readAt: null,
    ...over,
  }) satisfies PortalNotification;

/** Newest first, as the gateway keeps them: two unread among six. */
let rows: PortalNotification[];
let failing: boolean;
let gateway: ReturnType<typeof fakeGateway>;
beforeEach(() => {
  failing = false;
  rows = [
    notification({
      id: 9,
      title: 'Export ready',
      createdAt: '2026-11-24T09:00:00Z',
      readAt: '2026-11-24T09:30:00Z',
    }),
    notification({
      id: 8,
      title: 'Parcel held in the warehouse',
      category: 'PROBLEM_PARCEL',
      body: 'Waybill JP0012345678 is held at Hub Cakung: incomplete address.',
      link: '/expressTracking?billCode=JP0012345678',
      createdAt: '2026-11-24T08:00:00Z', // 15:00 WIB
    }),
    notification({
      id: 7,
      title: 'Ticket answered',
      createdAt: '2026-11-24T07:00:00Z',
      readAt: '2026-11-24T07:10:00Z',
    }),
    notification({ id: 6, title: 'Scheduled maintenance', createdAt: '2026-11-23T07:00:00Z' }),
    notification({
      id: 5,
      title: 'Import finished',
      createdAt: '2026-11-22T07:00:00Z',
      readAt: '2026-11-22T08:00:00Z',
    }),
    notification({
      id: 4,
      title: 'Password changed',
      createdAt: '2026-11-21T07:00:00Z',
      readAt: '2026-11-21T08:00:00Z',
    }),
  ];
  gateway = fakeGateway({
    [`POST ${PAGE}`]: (_query: GatewayQuery, body) => {
      if (failing) return refusal('system busy');
      const kept = rows.filter(
        (row) => !body.readStatus || (body.readStatus === 'READ') === (row.readAt !== null),
      );
      return pageOf(kept, { current: String(body.current), size: String(body.size) });
    },
    [`POST ${READ}`]: (_query, body) => {
      rows = rows.map((row) =>
        body.ids.includes(row.id) ? { ...row, readAt: '2026-11-25T01:00:00Z' } : row,
      );
      return { updated: body.ids.length };
    },
  });
  addHostTexts();
  registerShellTexts();
  registerNotificationTexts();
});

const signedIn = () => signedInStore({ routeAuthList: ['notificationCenter', 'expressTracking'] });
const renderCard = () =>
  renderPage(
    <>
      <LatestNotifications />
      <LocationDisplay />
    </>,
    { store: signedIn(), route: '/index' },
  );
const items = () => within(screen.getByTestId('home-notices')).getAllByRole('listitem');

it('shows the latest five, the unread first, with WIB times and a link to the centre', async () => {
  await renderCard();
  await waitFor(() => expect(items()).toHaveLength(5));
  expect(items().map((item) => within(item).getAllByRole('button')[0].textContent)).toEqual([
    'Parcel held in the warehouse',
    'Scheduled maintenance',
    'Export ready',
    'Ticket answered',
    'Import finished',
  ]);
  expect(within(items()[0]).getByText('Unread')).toBeInTheDocument();
  expect(within(items()[2]).queryByText('Unread')).toBeNull();
  expect(within(items()[0]).getByText('24 Nov 2026 15:00 WIB')).toBeInTheDocument();
  expect(gateway.bodies(PAGE)).toEqual(
    expect.arrayContaining([
      { current: 1, size: 5, readStatus: 'UNREAD' },
      { current: 1, size: 5, readStatus: 'READ' },
    ]),
  );
  expect(screen.getByRole('link', { name: 'All notifications' })).toHaveAttribute(
    'href',
    '/notificationCenter',
  );
});

it('opens a notification: marks it read, tells the bell and follows its link', async () => {
  let announced = 0;
  const stop = onUnreadChanged(() => (announced += 1));
  try {
    await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Parcel held in the warehouse' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/expressTracking'));
    expect(gateway.bodies(READ)).toEqual([{ ids: [8] }]);
    expect(announced).toBe(1);
  } finally {
    stop();
  }
});

it('a notification without a link is marked read where it is', async () => {
  await renderCard();
  await user.click(await screen.findByRole('button', { name: 'Scheduled maintenance' }));
  await waitFor(() => expect(gateway.bodies(READ)).toEqual([{ ids: [6] }]));
  expect(screen.getByTestId('location')).toHaveTextContent('/index');
  // asked again: now among the read ones, by date
  await waitFor(() => expect(within(items()[1]).getByText('Export ready')).toBeInTheDocument());
  expect(within(items()[0]).getByText('Unread')).toBeInTheDocument();
  expect(within(items()[3]).getByRole('button', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  expect(within(items()[3]).queryByText('Unread')).toBeNull();
});

it('says when there is no notification, and offers a retry when the call fails', async () => {
  failing = true;
  await renderCard();
  expect(await screen.findByText('request failed')).toBeInTheDocument();
  failing = false;
  rows = [];
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
});
