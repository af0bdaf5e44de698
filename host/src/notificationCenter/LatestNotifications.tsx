import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { formatTime } from 'shared';
import { NOTIFICATION_CENTER_ROUTE } from '../routing/routeTable';
import { fetchNotifications, type PortalNotification } from './api';
import { onUnreadChanged } from './unreadSignal';
import { useNotificationActions } from './useNotificationActions';

/** How many notifications the home page shows. */
export const HOME_NOTIFICATIONS = 5;

type Latest = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; items: PortalNotification[] };

/**
 * The user's latest notifications, the unread first (newest first within each), at most `size`:
 * the unread and the read page asked together, from the notification centre's call.
 */
export async function latestNotifications(size = HOME_NOTIFICATIONS): Promise<PortalNotification[]> {
  const [unread, read] = await Promise.all([
    fetchNotifications({ current: 1, size, readStatus: 'UNREAD' }, { silent: true }),
    fetchNotifications({ current: 1, size, readStatus: 'READ' }, { silent: true }),
  ]);
  return [...unread.records, ...read.records].slice(0, size);
}

/**
 * The home page's notices card: the latest notifications, each opening its target and marked read
 * as in the notification centre, and a link to the centre. Asked again when the unread count
 * changes elsewhere (the centre, another card item).
 */
export function LatestNotifications() {
  const { t } = useTranslation('host');
  const { token } = theme.useToken();
  const { open } = useNotificationActions();
  const [latest, setLatest] = useState<Latest>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    latestNotifications().then(
      (items) => live && setLatest({ status: 'ready', items }),
      () => live && setLatest({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  useEffect(() => onUnreadChanged(reload), [reload]);

  const body = () => {
    if (latest.status === 'loading') return <Spin style={{ display: 'block', padding: 24 }} />;
    if (latest.status === 'failed')
      return (
        <Flex vertical align="center" gap={8} style={{ padding: 16 }}>
          <Typography.Text type="danger">{t('shared:requestFailed')}</Typography.Text>
          <Button
            size="small"
            onClick={() => {
              setLatest({ status: 'loading' });
              reload();
            }}
          >
            {t('shared:retry')}
          </Button>
        </Flex>
      );
    if (latest.items.length === 0)
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noNotices')} />;
    return (
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="home-notices">
        {latest.items.map((notification) => {
          const unread = notification.readAt === null;
          return (
            <li
              key={notification.id}
              style={{ padding: '8px 0', borderBottom: `1px solid ${token.colorSplit}` }}
            >
              <Flex gap={8} align="center" wrap>
                {/* A text button, not a link-blue one: link colour on white fails the WCAG contrast check. */}
                <Button
                  type="text"
                  size="small"
                  style={{
                    padding: 0,
                    height: 'auto',
                    textDecoration: 'underline',
                    whiteSpace: 'normal',
                    textAlign: 'start',
                  }}
                  onClick={() => void open(notification).then((left) => left || reload())}
                >
                  <Typography.Text strong={unread}>{notification.title}</Typography.Text>
                </Button>
                {unread ? <Badge status="processing" text={t('notification.unread')} /> : null}
              </Flex>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '2px 0 0' }}>
                {notification.body}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {formatTime(notification.createdAt)}
              </Typography.Text>
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <Card
      title={t('home.notices')}
      extra={
        <Link
          to={NOTIFICATION_CENTER_ROUTE.path}
          style={{ color: token.colorText, textDecoration: 'underline' }}
        >
          {t('home.allNotices')}
        </Link>
      }
    >
      {body()}
    </Card>
  );
}
