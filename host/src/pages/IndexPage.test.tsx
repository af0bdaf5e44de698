import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createPortalStore, sessionActions, type MenuResource, type PortalRoute } from 'shared';
import { fakeGateway, type GatewayRoutes } from 'shared/testing';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import { RemoteRegistry, type RemoteLoader } from '../federation/remoteRegistry';
import { renderWithPortal } from '../test/renderWithPortal';
import IndexPage from './IndexPage';

jest.mock('../api/auth', () => ({
  getWarnings: async () => ['Libur nasional: layanan pickup tutup 17 Agustus'],
}));

const trackingRoute: PortalRoute = {
  name: 'expressTracking',
  path: '/expressTracking',
  titleKey: 'orders:title',
  component: () => null,
  keepAlive: true,
  pageKey: 'expressTracking',
};

const menu: MenuResource[] = [
  {
    resourceCode: 'orderManage',
    resourceName: 'Pesanan',
    resourceType: 1,
    childResources: [
      {
        resourceCode: 'expressTracking',
        resourceName: 'Lacak kiriman',
        path: '/expressTracking',
        resourceType: 1,
      },
    ],
  } as MenuResource,
];

/** The guide config of the signed-in user: the home tour seen (most tests) or not yet. */
const guides = (homeSeen: boolean): GatewayRoutes => ({
  'GET /customer-api/guide/config': () => ({
    guides: [
      { key: 'home', version: 2, enabled: true, seen: homeSeen },
      { key: 'orderEntry', version: 1, enabled: true, seen: false },
    ],
  }),
  'POST /customer-api/guide/seen': (_query, body) => ({
    key: body.guideKey,
    version: body.version,
    enabled: true,
    seen: true,
  }),
});

function signedInStore() {
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo', userName: 'Budi Santoso' },
      token: 'test-token',
      menu: [],
      routeAuthList: [],
      btnList: [],
    }),
  );
  return store;
}

const tourTitle = () => document.querySelector('.ant-tour-title')?.textContent;

describe('IndexPage quick links', () => {
  it('a quick link becomes a link once its remote has loaded, also on the kept-alive page', async () => {
    const gateway = fakeGateway(guides(true));
    let finishLoading: (module: unknown) => void = () => undefined;
    const loader: RemoteLoader = {
      register: () => undefined,
      load: () => new Promise((resolve) => (finishLoading = resolve)),
    };
    const registry = new RemoteRegistry(loader);
    registry.setRemotes({ remote_orders: 'http://localhost:3001/mf-manifest.json' });
    const { store } = renderWithPortal(
      <RemoteRegistryContext.Provider value={registry}>
        <IndexPage />
      </RemoteRegistryContext.Provider>,
      { path: '/index', store: signedInStore() },
    );
    act(() => {
      store.dispatch(sessionActions.menuLoaded(menu));
    });
    expect(screen.getByText('Lacak kiriman').closest('a')).toBeNull();
    // a link not usable yet, as such to assistive technology (and exempt from the contrast rule)
    expect(screen.getByRole('link', { name: 'Lacak kiriman' })).toHaveAttribute('aria-disabled', 'true');
    act(() => registry.start());
    await act(async () => finishLoading({ default: [trackingRoute] }));
    const link = await screen.findByRole('link', { name: 'Lacak kiriman' });
    expect(link).toHaveAttribute('href', '/expressTracking');
    expect(await screen.findByText(/Libur nasional/)).toBeInTheDocument();
    // the user has seen the home tour: it stays closed
    expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1);
    expect(document.querySelector('.ant-tour')).toBeNull();
  });
});

describe('IndexPage guide', () => {
  it('walks a user who has not seen the home tour through welcome, quick links, notices and the header', async () => {
    const gateway = fakeGateway(guides(false));
    renderWithPortal(<IndexPage />, { path: '/index', store: signedInStore() });
    await waitFor(() => expect(tourTitle()).toBe('Selamat datang di Platform Layanan Pelanggan'));
    const titles = [tourTitle()];
    for (let step = 1; step < 4; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      titles.push(tourTitle());
    }
    expect(titles).toEqual([
      'Selamat datang di Platform Layanan Pelanggan',
      'Tautan cepat',
      'Pemberitahuan',
      'Notifikasi dan akun Anda',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(document.querySelector('.ant-tour')).toBeNull());
    expect(gateway.bodies('/customer-api/guide/seen')).toEqual([{ guideKey: 'home', version: 2 }]);
    // the page guide button shows it again
    fireEvent.click(screen.getByRole('button', { name: /Panduan halaman/ }));
    await waitFor(() => expect(tourTitle()).toBe('Selamat datang di Platform Layanan Pelanggan'));
  });
});
