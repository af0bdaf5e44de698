import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import message from 'antd/es/message';
import { installCspNonce, loadRuntimeConfig } from '../config';
import { configureHttp } from '../http';
import { i18n, initI18n, prepareLanguage } from '../i18n';
import type { PortalRoute } from '../routing';
import { createPortalStore, sessionActions } from '../session';
import { PortalQueryProvider } from '../widgets/query/queryClient';
import { StandaloneShell } from './StandaloneShell';

export interface StandaloneOptions {
  /** The remote's pages (its `./routes`). */
  routes: PortalRoute[];
  /** i18n key of the shell's title, e.g. 'remote-orders:standalone.title'. */
  titleKey: string;
  /** Where to render; default `#root`. */
  container?: HTMLElement | null;
}

/**
 * Starts a remote on its own against the gateway, without the host: runtime config, store, i18n,
 * the HTTP client, and the standalone shell (login, a link per page, the pages).
 * @example
 * void startStandalone({ routes, titleKey: 'remote-orders:standalone.title' });
 */
export async function startStandalone({ routes, titleKey, container }: StandaloneOptions): Promise<void> {
  // the page's style nonce (scripts/static-server.mjs) on antd's <style> elements
  installCspNonce();
  await loadRuntimeConfig();
  const store = createPortalStore();
  initI18n(store.getState().session.language);
  await prepareLanguage(store.getState().session.language);
  configureHttp({
    getState: store.getState,
    onSessionInvalid: () => store.dispatch(sessionActions.loggedOut()),
    notify: {
      error: (msg) => message.error(msg),
      warning: (msg) => message.warning(msg),
      success: (msg) => message.success(msg),
    },
    t: (key) => i18n.t(key),
  });
  createRoot(container ?? (document.getElementById('root') as HTMLElement)).render(
    <Provider store={store}>
      <PortalQueryProvider>
        <StandaloneShell routes={routes} title={i18n.t(titleKey)} />
      </PortalQueryProvider>
    </Provider>,
  );
}
