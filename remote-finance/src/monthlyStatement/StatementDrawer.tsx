import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr, formatNumber, useCan } from 'shared';
import { buttonKeyOf, useServerExport, WaybillLedgerDrawer } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { StatementDisputeDialog } from './StatementDisputeDialog';
import { StatementHistory } from './StatementHistory';
import { StatementStatusTag } from './StatementStatusTag';
import './texts';
import {
  DISPUTABLE_STATUSES,
  exportStatementPdf,
  exportStatementLines,
  fetchStatement,
  type StatementDetail,
  type StatementLine,
} from './api';

const SIZE = 20;

/**
 * A statement: header with the tax lines, its lines page by page (each opens its waybill's ledger),
 * the PDF and the line export.
 */
export function StatementDrawer({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose(): void;
  onChanged?(): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const exports = useServerExport();
  const [current, setCurrent] = useState(1);
  const [detail, setDetail] = useState<StatementDetail | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [disputing, setDisputing] = useState(false);
  const [version, setVersion] = useState(0);
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  useEffect(() => {
    setCurrent(1);
    setSelected([]);
  }, [id]);
  useEffect(() => {
    if (id === null) return setDetail(null);
    void fetchStatement(id, { current, size: SIZE }).then(setDetail);
  }, [id, current, version]);
  const s = detail?.statement;
  // one open dispute per line: the lines not disputed yet stay disputable until the statement is paid
  const canDispute = !!s && DISPUTABLE_STATUSES.includes(s.status) && can('monthlyStatement_CHECK');
  const mayOpenLedger = can(buttonKeyOf('/customer-api/waybillLedger/get', 'get', 'monthlyStatement'));
  const label = (key: string) => t(`statement.columns.${key}`);
  const rate = (bp: number) => `${bp / 100}%`;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={s ? `${t('statement.title')} ${s.statementNo}` : ''}
    >
      {s && detail && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Button
              loading={exports.running === 'pdf'}
              onClick={() => void exports.run('pdf', () => exportStatementPdf(s))}
            >
              {t('statement.pdf')}
            </Button>
            {can('monthlyStatement_EXCEL') && (
              <Button
                loading={exports.running === 'lines'}
                onClick={() => void exports.run('lines', () => exportStatementLines(s.id))}
              >
                {t('codBill.export')}
              </Button>
            )}
            {canDispute && (
              <Button danger disabled={selected.length === 0} onClick={() => setDisputing(true)}>
                {t('statementFlow.dispute')}
              </Button>
            )}
          </Space>
          <Descriptions size="small" bordered column={2} data-testid="statement-header">
            <Descriptions.Item label={t('statementFlow.status')}>
              <StatementStatusTag status={s.status} />
            </Descriptions.Item>
            <Descriptions.Item label={label('legalName')}>{s.legalName}</Descriptions.Item>
            <Descriptions.Item label="NPWP">{s.npwp ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={label('period')}>{s.period}</Descriptions.Item>
            <Descriptions.Item label={label('eFakturNo')}>{s.eFakturNo}</Descriptions.Item>
            <Descriptions.Item label={label('issueDay')}>{s.issueDay}</Descriptions.Item>
            <Descriptions.Item label={label('dueDay')}>{s.dueDay}</Descriptions.Item>
            <Descriptions.Item label={label('taxBase')}>{formatIdr(s.taxBase)}</Descriptions.Item>
            <Descriptions.Item label={`PPN ${rate(s.ppnRateBp)}`}>{formatIdr(s.ppn)}</Descriptions.Item>
            <Descriptions.Item label={`PPh 23 ${rate(s.pph23RateBp)}`}>
              {formatIdr(s.pph23)}
            </Descriptions.Item>
            <Descriptions.Item label={label('creditNotes')}>{formatIdr(s.creditNotes)}</Descriptions.Item>
            {s.settledAmount > 0 && (
              <Descriptions.Item label={t('statementFlow.settledAmount')}>
                {formatIdr(s.settledAmount)}
              </Descriptions.Item>
            )}
            {s.receivables > 0 && (
              <Descriptions.Item label={t('statementFlow.receivables')}>
                {formatIdr(s.receivables)}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={label('amountDue')}>
              <strong>{formatIdr(s.amountDue)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('statementFlow.paidAmount')}>
              {formatIdr(s.paidAmount)}
            </Descriptions.Item>
            <Descriptions.Item label={t('statementFlow.outstanding')}>
              {formatIdr(s.outstanding)}
            </Descriptions.Item>
          </Descriptions>
          <Table<StatementLine>
            style={{ marginTop: 12 }}
            size="small"
            rowKey="id"
            rowSelection={
              canDispute
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys.map(Number)),
                    getCheckboxProps: (line) => ({
                      disabled:
                        line.settledBatchNo !== null || detail.disputes.some((row) => row.lineId === line.id),
                    }),
                  }
                : undefined
            }
            dataSource={detail.lines.records}
            pagination={{
              current,
              pageSize: SIZE,
              total: detail.lines.total,
              onChange: setCurrent,
              showSizeChanger: false,
            }}
            columns={[
              { key: 'billCode', dataIndex: 'billCode', title: t('codBill.columns.billCode') },
              { key: 'day', dataIndex: 'day', title: label('day') },
              {
                key: 'dest',
                title: label('destination'),
                render: (_, line) => `${line.destCity}, ${line.destProvince}`,
              },
              {
                key: 'kg',
                title: label('chargeableKg'),
                render: (_, line) => formatNumber(line.chargeableKg, 2),
              },
              { key: 'freight', title: label('freight'), render: (_, line) => formatIdr(line.freight) },
              { key: 'codFee', title: label('codFee'), render: (_, line) => formatIdr(line.codFee) },
              { key: 'returnFee', title: label('returnFee'), render: (_, line) => formatIdr(line.returnFee) },
              { key: 'lineTotal', title: label('lineTotal'), render: (_, line) => formatIdr(line.lineTotal) },
              {
                key: 'settled',
                title: '',
                render: (_, line) =>
                  line.settledBatchNo ? t('statementFlow.settledIn', { batchNo: line.settledBatchNo }) : null,
              },
              ...(mayOpenLedger
                ? [
                    {
                      key: 'ledger',
                      title: '',
                      render: (_: unknown, line: StatementLine) => (
                        <Button size="small" type="link" onClick={() => setLedgerOf(line.billCode)}>
                          {t('shared:ledger.open')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <StatementHistory detail={detail} />
          <WaybillLedgerDrawer billCode={ledgerOf} onClose={() => setLedgerOf(null)} />
          <StatementDisputeDialog
            statementId={s.id}
            lineIds={selected}
            open={disputing}
            onClose={() => setDisputing(false)}
            onDisputed={() => {
              setDisputing(false);
              setSelected([]);
              setVersion((v) => v + 1);
              onChanged?.();
            }}
          />
        </>
      )}
    </Drawer>
  );
}
