import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import AntApp from 'antd/es/app';
import Button from 'antd/es/button';
import Layout from 'antd/es/layout';
import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import { onFirstContent, selectVisitedTabs, sessionActions, useAppDispatch, useAppSelector } from 'shared';
import { PortalQueryProvider, RemoteErrorBoundary, useIsMobile } from 'shared/widgets';
import { NotifierBridge } from '../app/NotifierBridge';
import { WarningBar } from '../commonContent/WarningBar';
import { RemoteFallback } from '../federation/RemoteFallback';
import { RemoteUpdateNotice, useRemoteUpdateCheck } from '../federation/RemoteUpdateNotice';
import { usePagePrefetch, whenIdle } from '../federation/pagePrefetch';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useRemoteRegistry, useRemotes } from '../federation/RemoteRegistryContext';
import { resolvePage, type ResolvedPage } from '../routing/resolvePage';
import { useAvailablePaths } from '../routing/useAvailablePaths';
import { HeaderBar } from './HeaderBar';
import { KeepAliveOutlet, type KeepAlivePage } from './KeepAliveOutlet';
import { MenuButton, SideNav } from './SideNav';
import { TabsBar } from './TabsBar';
import { registerDownloadCenterTexts } from '../downloadCenter/texts';
import { registerNotificationTexts } from '../notificationCenter/texts';
import { registerProfileTexts } from '../profile/texts';
import { registerShellTexts } from '../i18n/shellTexts';

// The signed-in shell's own texts come with its code, not with the login page's first chunk.
registerNotificationTexts();
registerDownloadCenterTexts();
registerProfileTexts();
registerShellTexts();

const IndexPage = lazy(() => import('../pages/IndexPage'));
// Written out (not galleryBuilt()) so that webpack folds it and emits no gallery chunk in production.
const DemoPage =
  process.env.PORTAL_GALLERY === '1' ? lazy(() => import('../pages/demo/DemoPage')) : () => null;
const NotificationCenterPage = lazy(() => import('../notificationCenter/NotificationCenterPage'));
const DownloadCenterPage = lazy(() => import('../downloadCenter/DownloadCenterPage'));
const ProfilePage = lazy(() => import('../profile/ProfilePage'));
const ChangePasswordPage = lazy(() => import('../profile/ChangePasswordPage'));
/** The element that scrolls the current page (pages give it to BackToTop and similar widgets). */
const PAGE_SCROLLER_ID = 'portal-page';
const pageSpinner = <Spin style={{ display: 'block', padding: 48 }} />;
/** A page that marks no first content (a form, a failed remote) releases the other remotes after this. */
export const FIRST_CONTENT_FALLBACK_MS = 3000;

