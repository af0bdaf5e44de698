import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useNavigate } from 'shared';
import { PagedTable, tableColumns, usePageQuery, type ListColumn } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchStuck, type StuckPage, type StuckParcel } from './api';

const loadStuck = (): Promise<StuckPage> => fetchStuck({ current: 1, size: 10 });

/** Parcels with no scan for N days (N from the gateway), each one click from a ticket or a lost claim. */
export function StuckParcels() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const list = usePageQuery<StuckParcel>(loadStuck, { key: ['stopGodownQuiry.stuck'] });
  const page = list.page as StuckPage | undefined;
  if (!page || page.total === 0) return null;
  const columns: ListColumn<StuckParcel>[] = [
    { prop: 'billCode', label: t('problem.stuckColumns.billCode'), width: 150 },
    { prop: 'status', label: t('problem.stuckColumns.status'), width: 130 },
    { prop: 'receiverName', label: t('problem.stuckColumns.receiverName'), width: 150 },
    { prop: 'lastScanAt', label: t('problem.stuckColumns.lastScanAt'), width: 170, format: 'time' },
    {
      prop: 'daysWithoutScan',
      label: t('problem.stuckColumns.daysWithoutScan'),
      width: 110,
      format: 'number',
    },
  ];
  const actionColumn = {
    key: 'actions',
    title: t('shared:list.actions'),
    render: (_: unknown, row: StuckParcel) => (
      <Space>
        <Button size="small" onClick={() => navigate(`/workOrder?billCode=${row.billCode}&open=ticket`)}>
          {t('problem.openTicket')}
        </Button>
        <Button size="small" onClick={() => navigate(`/workOrder?billCode=${row.billCode}&open=claim`)}>
          {t('problem.claimLost')}
        </Button>
      </Space>
    ),
  };
  return (
    <Card size="small" title={t('problem.stuckTitle', { days: page.days })} style={{ marginTop: 16 }}>
      <PagedTable<StuckParcel>
        list={list}
        unpaged
        idKey="orderId"
        columns={tableColumns<StuckParcel>({ columns, idKey: 'orderId', actionColumn })}
      />
    </Card>
  );
}
