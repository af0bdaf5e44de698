import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('IndexPage figures of the last 7 days', () => {
  const kpi = (value: number | null, previous: number | null) => ({ value, previous });
  const kpis = (withMoney: boolean) => ({
    range: { from: '2026-11-04', to: '2026-11-10', previousFrom: '2026-10-28', previousTo: '2026-11-03' },
    formulas: { 'counts.created': 'Pesanan yang dibuat dalam periode' },
    counts: {
      created: kpi(120, 100),
      pickedUp: kpi(110, 90),
      signed: kpi(80, 70),
      inTransit: kpi(25, 10),
      returned: kpi(7, 5),
      cancelled: kpi(3, 2),
    },
    rates: {
      deliverySuccess: kpi(0.92, 0.9),
      returnRate: kpi(0.08, 0.1),
      codRefusal: kpi(null, null),
      pickupSameDay: kpi(0.5, 0.4),
      firstAttempt: kpi(0.85, 0.8),
      onTime: kpi(0.9, 0.88),
      onTimeBusiness: kpi(0.95, 0.9),
    },
    returnCauses: { total: 7, causes: [] },
    open: { tickets: 2, claims: 1, heldNearDeadline: 0 },
    leadTimes: {
      pickupMedianHours: kpi(5, 6),
      deliveryMedianHours: kpi(40, 44),
      deliveryP90Hours: kpi(70, 75),
      codPaidMedianDays: kpi(4, 4),
    },
    ...(withMoney
      ? {
          cod: {
            collected: kpi(900_000, 800_000),
            inProcess: kpi(300_000, 200_000),
            paid: kpi(600_000, 600_000),
          },
        }
      : {}),
  });

  it('shows orders, signed, delivery success and COD in process, each linking to the dashboard', async () => {
    const gateway = fakeGateway({
      ...guides(true),
      'GET /customer-api/common/advert': () => [],
      'POST /report-api/dashboard/kpis': () => kpis(true),
    });
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['dataDashboard']) });
    const created = await screen.findByRole('link', { name: /Pesanan dibuat 120/ });
    expect(created).toHaveAttribute('href', '/dataDashboard');
    expect(screen.getByTestId('home-kpi-deliverySuccess')).toHaveTextContent('92 %');
    expect(screen.getByTestId('home-kpi-codInProcess')).toHaveTextContent('Rp 300.000');
    expect(screen.getByTestId('home-kpi-signed')).toHaveTextContent('Periode sebelumnya 70');
    expect(gateway.bodies('/report-api/dashboard/kpis')).toEqual([{ period: 'LAST_7_DAYS' }]);
  });

  it('leaves the money card out for a hide-money user, and every card for a user without the dashboard', async () => {
    fakeGateway({
      ...guides(true),
      'GET /customer-api/common/advert': () => [],
      'POST /report-api/dashboard/kpis': () => kpis(false),
    });
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['dataDashboard']) });
    await screen.findByRole('link', { name: /Pesanan dibuat 120/ });
    expect(screen.queryByTestId('home-kpi-codInProcess')).toBeNull();
    cleanup();

    const gateway = fakeGateway({ ...guides(true), 'GET /customer-api/common/advert': () => [] });
    renderWithPortal(<IndexPage />, { path: '/index', store: signedIn(['expressTracking']) });
    await act(async () => undefined);
    expect(screen.queryByTestId('home-kpis')).toBeNull();
    expect(gateway.calls('/report-api/dashboard/kpis')).toHaveLength(0);
  });
});
