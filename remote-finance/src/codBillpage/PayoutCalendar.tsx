import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchPayoutCalendar, type PayoutCalendar as Calendar, type PayoutDay } from './api';
import './texts';

const WINDOWS = [7, 14, 31, 62];

/** The coming payouts by day: the batches planned to pay and the collected lines expected each day. */
export function PayoutCalendar() {
  const { t } = useTranslation(NAMESPACE);
  const [days, setDays] = useState(31);
  const [calendar, setCalendar] = useState<Calendar>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    let live = true;
    setFailed(undefined);
    fetchPayoutCalendar(days).then(
      (answer) => live && setCalendar(answer),
      (error: Error) => live && setFailed(error.message),
    );
    return () => {
      live = false;
    };
  }, [days]);
  return (
    <Card
      size="small"
      title={t('payout.title')}
      style={{ marginBottom: 16 }}
      data-testid="cod-payout-calendar"
      extra={
        <Select
          aria-label={t('payout.days')}
          size="small"
          value={days}
          onChange={setDays}
          options={WINDOWS.map((value) => ({ value, label: `${value}` }))}
          style={{ width: 72 }}
        />
      }
    >
      {calendar && calendar.carriedOver.lineCount > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          data-testid="cod-payout-carried-over"
          title={t('payout.carriedOver', {
            count: calendar.carriedOver.lineCount,
            amount: formatIdr(calendar.carriedOver.expectedNet),
          })}
        />
      )}
      <Table<PayoutDay>
        size="small"
        rowKey="day"
        pagination={false}
        loading={!calendar && !failed}
        dataSource={calendar?.days ?? []}
        locale={{ emptyText: failed ?? t('payout.empty') }}
        columns={[
          { key: 'day', dataIndex: 'day', title: t('payout.day'), width: 120 },
          {
            key: 'batches',
            title: t('payout.batches'),
            render: (_, day) =>
              day.batches.map((batch) => (
                <Tag key={batch.batchNo} color={batch.status === 'TRANSFER_FAILED' ? 'red' : 'blue'}>
                  {batch.batchNo} · {t(`reconciliation.statuses.${batch.status}`)} ·{' '}
                  {formatIdr(batch.netPayout)}
                </Tag>
              )),
          },
          {
            key: 'lines',
            title: t('payout.lines'),
            width: 150,
            render: (_, day) => (day.lineCount > 0 ? t('payout.waybills', { count: day.lineCount }) : ''),
          },
          {
            key: 'expectedNet',
            title: t('payout.expectedNet'),
            width: 140,
            align: 'right',
            render: (_, day) => (day.lineCount > 0 ? formatIdr(day.expectedNet) : ''),
          },
          {
            key: 'total',
            title: t('payout.total'),
            width: 140,
            align: 'right',
            render: (_, day) => formatIdr(day.total),
          },
        ]}
        summary={() =>
          calendar && calendar.days.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={4}>
                {t('payout.windowTotal', { from: calendar.from, to: calendar.to })}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <span data-testid="cod-payout-total">{formatIdr(calendar.totals.total)}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </Card>
  );
}
