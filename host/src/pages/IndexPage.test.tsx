import { act, screen } from '@testing-library/react';
import { sessionActions, type MenuResource, type PortalRoute } from 'shared';
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
      { path: '/index' },
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
  });
});
