import { fireEvent, screen, waitFor } from '@testing-library/react';
import { storage, type ApiData } from 'shared';
import { fakeGateway, refusal, type FakeGateway } from 'shared/testing';
import type { LoginResult } from '../api/auth';
import { renderWithPortal } from '../test/renderWithPortal';
import LoginPage from './LoginPage';

const LOGIN = '/customer-api/login';
const SWITCH = '/customer-api/captcha/switch';
const CAPTCHA = '/customer-api/captcha';

const loginResult: LoginResult = {
  token: 'tok-1',
  user: {
    loginCode: 'shipper01',
    userName: 'Toko Maju',
    email: 'toko@example.co.id',
    phone: null,
    newUserFlag: '0',
    networkId: null,
    customerCode: 'C009',
    customerName: 'PT Maju',
  },
  newMenuId: 'orderEntry,orderEntry_ADD,expressTracking',
  userAdmin: 0,
  isUsed: '1',
  needUpdatePassword: '0',
  memberLevel: null,
};

type MenuNode = ApiData<'/customer-api/menu/list', 'post'>['menuResourceVos'][number];

/** A menu resource as the gateway answers it. */
const node = (
  id: number,
  resourceCode: string,
  resourceType: number,
  path: string | null,
  childResources: MenuNode[] = [],
): MenuNode => ({
  id,
  parentId: null,
  resourceCode,
  resourceName: resourceCode,
  nameKey: resourceCode,
  resourceType,
  path,
  icon: null,
  sort: id,
  childResources,
});

const menu = [
  node(1, 'orders', 1, null, [
    node(2, 'orderEntry', 3, '/orderEntry', [node(3, 'orderEntry_ADD', 2, null)]),
    node(4, 'expressTracking', 3, '/expressTracking'),
  ]),
];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/**
 * The gateway of the login page: the captcha switch answers `required(loginCode)`, the login
 * answers `login(body)`; captchas are numbered vck-1, vck-2…
 */
