import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { fakeGateway, pageOf, refusal, renderPage, type GatewayQuery } from 'shared/testing';
import '../test/polyfills';
import type { PortalNotification } from './api';
import NotificationCenterPage from './NotificationCenterPage';
import { registerNotificationTexts } from './texts';
import { onUnreadChanged } from './unreadSignal';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const PAGE = '/customer-api/notification/page';
const READ = '/customer-api/notification/read';
const READ_ALL = '/customer-api/notification/readAll';
const DOWNLOAD = '/customer-api/notification/downloadUrl';

const notification = (over: Partial<PortalNotification>): PortalNotification => ({
  id: 1,
  category: 'PROBLEM_PARCEL',
  title: 'Parcel held in the warehouse',
  body: 'Waybill JP0012345678 is held at Hub Cakung: incomplete address.',
  link: '/expressTracking?billCode=JP0012345678',
  hasFile: false,
  fileName: null,
  createdAt: '2026-11-24T03:00:00Z', // 10:00 WIB
  readAt: null,
  ...over,
});

const held = notification({});
const exportReady = notification({
  id: 2,
  category: 'SYSTEM',
  title: 'Export ready',
  body: 'Order management (1,284 rows) can be downloaded until 2026-12-01 10:00.',
  link: '/downloadCenter',
  hasFile: true,
  fileName: 'pesanan.xlsx',
  createdAt: '2026-11-23T23:30:00Z', // 06:30 WIB on the 24th
});
const maintenance = notification({
  id: 3,
  category: 'SYSTEM',
  title: 'Scheduled maintenance',
  body: 'The portal will be unavailable on 2026-11-22 from 23:00 to 02:00 WIB.',
  link: null,
  createdAt: '2026-11-20T01:00:00Z',
  readAt: '2026-11-21T01:00:00Z',
});

