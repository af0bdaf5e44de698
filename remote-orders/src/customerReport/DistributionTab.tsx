import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { formatNumber } from 'shared';
import { ReportChart, ReportSection, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { useAreaCodes } from '../common/useAreaCodes';
import { exportReport, fetchDistribution, type Dimension, type DistributionReport } from './api';
import { drillCell, useTabReport, type TabProps } from './useTabReport';

type Row = DistributionReport['rows'][number];
export const DIMENSIONS: readonly Dimension[] = ['PROVINCE', 'CITY', 'PRODUCT', 'WEIGHT'];
/** The chart draws the first rows (most orders); the table has them all. */
const CHART_ROWS = 15;
const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;

/**
 * The orders created in the period by destination province, city ('PROVINCE / CITY') or product,
 * most first, or by weight band (the gateway's default bands, in weight order).
 */
export function DistributionTab({
  filter,
  link,
  canExport,
  dimension,
  onDimension,
}: TabProps & { dimension: Dimension; onDimension(dimension: Dimension): void }) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('distribution', dimension, () => fetchDistribution(filter, dimension), filter);
  const range = report.data?.range;
  const rows = report.data?.dimension === dimension ? report.data.rows : [];
  const cityOf = (key: string) => {
    const [province, ...city] = key.split(' / ');
    return { province, city: city.join(' / ') };
  };
  const areas = useAreaCodes(dimension === 'CITY' ? rows.map((row) => cityOf(row.key).province) : []);
  // a province or a city opens order management at its code; a product or a weight band has no
  // filter there (order management cannot filter by weight: said under the select)
  const drill = (row: Row) => {
    if (!range) return undefined;
    if (dimension === 'PROVINCE') {
      const provinceCode = areas.provinceCodeOf(row.key);
      return provinceCode ? link(range, { provinceCode }) : undefined;
    }
    if (dimension === 'CITY') {
      const { province, city } = cityOf(row.key);
      const cityCode = areas.cityCodeOf(province, city);
      return cityCode ? link(range, { cityCode }) : undefined;
    }
    return undefined;
  };
  const exporter = canExport ? () => exportReport(filter, 'distribution', dimension) : undefined;
  const what = t(`customerReport.distribution.dimensions.${dimension}`);
  const shown = rows.slice(0, CHART_ROWS);

  return (
    <>
      <Select<Dimension>
        aria-label={t('customerReport.distribution.dimension')}
        style={{ minWidth: 180, marginTop: 16 }}
        value={dimension}
        options={DIMENSIONS.map((value) => ({
          value,
          label: t(`customerReport.distribution.dimensions.${value}`),
        }))}
        onChange={onDimension}
      />
      {dimension === 'WEIGHT' && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('customerReport.distribution.weightNoDrillDown')}
        </Typography.Paragraph>
      )}
      <ReportSection>
        <ReportChart<Row>
          title={
            dimension === 'WEIGHT'
              ? t('customerReport.distribution.chartBands')
              : t('customerReport.distribution.chart', { what, rows: shown.length })
          }
          kind="bar"
          horizontal
          rows={shown}
          category="key"
          categoryLabel={what}
          series={[{ key: 'orders', label: t('customerReport.orders') }]}
          summary={t('customerReport.distribution.summary', {
            from: range?.from,
            to: range?.to,
            what,
            total: formatNumber(report.data?.total),
            parts: shown.map((row) => `${row.key} ${formatNumber(row.orders)}`).join(', '),
          })}
          format={formatNumber}
          linkOf={drill}
          height={Math.max(200, shown.length * 32)}
          loading={!report.data}
          export={exporter}
          data-testid="chart-distribution"
        />
        <ReportTable<Row>
          title={t('customerReport.distribution.table', { what })}
          rows={rows}
          rowKey="key"
          columns={[
            { key: 'key', dataIndex: 'key', title: what },
            {
              key: 'orders',
              title: t('customerReport.orders'),
              align: 'right',
              render: (_, row) => drillCell(drill(row), formatNumber(row.orders)),
            },
            {
              key: 'share',
              title: t('customerReport.distribution.share'),
              align: 'right',
              render: (_, row) => percent(row.share),
            },
          ]}
          loading={!report.data}
          export={exporter}
          data-testid="table-distribution"
        />
      </ReportSection>
    </>
  );
}