function loginGateway({
  required = () => false,
  login = () => loginResult,
}: {
  required?: (loginCode: string) => boolean;
  login?: (body: { loginCode: string }) => LoginResult | ReturnType<typeof refusal>;
} = {}): FakeGateway {
  let captchas = 0;
  return fakeGateway({
    'GET /customer-api/captcha': () => {
      captchas += 1;
      return { vck: `vck-${captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' };
    },
    'GET /customer-api/captcha/switch': (query) => ({ required: required(query.loginCode ?? '') }),
    'POST /customer-api/login': (_query, body) => login(body),
    'POST /customer-api/menu/list': () => ({ menuResourceVos: menu }),
  });
}

beforeEach(() => {
  localStorage.clear();
});

describe('LoginPage', () => {
  it('asks the captcha switch and, with no captcha needed, requires account and password only', async () => {
    const gateway = loginGateway();
    renderWithPortal(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(gateway.calls(SWITCH)).toHaveLength(1));
    expect(screen.queryByLabelText('Kode verifikasi')).not.toBeInTheDocument();
    expect(gateway.calls(CAPTCHA)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan akun Anda')).toBeInTheDocument();
    expect(await screen.findByText('Masukkan kata sandi Anda')).toBeInTheDocument();
    expect(screen.queryByText('Masukkan kode verifikasi')).not.toBeInTheDocument();
    expect(gateway.calls(LOGIN)).toHaveLength(0);
  });

  it('signs in without a captcha when none is needed, stores the session and permissions, and goes to /index', async () => {
    const gateway = loginGateway();
    const { store } = renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', ' shipper01 ');
    fireEvent.blur(screen.getByLabelText('Akun'));
    fill('Kata sandi', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
    expect(gateway.bodies(LOGIN)).toEqual([{ loginCode: 'shipper01', password: 'secret123' }]);
    expect(gateway.calls(SWITCH).map((call) => call.query.loginCode)).toContain('shipper01');
    const session = store.getState().session;
    expect(session.token).toBe('tok-1');
    expect(session.routeAuthList).toEqual(expect.arrayContaining(['orderEntry', 'expressTracking']));
    expect(session.btnList).toContain('orderEntry_ADD');
    expect(storage.get('token')).toBe('tok-1');
    expect(storage.get('account')).toBe(''); // 'remember account' was not ticked
  });

  it('shows the captcha when the switch requires it for the account, and sends it with its key', async () => {
    const gateway = loginGateway({ required: (loginCode) => loginCode === 'shipper01' });
    renderWithPortal(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(gateway.calls(SWITCH)).toHaveLength(1));
    fill('Akun', 'shipper01');
    fireEvent.blur(screen.getByLabelText('Akun'));
    expect(await screen.findByLabelText('Kode verifikasi')).toBeInTheDocument();
    await waitFor(() => expect(gateway.calls(CAPTCHA)).toHaveLength(1));
    fill('Kata sandi', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan kode verifikasi')).toBeInTheDocument();
    expect(gateway.calls(LOGIN)).toHaveLength(0);
    fill('Kode verifikasi', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
    expect(gateway.bodies(LOGIN)).toEqual([
      { loginCode: 'shipper01', password: 'secret123', verifyCode: 'AB12', vck: 'vck-1' },
    ]);
  });

  it('asks the switch again before signing in: an account typed without leaving the field still gets the captcha', async () => {
    const gateway = loginGateway({ required: (loginCode) => loginCode === 'shipper01' });
    renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', 'shipper01');
    fill('Kata sandi', 'secret123');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan kode verifikasi')).toBeInTheDocument();
    expect(screen.getByLabelText('Kode verifikasi')).toBeInTheDocument();
    expect(gateway.calls(LOGIN)).toHaveLength(0);
  });

  it('shows the server message after a failure, and the captcha once failures make it needed', async () => {
    let failures = 0;
    const gateway = loginGateway({
      required: () => failures >= 3,
      login: () => {
        failures += 1;
        return refusal('akun atau kata sandi salah');
      },
    });
    renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', 'shipper01');
    for (let i = 0; i < 3; i += 1) {
      fill('Kata sandi', `wrong${i}`);
      fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
      await waitFor(() => expect(gateway.calls(LOGIN)).toHaveLength(i + 1));
      expect(await screen.findByText('akun atau kata sandi salah')).toBeInTheDocument();
    }
    expect(await screen.findByLabelText('Kode verifikasi')).toBeInTheDocument();
    await waitFor(() => expect(gateway.calls(CAPTCHA)).toHaveLength(1));
    fill('Kode verifikasi', 'XXXX');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(gateway.calls(LOGIN)).toHaveLength(4));
    expect(gateway.bodies(LOGIN)[3]).toMatchObject({ verifyCode: 'XXXX', vck: 'vck-1' });
    // the spent captcha is replaced and its answer cleared
    await waitFor(() => expect(gateway.calls(CAPTCHA)).toHaveLength(2));
    expect(screen.getByLabelText('Kode verifikasi')).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('remembers the account when asked and goes to SetPassword when the password must change', async () => {
    loginGateway({ login: () => ({ ...loginResult, needUpdatePassword: '1' }) });
    renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', 'shipper01');
    fill('Kata sandi', 'secret123');
    fireEvent.click(screen.getByLabelText('Ingat akun'));
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/SetPassword'));
    expect(storage.get('account')).toBe('shipper01');
  });

  it('prefills a remembered account and asks the switch for it', async () => {
    localStorage.setItem('account', 'remembered01');
    const gateway = loginGateway({ required: (loginCode) => loginCode === 'remembered01' });
    renderWithPortal(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Akun')).toHaveValue('remembered01');
    expect(screen.getByLabelText('Ingat akun')).toBeChecked();
    expect(await screen.findByLabelText('Kode verifikasi')).toBeInTheDocument();
    expect(gateway.calls(SWITCH)[0].query).toEqual({ loginCode: 'remembered01' });
  });
});
