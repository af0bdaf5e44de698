import {
  applyDayjsLocale,
  configureHttp,
  installChunkLoadErrorReporting,
  createPortalStore,
  getRuntimeConfig,
  i18n,
  initI18n,
  installClickTracking,
  installPageHideTracking,
  isEmbedded,
  loadRuntimeConfig,
  normalizeEmbedLanguage,
  prepareLanguage,
  postLogoutToParent,
  sessionActions,
  setRuntimeConfig,
  tracker,
  waitForParentParams,
  type ParentParams,
  type PortalStore,
} from 'shared';
import { fetchRemotesJson, mfLoader } from '../federation/mfLoader';
import { RemoteRegistry } from '../federation/remoteRegistry';
import { registerHostTexts } from '../i18n/texts';
import { registerMailLoginTexts } from '../mailLogin/texts';
import { restoreSession } from '../session/afterLogin';
import { createSessionInvalidHandler } from '../session/sessionInvalid';
import { setEmbedState } from './embedState';
import { navigateTo } from './navigation';
import { notifier } from './notifier';

export const PARENT_WAIT_MS = 2000;

export interface BootedPortal {
  store: PortalStore;
  registry: RemoteRegistry;
}

/**
 * Embedded entry (spec §4): language from the parent (empty or ID means YN); with a token, the
 * after-login routine runs on the session the gateway knows for it.
 */
async function applyParentParams(store: PortalStore, params: ParentParams): Promise<string | undefined> {
  const language = normalizeEmbedLanguage(typeof params.lang === 'string' ? params.lang : '');
  store.dispatch(sessionActions.setLanguage(language));
  initI18n(language);
  await prepareLanguage(language);
  const token = typeof params.token === 'string' && params.token ? params.token : undefined;
  if (token && token !== store.getState().session.token) await restoreSession(store, token);
  return token;
}

/**
 * Everything before the first render: runtime config, store, i18n, HTTP wiring, the embedded
 * 2 s wait for the parent, the session rebuilt from the stored token. Remotes load in the
 * background so a remote that is down never holds the shell.
 */
export interface BootOptions {
  /**
   * Where the host's runtime files (config.json, remotes.json) and API proxy live: '' when the
   * host serves the page itself, the host's own URL when a parent single-spa platform mounts it.
   */
  hostBase?: string;
  /** A session token handed over by a parent platform (single-spa custom props). */
  token?: string;
}

export async function bootPortal({ hostBase = '', token }: BootOptions = {}): Promise<BootedPortal> {
  await loadRuntimeConfig(`${hostBase}/config.json`);
  if (hostBase && !getRuntimeConfig().apiBase) setRuntimeConfig({ apiBase: hostBase });
  const config = getRuntimeConfig();
  const store = createPortalStore();
  initI18n(store.getState().session.language);
  applyDayjsLocale(store.getState().session.language);
  registerHostTexts();
  registerMailLoginTexts();
  // Thai, Khmer, Malay and Vietnamese: their texts and locales are fetched before the first render
  await prepareLanguage(store.getState().session.language);

  const embedded = isEmbedded();
  configureHttp({
    getState: store.getState,
    notify: notifier,
    t: (key: string) => i18n.t(key),
    onSessionInvalid: createSessionInvalidHandler({
      store,
      embedded: () => embedded,
      logoutParent: () => postLogoutToParent(getRuntimeConfig().embedAllowedOrigins),
      notifyError: notifier.error,
      fallbackMessage: () => i18n.t('host:session.invalid'),
      navigate: (to) => navigateTo(to, { replace: true }),
    }),
  });
  installChunkLoadErrorReporting(notifier.error);
  tracker.configure({ url: config.analyticsUrl, platform: 'web', appChannel: 'shipper-portal' });
  installPageHideTracking(tracker);
  installClickTracking(document, tracker);

  const registry = new RemoteRegistry(mfLoader);
  // Only the registry is read now; the main layout starts loading the remotes (registry.start()).
  void fetchRemotesJson(`${hostBase}/remotes.json`).then((remotes) => registry.setRemotes(remotes));

  let parentToken: string | undefined;
  if (embedded) {
    const params = await waitForParentParams({
      allowedOrigins: config.embedAllowedOrigins,
      timeoutMs: PARENT_WAIT_MS,
    });
    if (params) parentToken = await applyParentParams(store, params);
  }
  if (token && token !== store.getState().session.token) await restoreSession(store, token);
  setEmbedState({ embedded, parentToken });
  if (store.getState().session.token && store.getState().session.routeAuthList.length === 0)
    await restoreSession(store);
  return { store, registry };
}
