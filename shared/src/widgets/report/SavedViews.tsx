import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { messageOf } from '../../http/messageOf';
import { SubmitDialog } from '../form/SubmitDialog';
import { useActionDialog } from '../list/useActionDialog';
import { queryClient } from '../query/queryClient';
import {
  deleteView,
  invalidateSavedViews,
  renameView,
  saveView,
  savedViewsQuery,
  type SavedView,
  type SavedViewFilter,
  type SavedViewReport,
} from './savedViewsApi';
import './texts';

export interface SavedViewsProps<Report extends SavedViewReport> {
  /** The report screen (its route name) whose views these are. */
  report: Report;
  /** The screen's filters now: what "Save view" saves. */
  value: SavedViewFilter<Report>;
  /** Opens a saved view: the screen takes its filters. */
  onOpen(filter: SavedViewFilter<Report>): void;
}

type Target = { mode: 'save' } | { mode: 'rename'; view: SavedView };

/**
 * A report's saved views (the spec's "BI list"): a select that opens one of the user's named filter
 * sets of this report, and save (the current filters under a new name), rename and delete. The
 * views are the gateway's (`/report-api/bi/...`), through the portal's query cache.
 * @example
 * <SavedViews report={ROUTE_NAME} value={filter} onOpen={setFilter} />
 */
export function SavedViews<Report extends SavedViewReport>({
  report,
  value,
  onOpen,
}: SavedViewsProps<Report>) {
  const { t } = useTranslation('shared');
  const { message } = App.useApp();
  const { data } = useQuery(savedViewsQuery(report), queryClient);
  const views = data?.views ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = views.find((view) => view.id === selectedId) ?? null;
  const dialog = useActionDialog<Target>(() => void invalidateSavedViews());
  const remove = useMutation(
    {
      mutationFn: (view: SavedView) => deleteView(view.id),
      onSuccess: (_answer, view) => {
        setSelectedId(null);
        message.success(t('report.views.deleted', { name: view.name }));
        return invalidateSavedViews();
      },
      onError: (error) => void message.error(messageOf(error) ?? t('requestFailed')),
    },
    queryClient,
  );

  const open = (id: number | undefined) => {
    setSelectedId(id ?? null);
    const view = views.find((candidate) => candidate.id === id);
    if (view) onOpen(view.filter as SavedViewFilter<Report>);
  };

  return (
    <Space wrap data-testid="saved-views">
      <Select
        aria-label={t('report.views.label')}
        placeholder={t('report.views.placeholder')}
        style={{ minWidth: 200 }}
        allowClear
        value={selected?.id}
        options={views.map((view) => ({ value: view.id, label: view.name }))}
        onChange={open}
      />
      <Button onClick={() => dialog.open({ mode: 'save' })}>{t('report.views.save')}</Button>
      <Button
        disabled={!selected}
        onClick={() => selected && dialog.open({ mode: 'rename', view: selected })}
      >
        {t('report.views.rename')}
      </Button>
      <Popconfirm
        title={t('report.views.deleteConfirm', { name: selected?.name })}
        disabled={!selected}
        onConfirm={() => (selected ? remove.mutateAsync(selected).catch(() => undefined) : undefined)}
      >
        <Button danger disabled={!selected} loading={remove.isPending}>
          {t('report.views.delete')}
        </Button>
      </Popconfirm>
      {dialog.target && (
        <ViewNameDialog
          target={dialog.target}
          send={async (name) => {
            const target = dialog.target!;
            if (target.mode === 'rename') {
              await renameView(target.view.id, name);
              dialog.done(t('report.views.renamed', { name }));
              return;
            }
            const saved = await saveView({ name, report, filter: value } as Parameters<typeof saveView>[0]);
            setSelectedId(saved.id);
            dialog.done(t('report.views.saved', { name }));
          }}
          onClose={dialog.close}
        />
      )}
    </Space>
  );
}

/** The small dialog that names a view: a new one (save) or one to rename. */
function ViewNameDialog({
  target,
  send,
  onClose,
}: {
  target: Target;
  send(name: string): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation('shared');
  const [form] = Form.useForm<{ name: string }>();
  const rename = target.mode === 'rename';
  return (
    <SubmitDialog<{ name: string }>
      form={form}
      name="savedView"
      title={rename ? t('report.views.renameTitle', { name: target.view.name }) : t('report.views.saveTitle')}
      okText={rename ? t('report.views.rename') : t('report.views.save')}
      initialValues={{ name: rename ? target.view.name : '' }}
      send={(values) => send(values.name.trim())}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t('report.views.name')}
        rules={[{ required: true, whitespace: true, message: t('report.views.nameNeeded') }]}
      >
        <Input autoFocus />
      </Form.Item>
    </SubmitDialog>
  );
}
