import { useTranslation } from 'react-i18next';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { formatNumber } from 'shared';
import { PagedTable, tableColumns, usePageQuery, type ListColumn } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchExchangeRecords, fetchPointsLedger, type ExchangeRecord, type PointsLedgerEntry } from './api';

/** Exchange records and the points ledger, each a paged table (asked again after an exchange). */
export function HistoryTabs() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs
      items={[
        {
          key: 'records',
          label: t('member.records.title'),
          children: <ExchangeRecordsTable />,
        },
        {
          key: 'ledger',
          label: t('member.ledger.title'),
          children: <PointsLedgerTable />,
        },
      ]}
    />
  );
}

function ExchangeRecordsTable() {
  const { t } = useTranslation(NAMESPACE);
  const list = usePageQuery(fetchExchangeRecords, { key: ['vipMember', 'exchanges'] });
  const label = (prop: string) => t(`member.records.${prop}`);
  const columns: ListColumn<ExchangeRecord>[] = [
    { prop: 'createdAt', label: label('createdAt'), width: 170, format: 'time' },
    { prop: 'goodsName', label: label('goods'), width: 200 },
    { prop: 'quantity', label: label('quantity'), width: 100, format: 'number' },
    { prop: 'pointsSpent', label: label('pointsSpent'), width: 120, format: 'number' },
    { prop: 'status', label: label('status'), width: 120, slot: (record) => <Tag>{record.statusLabel}</Tag> },
    {
      prop: 'delivery',
      label: label('delivery'),
      width: 320,
      slot: ({ delivery }) =>
        delivery ? `${delivery.name} · ${delivery.phone} · ${delivery.address}` : '--',
    },
  ];
  return <PagedTable list={list} columns={tableColumns({ columns })} />;
}

function PointsLedgerTable() {
  const { t } = useTranslation(NAMESPACE);
  const list = usePageQuery(fetchPointsLedger, { key: ['vipMember', 'ledger'] });
  const label = (prop: string) => t(`member.ledger.${prop}`);
  const columns: ListColumn<PointsLedgerEntry>[] = [
    { prop: 'createdAt', label: label('createdAt'), width: 170, format: 'time' },
    {
      prop: 'change',
      label: label('change'),
      width: 120,
      align: 'right',
      slot: ({ change }) => (
        <Typography.Text type={change < 0 ? 'danger' : 'success'}>
          {change > 0 ? `+${formatNumber(change)}` : formatNumber(change)}
        </Typography.Text>
      ),
    },
    { prop: 'reason', label: label('reason'), width: 200, slot: (entry) => entry.reasonLabel },
    { prop: 'expiresAt', label: label('expiresAt'), width: 170, format: 'time' },
  ];
  return <PagedTable list={list} columns={tableColumns({ columns })} />;
}
