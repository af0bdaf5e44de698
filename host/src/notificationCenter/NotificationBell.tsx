import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import { selectRouteAuthList, selectToken, useAppSelector } from 'shared';
import { NOTIFICATION_CENTER_ROUTE } from '../routing/routeTable';
import { useUnreadCount } from './useUnreadCount';

/**
 * The header bell: the unread count, opening the notification centre. Shown to a user who may open
 * the centre (route list), since a count one cannot read is only noise; for the others it asks
 * nothing.
 */
export function NotificationBell() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const routeAuthList = useAppSelector(selectRouteAuthList);
  const allowed = !routeAuthList || routeAuthList.includes(NOTIFICATION_CENTER_ROUTE.name);
  const count = useUnreadCount(Boolean(token) && allowed);
  if (!allowed) return null;
  const label = count > 0 ? t('notification.bellUnread', { count }) : t('notification.bell');
  return (
    <Tooltip title={label}>
      <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={label}
          data-testid="notification-bell"
          data-count={count}
          onClick={() => navigate(NOTIFICATION_CENTER_ROUTE.path)}
        />
      </Badge>
    </Tooltip>
  );
}
