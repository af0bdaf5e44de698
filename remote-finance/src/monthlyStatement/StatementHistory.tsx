import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatTime } from 'shared';
import { NAMESPACE } from '../i18n';
import type { StatementDetail } from './api';
import './texts';

/** One part of the history under its heading; nothing when the statement has none. */
function HistoryPart({ title, shown, children }: { title: string; shown: boolean; children: ReactNode }) {
  if (!shown) return null;
  return (
    <>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </>
  );
}

/** A small table of one kind of history row (disputes, credit notes, payments). */
function HistoryTable<Row extends { id: Key }>(props: {
  title: string;
  rows: Row[];
  testId: string;
  columns: ColumnsType<Row>;
}) {
  return (
    <HistoryPart title={props.title} shown={props.rows.length > 0}>
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={props.rows}
        data-testid={props.testId}
        columns={props.columns}
      />
    </HistoryPart>
  );
}

/** What a statement bills besides its lines, and what happened since: receivables, disputes, credit notes, payments. */
export function StatementHistory({ detail }: { detail: StatementDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const col = (key: string) => t(`statementFlow.columns.${key}`);
  const money = (amount: number) => formatIdr(amount);
  return (
    <>
      <HistoryPart title={t('statementFlow.receivables')} shown={detail.receivables.length > 0}>
        <div data-testid="statement-receivables">
          {detail.receivables.map((row) => (
            <div key={row.id}>{`${row.batchNo}: ${money(row.amount)}`}</div>
          ))}
        </div>
      </HistoryPart>
      <HistoryTable
        title={t('statementFlow.disputes')}
        rows={detail.disputes}
        testId="statement-disputes"
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
      <HistoryTable
        title={t('statementFlow.creditNotes')}
        rows={detail.creditNotes}
        testId="statement-credit-notes"
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
      <HistoryTable
        title={t('statementFlow.payments')}
        rows={detail.payments}
        testId="statement-payments"
        columns={[
          { key: 'reference', dataIndex: 'reference', title: col('reference') },
          { key: 'at', title: col('at'), render: (_, row) => formatTime(row.paidAt) },
          { key: 'amount', title: col('amount'), render: (_, row) => money(row.amount) },
        ]}
      />
    </>
  );
}
