import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import type { ListPermissions } from 'shared/widgets';
import type { ListFilter } from '../common/orderSearch';
import { useExport } from '../common/useExport';
import { NAMESPACE } from '../i18n';
import { exportAddresses, exportOrders, type ManagedOrder } from './api';

export interface ManagementToolbarProps {
  permissions: ListPermissions;
  filter: ListFilter;
  selected: ManagedOrder[];
  onCancelSelected(): void;
  /** Some selected order may still be cancelled. */
  canCancel: boolean;
  onChooseColumns(): void;
}

/**
 * Export (xlsx from the server), address export (both orderManagement_EXCEL), cancel the selected
 * (_DELETE), and the column chooser.
 */
export function ManagementToolbar({
  permissions,
  filter,
  selected,
  onCancelSelected,
  canCancel,
  onChooseColumns,
}: ManagementToolbarProps) {
  const { t } = useTranslation(NAMESPACE);
  const exports = useExport();
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      {permissions.excel && (
        <>
          <Button
            icon={<DownloadOutlined />}
            loading={exports.running === 'orders'}
            onClick={() => void exports.run('orders', () => exportOrders(filter))}
          >
            {t('orderManagement.toolbar.export')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exports.running === 'addresses'}
            onClick={() => void exports.run('addresses', () => exportAddresses(filter))}
          >
            {t('orderManagement.toolbar.addressExport')}
          </Button>
        </>
      )}
      {permissions.delete && (
        <Button danger icon={<StopOutlined />} disabled={!canCancel} onClick={onCancelSelected}>
          {t('orderManagement.toolbar.cancelSelected')}
        </Button>
      )}
      <Button icon={<SettingOutlined />} onClick={onChooseColumns}>
        {t('orderManagement.toolbar.columns')}
      </Button>
      {selected.length > 0 && <span>{t('common.selectedCount', { count: selected.length })}</span>}
    </Space>
  );
}
