import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Typography from 'antd/es/typography';
import { formatNumber } from 'shared';
import { queryClient, ReadableTag, ReportChart, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchForecast, type MarketplaceForecast } from './api';
import './texts';

const percent = (share: number | null | undefined) =>
  share === null || share === undefined ? '--' : `${formatNumber(share * 100, 1)} %`;

const STATE_COLORS: Record<MarketplaceForecast['state'], string> = {
  OK: 'green',
  AT_RISK: 'gold',
  OVER: 'red',
  NO_DATA: 'default',
};

/** The marketplace penalty forecast: each marketplace's late-shipment rate against its threshold. */
export function MarketplaceForecastSection() {
  const { t } = useTranslation(NAMESPACE);
  const forecast = useQuery(
    { queryKey: ['report', 'lateParcels', 'forecast'], queryFn: fetchForecast },
    queryClient,
  );
  const rows = forecast.data?.marketplaces ?? [];
  const chartRows = rows
    .filter((row) => row.lateRate !== null)
    .map((row) => ({
      name: row.name,
      lateRate: (row.lateRate ?? 0) * 100,
      penaltyRate: row.penaltyRate * 100,
    }));
  const label = (key: string) => t(`lateParcels.forecast.${key}`);
  return (
    <Card title={label('title')} style={{ marginTop: 16 }} data-testid="marketplace-forecast">
      <Typography.Paragraph type="secondary">
        {t('lateParcels.forecast.intro', { days: rows[0]?.shipWithinDays ?? 2 })}
      </Typography.Paragraph>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <ReportChart
            title={label('lateRate')}
            kind="bar"
            rows={chartRows}
            category="name"
            categoryLabel={label('marketplace')}
            series={[
              { key: 'lateRate', label: label('lateRate') },
              { key: 'penaltyRate', label: label('penaltyRate') },
            ]}
            summary={t('lateParcels.forecast.summary', {
              parts: rows
                .map((row) => `${row.name} ${percent(row.lateRate)} / ${percent(row.penaltyRate)}`)
                .join(', '),
            })}
            format={(value) => `${formatNumber(value, 1)} %`}
            loading={!forecast.data}
            data-testid="chart-forecast"
          />
        </Col>
        <Col xs={24} xl={14}>
          <ReportTable<MarketplaceForecast>
            title={label('title')}
            rows={rows}
            rowKey="code"
            columns={[
              { key: 'name', dataIndex: 'name', title: label('marketplace') },
              {
                key: 'window',
                title: label('window'),
                render: (_: unknown, row) => t('lateParcels.forecast.windowDays', { days: row.windowDays }),
              },
              {
                key: 'orders',
                title: label('orders'),
                align: 'right',
                render: (_: unknown, row) => formatNumber(row.orders),
              },
              {
                key: 'late',
                title: label('late'),
                align: 'right',
                render: (_: unknown, row) => formatNumber(row.late),
              },
              {
                key: 'lateRate',
                title: label('lateRate'),
                align: 'right',
                render: (_: unknown, row) => percent(row.lateRate),
              },
              {
                key: 'penaltyRate',
                title: label('penaltyRate'),
                align: 'right',
                render: (_: unknown, row) => percent(row.penaltyRate),
              },
              {
                key: 'state',
                title: label('state'),
                render: (_: unknown, row) => (
                  <ReadableTag color={STATE_COLORS[row.state]}>
                    {t(`lateParcels.forecast.states.${row.state}`)}
                  </ReadableTag>
                ),
              },
            ]}
            loading={!forecast.data}
            data-testid="table-forecast"
          />
        </Col>
      </Row>
    </Card>
  );
}
