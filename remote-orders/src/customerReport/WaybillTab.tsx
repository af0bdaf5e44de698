import { useTranslation } from 'react-i18next';
import { formatNumber } from 'shared';
import { KpiCard, ReportChart, ReportEmpty, ReportSection, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { bucketDays } from '../common/reportDrillDown';
import { exportReport, fetchWaybill, type WaybillReport } from './api';
import { drillCell, sumOf, useTabReport, withData, type TabProps } from './useTabReport';

type Row = WaybillReport['rows'][number];
const COUNTS = ['created', 'pickedUp', 'signed', 'returned', 'cancelled'] as const;
type Count = (typeof COUNTS)[number];
/** The counts order management can show: by creation day, and for two of them by status now. */
const DRILL: Partial<Record<Count, string[] | null>> = {
  created: null,
  returned: ['RETURNED'],
  cancelled: ['CANCELLED'],
};

/** The waybill data: created, picked up, signed, returned and cancelled per day, week or month. */
export function WaybillTab({ filter, grouping, link, canExport }: TabProps) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('waybill', null, () => fetchWaybill(filter), filter);
  const range = report.data?.range;
  const rows = withData(report.data?.rows ?? [], (row) => sumOf(COUNTS, (count) => row[count]));
  const totals = Object.fromEntries(COUNTS.map((count) => [count, sumOf(rows, (row) => row[count])]));
  const drill = (count: Count, days: { from: string; to: string } | undefined) => {
    const statuses = DRILL[count];
    if (!days || statuses === undefined) return undefined;
    return link(days, statuses ? { statuses } : {});
  };
  const bucketLink = (row: Row, count: Count) =>
    range ? drill(count, bucketDays(row.bucket, grouping, range)) : undefined;
  const label = (count: Count) => t(`customerReport.waybill.${count}`);
  const exporter = canExport ? () => exportReport(filter, 'waybill') : undefined;

  if (report.data && rows.length === 0) return <ReportEmpty />;
  return (
    <>
      <ReportSection title={t('customerReport.totals')} id="customer-report-waybill-totals" layout="cards">
        {COUNTS.map((count) => (
          <KpiCard
            key={count}
            title={label(count)}
            value={report.data ? totals[count] : null}
            format={formatNumber}
            to={drill(count, range)}
            loading={!report.data}
            data-testid={`total-${count}`}
          />
        ))}
      </ReportSection>
      <ReportSection>
        <ReportChart
          title={t('customerReport.waybill.chart')}
          kind="line"
          rows={rows}
          category="bucket"
          categoryLabel={t('customerReport.bucket')}
          series={COUNTS.map((count) => ({ key: count, label: label(count) }))}
          summary={t('customerReport.waybill.summary', {
            from: range?.from,
            to: range?.to,
            ...Object.fromEntries(COUNTS.map((count) => [count, formatNumber(totals[count])])),
          })}
          format={formatNumber}
          linkOf={(row) => bucketLink(row, 'created')}
          loading={!report.data}
          export={exporter}
          data-testid="chart-waybill"
        />
        <ReportTable<Row>
          title={t('customerReport.waybill.table')}
          rows={rows}
          rowKey="bucket"
          columns={[
            { key: 'bucket', dataIndex: 'bucket', title: t('customerReport.bucket') },
            ...COUNTS.map((count) => ({
              key: count,
              title: label(count),
              align: 'right' as const,
              render: (_: unknown, row: Row) => {
                return drillCell(bucketLink(row, count), formatNumber(row[count]));
              },
            })),
          ]}
          loading={!report.data}
          export={exporter}
          data-testid="table-waybill"
        />
      </ReportSection>
    </>
  );
}
