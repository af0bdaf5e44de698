import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import {
  PagedTable,
  tableColumns,
  useDialogFrame,
  usePageQuery,
  type ListColumn,
  type PageQuery,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchTaskWaybills, type TaskWaybill } from './api';

function TaskWaybills({ taskId }: { taskId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const load = useCallback((query: PageQuery) => fetchTaskWaybills({ ...query, taskId }), [taskId]);
  const list = usePageQuery<TaskWaybill>(load, { key: ['orderImport.taskWaybills', taskId] });
  const columns: ListColumn<TaskWaybill>[] = [
    { prop: 'billCode', label: t('orderImport.waybills.billCode'), width: 160 },
    { prop: 'customerOrderNo', label: t('orderImport.waybills.customerOrderNo'), width: 170 },
    { prop: 'receiverName', label: t('orderImport.waybills.receiver'), width: 150 },
    { prop: 'receiverCity', label: t('orderImport.waybills.city'), width: 150 },
    { prop: 'statusLabel', label: t('orderImport.waybills.status'), width: 130 },
  ];
  return (
    <PagedTable<TaskWaybill>
      data-testid="import-task-waybills"
      list={list}
      columns={tableColumns<TaskWaybill>({ columns, idKey: 'id' })}
    />
  );
}

/** The waybills one import task created (GET /order/waybillsByTask), in a dialog. */
export function TaskWaybillsDialog({ taskId, onClose }: { taskId?: number; onClose(): void }) {
  const frame = useDialogFrame({ width: 1000 });
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={taskId !== undefined}
      {...frame}
      footer={null}
      onCancel={onClose}
      title={t('orderImport.waybills.title', { taskId })}
      destroyOnHidden
    >
      {taskId !== undefined ? <TaskWaybills taskId={taskId} /> : null}
    </Modal>
  );
}