/** The authenticated shell: side menu, header, visited tabs and the kept-alive pages. */
export default function MainLayout() {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const registry = useRemoteRegistry();
  const remotes = useRemotes();
  const tabs = useAppSelector(selectVisitedTabs);
  const mobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  const page = resolvePage(location.pathname, remotes);
  const retry = (name: string) => void registry?.retry(name);

  // The page on screen first: its remote loads now, the other remotes once it shows its first
  // content (and the browser idles), so its code and data call do not queue behind theirs.
  useEffect(() => {
    if (!registry) return undefined;
    registry.start();
    return onFirstContent(() => whenIdle(() => registry.release()), FIRST_CONTENT_FALLBACK_MS);
  }, [registry]);
  const waitingFor = page.kind === 'fallback' ? page.remote.name : undefined;
  const waitingOwned = page.kind === 'fallback' && page.owned;
  useEffect(() => {
    if (!registry || !waitingFor) return;
    // a route no remote names yet may come with any of them
    if (waitingOwned) registry.need(waitingFor);
    else registry.release();
  }, [registry, waitingFor, waitingOwned]);
  usePagePrefetch(undefined, FIRST_CONTENT_FALLBACK_MS);
  // a redeploy of the page's remote since it loaded: RemoteUpdateNotice offers the reload
  useRemoteUpdateCheck(page.kind === 'remote' ? page.remote : undefined, location.pathname);

  const availablePaths = useAvailablePaths();

  useEffect(() => {
    // Fallback and 'not found' pages get no tab: the tab opens once the route is really there,
    // with its own title.
    if (page.kind === 'notFound' || page.kind === 'fallback') return;
    dispatch(
      sessionActions.openTab({
        name: page.name,
        path: page.path,
        fullPath: `${location.pathname}${location.search}`,
        meta: { titleKey: page.titleKey, affix: page.kind === 'index' },
      }),
    );
  }, [dispatch, page.kind, page.name, page.path, page.titleKey, location.pathname, location.search]);

  const render = (resolved: ResolvedPage) => () => {
    switch (resolved.kind) {
      case 'index':
        return (
          <Suspense fallback={pageSpinner}>
            <IndexPage />
          </Suspense>
        );
      case 'demo':
        return (
          <Suspense fallback={pageSpinner}>
            <DemoPage />
          </Suspense>
        );
      case 'notificationCenter':
        return (
          <Suspense fallback={pageSpinner}>
            <NotificationCenterPage />
          </Suspense>
        );
      case 'downloadCenter':
        return (
          <Suspense fallback={pageSpinner}>
            <DownloadCenterPage />
          </Suspense>
        );
      case 'sessionPage':
        return (
          <Suspense fallback={pageSpinner}>
            {resolved.name === 'profile' ? <ProfilePage /> : <ChangePasswordPage />}
          </Suspense>
        );
      case 'remote': {
        const Page = resolved.route.component;
        return (
          <RemoteErrorBoundary
            domain={`host:domain.${resolved.remote}`}
            onRetry={() => retry(resolved.remote)}
          >
            {/* no Suspense of its own: see the one around KeepAliveOutlet */}
            <Page />
          </RemoteErrorBoundary>
        );
      }
      case 'fallback':
        return <RemoteFallback remote={resolved.remote} onRetry={() => retry(resolved.remote.name)} />;
      default:
        return <NotFoundPage />;
    }
  };
  const active: KeepAlivePage = { key: page.path, keepAlive: page.keepAlive, render: render(page) };
  const failed = remotes.filter((remote) => remote.status === 'failed');

  return (
    <PortalQueryProvider>
      <AntApp>
        <NotifierBridge />
        {/* A fixed frame: the menu and the page scroll on their own; header and tabs stay in view. */}
        <Layout style={{ height: '100vh', overflow: 'hidden' }}>
          <SideNav
            availablePaths={availablePaths}
            mobile={mobile}
            drawerOpen={menuOpen}
            onDrawerClose={() => setMenuOpen(false)}
          />
          <Layout style={{ minWidth: 0 }}>
            <Layout.Header
              style={{
                background: token.colorBgContainer,
                padding: mobile ? '0 8px' : '0 16px',
                display: 'flex',
                justifyContent: mobile ? 'space-between' : 'flex-end',
                alignItems: 'center',
                gap: 8,
                height: 56,
              }}
            >
              {mobile && <MenuButton open={menuOpen} onOpen={() => setMenuOpen(true)} />}
              <HeaderBar compact={mobile} />
            </Layout.Header>
            <div style={{ background: token.colorBgContainer, padding: '4px 8px 0' }}>
              <TabsBar />
            </div>
            {failed.map((remote) => (
              <Alert
                key={remote.name}
                type="warning"
                showIcon
                banner
                title={t('remote.unavailable', {
                  domain: t(`domain.${remote.name}`, { defaultValue: remote.name }),
                })}
                action={
                  <Button size="small" onClick={() => retry(remote.name)}>
                    {t('shared:retry')}
                  </Button>
                }
              />
            ))}
            <RemoteUpdateNotice />
            <WarningBar />
            <Layout.Content id={PAGE_SCROLLER_ID} style={{ padding: 12, overflowY: 'auto', flex: 1 }}>
              {/* One boundary for the remote pages, already on screen when a page is first opened: the
                navigation (a transition) keeps the current page until the new page's code is there
                instead of committing a spinner, whose replacement React holds back 300 ms. */}
              <Suspense fallback={pageSpinner}>
                <KeepAliveOutlet active={active} retainKeys={tabs.map((tab) => tab.path)} />
              </Suspense>
            </Layout.Content>
          </Layout>
        </Layout>
      </AntApp>
    </PortalQueryProvider>
  );
}