/** The gateway's page call over `rows`, filtering like the gateway. */
function pageAnswer(rows: PortalNotification[]) {
  return (_: GatewayQuery, body: unknown) => {
    const { current = 1, size = 10, category, readStatus } = body as Record<string, string | number>;
    const kept = rows.filter(
      (row) =>
        (!category || row.category === category) &&
        (!readStatus || (readStatus === 'READ') === (row.readAt !== null)),
    );
    return pageOf(kept, { current: String(current), size: String(size) });
  };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderCentre() {
  registerNotificationTexts();
  const view = await renderPage(
    <>
      <NotificationCenterPage />
      <Location />
    </>,
    { route: '/notificationCenter' },
  );
  return view;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** The unread markers of the table's rows (the read-state filter has an 'Unread' option too). */
const unreadMarkers = () =>
  within(document.querySelector('.ant-table-tbody') as HTMLElement).queryAllByText('Unread');

let announced = 0;
let stopListening: () => void = () => undefined;
beforeEach(() => {
  announced = 0;
  stopListening = onUnreadChanged(() => (announced += 1));
});
afterEach(() => stopListening());

it('lists the notifications newest first with category, WIB time, unread marker and file', async () => {
  fakeGateway({ [`POST ${PAGE}`]: pageAnswer([held, exportReady, maintenance]) });
  await renderCentre();

  expect(await screen.findByText('Parcel held in the warehouse')).toBeInTheDocument();
  const first = rowOf('Parcel held in the warehouse');
  expect(within(first).getByText('Problem parcel', { selector: '.ant-tag' })).toBeInTheDocument();
  expect(within(first).getByText('24 Nov 2026 10:00 WIB')).toBeInTheDocument();
  expect(within(first).getByText('Unread')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Mark read' })).toBeInTheDocument();
  expect(within(first).queryByRole('button', { name: /Download file/ })).not.toBeInTheDocument();

  const second = rowOf('Export ready');
  expect(within(second).getByText('24 Nov 2026 06:30 WIB')).toBeInTheDocument();
  expect(within(second).getByRole('button', { name: /Download file/ })).toBeInTheDocument();

  const read = rowOf('Scheduled maintenance');
  expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
  expect(within(read).queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument();
  // no deep link: the title is plain text
  expect(within(read).queryByRole('button', { name: 'Scheduled maintenance' })).not.toBeInTheDocument();
  expect(screen.getByText('3 in total')).toBeInTheDocument();
});

it('asks for one category and one read state, each from the first page', async () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    notification({ id: 100 + i, title: `Held parcel ${i}`, createdAt: '2026-11-24T03:00:00Z' }),
  );
  const gateway = fakeGateway({ [`POST ${PAGE}`]: pageAnswer([...many, exportReady, maintenance]) });
  await renderCentre();
  await screen.findByText('27 in total');
  await user.click(screen.getByTitle('2'));
  await waitFor(() => expect(gateway.bodies(PAGE).at(-1)).toEqual({ current: 2, size: 10 }));

  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByTitle('System'));
  await waitFor(() =>
    expect(gateway.bodies(PAGE).at(-1)).toEqual({ current: 1, size: 10, category: 'SYSTEM' }),
  );
  expect(await screen.findByText('2 in total')).toBeInTheDocument();

  await user.click(screen.getByText('Read', { selector: '.ant-segmented-item-label' }));
  await waitFor(() =>
    expect(gateway.bodies(PAGE).at(-1)).toEqual({
      current: 1,
      size: 10,
      category: 'SYSTEM',
      readStatus: 'READ',
    }),
  );
  expect(await screen.findByText('1 in total')).toBeInTheDocument();
  expect(screen.getByText('Scheduled maintenance')).toBeInTheDocument();
});

it('opening a notification marks it read, tells the bell, and lands on its page and record', async () => {
  const gateway = fakeGateway({
    [`POST ${PAGE}`]: pageAnswer([held, maintenance]),
    [`POST ${READ}`]: () => ({ updated: 1 }),
  });
  await renderCentre();
  await user.click(await screen.findByRole('button', { name: 'Parcel held in the warehouse' }));

  await waitFor(() =>
    expect(screen.getByTestId('location')).toHaveTextContent('/expressTracking?billCode=JP0012345678'),
  );
  expect(gateway.bodies(READ)).toEqual([{ ids: [1] }]);
  expect(announced).toBe(1);
});

it('still follows the link when marking read fails (the HTTP client shows why), and tells the bell', async () => {
  const gateway = fakeGateway({
    [`POST ${PAGE}`]: pageAnswer([held]),
    [`POST ${READ}`]: () => refusal('some of these notifications do not exist or are not yours'),
  });
  await renderCentre();
  await user.click(await screen.findByRole('button', { name: 'Parcel held in the warehouse' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/expressTracking'));
  expect(gateway.bodies(READ)).toEqual([{ ids: [1] }]);
  expect(announced).toBe(1);
});

it('never follows a link out of the portal', async () => {
  fakeGateway({ [`POST ${PAGE}`]: pageAnswer([notification({ link: '//evil.example/login' })]) });
  await renderCentre();
  await screen.findByText('Parcel held in the warehouse');
  expect(screen.queryByRole('button', { name: 'Parcel held in the warehouse' })).not.toBeInTheDocument();
});

it('marks one read in place and reloads the list', async () => {
  let rows = [held, maintenance];
  const gateway = fakeGateway({
    [`POST ${PAGE}`]: (query, body) => pageAnswer(rows)(query, body),
    [`POST ${READ}`]: () => {
      rows = [{ ...held, readAt: '2026-11-24T04:00:00Z' }, maintenance];
      return { updated: 1 };
    },
  });
  await renderCentre();
  await user.click(
    within(await waitFor(() => rowOf('Parcel held in the warehouse'))).getByRole('button', {
      name: 'Mark read',
    }),
  );
  await waitFor(() =>
    expect(within(rowOf('Parcel held in the warehouse')).queryByText('Unread')).not.toBeInTheDocument(),
  );
  expect(gateway.bodies(READ)).toEqual([{ ids: [1] }]);
  expect(screen.getByTestId('location')).toHaveTextContent('/notificationCenter');
  expect(announced).toBe(1);
});

it('marks all read, says how many, reloads and tells the bell', async () => {
  let rows = [held, exportReady];
  const gateway = fakeGateway({
    [`POST ${PAGE}`]: (query, body) => pageAnswer(rows)(query, body),
    [`GET ${READ_ALL}`]: () => {
      rows = rows.map((row) => ({ ...row, readAt: '2026-11-24T04:00:00Z' }));
      return { updated: 2 };
    },
  });
  await renderCentre();
  await screen.findByText('Export ready');
  expect(unreadMarkers()).toHaveLength(2);
  await user.click(screen.getByRole('button', { name: /Mark all read/ }));
  expect(await screen.findByText('2 notifications marked read')).toBeInTheDocument();
  await waitFor(() => expect(gateway.calls(PAGE)).toHaveLength(2));
  expect(unreadMarkers()).toHaveLength(0);
  expect(gateway.calls(READ_ALL)).toHaveLength(1);
  expect(announced).toBe(1);
});

it('downloads the file through a freshly signed link, under its name, and marks it read', async () => {
  const clicked: Array<{ href: string; download: string }> = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  const url = '/customer-api/file/view/a1b2.xlsx?exp=1800000000&sig=' + 'A'.repeat(43);
  const gateway = fakeGateway({
    [`POST ${PAGE}`]: pageAnswer([exportReady]),
    [`GET ${DOWNLOAD}`]: () => ({ url, fileName: 'pesanan.xlsx', expiresAt: '2026-11-24T03:15:00Z' }),
    [`POST ${READ}`]: () => ({ updated: 1 }),
  });
  await renderCentre();
  await user.click(await screen.findByRole('button', { name: /Download file/ }));
  await waitFor(() => expect(clicked).toEqual([{ href: url, download: 'pesanan.xlsx' }]));
  expect(gateway.calls(DOWNLOAD).map((call) => call.query)).toEqual([{ id: '2' }]);
  await waitFor(() => expect(gateway.bodies(READ)).toEqual([{ ids: [2] }]));
  click.mockRestore();
});

it('shows "no data" when there is nothing, and the failure with a retry', async () => {
  let fail = true;
  fakeGateway({
    [`POST ${PAGE}`]: (query, body) => (fail ? refusal('Database unavailable') : pageAnswer([])(query, body)),
  });
  await renderCentre();
  expect(await screen.findByText('request failed')).toBeInTheDocument();
  expect(screen.getAllByText('Database unavailable').length).toBeGreaterThan(0);
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();
});
