import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, storage } from 'shared';
import * as auth from '../api/auth';
import { renderWithPortal } from '../test/renderWithPortal';
import LoginPage from './LoginPage';

jest.mock('../api/auth', () => ({
  getCaptcha: jest.fn(),
  login: jest.fn(),
  getMenu: jest.fn(),
}));

const api = auth as jest.Mocked<typeof auth>;

const loginResult: auth.LoginResult = {
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

const menu = [
  {
    resourceCode: 'orders',
    resourceType: 1,
    resourceName: 'Orders',
    childResources: [
      {
        resourceCode: 'orderEntry',
        resourceType: 3,
        resourceName: 'Order entry',
        path: '/orderEntry',
        childResources: [{ resourceCode: 'orderEntry_ADD', resourceType: 2, resourceName: 'add' }],
      },
      {
        resourceCode: 'expressTracking',
        resourceType: 3,
        resourceName: 'Tracking',
        path: '/expressTracking',
      },
    ],
  },
];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeAll(() => {
  // Calls that still go through shared's client (the dictionary) get an empty success envelope.
  http.defaults.adapter = async (config) => ({
    data: { code: 1, msg: 'ok', data: [] },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  });
});

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  api.getCaptcha.mockResolvedValue({ vck: 'vck-1', image: 'data:image/png;base64,AAAA' });
  api.getMenu.mockResolvedValue(menu);
});

describe('LoginPage', () => {
  it('requires account, password and captcha before calling the server', async () => {
    renderWithPortal(<LoginPage />, { path: '/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Masukkan akun Anda')).toBeInTheDocument();
    expect(await screen.findByText('Masukkan kata sandi Anda')).toBeInTheDocument();
    expect(await screen.findByText('Masukkan kode verifikasi')).toBeInTheDocument();
    expect(api.login).not.toHaveBeenCalled();
  });

  it('signs in with the captcha key, stores the session and permissions, and goes to /index', async () => {
    api.login.mockResolvedValue(loginResult);
    const { store } = renderWithPortal(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(api.getCaptcha).toHaveBeenCalled());
    fill('Akun', ' shipper01 ');
    fill('Kata sandi', 'secret123');
    fill('Kode verifikasi', 'AB12');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
    expect(api.login).toHaveBeenCalledWith({
      loginCode: 'shipper01',
      password: 'secret123',
      verifyCode: 'AB12',
      vck: 'vck-1',
    });
    expect(api.getMenu).toHaveBeenCalledWith('tok-1');
    const session = store.getState().session;
    expect(session.token).toBe('tok-1');
    expect(session.routeAuthList).toEqual(expect.arrayContaining(['orderEntry', 'expressTracking']));
    expect(session.btnList).toContain('orderEntry_ADD');
    expect(storage.get('token')).toBe('tok-1');
    expect(storage.get('account')).toBe(''); // 'remember account' was not ticked
  });

  it('remembers the account when asked and goes to SetPassword when the password must change', async () => {
    api.login.mockResolvedValue({ ...loginResult, needUpdatePassword: '1' });
    renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', 'shipper01');
    fill('Kata sandi', 'secret123');
    fill('Kode verifikasi', 'AB12');
    fireEvent.click(screen.getByLabelText('Ingat akun'));
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/SetPassword'));
    expect(storage.get('account')).toBe('shipper01');
  });

  it('shows the server message and loads a new captcha when sign-in fails', async () => {
    api.login.mockRejectedValue({ code: 500, msg: 'Kode verifikasi salah' });
    renderWithPortal(<LoginPage />, { path: '/login' });
    fill('Akun', 'shipper01');
    fill('Kata sandi', 'secret123');
    fill('Kode verifikasi', 'XXXX');
    fireEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByText('Kode verifikasi salah')).toBeInTheDocument();
    expect(api.getCaptcha).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('prefills a remembered account', async () => {
    localStorage.setItem('account', 'remembered01');
    renderWithPortal(<LoginPage />, { path: '/login' });
    expect(screen.getByLabelText('Akun')).toHaveValue('remembered01');
    expect(screen.getByLabelText('Ingat akun')).toBeChecked();
  });
});
