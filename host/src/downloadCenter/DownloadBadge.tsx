import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import CloudDownloadOutlined from '@ant-design/icons/es/icons/CloudDownloadOutlined';
import { selectRouteAuthList, selectToken, useAppSelector } from 'shared';
import { DOWNLOAD_CENTER_ROUTE } from '../routing/routeTable';
import { useActiveExportCount } from './useActiveExportCount';

/**
 * The header's download badge, next to the bell: how many exports are being prepared, opening the
 * download centre. Hidden while none is; asks nothing for a user who may not open the centre.
 */
export function DownloadBadge() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const routeAuthList = useAppSelector(selectRouteAuthList);
  const allowed = !routeAuthList || routeAuthList.includes(DOWNLOAD_CENTER_ROUTE.name);
  const count = useActiveExportCount(Boolean(token) && allowed);
  if (!allowed || count === 0) return null;
  const label = t('downloadCenter.badgeActive', { count });
  return (
    <Tooltip title={label}>
      <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]} color="blue">
        <Button
          type="text"
          shape="circle"
          icon={<CloudDownloadOutlined />}
          aria-label={label}
          data-testid="download-badge"
          data-count={count}
          onClick={() => navigate(DOWNLOAD_CENTER_ROUTE.path)}
        />
      </Badge>
    </Tooltip>
  );
}
