import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { fakeGateway, refusal, renderPage, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { registerShellTexts } from '../i18n/shellTexts';
import { addHostTexts } from '../test/hostTexts';
import { LocationDisplay } from '../test/renderWithPortal';
import type { Notice } from './api';
import { noticeOf } from '../test/notices';
import { CLOSED_WARNINGS_KEY, WARNING_POLL_MS, WarningBar } from './WarningBar';

const WARNING = '/customer-api/common/warning';
const flood = noticeOf({
  id: 12,
  title: 'Flooding in North Jakarta: deliveries delayed',
  content: 'Deliveries to Penjaringan and Pluit may arrive 1-2 days late.',
  level: 'warning',
  link: '/expressTracking',
});
const outage = noticeOf({
  id: 14,
  title: 'Label printing is down',
  content: 'We are on it.',
  level: 'error',
});

let answer: () => Notice[] | ReturnType<typeof refusal>;
let gateway: ReturnType<typeof fakeGateway>;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  window.sessionStorage.clear();
  visibility = 'visible';
  answer = () => [flood, outage];
  gateway = fakeGateway({ [`GET ${WARNING}`]: () => answer() });
  addHostTexts();
  registerShellTexts();
});
afterEach(() => jest.useRealTimers());

const signedIn = () => signedInStore({ routeAuthList: ['expressTracking'] });

const renderBar = () =>
  renderPage(
    <>
      <WarningBar />
      <LocationDisplay />
    </>,
    { store: signedIn(), route: '/orderEntry' },
  );
const bar = () => screen.getByRole('region', { name: 'Service notices' });
const asked = () => gateway.calls(WARNING).length;

it('shows one banner per warning in force, coloured by its level, with its link', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await renderBar();
  expect(await screen.findByText(flood.title)).toBeInTheDocument();
  expect(within(bar()).getByText(flood.content)).toBeInTheDocument();
  const banners = bar().querySelectorAll('.ant-alert-banner');
  expect(banners).toHaveLength(2);
  expect(banners[0]).toHaveClass('ant-alert-warning');
  expect(banners[1]).toHaveClass('ant-alert-error');
  // no link: no button
  expect(within(banners[1] as HTMLElement).queryByRole('button', { name: /^Details/ })).toBeNull();
  await user.click(within(bar()).getByRole('button', { name: `Details: ${flood.title}` }));
  expect(screen.getByTestId('location')).toHaveTextContent('/expressTracking');
});

it('keeps each warning to one line: title and content side by side, the content cut with a "more" (1366 x 768)', async () => {
  await renderBar();
  await screen.findByText(flood.title);
  const banner = bar().querySelector('.ant-alert-banner') as HTMLElement;
  // no description block under the title: one line high
  expect(banner.querySelector('.ant-alert-description')).toBeNull();
  const line = within(banner).getByText(flood.content);
  expect(line.closest('.ant-alert-title')).toContainElement(within(banner).getByText(flood.title));
  expect(line).toHaveClass('ant-typography-ellipsis');
});

it('closes a warning for the rest of the browser session', async () => {
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const { unmount } = await renderBar();
  await screen.findByText(flood.title);
  await user.click(screen.getByRole('button', { name: `Close the notice: ${flood.title}` }));
  await waitFor(() => expect(screen.queryByText(flood.title)).toBeNull());
  expect(screen.getByText(outage.title)).toBeInTheDocument();
  expect(JSON.parse(window.sessionStorage.getItem(CLOSED_WARNINGS_KEY) ?? '[]')).toEqual([flood.id]);

  // another page load in the same session: still closed, the other one still shown
  unmount();
  await renderBar();
  expect(await screen.findByText(outage.title)).toBeInTheDocument();
  expect(screen.queryByText(flood.title)).toBeNull();

  // all closed: no bar at all
  await user.click(screen.getByRole('button', { name: `Close the notice: ${outage.title}` }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Service notices' })).toBeNull());
});

it('shows nothing when no warning is in force or the call fails', async () => {
  answer = () => [];
  const { unmount } = await renderBar();
  await waitFor(() => expect(asked()).toBe(1));
  expect(screen.queryByRole('region', { name: 'Service notices' })).toBeNull();
  unmount();
  answer = () => refusal('system busy');
  await renderBar();
  await waitFor(() => expect(asked()).toBe(2));
  expect(screen.queryByRole('region', { name: 'Service notices' })).toBeNull();
});

it('asks again every 10 minutes while the tab is visible, not while it is hidden', async () => {
  jest.useFakeTimers();
  const tick = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));
  answer = () => [flood];
  await renderBar();
  await waitFor(() => expect(screen.getByText(flood.title)).toBeInTheDocument());
  expect(asked()).toBe(1);

  answer = () => [flood, outage];
  await tick(WARNING_POLL_MS - 1000);
  expect(asked()).toBe(1);
  await tick(1000);
  await waitFor(() => expect(screen.getByText(outage.title)).toBeInTheDocument());
  expect(asked()).toBe(2);

  // hidden: the polls are skipped
  visibility = 'hidden';
  await tick(3 * WARNING_POLL_MS);
  expect(asked()).toBe(2);
  // back: asked at once, since a poll was missed
  visibility = 'visible';
  answer = () => [outage];
  await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(screen.queryByText(flood.title)).toBeNull());
  expect(asked()).toBe(3);

  // a failed poll keeps what is shown
  answer = () => refusal('system busy');
  await tick(WARNING_POLL_MS);
  expect(asked()).toBe(4);
  expect(screen.getByText(outage.title)).toBeInTheDocument();
});
