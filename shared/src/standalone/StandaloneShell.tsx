import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { i18n } from '../i18n/i18n';
import { SHARED_NAMESPACE } from '../i18n/texts';
import type { PortalRoute } from '../routing/PortalRoute';
import { useAppDispatch, useAppSelector } from '../session/hooks';
import { selectToken } from '../session/selectors';
import { sessionActions } from '../session/sessionSlice';
import { LoginForm } from './LoginForm';

export interface StandaloneShellProps {
  /** The remote's exposed routes: a link and a page each. */
  routes: PortalRoute[];
  /** Title of the login card, e.g. the remote's "Finance remote (standalone)" text. */
  title: ReactNode;
}

/**
 * A remote's own minimal shell for running it without the host: a login, a link per page,
 * and the pages themselves. The host's layout, tabs and guard are not here on purpose.
 * @example
 * <Provider store={store}>
 *   <StandaloneShell routes={routes} title={i18n.t('remote-finance:standalone.title')} />
 * </Provider>
 */
export function StandaloneShell({ routes, title }: StandaloneShellProps) {
  const token = useAppSelector(selectToken);
  return <App>{token ? <Pages routes={routes} /> : <LoginForm title={title} />}</App>;
}

function Pages({ routes }: { routes: PortalRoute[] }) {
  const { t } = useTranslation(undefined, { i18n });
  const dispatch = useAppDispatch();
  return (
    <BrowserRouter>
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Space>
            {routes.map((route) => (
              <NavLink key={route.name} to={route.path} style={{ color: '#fff' }}>
                {t(route.titleKey)}
              </NavLink>
            ))}
          </Space>
          <Button onClick={() => dispatch(sessionActions.loggedOut())}>
            {t(`${SHARED_NAMESPACE}:standalone.logout`)}
          </Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Routes>
              {routes.map(({ name, path, component: Page }) => (
                <Route key={name} path={path} element={<Page />} />
              ))}
              <Route path="*" element={<Navigate to={routes[0].path} replace />} />
            </Routes>
          </Suspense>
        </Layout.Content>
      </Layout>
    </BrowserRouter>
  );
}
