import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useCan } from 'shared';
import {
  PagedTable,
  tableColumns,
  usePageQuery,
  useServerExport,
  type ListColumn,
  type PageQuery,
  buttonKeyOf,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { downloadErrors, fetchErrors, removeErrors, type ImportError } from './api';

/** A task's errors with row, column and reason (paged), their download and removal. */
/** Remount it (`key`) to read the errors again after the task changed. */
export function ErrorList({ taskId }: { taskId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const { message, modal } = App.useApp();
  const can = useCan();
  const load = useCallback((query: PageQuery) => fetchErrors({ ...query, taskId }), [taskId]);
  const list = usePageQuery<ImportError>(load, { key: ['orderImport.errors', taskId] });
  const [chosen, setChosen] = useState<number[]>([]);
  // Saved at once, or prepared in the download centre (a notice links there); a failure says so.
  const exports = useServerExport();
  const download = () => exports.run('errors', () => downloadErrors(taskId));
  const remove = () =>
    modal.confirm({
      title: t('orderImport.errors.removeConfirm', { count: chosen.length }),
      onOk: async () => {
        const { removed } = await removeErrors(taskId, chosen);
        message.success(t('orderImport.errors.removed', { count: removed }));
        setChosen([]);
        list.reload();
      },
    });

  const columns: ListColumn<ImportError>[] = [
    {
      prop: 'rowNo',
      label: t('orderImport.errors.row'),
      width: 80,
      // Row 0: the file as a whole (a cap, an unreadable file); row 1 is the header.
      slot: (error) => (error.rowNo === 0 ? t('orderImport.errors.fileRow') : error.rowNo),
    },
    {
      prop: 'columnName',
      label: t('orderImport.errors.column'),
      width: 180,
      slot: (error) => error.columnName ?? error.columnKey ?? '--',
    },
    { prop: 'message', label: t('orderImport.errors.reason'), width: 320 },
  ];

  return (
    <div data-testid="import-errors">
      <Space style={{ marginBottom: 8 }}>
        <strong>{t('orderImport.errors.title')}</strong>
        <Button
          onClick={() => void download()}
          loading={exports.running === 'errors'}
          disabled={!list.page?.total}
        >
          {t('orderImport.errors.download')}
        </Button>
        {can(buttonKeyOf('/customer-api/import/batchRemoveErrors')) ? (
          <Button danger disabled={chosen.length === 0} onClick={remove}>
            {t('orderImport.errors.remove')}
          </Button>
        ) : null}
      </Space>
      <PagedTable<ImportError>
        list={list}
        selection={{ keys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
        columns={tableColumns<ImportError>({ columns, idKey: 'id' })}
      />
    </div>
  );
}
