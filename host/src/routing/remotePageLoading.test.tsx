import type { ComponentType } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { createPortalStore, lazyPage, sessionActions, type PortalRoute } from 'shared';
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

function OpenTracking() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/expressTracking')}>open tracking</button>;
}

/** The signed-in shell on the home page, remote_orders loaded with a page whose code arrives on `deliver()`. */
async function renderHome() {
  let deliver: () => void = () => undefined;
  const code = new Promise<{ default: ComponentType }>((resolve) => {
    deliver = () => resolve({ default: () => <p>tracking page</p> });
  });
  const route: PortalRoute = {
    name: 'expressTracking',
    path: '/expressTracking',
    titleKey: 'orders:title',
    component: lazyPage(() => code),
    keepAlive: true,
    pageKey: 'expressTracking',
  };
  const loader: RemoteLoader = { register: () => undefined, load: async () => ({ default: [route] }) };
  fakeGateway(PRIVACY_ACCEPTED);
  const registry = new RemoteRegistry(loader);
  registry.setRemotes({ remote_orders: 'http://localhost:3001/mf-manifest.json' });
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo', customerName: 'Toko Demo' },
      token: 't',
      menu: [],
      // the idle prefetch may ask for the page too: its code still arrives only on deliver()
      routeAuthList: ['orderManage', 'expressTracking'],
      btnList: [],
    }),
  );
  renderWithPortal(
    <RemoteRegistryContext.Provider value={registry}>
      <PortalRoutes />
      <OpenTracking />
    </RemoteRegistryContext.Provider>,
    { path: '/index', store },
  );
  const home = await screen.findByRole('heading', { level: 3 }, { timeout: 30000 });
  await waitFor(() => expect(registry.getSnapshot()[0].status).toBe('ready'));
  return { home, deliver };
}

describe('first entry into a remote page (issue 14, foundation bench)', () => {
  it('keeps the current page, with no spinner, until the page code is there, then shows it', async () => {
    const { home, deliver } = await renderHome();
    expect(document.querySelector('.ant-spin')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'open tracking' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    // a committed fallback would be replaced no sooner than 300 ms later (React's reveal throttle)
    expect(document.querySelector('.ant-spin')).toBeNull();
    expect(home).toBeVisible();

    await act(async () => deliver());
    expect(await screen.findByText('tracking page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/expressTracking');
  });
});
