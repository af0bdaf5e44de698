import './polyfills';
import type { ReactElement } from 'react';
import { configure, render } from '@testing-library/react';
import App from 'antd/es/app';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createPortalStore, initI18n, sessionActions, type PortalStore } from 'shared';
import '../i18n';

// antd pages in jsdom render slowly on a shared machine; findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 15000 });

/**
 * Renders a page as the host would: portal store (logged in with `btnList`), router at `route`,
 * antd App (message), English texts.
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
