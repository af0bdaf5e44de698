import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useListPagination, usePageQuery, type PageQuery, useDialogFrame } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchTaskWaybills, type TaskWaybill } from './api';

function TaskWaybills({ taskId }: { taskId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const load = useCallback((query: PageQuery) => fetchTaskWaybills({ ...query, taskId }), [taskId]);
  const list = usePageQuery<TaskWaybill>(load);
  const pagination = useListPagination(list);
  return (
    <Table<TaskWaybill>
      rowKey="id"
      size="small"
      loading={list.loading}
      dataSource={list.page?.records}
      pagination={pagination}
      columns={[
        { key: 'billCode', dataIndex: 'billCode', title: t('orderImport.waybills.billCode') },
        {
          key: 'customerOrderNo',
          dataIndex: 'customerOrderNo',
          title: t('orderImport.waybills.customerOrderNo'),
        },
        { key: 'receiver', dataIndex: 'receiverName', title: t('orderImport.waybills.receiver') },
        { key: 'city', dataIndex: 'receiverCity', title: t('orderImport.waybills.city') },
        { key: 'status', dataIndex: 'statusLabel', title: t('orderImport.waybills.status') },
      ]}
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
