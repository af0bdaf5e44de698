import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Space from 'antd/es/space';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import Typography from 'antd/es/typography';
import {
  PagedTable,
  tableColumns,
  usePageQuery,
  type ListColumn,
  type PageQuery,
  useDialogFrame,
} from 'shared/widgets';
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

/** The task table: counts as numbers, times in WIB. */
function taskColumns(t: TFunction): ListColumn<ImportTask>[] {
  const count = (prop: 'totalRows' | 'validRows' | 'errorRows' | 'insertedRows', label: string) => ({
    prop,
    label: t(`orderImport.counts.${label}`),
    width: 100,
    format: 'number' as const,
  });
  return [
    { prop: 'fileName', label: t('orderImport.tasks.fileName'), width: 200 },
    {
      prop: 'status',
      label: t('orderImport.status'),
      width: 160,
      slot: (task) => (
        <Space orientation="vertical" size={0}>
          <TaskStatusTag task={task} />
          {task.status === 'FAILED' && task.failureMessage ? (
            <Typography.Text type="danger">{task.failureMessage}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    count('totalRows', 'total'),
    count('validRows', 'valid'),
    count('errorRows', 'errors'),
    count('insertedRows', 'inserted'),
    {
      prop: 'progress',
      label: t('orderImport.tasks.progress'),
      width: 140,
      slot: (task) => <Progress size="small" percent={task.status === 'DONE' ? 100 : task.progress} />,
    },
    { prop: 'createdAt', label: t('orderImport.tasks.createdAt'), width: 170, format: 'time' },
    { prop: 'finishedAt', label: t('orderImport.tasks.finishedAt'), width: 170, format: 'time' },
  ];
}

type Opened = { kind: 'errors' | 'waybills' | 'fileLog'; taskId: number } | undefined;

/**
 * The caller's import tasks, newest first, searched by created date and status, with their errors,
 * waybills and file log.
 */
export function TaskList() {
  const frame = useDialogFrame({ width: 1000 });
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<TaskFilter>({});
  const load = useCallback((query: PageQuery) => fetchTasks({ ...query, ...filter }), [filter]);
  const list = usePageQuery<ImportTask>(load);
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

  const actionColumn: ColumnType<ImportTask> = {
    key: 'actions',
    title: t('shared:list.actions'),
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
        <Button type="link" size="small" onClick={() => setOpened({ kind: 'fileLog', taskId: task.taskId })}>
          {t('orderImport.tasks.fileLog')}
        </Button>
      </Space>
    ),
  };

  return (
    <>
      <TaskFilterForm onSearch={search} />
      <Button style={{ marginBottom: 8 }} onClick={list.reload}>
        {t('orderImport.tasks.refresh')}
      </Button>
      <PagedTable<ImportTask>
        data-testid="import-tasks"
        list={list}
        idKey="taskId"
        columns={tableColumns<ImportTask>({ columns: taskColumns(t), idKey: 'taskId', actionColumn })}
      />
      <Modal
        open={taskOf('errors') !== undefined}
        {...frame}
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
