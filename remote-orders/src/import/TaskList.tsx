import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { tablePagination, usePagedList, type PageQuery } from 'shared/widgets';
import { formatNumber, formatTime } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchTasks, type ImportTask } from './api';
import { ErrorList } from './ErrorList';
import { FileLogDialog } from './FileLogDialog';
import { TaskFilterForm } from './TaskFilterForm';
import type { TaskFilter } from './taskFilter';
import { TaskStatusTag } from './TaskSummary';
import { TaskWaybillsDialog } from './TaskWaybillsDialog';

/**
 * A task whose errors can be listed: one with error rows, or a failed one (its errors say why it
 * failed: the missing columns, a cap; a task failed before the gateway stored them counts none).
 */
function hasErrorList(task: ImportTask): boolean {
  return task.errorRows > 0 || task.status === 'FAILED';
}

type Opened = { kind: 'errors' | 'waybills' | 'fileLog'; taskId: number } | undefined;

/**
 * The caller's import tasks, newest first, searched by created date and status, with their errors,
 * waybills and file log.
 */
export function TaskList() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<TaskFilter>({});
  const load = useCallback((query: PageQuery) => fetchTasks({ ...query, ...filter }), [filter]);
  const list = usePagedList<ImportTask>(load);
  const { firstPage } = list;
  const search = useCallback(
    (next: TaskFilter) => {
      setFilter(next);
      firstPage();
    },
    [firstPage],
  );
  const [opened, setOpened] = useState<Opened>();
  const taskOf = (kind: NonNullable<Opened>['kind']) => (opened?.kind === kind ? opened.taskId : undefined);
  const close = () => setOpened(undefined);

  return (
    <>
      <TaskFilterForm onSearch={search} />
      <Button style={{ marginBottom: 8 }} onClick={list.reload}>
        {t('orderImport.tasks.refresh')}
      </Button>
      <Table<ImportTask>
        rowKey="taskId"
        size="small"
        data-testid="import-tasks"
        loading={list.loading}
        dataSource={list.page?.records}
        pagination={tablePagination(list)}
        columns={[
          { key: 'fileName', dataIndex: 'fileName', title: t('orderImport.tasks.fileName') },
          {
            key: 'status',
            title: t('orderImport.status'),
            render: (_, task) => (
              <Space orientation="vertical" size={0}>
                <TaskStatusTag task={task} />
                {task.status === 'FAILED' && task.failureMessage ? (
                  <Typography.Text type="danger">{task.failureMessage}</Typography.Text>
                ) : null}
              </Space>
            ),
          },
          {
            key: 'total',
            dataIndex: 'totalRows',
            render: (rows: number) => formatNumber(rows),
            title: t('orderImport.counts.total'),
          },
          {
            key: 'valid',
            dataIndex: 'validRows',
            render: (rows: number) => formatNumber(rows),
            title: t('orderImport.counts.valid'),
          },
          {
            key: 'errors',
            dataIndex: 'errorRows',
            render: (rows: number) => formatNumber(rows),
            title: t('orderImport.counts.errors'),
          },
          {
            key: 'inserted',
            dataIndex: 'insertedRows',
            render: (rows: number) => formatNumber(rows),
            title: t('orderImport.counts.inserted'),
          },
          {
            key: 'progress',
            title: t('orderImport.tasks.progress'),
            width: 140,
            render: (_, task) => (
              <Progress size="small" percent={task.status === 'DONE' ? 100 : task.progress} />
            ),
          },
          {
            key: 'createdAt',
            title: t('orderImport.tasks.createdAt'),
            render: (_, task) => formatTime(task.createdAt),
          },
          {
            key: 'finishedAt',
            title: t('orderImport.tasks.finishedAt'),
            render: (_, task) => formatTime(task.finishedAt),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_, task) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  disabled={!hasErrorList(task)}
                  onClick={() => setOpened({ kind: 'errors', taskId: task.taskId })}
                >
                  {t('orderImport.tasks.errors')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  disabled={task.insertedRows === 0}
                  onClick={() => setOpened({ kind: 'waybills', taskId: task.taskId })}
                >
                  {t('orderImport.tasks.waybills')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setOpened({ kind: 'fileLog', taskId: task.taskId })}
                >
                  {t('orderImport.tasks.fileLog')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={taskOf('errors') !== undefined}
        width={1000}
        footer={null}
        onCancel={close}
        title={t('orderImport.errors.title')}
        destroyOnHidden
      >
        {opened?.kind === 'errors' ? <ErrorList taskId={opened.taskId} /> : null}
      </Modal>
      <TaskWaybillsDialog taskId={taskOf('waybills')} onClose={close} />
      <FileLogDialog taskId={taskOf('fileLog')} onClose={close} />
    </>
  );
}
