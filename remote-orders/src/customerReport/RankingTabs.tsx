import { useTranslation } from 'react-i18next';
import Typography from 'antd/es/typography';
import { formatNumber } from 'shared';
import { ReportChart, ReportSection, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  exportReport,
  fetchReceiverRanking,
  fetchSenderRanking,
  type ReceiverRanking,
  type SenderRanking,
} from './api';
import { useTabReport, type TabProps } from './useTabReport';

/** A page of a ranking: 10 a page, the chart draws the page shown. */
export const RANKING_PAGE_SIZE = 10;

type RankingProps = TabProps & { page: number; onPage(page: number): void };
type ReceiverRow = ReceiverRanking['rows'][number];
type SenderRow = SenderRanking['rows'][number] & { name: string };

/** The receivers with the most orders (all time: the receiver counters have no period). */
export function ReceiverRankingTab({ filter, canExport, page, onPage }: RankingProps) {
  const { t } = useTranslation(NAMESPACE);
  const paging = { pageNum: page, pageSize: RANKING_PAGE_SIZE };
  const report = useTabReport('ranking', paging, () => fetchReceiverRanking(filter, paging), filter);
  const rows = report.data?.rows ?? [];
  const exporter = canExport ? () => exportReport(filter, 'ranking') : undefined;
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        {t('customerReport.ranking.allTime')}
      </Typography.Paragraph>
      <ReportSection>
        <ReportChart<ReceiverRow>
          title={t('customerReport.ranking.chart')}
          kind="bar"
          horizontal
          rows={rows}
          category="receiverName"
          categoryLabel={t('customerReport.ranking.receiver')}
          series={[{ key: 'orders', label: t('customerReport.orders') }]}
          summary={t('customerReport.ranking.summary', {
            parts: rows
              .map((row) => `${row.rank}. ${row.receiverName} ${formatNumber(row.orders)}`)
              .join(', '),
          })}
          format={formatNumber}
          height={Math.max(200, rows.length * 32)}
          loading={!report.data}
          export={exporter}
          data-testid="chart-ranking"
        />
        <ReportTable<ReceiverRow>
          title={t('customerReport.ranking.table')}
          rows={rows}
          rowKey={(row) => String(row.rank)}
          columns={[
            { key: 'rank', dataIndex: 'rank', title: t('customerReport.rank') },
            { key: 'receiverName', dataIndex: 'receiverName', title: t('customerReport.ranking.receiver') },
            {
              key: 'orders',
              title: t('customerReport.orders'),
              align: 'right',
              render: (_, row) => formatNumber(row.orders),
            },
          ]}
          page={
            report.data && {
              current: page,
              pageSize: RANKING_PAGE_SIZE,
              total: report.data.total,
              onChange: onPage,
            }
          }
          loading={!report.data}
          export={exporter}
          data-testid="table-ranking"
        />
      </ReportSection>
    </>
  );
}

/** The sender addresses with the most orders created in the period. */
export function SenderRankingTab({ filter, canExport, page, onPage }: RankingProps) {
  const { t } = useTranslation(NAMESPACE);
  const paging = { pageNum: page, pageSize: RANKING_PAGE_SIZE };
  const report = useTabReport('rankingSender', paging, () => fetchSenderRanking(filter, paging), filter);
  const range = report.data?.range;
  // orders without a sender address have no name: said so, not left blank
  const rows: SenderRow[] = (report.data?.rows ?? []).map((row) => ({
    ...row,
    name: `${row.rank}. ${row.senderName ?? row.senderKey ?? t('customerReport.rankingSender.none')}`,
  }));
  const exporter = canExport ? () => exportReport(filter, 'rankingSender') : undefined;
  return (
    <ReportSection>
      <ReportChart<SenderRow>
        title={t('customerReport.rankingSender.chart')}
        kind="bar"
        horizontal
        rows={rows}
        category="name"
        categoryLabel={t('customerReport.rankingSender.sender')}
        series={[{ key: 'orders', label: t('customerReport.orders') }]}
        summary={t('customerReport.rankingSender.summary', {
          from: range?.from,
          to: range?.to,
          parts: rows.map((row) => `${row.name} ${formatNumber(row.orders)}`).join(', '),
        })}
        format={formatNumber}
        height={Math.max(200, rows.length * 32)}
        loading={!report.data}
        export={exporter}
        data-testid="chart-rankingSender"
      />
      <ReportTable<SenderRow>
        title={t('customerReport.rankingSender.table')}
        rows={rows}
        rowKey={(row) => String(row.rank)}
        columns={[
          { key: 'rank', dataIndex: 'rank', title: t('customerReport.rank') },
          {
            key: 'name',
            title: t('customerReport.rankingSender.sender'),
            render: (_, row) => row.senderName ?? row.senderKey ?? t('customerReport.rankingSender.none'),
          },
          {
            key: 'orders',
            title: t('customerReport.orders'),
            align: 'right',
            render: (_, row) => formatNumber(row.orders),
          },
        ]}
        page={
          report.data && {
            current: page,
            pageSize: RANKING_PAGE_SIZE,
            total: report.data.total,
            onChange: onPage,
          }
        }
        loading={!report.data}
        export={exporter}
        data-testid="table-rankingSender"
      />
    </ReportSection>
  );
}
