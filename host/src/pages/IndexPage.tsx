import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { BUTTON_RESOURCE_TYPE, selectMenu, useAppSelector, useSession, type MenuResource } from 'shared';
import { GuideButton, GuideTour, useGuide } from 'shared/widgets';
import { getWarnings } from '../api/auth';
import { menuPath } from '../layout/SideMenu';
import { useAvailablePaths } from '../routing/useAvailablePaths';
import { homeGuideSteps } from './homeGuide';

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

function noticeText(notice: unknown): string {
  if (typeof notice === 'string') return notice;
  const record = notice as Record<string, unknown> | null;
  const text = record?.title ?? record?.content ?? record?.noticeContent ?? record?.msg;
  return typeof text === 'string' ? text : JSON.stringify(notice);
}

/** Home: welcome, customer name, quick links to the permitted pages, and the server's notices. */
export default function IndexPage() {
  const availablePaths = useAvailablePaths();
  const { t } = useTranslation('host');
  const { user } = useSession();
  const menu = useAppSelector(selectMenu);
  const [notices, setNotices] = useState<unknown[]>([]);
  const guide = useGuide('home');
  const welcomeRef = useRef<HTMLHeadingElement>(null);
  const quickLinksRef = useRef<HTMLDivElement>(null);
  const noticesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    getWarnings().then(
      (list) => live && setNotices(list),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

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
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
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
        <Col xs={24} lg={10}>
          <Card title={t('home.notices')} ref={noticesRef}>
            {notices.length === 0 ? (
              <Typography.Text type="secondary">{t('home.noNotices')}</Typography.Text>
            ) : (
              <ul style={{ paddingInlineStart: 18, margin: 0 }}>
                {notices.map((notice, index) => (
                  <li key={index}>{noticeText(notice)}</li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
      <GuideTour
        guide={guide}
        steps={homeGuideSteps(t, { welcome: welcomeRef, quickLinks: quickLinksRef, notices: noticesRef })}
      />
    </div>
  );
}
