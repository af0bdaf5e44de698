import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import message from 'antd/es/message';
import {
  configureHttp,
  createPortalStore,
  i18n,
  initI18n,
  loadRuntimeConfig,
  sessionActions,
  StandaloneShell,
} from 'shared';
import { NAMESPACE } from './i18n';
import routes from './routes';

/** Standalone dev shell: this remote alone against the gateway, without the host. */
async function start() {
  await loadRuntimeConfig();
  const store = createPortalStore();
  await initI18n(store.getState().session.language);
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
  createRoot(document.getElementById('root') as HTMLElement).render(
    <Provider store={store}>
      <StandaloneShell routes={routes} title={i18n.t(`${NAMESPACE}:standalone.title`)} />
    </Provider>,
  );
}

void start();
