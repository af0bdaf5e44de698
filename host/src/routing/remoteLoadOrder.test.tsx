import { act, screen, waitFor } from '@testing-library/react';
import {
  createPortalStore,
  markFirstContent,
  resetFirstContent,
  sessionActions,
  type PortalRoute,
} from 'shared';
import { fakeGateway } from 'shared/testing';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import { RemoteRegistry, type RemoteLoader } from '../federation/remoteRegistry';
import { renderWithPortal } from '../test/renderWithPortal';
import { PortalRoutes } from './PortalRoutes';

jest.mock('../api/auth', () => ({ logout: async () => undefined }));
jest.setTimeout(60000);

const PRIVACY_ACCEPTED = {
  'POST /customer-api/privacy/readOnline': () => ({
    code: 'PRIVACY',
    version: 1,
    read: true,
    readAt: '2026-11-01T02:00:00Z',
  }),
} as const;

const billRoute: PortalRoute = {
  name: 'codBillpage',
  path: '/codBillpage',
  titleKey: 'finance:title',
  component: () => <p>COD bill page</p>,
  keepAlive: true,
  pageKey: 'codBillpage',
};

describe('the remote of the page on screen loads first (issue 30)', () => {
  beforeEach(() => resetFirstContent());

  it("opening /codBillpage loads remote_finance alone; the others once the page's first content is there", async () => {
    const asked: string[] = [];
    let deliverFinance: () => void = () => undefined;
    const loader: RemoteLoader = {
      register: () => undefined,
      load: (id) => {
        asked.push(id);
        if (id === 'remote_finance/routes')
          return new Promise((resolve) => (deliverFinance = () => resolve({ default: [billRoute] })));
        return Promise.resolve({ default: [] });
      },
    };
    fakeGateway(PRIVACY_ACCEPTED);
    const registry = new RemoteRegistry(loader);
    registry.setRemotes({
      remote_orders: 'http://localhost:3001/mf-manifest.json',
      remote_finance: 'http://localhost:3002/mf-manifest.json',
      remote_service: 'http://localhost:3003/mf-manifest.json',
    });
    const store = createPortalStore();
    store.dispatch(
      sessionActions.loginSucceeded({
        user: { loginCode: 'demo', customerName: 'Toko Demo' },
        token: 't',
        menu: [],
        routeAuthList: ['codBillpage'],
        btnList: [],
      }),
    );
    renderWithPortal(
      <RemoteRegistryContext.Provider value={registry}>
        <PortalRoutes />
      </RemoteRegistryContext.Provider>,
      { path: '/codBillpage', store },
    );
    await waitFor(() => expect(asked).toEqual(['remote_finance/routes']));
    await act(async () => deliverFinance());
    expect(await screen.findByText('COD bill page')).toBeInTheDocument();
    // the page is there, its rows not yet: nothing else is downloaded
    expect(asked).toEqual(['remote_finance/routes']);
    act(() => markFirstContent());
    await waitFor(() =>
      expect([...asked].sort()).toEqual([
        'remote_finance/routes',
        'remote_orders/routes',
        'remote_service/routes',
      ]),
    );
  });
});
