import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { formatTime, useNavigate } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchStuck, type StuckPage, type StuckParcel } from './api';

/** Parcels with no scan for N days (N from the gateway), each one click from a ticket or a lost claim. */
export function StuckParcels() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const [page, setPage] = useState<StuckPage | null>(null);
  useEffect(() => {
    let live = true;
    fetchStuck({ current: 1, size: 10 }).then(
      (answer) => live && setPage(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!page || page.total === 0) return null;
  return (
    <Card size="small" title={t('problem.stuckTitle', { days: page.days })} style={{ marginTop: 16 }}>
      <Table<StuckParcel>
        size="small"
        rowKey="orderId"
        pagination={false}
        dataSource={page.records}
        columns={[
          { dataIndex: 'billCode', title: t('problem.stuckColumns.billCode') },
          { dataIndex: 'status', title: t('problem.stuckColumns.status') },
          { dataIndex: 'receiverName', title: t('problem.stuckColumns.receiverName') },
          {
            dataIndex: 'lastScanAt',
            title: t('problem.stuckColumns.lastScanAt'),
            render: (value: string) => formatTime(value),
          },
          { dataIndex: 'daysWithoutScan', title: t('problem.stuckColumns.daysWithoutScan') },
          {
            key: 'actions',
            title: '',
            render: (_: unknown, row: StuckParcel) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => navigate(`/workOrder?billCode=${row.billCode}&open=ticket`)}
                >
                  {t('problem.openTicket')}
                </Button>
                <Button
                  size="small"
                  onClick={() => navigate(`/workOrder?billCode=${row.billCode}&open=claim`)}
                >
                  {t('problem.claimLost')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
