import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { initI18n } from 'shared';
import { fakeGateway, fieldErrorOf, fieldRefusal, refusal, renderPage } from 'shared/testing';
import '../test/polyfills';
import { addHostTexts } from '../test/hostTexts';
import ChangePasswordPage from './ChangePasswordPage';
import { registerProfileTexts } from './texts';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const CHANGE = '/customer-api/user/changePassword';

async function renderChange() {
  await initI18n('EN');
  addHostTexts();
  registerProfileTexts();
  const view = await renderPage(<ChangePasswordPage />, { route: '/changePassword' });
  return view;
}

async function fill(oldPassword: string, newPassword: string, confirmPassword = newPassword) {
  await user.type(await screen.findByLabelText('Current password'), oldPassword);
  await user.type(screen.getByLabelText('New password'), newPassword);
  await user.type(screen.getByLabelText('Confirm new password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

it('changes the password and stays signed in, saying the other sign-ins ended', async () => {
  const gateway = fakeGateway({ [`POST ${CHANGE}`]: () => ({ token: 'test-token' }) });
  const { store } = await renderChange();
  expect(await screen.findByText(/sign-ins on other devices and browsers end/)).toBeInTheDocument();
  await fill('Demo@12345', 'Baru@2024x');
  expect(await screen.findByRole('status')).toHaveTextContent('your other sign-ins have ended');
  expect(gateway.bodies(CHANGE)).toEqual([{ oldPassword: 'Demo@12345', newPassword: 'Baru@2024x' }]);
  expect(store.getState().session.token).toBe('test-token');
  expect(screen.getByLabelText('Current password')).toHaveValue('');
});

it("shows the gateway's refusal of a wrong current password", async () => {
  fakeGateway({ [`POST ${CHANGE}`]: () => refusal('the old password is incorrect') });
  await renderChange();
  await fill('nope-nope1', 'Baru@2024x');
  expect(await screen.findByText('the old password is incorrect')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("shows the gateway's refusal of the new password under that field", async () => {
  fakeGateway({ [`POST ${CHANGE}`]: () => fieldRefusal({ 'body.newPassword': 'at most 20 characters' }) });
  await renderChange();
  await fill('Demo@12345', 'Baru@2024x');
  await waitFor(() => expect(fieldErrorOf('New password')).toBe('at most 20 characters'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('refuses a weak or unconfirmed new password without a call', async () => {
  const gateway = fakeGateway({ [`POST ${CHANGE}`]: () => ({ token: 'test-token' }) });
  await renderChange();
  await fill('Demo@12345', 'short', 'other');
  // the rule shows under the field already; a weak password repeats it as the error
  await waitFor(() =>
    expect(screen.getAllByText('Password must be 8-20 characters with both letters and digits')).toHaveLength(
      2,
    ),
  );
  expect(await screen.findByText('The two passwords do not match')).toBeInTheDocument();
  expect(gateway.calls(CHANGE)).toHaveLength(0);
});
