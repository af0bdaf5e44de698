// Test-only: imported by the remotes' page tests as 'shared/testing' (src/testing/index.ts); not
// exported from the package root, so it never reaches a bundle.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import App from 'antd/es/app';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../i18n';
import { createPortalStore, sessionActions, type PortalStore } from '../session';

/**
 * Renders a remote page as the host would: portal store (logged in with `btnList`), router at
 * `route`, antd App (message), English texts. The page registers its remote's texts itself.
 * @example
 * const { store } = await renderPage(<CouponManagementPage />, { btnList: ['couponManagement_ADD'] });
 */
export async function renderPage(
  ui: ReactElement,
  { btnList = [] as string[], route = '/', store = undefined as PortalStore | undefined } = {},
) {
  await initI18n('EN');
  if (!store) store = loggedInStore(btnList);
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <App>{ui}</App>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

function loggedInStore(btnList: string[]): PortalStore {
  const store = createPortalStore();
  store.dispatch(
    sessionActions.loginSucceeded({
      user: { loginCode: 'demo' },
      token: 'test-token',
      menu: [],
      routeAuthList: [],
      btnList,
    }),
  );
  return store;
}
