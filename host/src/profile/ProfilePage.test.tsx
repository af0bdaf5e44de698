import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from 'shared';
import { fakeGateway, fieldErrorOf, fieldRefusal, refusal, renderPage, signedInStore } from 'shared/testing';
import '../test/polyfills';
import { addHostTexts } from '../test/hostTexts';
import type { UserDetail } from './api';
import ProfilePage from './ProfilePage';
import { registerProfileTexts } from './texts';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const DETAIL = '/customer-api/user/detail';
const MODIFY = '/customer-api/user/modify';
const BIND = '/customer-api/mail/bind';
const MODIFY_BIND = '/customer-api/mail/modifyBind';
const RESEND = '/customer-api/resendVerifyMail';

const budi: UserDetail = {
  loginCode: 'demo',
  userName: 'Budi Santoso',
  email: 'demo@example.co.id',
  emailVerified: true,
  phone: '081234567890',
  userAdmin: 1,
  newUserFlag: '0',
  networkId: null,
  customerCode: 'C001',
  customerName: 'PT Nusantara Niaga',
  createdAt: '2026-01-05T03:00:00Z', // 10:00 WIB
};

async function renderProfile() {
  await initI18n('EN');
  addHostTexts();
  registerProfileTexts();
  const view = await renderPage(<ProfilePage />, { route: '/profile' });
  return view;
}

it('shows the user detail with the registration time in WIB and the verified e-mail', async () => {
  fakeGateway({ [`POST ${DETAIL}`]: () => budi });
  await renderProfile();
  expect(await screen.findByText('PT Nusantara Niaga (C001)')).toBeInTheDocument();
  expect(screen.getByText('Main account')).toBeInTheDocument();
  expect(screen.getByText('05 Jan 2026 10:00 WIB')).toBeInTheDocument();
  expect(screen.getByTestId('bound-mail')).toHaveTextContent('demo@example.co.id');
  expect(screen.getByText('Verified')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send the verification mail again' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/changePassword');
});

it('saves the name and phone, reads the detail again, and shows a refusal where it happened', async () => {
  let current = budi;
  let refuse = true;
  const gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => current,
    [`POST ${MODIFY}`]: (_query, body) => {
      if (refuse) {
        refuse = false;
        return refusal('input data is illegal');
      }
      current = { ...current, userName: body.userName ?? current.userName, phone: body.phone ?? null };
      return null;
    },
  });
  await renderProfile();
  const name = await screen.findByLabelText('Name');
  await user.clear(name);
  await user.type(name, '  Budi S.  ');
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '0812 1111 2222');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('input data is illegal');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(gateway.bodies(MODIFY)).toHaveLength(2));
  expect(gateway.bodies(MODIFY)[1]).toEqual({ userName: 'Budi S.', phone: '0812 1111 2222' });
  expect(await screen.findByText('Profile saved')).toBeInTheDocument();
  await waitFor(() => expect(gateway.calls(DETAIL)).toHaveLength(2));
});

it("shows the gateway's refusal of the phone under the phone", async () => {
  fakeGateway({
    [`POST ${DETAIL}`]: () => budi,
    [`POST ${MODIFY}`]: () => fieldRefusal({ 'body.phone': 'at most 20 characters' }),
  });
  await renderProfile();
  await user.clear(await screen.findByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), '0812 1111 2222');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fieldErrorOf('Phone')).toBe('at most 20 characters'));
  expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
});

it('refuses an empty name and a malformed phone without a call', async () => {
  const gateway = fakeGateway({ [`POST ${DETAIL}`]: () => budi });
  await renderProfile();
  await user.clear(await screen.findByLabelText('Name'));
  await user.clear(screen.getByLabelText('Phone'));
  await user.type(screen.getByLabelText('Phone'), 'call me');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
  expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
  expect(gateway.calls(MODIFY)).toHaveLength(0);
});

