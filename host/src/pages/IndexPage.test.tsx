import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { sessionActions, type MenuResource, type PortalRoute } from 'shared';
import { fakeGateway, pageOf, type GatewayRoutes, signedInStore } from 'shared/testing';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import { RemoteRegistry, type RemoteLoader } from '../federation/remoteRegistry';
import { registerNotificationTexts } from '../notificationCenter/texts';
import { noticeOf } from '../test/notices';
import { renderWithPortal } from '../test/renderWithPortal';
import IndexPage from './IndexPage';

const holiday = {
  id: 3,
  category: 'SYSTEM' as const,
  title: 'Libur nasional: layanan pickup tutup 17 Agustus',
  body: 'Pickup dibuka kembali 18 Agustus.',
  link: null,
  hasFile: false,
  fileName: null,
  createdAt: '2026-08-10T03:00:00Z',
  readAt: null,
};

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

/** The home page's calls: one advert, one unread notification, and the guide config. */
const homeGateway = (homeSeen = true) =>
  fakeGateway({
    ...guides(homeSeen),
    'GET /customer-api/common/advert': () => [
      noticeOf({
        id: 10,
        title: 'SUPER sampai besok',
        content: 'SUPER kilat tiba keesokan hari di Pulau Jawa.',
      }),
    ],
    'POST /customer-api/notification/page': (_query, body) =>
      pageOf(body.readStatus === 'UNREAD' ? [holiday] : [], { current: '1', size: String(body.size) }),
  });

let gateway: ReturnType<typeof homeGateway>;
beforeEach(() => {
  gateway = homeGateway();
  registerNotificationTexts();
});

const tourTitle = () => document.querySelector('.ant-tour-title')?.textContent;

const signedIn = (routeAuthList: string[]) => signedInStore({ routeAuthList });

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

describe('IndexPage quick links', () => {
  it('a quick link becomes a link once its remote has loaded, also on the kept-alive page', async () => {
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
      { path: '/index', store: signedIn(['expressTracking', 'notificationCenter']) },
    );
    act(() => {
      store.dispatch(sessionActions.menuLoaded(menu));
    });
    expect(screen.getByText('Lacak kiriman').closest('a')).toBeNull();
    // a link not usable yet, as such to assistive technology (and exempt from the contrast rule)
    expect(screen.getByRole('link', { name: 'Lacak kiriman' })).toHaveAttribute('aria-disabled', 'true');
    // the shell starts the registry and, the home page being there, lets every remote load
    act(() => {
      registry.start();
      registry.release();
    });
    await act(async () => finishLoading({ default: [trackingRoute] }));
    const link = await screen.findByRole('link', { name: 'Lacak kiriman' });
    expect(link).toHaveAttribute('href', '/expressTracking');
    expect(await screen.findByText(/Libur nasional/)).toBeInTheDocument();
    // the user has seen the home tour: it stays closed
    expect(gateway.calls('/customer-api/guide/config')).toHaveLength(1);
    expect(document.querySelector('.ant-tour')).toBeNull();
  });
});

describe('IndexPage notices and adverts', () => {
  it("shows the courier's advert and the user's latest notifications, with the way to the centre", async () => {
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['notificationCenter']) });
    expect(await screen.findByText('SUPER sampai besok')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Promo dan layanan' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Libur nasional/ })).toBeInTheDocument();
    expect(screen.getByText('Notifikasi terbaru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Semua notifikasi' })).toHaveAttribute(
      'href',
      '/notificationCenter',
    );
  });

  it('leaves the notifications out for a user who may not open the notification centre', async () => {
    const gateway = fakeGateway({ ...guides(true), 'GET /customer-api/common/advert': () => [] });
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['expressTracking']) });
    await act(async () => undefined);
    expect(gateway.calls('/customer-api/common/advert')).toHaveLength(1);
    expect(screen.queryByText('Notifikasi terbaru')).toBeNull();
    expect(gateway.calls('/customer-api/notification/page')).toHaveLength(0);
  });
});

describe('IndexPage guide', () => {
  it('walks a user who has not seen the home tour through welcome, quick links, notices and the header', async () => {
    const gateway = homeGateway(false);
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['notificationCenter']) });
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
