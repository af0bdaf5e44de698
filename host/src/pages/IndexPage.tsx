import { useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import {
  BUTTON_RESOURCE_TYPE,
  markFirstContent,
  selectMenu,
  selectRouteAuthList,
  useAppSelector,
  useSession,
  type MenuResource,
} from 'shared';
import { GuideButton, GuideTour, useGuide } from 'shared/widgets';
import { AdvertBanner } from '../commonContent/AdvertBanner';
import { menuPath } from '../layout/SideMenu';
import { LatestNotifications } from '../notificationCenter/LatestNotifications';
import { NOTIFICATION_CENTER_ROUTE } from '../routing/routeTable';
import { useAvailablePaths } from '../routing/useAvailablePaths';
import { homeGuideSteps } from './homeGuide';
import { DASHBOARD_PATH, HomeKpis } from './HomeKpis';

interface QuickLink {
  path: string;
  label: string;
}

function leaves(nodes: readonly MenuResource[]): MenuResource[] {
  return nodes
    .filter((node) => Number(node.resourceType) !== BUTTON_RESOURCE_TYPE)
    .flatMap((node) => {
      const children = (node.childResources ?? []).filter(
        (child) => Number(child.resourceType) !== BUTTON_RESOURCE_TYPE,
      );
      return children.length ? leaves(children) : [node];
    });
}

/**
 * Home: welcome, customer name, the courier's adverts, quick links to the permitted pages, and the
 * user's latest notifications (for a user who may open the notification centre).
 */
export default function IndexPage() {
  const availablePaths = useAvailablePaths();
  const { t } = useTranslation('host');
  const { user } = useSession();
  const menu = useAppSelector(selectMenu);
  const routeAuthList = useAppSelector(selectRouteAuthList);
  // as the header bell: the calls of a centre one may not open would be refused
  const showNotices = !routeAuthList || routeAuthList.includes(NOTIFICATION_CENTER_ROUTE.name);
  // the last 7 days' figures, for a user who may open the dashboard (and so ask the report API)
  const showKpis = Boolean(routeAuthList?.includes(DASHBOARD_PATH.slice(1)));
  const guide = useGuide('home');
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  const quickLinksRef = useRef<HTMLDivElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);
  // its content (welcome, quick links) comes with the session: shown at once
  useEffect(() => markFirstContent(), []);

  const links = useMemo<QuickLink[]>(
    () =>
      leaves(menu).map((node) => ({
        path: menuPath(node),
        label:
          typeof node.nameKey === 'string' && node.nameKey
            ? t(node.nameKey, {
                ns: ['dict', 'menu'],
                defaultValue: String(node.resourceName ?? node.resourceCode),
              })
            : String(node.resourceName ?? node.resourceCode),
      })),
    [menu, t],
  );

  const name = String(user?.userName ?? user?.loginCode ?? '');
  return (
    <div>
      <div style={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 }}>
        <Typography.Title level={3} ref={welcomeRef}>
          {t('home.welcome', { name })}
        </Typography.Title>
        <GuideButton guide={guide} />
      </div>
      {user?.customerName ? (
        <Typography.Paragraph type="secondary">
          {t('home.customer', { name: String(user.customerName) })}
        </Typography.Paragraph>
      ) : null}
      <AdvertBanner />
      {showKpis && <HomeKpis />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={showNotices ? 14 : 24}>
          <Card title={t('home.quickLinks')} ref={quickLinksRef}>
            {links.length === 0 ? (
              <Empty description={t('home.noLinks')} />
            ) : (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                {links.map((link) =>
                  availablePaths.has(link.path.toLowerCase()) ? (
                    <Link key={link.path} to={link.path}>
                      {link.label}
                    </Link>
                  ) : (
                    // a link whose page is not there yet (its remote is loading, down or not built)
                    <Typography.Text key={link.path} role="link" aria-disabled="true" disabled>
                      {link.label}
                    </Typography.Text>
                  ),
                )}
              </div>
            )}
          </Card>
        </Col>
        {showNotices ? (
          <Col xs={24} lg={10}>
            <div ref={noticesRef}>
              <LatestNotifications />
            </div>
          </Col>
        ) : null}
      </Row>
      <GuideTour
        guide={guide}
        steps={homeGuideSteps(t, { welcome: welcomeRef, quickLinks: quickLinksRef, notices: noticesRef })}
      />
    </div>
  );
}
