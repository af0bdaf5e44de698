import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

import { deferred, fakeGateway, refusal, renderPage, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { registerShellTexts } from '../i18n/shellTexts';
import { addHostTexts } from '../test/hostTexts';
import { noticeOf } from '../test/notices';
import { LocationDisplay } from '../test/renderWithPortal';
import type { Notice } from './api';
import { AdvertBanner } from './AdvertBanner';

const ADVERT = '/customer-api/common/advert';
const READ = '/customer-api/notice/read';
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const superNextDay = noticeOf({
  id: 10,
  title: 'SUPER next-day delivery',
  content: 'SUPER express arrives the next day within Java.',
  link: '/freightInquiry',
});
const freePickup = noticeOf({ id: 11, title: 'Free pickup from 5 parcels', content: 'Monday to Saturday.' });

/** The gateway: adverts less those dismissed (notice/read), as for one signed-in user. */
let dismissed: Set<number>;
type ReadAnswer = null | ReturnType<typeof refusal>;
let readAnswer: (id: number) => ReadAnswer | Promise<ReadAnswer>;
let gateway: ReturnType<typeof fakeGateway>;
beforeEach(() => {
  dismissed = new Set();
  readAnswer = (id) => {
    dismissed.add(id);
    return null;
  };
  gateway = fakeGateway({
    [`GET ${ADVERT}`]: (): Notice[] =>
      [superNextDay, freePickup].filter((advert) => !dismissed.has(advert.id)),
    [`POST ${READ}`]: (_query, body) => readAnswer(body.id),
  });
  addHostTexts();
  registerShellTexts();
});

const signedIn = () => signedInStore({ routeAuthList: ['freightInquiry'] });
const renderBanner = () =>
  renderPage(
    <>
      <AdvertBanner />
      <LocationDisplay />
    </>,
    { store: signedIn(), route: '/index' },
  );
const adverts = () => screen.getByRole('region', { name: 'Offers and services' });

it('shows each advert with its text and its link', async () => {
  await renderBanner();
  expect(await screen.findByText(superNextDay.title)).toBeInTheDocument();
  expect(within(adverts()).getByText(freePickup.content)).toBeInTheDocument();
  expect(within(adverts()).queryByRole('button', { name: `Learn more: ${freePickup.title}` })).toBeNull();
  await user.click(within(adverts()).getByRole('button', { name: `Learn more: ${superNextDay.title}` }));
  expect(screen.getByTestId('location')).toHaveTextContent('/freightInquiry');
});

it('dismisses an advert through notice read, and it stays gone after a reload', async () => {
  const { unmount } = await renderBanner();
  await screen.findByText(superNextDay.title);
  await user.click(screen.getByRole('button', { name: `Do not show again: ${superNextDay.title}` }));
  await waitFor(() => expect(screen.queryByText(superNextDay.title)).toBeNull());
  expect(gateway.bodies(READ)).toEqual([{ id: superNextDay.id }]);
  expect(screen.getByText(freePickup.title)).toBeInTheDocument();

  unmount();
  await renderBanner();
  expect(await screen.findByText(freePickup.title)).toBeInTheDocument();
  expect(screen.queryByText(superNextDay.title)).toBeNull();

  // the last one dismissed: no banner left
  await user.click(screen.getByRole('button', { name: `Do not show again: ${freePickup.title}` }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Offers and services' })).toBeNull());
});

it('brings an advert back when the dismissal is refused', async () => {
  const answer = deferred<ReadAnswer>();
  readAnswer = () => answer.promise;
  await renderBanner();
  await screen.findByText(superNextDay.title);
  await user.click(screen.getByRole('button', { name: `Do not show again: ${superNextDay.title}` }));
  await waitFor(() => expect(screen.queryByText(superNextDay.title)).toBeNull());
  answer.resolve(refusal('system busy'));
  expect(await screen.findByText(superNextDay.title)).toBeInTheDocument();
});

it('shows nothing when there is no advert or the call fails', async () => {
  dismissed = new Set([superNextDay.id, freePickup.id]);
  const { unmount } = await renderBanner();
  await waitFor(() => expect(gateway.calls(ADVERT)).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Offers and services' })).toBeNull();
  unmount();
  const failing = fakeGateway({ [`GET ${ADVERT}`]: () => refusal('system busy') });
  await renderBanner();
  await waitFor(() => expect(failing.calls(ADVERT)).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Offers and services' })).toBeNull();
});
