// Test-only: imported by the remotes' page tests as 'shared/testing' (src/testing/index.ts); not
// exported from the package root, so it never reaches a bundle.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import App from 'antd/es/app';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n';
import { createPortalStore, sessionActions, type PortalStore } from '../session';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../widgets/query/queryClient';

/**
 * A toast with a duration counts its time down on every animation frame (a React state update each
 * time). Outside act, between a test's own awaits, each of those frames logs "An update to
 * Notification ... not wrapped in act" and fails the test, so whether a test passed depended on how
 * busy the machine was. In tests a toast stays until the page unmounts; none waits for one to close.
 */
const TOASTS_STAY = { duration: 0 };

/**
 * Renders a remote page as the host would: portal store (logged in with `btnList`), router at
 * `route`, antd App (message, notification; toasts stay), English texts. The page registers its
 * remote's texts itself.
 * @example
 * const { store } = await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
 */
export async function renderPage(
  ui: ReactElement,
  { btnList = [] as string[], route = '/', store = undefined as PortalStore | undefined } = {},
) {
  await initI18n('EN');
  return renderAgain(ui, { store: store ?? signedInStore({ btnList }), route });
}

/**
 * Mounts a page again in a test that has already awaited `renderPage` (texts loaded), with the
 * store it kept; synchronous, so the test's next findBy / waitFor is already waiting when the
 * microtasks the mount queued run (antd's Menu registers its items in one). After an awaited
 * render they would run before the test resumes, outside act: React's "not wrapped in act" warning.
 * @example
 * const { store, unmount } = await renderPage(<ExpressTrackingPage />);
 * unmount();
 * renderAgain(<ExpressTrackingPage />, { store });
 * expect(await screen.findByText('Left the sorting centre')).toBeInTheDocument();
 */
export function renderAgain(
  ui: ReactElement,
  { store, route = '/' }: { store: PortalStore; route?: string },
) {
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <App message={TOASTS_STAY} notification={TOASTS_STAY}>
            {ui}
          </App>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { store, ...view };
}

/**
 * A store signed in as `demo` with these buttons and route names (null: a session whose route
 * list has not come yet).
 * @example
 * await renderPage(<NotificationBell />, { store: signedInStore({ routeAuthList: ['notificationCenter'] }) });
 */
export function signedInStore({
  btnList = [],
  routeAuthList = [],
}: { btnList?: string[]; routeAuthList?: string[] | null } = {}): PortalStore {
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo' },
      token: 'test-token',
      menu: [],
      routeAuthList: routeAuthList as string[],
      btnList,
    }),
  );
  return store;
}