it('changes the bound e-mail: a code to the new address, then the code confirms it', async () => {
  let current = budi;
  const gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => current,
    [`POST ${BIND}`]: () => null,
    [`POST ${MODIFY_BIND}`]: (_query, body) => {
      if (body.code !== '123456') return refusal('the code is wrong or has expired');
      current = { ...current, email: body.mail, emailVerified: true };
      return null;
    },
  });
  await renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  await user.type(screen.getByLabelText('New e-mail'), 'Budi.Baru@Example.co.id');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('A code has been sent to budi.baru@example.co.id')).toBeInTheDocument();
  expect(gateway.bodies(BIND)).toEqual([{ mail: 'budi.baru@example.co.id' }]);

  await user.type(screen.getByLabelText('E-mail code'), '999999');
  await user.click(screen.getByRole('button', { name: 'Confirm binding' }));
  expect(await screen.findByText('the code is wrong or has expired')).toBeInTheDocument();
  await user.clear(screen.getByLabelText('E-mail code'));
  await user.type(screen.getByLabelText('E-mail code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Confirm binding' }));
  await waitFor(() => expect(screen.getByTestId('bound-mail')).toHaveTextContent('budi.baru@example.co.id'));
  expect(gateway.bodies(MODIFY_BIND).at(-1)).toEqual({ mail: 'budi.baru@example.co.id', code: '123456' });
});

it('offers the verification mail again for an unverified address, and binding when there is none', async () => {
  const gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => ({ ...budi, emailVerified: false }),
    [`POST ${RESEND}`]: () => null,
  });
  const { unmount } = await renderProfile();
  expect(await screen.findByText('Not verified')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send the verification mail again' }));
  expect(await screen.findByText('The verification mail has been sent')).toBeInTheDocument();
  expect(gateway.calls(RESEND)).toHaveLength(1);
  unmount();

  fakeGateway({ [`POST ${DETAIL}`]: () => ({ ...budi, email: null, emailVerified: false }) });
  await renderProfile();
  expect(await screen.findByText('No e-mail bound')).toBeInTheDocument();
  const bind = screen.getByRole('button', { name: 'Bind an e-mail' });
  await user.click(bind);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  expect(within(document.body).queryByText(/A code has been sent/)).not.toBeInTheDocument();
});

const DIGEST = '/customer-api/user/digest';
const DIGEST_SAVE = '/customer-api/user/digest/save';

it('turns the weekly digest e-mail on and off for a user who may open the dashboard', async () => {
  let weekly = false;
  const gateway = fakeGateway({
    [`POST ${DETAIL}`]: () => budi,
    [`GET ${DIGEST}`]: () => ({ weekly, language: null }),
    [`POST ${DIGEST_SAVE}`]: (_query, body) => {
      weekly = body.weekly;
      return { weekly, language: 'en' };
    },
  });
  await initI18n('EN');
  addHostTexts();
  registerProfileTexts();
  await renderPage(<ProfilePage />, {
    route: '/profile',
    store: signedInStore({ routeAuthList: ['dataDashboard'] }),
  });
  const toggle = await screen.findByRole('switch', { name: "Mail me the dashboard's summary every Monday" });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  await user.click(toggle);
  expect(await screen.findByText('Weekly digest turned on')).toBeInTheDocument();
  expect(toggle).toBeChecked();
  await user.click(toggle);
  expect(await screen.findByText('Weekly digest turned off')).toBeInTheDocument();
  expect(gateway.bodies(DIGEST_SAVE)).toEqual([{ weekly: true }, { weekly: false }]);
});

it('offers no digest to a user who may not open the dashboard', async () => {
  const gateway = fakeGateway({ [`POST ${DETAIL}`]: () => budi });
  await initI18n('EN');
  addHostTexts();
  registerProfileTexts();
  await renderPage(<ProfilePage />, {
    route: '/profile',
    store: signedInStore({ routeAuthList: ['myWaybill'] }),
  });
  expect(await screen.findByText('PT Nusantara Niaga (C001)')).toBeInTheDocument();
  expect(screen.queryByText('Weekly digest e-mail')).not.toBeInTheDocument();
  expect(gateway.bodies(DIGEST)).toEqual([]);
});
