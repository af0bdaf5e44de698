import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createPortalStore, initI18n } from 'shared';
import { fakeGateway, refusal, renderPage } from 'shared/testing';
import '../test/polyfills';
import { addHostTexts } from '../test/hostTexts';
import type { PrivacyStatus } from './api';
import { PrivacyGate } from './PrivacyGate';
import { registerPrivacyTexts } from './texts';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const STATUS = '/customer-api/privacy/readOnline';
const AGREEMENT = '/customer-api/privacy/agreement';
const OFFLINE = '/customer-api/privacy/readOffline';

const agreement = {
  code: 'PRIVACY',
  version: 2,
  title: 'Privacy agreement',
  content: 'We collect and use sender and receiver details only to carry out your shipments.',
};
const statusOf = (read: boolean): PrivacyStatus => ({
  code: 'PRIVACY',
  version: 2,
  read,
  readAt: read ? '2026-11-25T03:00:00Z' : null,
});

/** The gateway's record: the status call with confirm records an online read. */
function privacyGateway() {
  let read = false;
  return fakeGateway({
    [`POST ${STATUS}`]: (_query, body) => {
      if (body.confirm) read = true;
      return statusOf(read);
    },
    [`GET ${AGREEMENT}`]: () => agreement,
    [`POST ${OFFLINE}`]: () => {
      read = true;
      return statusOf(read);
    },
  });
}

async function renderGate(store?: ReturnType<typeof createPortalStore>) {
  await initI18n('EN');
  addHostTexts();
  registerPrivacyTexts();
  const view = await renderPage(
    <PrivacyGate>
      <p>the portal</p>
    </PrivacyGate>,
    { route: '/index', store },
  );
  return view;
}

it('shows only the agreement until the user ticks and accepts it, then the portal', async () => {
  const gateway = privacyGateway();
  await renderGate();
  expect(await screen.findByText(agreement.content)).toBeInTheDocument();
  expect(screen.getByText(/Version 2/)).toBeInTheDocument();
  expect(screen.queryByText('the portal')).not.toBeInTheDocument();
  expect(gateway.calls(AGREEMENT)[0].query).toEqual({ code: 'PRIVACY' });

  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
  expect(await screen.findByText('Please tick the box to accept first')).toBeInTheDocument();
  expect(gateway.bodies(STATUS)).toEqual([{}]);

  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the privacy agreement' }));
  await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
  expect(await screen.findByText('the portal')).toBeInTheDocument();
  expect(gateway.bodies(STATUS)).toEqual([{}, { code: 'PRIVACY', confirm: true }, {}]);
});

it('accepts a paper agreement by its code, and refuses another code without a call', async () => {
  const gateway = privacyGateway();
  await renderGate();
  await user.click(await screen.findByText('Signed a paper agreement?'));
  await user.type(await screen.findByLabelText('Agreement code'), 'COOKIES');
  await user.click(screen.getByRole('button', { name: 'Confirm paper agreement' }));
  expect(await screen.findByText('This code is not the agreement you need to accept')).toBeInTheDocument();
  expect(gateway.calls(OFFLINE)).toHaveLength(0);

  await user.clear(screen.getByLabelText('Agreement code'));
  await user.type(screen.getByLabelText('Agreement code'), ' privacy ');
  await user.click(screen.getByRole('button', { name: 'Confirm paper agreement' }));
  expect(await screen.findByText('the portal')).toBeInTheDocument();
  expect(gateway.bodies(OFFLINE)).toEqual([{ code: 'PRIVACY' }]);
});

it('lets a user who has accepted the current version straight through', async () => {
  const gateway = fakeGateway({ [`POST ${STATUS}`]: () => statusOf(true) });
  await renderGate();
  expect(await screen.findByText('the portal')).toBeInTheDocument();
  expect(gateway.calls(AGREEMENT)).toHaveLength(0);
});

it('asks nothing without a session', async () => {
  const gateway = fakeGateway({});
  localStorage.clear(); // no session kept from an earlier test
  await renderGate(createPortalStore());
  expect(await screen.findByText('the portal')).toBeInTheDocument();
  expect(gateway.calls()).toHaveLength(0);
});

it("shows the gateway's refusal with a retry and a way out, never the portal", async () => {
  let fail = true;
  fakeGateway({
    [`POST ${STATUS}`]: () => (fail ? refusal('system busy, please try again later') : statusOf(true)),
    'POST /customer-api/logout': () => null,
  });
  const { store } = await renderGate();
  expect(await screen.findByText('system busy, please try again later')).toBeInTheDocument();
  expect(screen.queryByText('the portal')).not.toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the portal')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().session.token).toBe('test-token'));
});
