import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { NAMESPACE } from '../i18n';
import {
  COMPLAINT_KINDS,
  COMPLAINT_STATUSES,
  fetchComplaints,
  type Complaint,
  type ComplaintFilters,
  type ComplaintStatus,
} from './api';
import { ComplaintDetailDrawer } from './ComplaintDetailDrawer';
import { STATUS_COLORS } from './statusColors';
import { buttonKeyOf, formatTime, PermissionButton } from 'shared';
import { tablePagination, usePagedList, type PageQuery } from 'shared/widgets';

/** The user's complaints and suggestions, filterable by kind and status; a row opens its detail. */
export function ComplaintHistory({ reloadSignal }: { reloadSignal: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [filters, setFilters] = useState<ComplaintFilters>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const load = useCallback((query: PageQuery) => fetchComplaints({ ...query, ...filters }), [filters]);
  const list = usePagedList(load);
  const { firstPage, reload } = list;

  useEffect(() => {
    // A new complaint was saved: show the first page, where it is, fresh.
    if (reloadSignal === 0) return;
    firstPage();
    reload();
  }, [reloadSignal, firstPage, reload]);

  const filter = (next: ComplaintFilters) => {
    setFilters((previous) => ({ ...previous, ...next }));
    list.firstPage();
  };

  const columns: ColumnsType<Complaint> = [
    {
      title: t('complaint.fields.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (v: string) => formatTime(v),
    },
    {
      title: t('complaint.fields.kind'),
      dataIndex: 'kind',
      key: 'kind',
      render: (v: Complaint['kind']) => t(`complaint.kinds.${v}`),
    },
    {
      title: t('complaint.fields.category'),
      dataIndex: 'category',
      key: 'category',
      render: (v: string) => t(`complaint.categories.${v}`, { defaultValue: v }),
    },
    {
      title: t('complaint.fields.billCode'),
      dataIndex: 'billCode',
      key: 'billCode',
      render: (v?: string | null) => v || '--',
    },
    { title: t('complaint.fields.content'), dataIndex: 'content', key: 'content', ellipsis: true },
    {
      title: t('complaint.fields.status'),
      dataIndex: 'status',
      key: 'status',
      render: (v: ComplaintStatus) => (
        <Tag color={STATUS_COLORS[v]}>{t(`complaint.statuses.${v}`, { defaultValue: v })}</Tag>
      ),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 120,
      render: (_, complaint) => (
        <PermissionButton
          perm={buttonKeyOf('/customer-api/complaint/detail')}
          type="link"
          size="small"
          onClick={() => setOpenId(complaint.id)}
        >
          {t('complaint.detail')}
        </PermissionButton>
      ),
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <Select
          allowClear
          style={{ width: 180 }}
          aria-label={t('complaint.filters.kind')}
          placeholder={t('complaint.filters.kind')}
          value={filters.kind}
          onChange={(kind) => filter({ kind })}
          options={COMPLAINT_KINDS.map((kind) => ({ value: kind, label: t(`complaint.kinds.${kind}`) }))}
        />
        <Select
          allowClear
          style={{ width: 180 }}
          aria-label={t('complaint.filters.status')}
          placeholder={t('complaint.filters.status')}
          value={filters.status}
          onChange={(status) => filter({ status })}
          options={COMPLAINT_STATUSES.map((status) => ({
            value: status,
            label: t(`complaint.statuses.${status}`),
          }))}
        />
      </Space>
      {list.failed ? (
        <Result
          status="error"
          title={t('shared:requestFailed')}
          subTitle={list.msg}
          extra={<Button onClick={list.reload}>{t('shared:retry')}</Button>}
        />
      ) : (
        <Table<Complaint>
          rowKey="id"
          size="middle"
          scroll={{ x: 'max-content' }}
          columns={columns}
          dataSource={list.page?.records ?? []}
          loading={list.loading}
          pagination={tablePagination(list)}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared:noData')} />,
          }}
        />
      )}
      <ComplaintDetailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Space>
  );
}
