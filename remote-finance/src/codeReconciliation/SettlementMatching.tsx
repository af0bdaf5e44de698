import { ReadableTag } from 'shared/widgets';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { formatIdr, messageOf } from 'shared';
import { NAMESPACE } from '../i18n';
import {
  MATCHING_RESULTS,
  MAX_MATCHING_FILE_BYTES,
  downloadMatchingTemplate,
  matchSettlement,
  type MatchingAnswer,
  type MatchingResult,
  type MatchingRow,
} from './api';
import './texts';

type RowError = MatchingAnswer['errors'][number];
type Filter = MatchingResult | 'ALL' | 'ERROR';

const COLORS: Record<MatchingResult, string> = {
  PAID_AS_EXPECTED: 'green',
  PAID_DIFFERENT_AMOUNT: 'red',
  NOT_PAID_YET: 'gold',
  UNKNOWN_TO_COURIER: 'volcano',
};

/**
 * Settlement matching: the shipper's own records (waybill or customer order number, expected COD
 * amount) uploaded against what the courier knows and paid; every row's result, filterable, with
 * counts, and the rows the gateway could not read. Nothing is stored.
 */
export function SettlementMatching() {
  const { t } = useTranslation(NAMESPACE);
  const [answer, setAnswer] = useState<MatchingAnswer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [filter, setFilter] = useState<Filter>('ALL');
  const label = (prop: string) => t(`matching.columns.${prop}`);

  const send = async (file: File) => {
    setAnswer(null);
    setProblem(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) return setProblem(t('matching.wrongType'));
    if (file.size > MAX_MATCHING_FILE_BYTES) return setProblem(t('matching.tooLarge'));
    setBusy(true);
    try {
      setAnswer(await matchSettlement(file));
      setFilter('ALL');
    } catch (error) {
      setProblem(messageOf(error) || t('shared:requestFailed'));
    } finally {
      setBusy(false);
    }
  };

  const count = (key: Filter) =>
    !answer ? 0 : key === 'ALL' ? answer.rows.length + answer.errors.length : answer.counts[key];
  const rows = answer ? answer.rows.filter((row) => filter === 'ALL' || row.result === filter) : [];
  const money = (value: number | null) => (value === null ? '—' : formatIdr(value));

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="settlement-matching">
      <span>{t('matching.hint')}</span>
      <Space wrap>
        <Button onClick={() => void downloadMatchingTemplate()}>{t('matching.template')}</Button>
        <Upload
          accept=".xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button type="primary" loading={busy} data-testid="matching-choose">
            {t('matching.choose')}
          </Button>
        </Upload>
      </Space>
      {problem && <Alert type="error" showIcon title={problem} data-testid="matching-problem" />}
      {answer && (
        <>
          <Alert type="info" showIcon title={answer.compared} data-testid="matching-compared" />
          <Segmented<Filter>
            data-testid="matching-filter"
            value={filter}
            onChange={setFilter}
            options={(['ALL', ...MATCHING_RESULTS, 'ERROR'] as Filter[]).map((key) => ({
              value: key,
              label: `${t(`matching.results.${key}`)} (${count(key)})`,
            }))}
          />
          {filter === 'ERROR' ? (
            <Table<RowError>
              data-testid="matching-errors"
              size="small"
              rowKey="rowNo"
              dataSource={answer.errors}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                {
                  key: 'row',
                  title: label('rowNo'),
                  width: 100,
                  render: (_, error) => t('matching.row', { rowNo: error.rowNo }),
                },
                { key: 'messages', title: label('problem'), render: (_, error) => error.messages.join('; ') },
              ]}
            />
          ) : (
            <Table<MatchingRow>
              data-testid="matching-rows"
              size="small"
              rowKey="rowNo"
              dataSource={rows}
              scroll={{ x: 1100 }}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                {
                  key: 'row',
                  title: label('rowNo'),
                  width: 90,
                  render: (_, row) => t('matching.row', { rowNo: row.rowNo }),
                },
                { key: 'reference', title: label('reference'), dataIndex: 'reference', width: 170 },
                {
                  key: 'result',
                  title: label('result'),
                  width: 180,
                  render: (_, row) => (
                    <ReadableTag color={COLORS[row.result]}>
                      {t(`matching.results.${row.result}`)}
                    </ReadableTag>
                  ),
                },
                {
                  key: 'expected',
                  title: label('expectedAmount'),
                  width: 130,
                  render: (_, row) => money(row.expectedAmount),
                },
                {
                  key: 'cod',
                  title: label('codAmount'),
                  width: 130,
                  render: (_, row) => money(row.codAmount),
                },
                {
                  key: 'difference',
                  title: label('difference'),
                  width: 120,
                  render: (_, row) => money(row.difference),
                },
                {
                  key: 'billCode',
                  title: label('billCode'),
                  width: 150,
                  render: (_, row) => row.billCode ?? '—',
                },
                {
                  key: 'lineStatus',
                  title: label('lineStatus'),
                  width: 130,
                  render: (_, row) => (row.lineStatus ? t(`codBill.statuses.${row.lineStatus}`) : '—'),
                },
                {
                  key: 'batchNo',
                  title: label('batchNo'),
                  width: 170,
                  render: (_, row) => row.batchNo ?? '—',
                },
                {
                  key: 'payDay',
                  title: label('expectedPayDay'),
                  width: 130,
                  render: (_, row) => row.expectedPayDay ?? '—',
                },
              ]}
            />
          )}
        </>
      )}
    </Space>
  );
}
