import { useTranslation } from 'react-i18next';
import { formatNumber } from 'shared';
import { ReportChart, ReportSection, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { bucketDays } from '../common/reportDrillDown';
import { exportReport, fetchStatus } from './api';
import { drillCell, sumOf, useTabReport, type TabProps } from './useTabReport';

/** A bucket's orders by status code ('DELIVERED': 80, …), one row of the chart and the table. */
type Row = { bucket: string } & Record<string, number | string>;

/** The orders created per day, week or month by their status now; each figure opens its orders. */
export function StatusTab({ filter, grouping, link, canExport }: TabProps) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('status', null, () => fetchStatus(filter), filter);
  const range = report.data?.range;
  const answer = report.data?.rows ?? [];
  // the statuses with orders in the period, in the gateway's order, with their labels
  const labels = new Map<string, string>();
  for (const row of answer)
    for (const status of row.statuses) if (status.orders > 0) labels.set(status.status, status.statusLabel);
  const statuses = [...labels.keys()];
  const rows: Row[] = answer
    .filter((row) => row.statuses.some((status) => status.orders > 0))
    .map((row) => ({
      bucket: row.bucket,
      ...Object.fromEntries(row.statuses.map((status) => [status.status, status.orders])),
    }));
  const totalOf = (status: string) => sumOf(rows, (row) => Number(row[status] ?? 0));
  const drill = (row: Row, status: string) =>
    range ? link(bucketDays(row.bucket, grouping, range), { statuses: [status] }) : undefined;
  const exporter = canExport ? () => exportReport(filter, 'status') : undefined;

  return (
    <ReportSection>
      <ReportChart<Row>
        title={t('customerReport.status.chart')}
        kind="bar"
        rows={rows}
        category="bucket"
        categoryLabel={t('customerReport.bucket')}
        series={statuses.map((status) => ({ key: status, label: labels.get(status)! }))}
        summary={t('customerReport.status.summary', {
          from: range?.from,
          to: range?.to,
          parts: statuses
            .map((status) => `${labels.get(status)} ${formatNumber(totalOf(status))}`)
            .join(', '),
        })}
        format={formatNumber}
        loading={!report.data}
        export={exporter}
        data-testid="chart-status"
      />
      <ReportTable<Row>
        title={t('customerReport.status.table')}
        rows={rows}
        rowKey="bucket"
        columns={[
          { key: 'bucket', dataIndex: 'bucket', title: t('customerReport.bucket') },
          ...statuses.map((status) => ({
            key: status,
            title: labels.get(status),
            align: 'right' as const,
            render: (_: unknown, row: Row) =>
              drillCell(drill(row, status), formatNumber(Number(row[status] ?? 0))),
          })),
        ]}
        loading={!report.data}
        export={exporter}
        data-testid="table-status"
      />
    </ReportSection>
  );
}
