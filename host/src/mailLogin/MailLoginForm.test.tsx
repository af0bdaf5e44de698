import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { createPortalStore, initI18n } from 'shared';
import { fakeGateway, refusal, renderPage } from 'shared/testing';
import '../test/polyfills';
import type { LoginResult } from '../api/auth';
import { addHostTexts } from '../test/hostTexts';
import LoginPage from '../pages/LoginPage';

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const SEND = '/customer-api/mail/sendCaptcha';
const LOGIN = '/customer-api/mail/login';

const loginResult: LoginResult = {
  token: 'tok-mail',
  user: {
    loginCode: 'demo_sub',
    userName: 'Siti Rahayu',
    email: 'demo_sub@example.co.id',
    phone: null,
    newUserFlag: '0',
    networkId: null,
    customerCode: 'C001',
    customerName: 'PT Nusantara Niaga',
  },
  newMenuId: 'orderEntry',
  userAdmin: 0,
  isUsed: '1',
  needUpdatePassword: '0',
  memberLevel: null,
};

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

async function renderLogin() {
  localStorage.clear();
  await initI18n('EN');
  addHostTexts();
  const view = await renderPage(
    <>
      <LoginPage />
      <Location />
    </>,
    { route: '/login', store: createPortalStore() },
  );
  await user.click(await screen.findByRole('button', { name: 'Log in with an e-mail code' }));
  await screen.findByLabelText('E-mail code');
  return view;
}

/** The gateway of the mail login; the captcha switch says `required` (by default it asks for one). */
function mailGateway(login: () => LoginResult | ReturnType<typeof refusal>, required = true) {
  return fakeGateway({
    'GET /customer-api/captcha': () => ({ vck: 'vck-1', image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
    'GET /customer-api/captcha/switch': () => ({ required }),
    [`POST ${SEND}`]: () => null,
    [`POST ${LOGIN}`]: login,
    'POST /customer-api/menu/list': () => ({ menuResourceVos: [] }),
  });
}

it('sends the code to the account, then logs in with code and captcha and opens the home page', async () => {
  const gateway = mailGateway(() => loginResult);
  const { store } = await renderLogin();
  await user.type(screen.getByLabelText('Account'), ' demo_sub ');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText(/the code has been sent to it/)).toBeInTheDocument();
  expect(gateway.bodies(SEND)).toEqual([{ loginCode: 'demo_sub' }]);

  await user.type(screen.getByLabelText('E-mail code'), '123456');
  await user.type(screen.getByLabelText('Verification code'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  expect(gateway.bodies(LOGIN)).toEqual([
    { loginCode: 'demo_sub', code: '123456', verifyCode: 'ab12', vck: 'vck-1' },
  ]);
  expect(store.getState().session.token).toBe('tok-mail');
});

it('logs in without a captcha when the captcha switch does not ask for one', async () => {
  const gateway = mailGateway(() => loginResult, false);
  await renderLogin();
  await waitFor(() => expect(gateway.calls('/customer-api/captcha/switch').length).toBeGreaterThan(1));
  expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
  await user.type(screen.getByLabelText('Account'), 'demo_sub');
  await user.type(screen.getByLabelText('E-mail code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  expect(gateway.bodies(LOGIN)).toEqual([{ loginCode: 'demo_sub', code: '123456' }]);
  expect(gateway.calls('/customer-api/captcha')).toHaveLength(0);
});

it("shows the gateway's refusal (a wrong code, the throttle) and asks for a new captcha", async () => {
  const gateway = mailGateway(() => refusal('too many failed attempts, please try again in 15 minutes'));
  await renderLogin();
  await user.type(screen.getByLabelText('Account'), 'demo_sub');
  await user.type(screen.getByLabelText('E-mail code'), '000000');
  await user.type(screen.getByLabelText('Verification code'), 'ab12');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(
    await screen.findByText('too many failed attempts, please try again in 15 minutes'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Verification code')).toHaveValue('');
  expect(gateway.calls('/customer-api/captcha').length).toBeGreaterThan(2);
  expect(screen.getByTestId('location')).toHaveTextContent('/login');
});

it('asks for the account before sending, and for a 6-digit code before logging in, without a call', async () => {
  const gateway = mailGateway(() => loginResult);
  await renderLogin();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Please enter the account first')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Account'), 'demo_sub');
  await user.type(screen.getByLabelText('E-mail code'), '12ab');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByText('Please enter the 6-digit code from the e-mail')).toBeInTheDocument();
  expect(gateway.calls(SEND)).toHaveLength(0);
  expect(gateway.calls(LOGIN)).toHaveLength(0);
});

it('goes back to the password login', async () => {
  mailGateway(() => loginResult);
  await renderLogin();
  await user.click(screen.getByRole('button', { name: 'Log in with a password' }));
  expect(await screen.findByLabelText('Password')).toBeInTheDocument();
});
