import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import ConfigProvider from 'antd/es/config-provider';
import { antdLocale, cspNonce, useSession, type PortalStore } from 'shared';
import { RemoteRegistryContext } from '../federation/RemoteRegistryContext';
import type { RemoteRegistry } from '../federation/remoteRegistry';
import { PortalRoutes } from '../routing/PortalRoutes';
import { setNavigate } from './navigation';
import { themeConfig } from './theme';

function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigate((to, options) => navigate(to, options)), [navigate]);
  return null;
}

/** antd theme (light / dark / compact) and locale follow the session store. */
function ThemedProviders({ children }: { children: ReactNode }) {
  const { theme, language } = useSession();
  const nonce = cspNonce();
  return (
    <ConfigProvider
      theme={themeConfig(theme)}
      locale={antdLocale(language)}
      csp={nonce ? { nonce } : undefined}
    >
      {children}
    </ConfigProvider>
  );
}

export interface PortalAppProps {
  store: PortalStore;
  registry: RemoteRegistry;
  basename?: string;
}

/** The whole portal: store, theme, remote registry, router, guard and routes. */
export function PortalApp({ store, registry, basename }: PortalAppProps) {
  return (
    <Provider store={store}>
      <ThemedProviders>
        <RemoteRegistryContext.Provider value={registry}>
          <BrowserRouter basename={basename}>
            <NavigateBridge />
            <PortalRoutes />
          </BrowserRouter>
        </RemoteRegistryContext.Provider>
      </ThemedProviders>
    </Provider>
  );
}
