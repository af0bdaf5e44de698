import { act, fireEvent, screen } from '@testing-library/react';
import { createPortalStore, sessionActions, type PortalRoute } from 'shared';
import { notifier } from '../app/notifier';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import { RemoteRegistry, type RemoteLoader } from '../federation/remoteRegistry';
import { renderWithPortal } from '../test/renderWithPortal';
import { PortalRoutes } from './PortalRoutes';

import { fakeGateway } from 'shared/testing';

jest.mock('../api/auth', () => ({ logout: async () => undefined }));
jest.setTimeout(60000);
/** The signed-in user has accepted the privacy agreement: the gate lets the layout render. */
const PRIVACY_ACCEPTED = {
  'POST /customer-api/privacy/readOnline': () => ({
    code: 'PRIVACY',
    version: 1,
    read: true,
    readAt: '2026-11-01T02:00:00Z',
  }),
} as const;
afterEach(() => jest.restoreAllMocks());

const trackingRoute: PortalRoute = {
  name: 'expressTracking',
  path: '/expressTracking',
  titleKey: 'orders:title',
  component: () => <p>tracking page</p>,
  keepAlive: true,
  pageKey: 'expressTracking',
};

/** An admin (every menu page in the route list) with remote_orders answering when `finish` is called. */
function renderAt(path: string) {
  let finish: (module: unknown) => void = () => undefined;
  const loader: RemoteLoader = {
    register: () => undefined,
    load: () => new Promise((resolve) => (finish = resolve)),
  };
  fakeGateway(PRIVACY_ACCEPTED);
  const registry = new RemoteRegistry(loader);
  registry.setRemotes({ remote_orders: 'http://localhost:3001/mf-manifest.json' });
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo' },
      token: 't',
      menu: [],
      routeAuthList: ['orderManage', 'expressTracking', 'vipMember'],
      btnList: [],
    }),
  );
  const view = renderWithPortal(
    <RemoteRegistryContext.Provider value={registry}>
      <PortalRoutes />
    </RemoteRegistryContext.Provider>,
    { path, store },
  );
  return { ...view, finish: (routes: PortalRoute[]) => act(async () => finish({ default: routes })) };
}

describe('an unknown route (issue 14)', () => {
  it('shows the not-found page with the way home, not "no permission", to an admin', async () => {
    const warning = jest.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    const { finish } = renderAt('/noSuchPage');
    await finish([trackingRoute]);
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/noSuchPage');
    expect(warning).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /Kembali ke beranda/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
  });

  it('still answers "no permission" for a page that exists but is not in the route list', async () => {
    const warning = jest.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    const { finish } = renderAt('/fastPrinting');
    await finish([trackingRoute, { ...trackingRoute, name: 'fastPrinting', path: '/fastPrinting' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
    expect(warning).toHaveBeenCalledTimes(1);
  });
});

describe('the profile and change password (issue 15)', () => {
  it.each([
    ['/profile', 'Akun'],
    ['/changePassword', 'Kata sandi saat ini'],
  ])('opens %s to a signed-in user whose route list does not name it', async (path, label) => {
    const warning = jest.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    const { finish } = renderAt(path);
    fakeGateway({
      ...PRIVACY_ACCEPTED,
      'POST /customer-api/user/detail': () => ({
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
        createdAt: '2026-01-05T03:00:00Z',
      }),
    });
    await finish([trackingRoute]);
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
    expect(warning).not.toHaveBeenCalled();
  });
});
