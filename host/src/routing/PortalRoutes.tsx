import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import Spin from 'antd/es/spin';
import { selectToken, useAppSelector } from 'shared';
import { useRemotes } from '../federation/RemoteRegistryContext';
import { PrivacyGate } from '../privacy/PrivacyGate';
import { NavigationGuard } from './NavigationGuard';
import { loadedRoutes, routeExists } from './resolvePage';
import { identifyRoute } from './routeTable';

const LoginPage = lazy(() => import('../pages/LoginPage'));
const SetPasswordPage = lazy(() => import('../pages/SetPasswordPage'));
const ForgetPasswordPage = lazy(() => import('../pages/ForgetPasswordPage'));
const ActiveMailPage = lazy(() => import('../pages/ActiveMailPage'));
const RedirectPage = lazy(() => import('../pages/RedirectPage'));
const MainLayout = lazy(() => import('../layout/MainLayout'));

const spinner = <Spin style={{ display: 'block', padding: 96 }} />;

/**
 * Public routes, then everything else under the main layout (home and the remotes' pages); a
 * signed-in user who has not accepted the privacy agreement sees the agreement instead.
 */
export function PortalRoutes() {
  const remotes = useRemotes();
  const token = useAppSelector(selectToken);
  const routes = useMemo(() => loadedRoutes(remotes), [remotes]);
  const identify = useCallback(
    (pathname: string) => {
      const route = identifyRoute(pathname, routes);
      return route.public ? route : { ...route, exists: routeExists(pathname, remotes) };
    },
    [routes, remotes],
  );
  return (
    <NavigationGuard identify={identify}>
      <Suspense fallback={spinner}>
        <Routes>
          <Route path="/" element={<Navigate to={token ? '/index' : '/login'} replace />} />
          <Route path="/login" element={<LoginPage />} />
          <Route
            path="/SetPassword"
            element={
              <PrivacyGate>
                <SetPasswordPage />
              </PrivacyGate>
            }
          />
          <Route path="/forgetPassword" element={<ForgetPasswordPage />} />
          <Route path="/activeMail" element={<ActiveMailPage />} />
          <Route path="/redirect" element={<RedirectPage />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route
            path="*"
            element={
              <PrivacyGate>
                <MainLayout />
              </PrivacyGate>
            }
          />
        </Routes>
      </Suspense>
    </NavigationGuard>
  );
}
