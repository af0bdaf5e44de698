import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { selectToken, sessionActions, useAppDispatch, useAppSelector, type PortalRoute } from 'shared';
import { NAMESPACE } from '../i18n';
import { LoginForm } from './LoginForm';

/**
 * The remote's own minimal shell for running it without the host: a login, a link per page,
 * and the pages themselves. The host's layout, tabs and guard are not here on purpose.
 */
export function StandaloneShell({ routes }: { routes: PortalRoute[] }) {
  const token = useAppSelector(selectToken);
  return <App>{token ? <Pages routes={routes} /> : <LoginForm />}</App>;
}

function Pages({ routes }: { routes: PortalRoute[] }) {
  const { t } = useTranslation();
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
            {t(`${NAMESPACE}:standalone.logout`)}
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
