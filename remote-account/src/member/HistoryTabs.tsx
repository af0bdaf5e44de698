import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Result from 'antd/es/result';
import Table, { type ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { NAMESPACE } from '../i18n';
import { fetchExchangeRecords, fetchPointsLedger, type ExchangeRecord, type PointsLedgerEntry } from './api';
import { formatNumber, formatTime } from 'shared';
import { tablePagination, usePagedList, type PagedListState } from 'shared/widgets';

/** Exchange records and the points ledger, each a paged table. */
export function HistoryTabs({ reloadSignal }: { reloadSignal: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs
      items={[
        {
          key: 'records',
          label: t('member.records.title'),
          children: <ExchangeRecordsTable reloadSignal={reloadSignal} />,
        },
        {
          key: 'ledger',
          label: t('member.ledger.title'),
          children: <PointsLedgerTable reloadSignal={reloadSignal} />,
        },
      ]}
    />
  );
}

function ExchangeRecordsTable({ reloadSignal }: { reloadSignal: number }) {
  const { t } = useTranslation(NAMESPACE);
  const list = usePagedList(fetchExchangeRecords);
  useReloadOn(list, reloadSignal);
  const columns: ColumnsType<ExchangeRecord> = [
    {
      title: t('member.records.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string | null) => formatTime(value),
    },
    { title: t('member.records.goods'), dataIndex: 'goodsName', key: 'goodsName' },
    {
      title: t('member.records.quantity'),
      dataIndex: 'quantity',
      key: 'quantity',
      render: (value: number) => formatNumber(value),
    },
    {
      title: t('member.records.pointsSpent'),
      dataIndex: 'pointsSpent',
      key: 'pointsSpent',
      render: (value: number) => formatNumber(value),
    },
    {
      title: t('member.records.status'),
      dataIndex: 'status',
      key: 'status',
      render: (_, record) => <Tag>{record.statusLabel}</Tag>,
    },
  ];
  return <PagedTable list={list} columns={columns} />;
}

function PointsLedgerTable({ reloadSignal }: { reloadSignal: number }) {
  const { t } = useTranslation(NAMESPACE);
  const list = usePagedList(fetchPointsLedger);
  useReloadOn(list, reloadSignal);
  const columns: ColumnsType<PointsLedgerEntry> = [
    {
      title: t('member.ledger.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string | null) => formatTime(value),
    },
    {
      title: t('member.ledger.change'),
      dataIndex: 'change',
      key: 'change',
      render: (change: number) => (
        <Typography.Text type={change < 0 ? 'danger' : 'success'}>
          {change > 0 ? `+${formatNumber(change)}` : formatNumber(change)}
        </Typography.Text>
      ),
    },
    {
      title: t('member.ledger.reason'),
      dataIndex: 'reason',
      key: 'reason',
      render: (_, entry) => entry.reasonLabel,
    },
    {
      title: t('member.ledger.expiresAt'),
      dataIndex: 'expiresAt',
      key: 'expiresAt',
      render: (value: string | null) => formatTime(value),
    },
  ];
  return <PagedTable list={list} columns={columns} />;
}

/** Reloads the list after each exchange (the signal counts them). */
function useReloadOn<T>({ reload }: PagedListState<T>, reloadSignal: number) {
  useEffect(() => {
    if (reloadSignal > 0) reload();
  }, [reloadSignal, reload]);
}

function PagedTable<T extends { id: number }>({
  list,
  columns,
}: {
  list: PagedListState<T>;
  columns: ColumnsType<T>;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (list.failed) {
    return (
      <Result
        status="error"
        title={t('shared:requestFailed')}
        subTitle={list.msg}
        extra={<Button onClick={list.reload}>{t('shared:retry')}</Button>}
      />
    );
  }
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={list.page?.records ?? []}
      loading={list.loading}
      pagination={tablePagination(list)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared:noData')} /> }}
    />
  );
}
