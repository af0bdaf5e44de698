import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { ListPermissions } from './permissions';
import './texts';

export interface ToolbarProps {
  permissions: Pick<ListPermissions, 'add' | 'delete' | 'excel'>;
  selectedCount: number;
  exporting?: boolean;
  onAdd(): void;
  onDeleteSelected(): void;
  onExport(): void;
  /** Right-hand side: column chooser, large-list switch, counters. */
  extra?: ReactNode;
}

/**
 * The list's toolbar: add, delete (the selected rows) and export, each shown only with its
 * permission key `{routeName}_ADD/_DELETE/_EXCEL` (spec §6).
 * @example
 * <Toolbar permissions={listPermissions('demo', btnList)} selectedCount={2} onAdd={openAdd}
 *   onDeleteSelected={deleteSelected} onExport={exportRows} />
 */
export function Toolbar({
  permissions,
  selectedCount,
  exporting,
  onAdd,
  onDeleteSelected,
  onExport,
  extra,
}: ToolbarProps) {
  const { t } = useTranslation('shared');
  return (
    <div
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}
    >
      <Space wrap>
        {permissions.add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {t('list.add')}
          </Button>
        )}
        {permissions.delete && (
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onDeleteSelected}>
            {t('list.delete')}
          </Button>
        )}
        {permissions.excel && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            {t('list.export')}
          </Button>
        )}
        {selectedCount > 0 && <span>{t('list.selectedCount', { count: selectedCount })}</span>}
      </Space>
      {extra && <Space wrap>{extra}</Space>}
    </div>
  );
}
