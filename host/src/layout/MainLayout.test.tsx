import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPortalStore, selectTheme, sessionActions } from 'shared';
import { fakeGateway } from 'shared/testing';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import { RemoteRegistry } from '../federation/remoteRegistry';
import { renderWithPortal } from '../test/renderWithPortal';
import MainLayout from './MainLayout';

jest.mock('../api/auth', () => ({ logout: async () => undefined }));
jest.setTimeout(60000);

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

/** The shell at `width` px for a signed-in user, on a page of its own (no remote, no calls of a page). */
async function renderShell(width: number) {
  setViewportWidth(width);
  fakeGateway({});
  const registry = new RemoteRegistry({
    register: () => undefined,
    load: () => new Promise(() => undefined),
  });
  registry.setRemotes({});
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo', userName: 'Budi Santoso' },
      token: 't',
      menu: [],
      routeAuthList: [],
      btnList: [],
    }),
  );
  const view = renderWithPortal(
    <RemoteRegistryContext.Provider value={registry}>
      <MainLayout />
    </RemoteRegistryContext.Provider>,
    { path: '/noSuchPage', store },
  );
  await screen.findByText('Halaman tidak ditemukan');
  return view;
}

const menuButton = () => screen.queryByRole('button', { name: 'Buka menu' });
const menuDrawer = () =>
  document.querySelector<HTMLElement>('.portal-menu-drawer .ant-drawer-content-wrapper');

afterEach(() => setViewportWidth(1024));

describe('the shell on a phone (viewport of 768 px or less)', () => {
  it('has no fixed side menu: the header button opens the menu in a drawer, closed after a page is picked', async () => {
    const { container } = await renderShell(390);
    expect(container.querySelector('.ant-layout-sider')).toBeNull();
    expect(menuDrawer()).toBeNull();

    fireEvent.click(menuButton()!);
    await waitFor(() => expect(menuDrawer()).toBeVisible());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(within(menuDrawer()!).getByRole('menuitem', { name: /Beranda/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/index');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menuDrawer()).not.toBeVisible());
  });

  it('moves language and theme from the header into the user menu', async () => {
    const { store } = await renderShell(390);
    expect(screen.queryByRole('radiogroup', { name: 'language' })).toBeNull();
    const userMenu = screen.getByTestId('user-menu');
    expect(userMenu).toHaveAccessibleName('Budi Santoso');
    await act(async () => fireEvent.click(userMenu));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'EN' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Gelap' }));
    expect(selectTheme(store.getState())).toBe('dark');
  });
});

describe('the shell on a wide screen', () => {
  it('keeps the side menu beside the page, and no menu button', async () => {
    const { container } = await renderShell(1366);
    expect(container.querySelector('.ant-layout-sider')).not.toBeNull();
    expect(menuButton()).toBeNull();
    expect(screen.getByTestId('user-menu')).toHaveTextContent('Budi Santoso');
  });
});
