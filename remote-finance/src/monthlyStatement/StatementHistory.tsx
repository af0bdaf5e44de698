import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatTime } from 'shared';
import { NAMESPACE } from '../i18n';
import type { StatementDetail } from './api';
import './texts';

type Dispute = StatementDetail['disputes'][number];
type CreditNote = StatementDetail['creditNotes'][number];
type Payment = StatementDetail['payments'][number];

/** What a statement bills besides its lines, and what happened since: receivables, disputes, credit notes, payments. */
export function StatementHistory({ detail }: { detail: StatementDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const col = (key: string) => t(`statementFlow.columns.${key}`);
  const money = (amount: number) => formatIdr(amount);
  return (
    <>
      {detail.receivables.length > 0 && (
        <>
          <Typography.Title level={5}>{t('statementFlow.receivables')}</Typography.Title>
          <div data-testid="statement-receivables">
            {detail.receivables.map((row) => (
              <div key={row.id}>{`${row.batchNo}: ${money(row.amount)}`}</div>
            ))}
          </div>
        </>
      )}
      {detail.disputes.length > 0 && (
        <>
          <Typography.Title level={5}>{t('statementFlow.disputes')}</Typography.Title>
          <Table<Dispute>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={detail.disputes}
            data-testid="statement-disputes"
            columns={[
              { key: 'billCode', dataIndex: 'billCode', title: col('billCode') },
              {
                key: 'reason',
                title: t('statementFlow.reason'),
                render: (_, row) => t(`statementFlow.reasons.${row.reason}`, { defaultValue: row.reason }),
              },
              { key: 'description', dataIndex: 'description', title: t('statementFlow.description') },
              {
                key: 'status',
                title: t('statementFlow.status'),
                render: (_, row) => t(`statementFlow.disputeStatuses.${row.status}`),
              },
            ]}
          />
        </>
      )}
      {detail.creditNotes.length > 0 && (
        <>
          <Typography.Title level={5}>{t('statementFlow.creditNotes')}</Typography.Title>
          <Table<CreditNote>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={detail.creditNotes}
            data-testid="statement-credit-notes"
            columns={[
              { key: 'no', dataIndex: 'creditNoteNo', title: col('creditNoteNo') },
              {
                key: 'source',
                title: col('source'),
                render: (_, row) => t(`statementFlow.creditSources.${row.source}`),
              },
              { key: 'note', dataIndex: 'note', title: col('note') },
              { key: 'amount', title: col('amount'), render: (_, row) => money(row.amount) },
            ]}
          />
        </>
      )}
      {detail.payments.length > 0 && (
        <>
          <Typography.Title level={5}>{t('statementFlow.payments')}</Typography.Title>
          <Table<Payment>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={detail.payments}
            data-testid="statement-payments"
            columns={[
              { key: 'reference', dataIndex: 'reference', title: col('reference') },
              { key: 'at', title: col('at'), render: (_, row) => formatTime(row.paidAt) },
              { key: 'amount', title: col('amount'), render: (_, row) => money(row.amount) },
            ]}
          />
        </>
      )}
    </>
  );
}
