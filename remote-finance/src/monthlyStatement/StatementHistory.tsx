import Table, { type ColumnType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatTime } from 'shared';
import { NAMESPACE } from '../i18n';
import type { StatementDetail } from './api';
import './texts';

type Dispute = StatementDetail['disputes'][number];
type CreditNote = StatementDetail['creditNotes'][number];
type Payment = StatementDetail['payments'][number];

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

type TablePart = 'disputes' | 'creditNotes' | 'payments';

/** A small table of one kind of history row, titled `statementFlow.<part>`, test id `statement-<part>`. */
function HistoryTable<Row extends { id: Key }>(props: {
  part: TablePart;
  rows: Row[];
  columns: ColumnType<Row>[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const testId = `statement-${props.part.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}`;
  return (
    <HistoryPart title={t(`statementFlow.${props.part}`)} shown={props.rows.length > 0}>
      <Table<Row>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={props.rows}
        data-testid={testId}
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
  /** A column showing a field as it is. */
  const shown = <Row,>(field: keyof Row & string, title: string): ColumnType<Row> => ({
    key: field,
    dataIndex: field,
    title,
  });
  /** A column showing a code field by its text under `statementFlow.<texts>`. */
  const coded = <Row,>(
    field: keyof Row & string,
    title: string,
    texts: string,
    fallback = false,
  ): ColumnType<Row> => ({
    key: field,
    title,
    render: (_, row) => {
      const code = String(row[field]);
      return t(`statementFlow.${texts}.${code}`, fallback ? { defaultValue: code } : {});
    },
  });
  const amount = {
    key: 'amount',
    title: col('amount'),
    render: (_: unknown, row: { amount: number }) => money(row.amount),
  };
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
        part="disputes"
        rows={detail.disputes}
        columns={[
          shown<Dispute>('billCode', col('billCode')),
          coded<Dispute>('reason', t('statementFlow.reason'), 'reasons', true),
          shown<Dispute>('description', t('statementFlow.description')),
          coded<Dispute>('status', t('statementFlow.status'), 'disputeStatuses'),
        ]}
      />
      <HistoryTable
        part="creditNotes"
        rows={detail.creditNotes}
        columns={[
          shown<CreditNote>('creditNoteNo', col('creditNoteNo')),
          coded<CreditNote>('source', col('source'), 'creditSources'),
          shown<CreditNote>('note', col('note')),
          amount,
        ]}
      />
      <HistoryTable
        part="payments"
        rows={detail.payments}
        columns={[
          shown<Payment>('reference', col('reference')),
          { key: 'at', title: col('at'), render: (_, row) => formatTime(row.paidAt) },
          amount,
        ]}
      />
    </>
  );
}
