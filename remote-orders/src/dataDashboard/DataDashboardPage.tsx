import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { formatIdr, formatNumber } from 'shared';
import {
  KpiCard,
  queryClient,
  rangeProblem,
  ReportChart,
  ReportEmpty,
  ReportFilters,
  SavedViews,
  ReportSection,
  type ReportFilter,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchKpis, fetchLeadTime, fetchSeries, fetchStatusMix, fetchTopCities } from './api';
import { IN_TRANSIT_STATUSES, ordersLink, type DrillDown } from '../common/reportDrillDown';
import { useAreaCodes } from '../common/useAreaCodes';
import './texts';

export const ROUTE_NAME = 'dataDashboard';

const PRODUCTS = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
const percent = (share: number) => `${formatNumber(share * 100, 1)} %`;

type Kpi = { value: number | null; previous: number | null };

/** One report call of the dashboard through the portal's query cache, asked again with each filter. */
function useReport<T>(
  name: string,
  load: (filter: ReportFilter) => Promise<T>,
  filter: ReportFilter,
  enabled: boolean,
) {
  return useQuery(
    { queryKey: ['report', ROUTE_NAME, name, filter], queryFn: () => load(filter), enabled },
    queryClient,
  );
}

/** /dataDashboard: a shipper's figures for a period, each drilling down to the parcels behind it. */
export default function DataDashboardPage() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<ReportFilter>({ period: 'LAST_7_DAYS' });
  const ready = rangeProblem(filter) === null;
  const kpis = useReport('kpis', fetchKpis, filter, ready);
  const series = useReport('series', fetchSeries, filter, ready);
  const statusMix = useReport('statusMix', fetchStatusMix, filter, ready);
  const leadTime = useReport('leadTime', fetchLeadTime, filter, ready);
  const topCities = useReport('topCities', fetchTopCities, filter, ready);
  const data = kpis.data;
  const days = data?.range;
  const areas = useAreaCodes((topCities.data?.cities ?? []).map((row) => row.province));
  const filterProvinceCode = areas.provinceCodeOf(filter.receiverProvince);
  const link = (drill?: DrillDown) =>
    days ? ordersLink(days, filter, drill, filterProvinceCode) : undefined;
  const formulaOf = (path: string) => data?.formulas[path];

  const card = (path: string, kpi: Kpi | undefined, format: (value: number) => string, to?: string) => (
    <KpiCard
      key={path}
      title={t(`dataDashboard.${path}`)}
      value={kpi?.value ?? null}
      previous={kpi?.previous ?? null}
      format={format}
      formula={formulaOf(path)}
      to={to}
      loading={!data}
      data-testid={`kpi-${path}`}
    />
  );
  const section = (key: string, cards: React.ReactNode[]) => (
    <ReportSection
      key={key}
      title={t(`dataDashboard.sections.${key}`)}
      id={`dashboard-${key}`}
      layout="cards"
    >
      {cards}
    </ReportSection>
  );
  // a period without orders: the empty state, not a page of zeros
  const noOrders = data !== undefined && data.counts.created.value === 0;
  const hours = (value: number) => formatNumber(value);

  const seriesRows = series.data?.days ?? [];
  const seriesTotals = seriesRows.reduce(
    (sum, day) => ({ created: sum.created + day.created, signed: sum.signed + day.signed }),
    {
      created: 0,
      signed: 0,
    },
  );
  const statusRows = statusMix.data?.statuses.filter((row) => row.orders > 0) ?? [];
  const provinceRows = leadTime.data?.provinces ?? [];
  const cityRows = topCities.data?.cities ?? [];
  const range = { from: days?.from ?? '', to: days?.to ?? '' };

  return (
    <Card title={t('dataDashboard.title')} data-testid="data-dashboard">
      <ReportFilters value={filter} onChange={setFilter}>
        <Select
          aria-label={t('dataDashboard.product')}
          style={{ minWidth: 140 }}
          allowClear
          placeholder={t('dataDashboard.allProducts')}
          value={filter.productType}
          options={PRODUCTS.map((product) => ({ value: product, label: product }))}
          onChange={(productType) => setFilter({ ...filter, productType })}
        />
        <Select
          aria-label={t('dataDashboard.province')}
          style={{ minWidth: 180 }}
          allowClear
          showSearch
          placeholder={t('dataDashboard.allProvinces')}
          value={filter.receiverProvince}
          options={areas.provinces.map((area) => ({ value: area.name, label: area.name }))}
          onChange={(receiverProvince) => setFilter({ ...filter, receiverProvince })}
        />
        <SavedViews report={ROUTE_NAME} value={filter} onOpen={setFilter} />
      </ReportFilters>
      {days && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="report-range">
          {t('dataDashboard.range', days)}
        </Typography.Paragraph>
      )}
      {filter.productType && (
        <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('dataDashboard.noDrillDown')} />
      )}
      {noOrders ? (
        <ReportEmpty />
      ) : (
        <>
          {section('parcels', [
            card('counts.created', data?.counts.created, formatNumber, link()),
            card('counts.pickedUp', data?.counts.pickedUp, formatNumber),
            card('counts.signed', data?.counts.signed, formatNumber, link({ statuses: ['DELIVERED'] })),
            card(
              'counts.inTransit',
              data?.counts.inTransit,
              formatNumber,
              link({ statuses: IN_TRANSIT_STATUSES }),
            ),
            card('counts.returned', data?.counts.returned, formatNumber, link({ statuses: ['RETURNED'] })),
            card('counts.cancelled', data?.counts.cancelled, formatNumber, link({ statuses: ['CANCELLED'] })),
          ])}
          {section(
            'rates',
            (
              [
                'deliverySuccess',
                'returnRate',
                'codRefusal',
                'pickupSameDay',
                'firstAttempt',
                'onTime',
                'onTimeBusiness',
              ] as const
            ).map((name) => card(`rates.${name}`, data?.rates[name], percent)),
          )}
          {section(
            'leadTimes',
            (
              ['pickupMedianHours', 'deliveryMedianHours', 'deliveryP90Hours', 'codPaidMedianDays'] as const
            ).map((name) => card(`leadTimes.${name}`, data?.leadTimes[name], hours)),
          )}
          {data?.spend &&
            section('money', [
              ...(['freightFee', 'insuranceFee', 'codFee', 'spendTotal', 'costPerParcel'] as const).map(
                (name) => card(`spend.${name}`, data.spend?.[name], formatIdr),
              ),
              ...(data.cod
                ? (['collected', 'inProcess', 'paid'] as const).map((name) =>
                    card(`cod.${name}`, data.cod?.[name], formatIdr),
                  )
                : []),
            ])}
          {section(
            'open',
            (['tickets', 'claims', 'heldNearDeadline'] as const).map((name) =>
              card(
                `open.${name}`,
                data ? { value: data.open[name], previous: null } : undefined,
                formatNumber,
              ),
            ),
          )}
          <ReportSection>
            <ReportChart
              title={t('dataDashboard.charts.perDay')}
              kind="line"
              rows={seriesTotals.created + seriesTotals.signed > 0 ? seriesRows : []}
              category="day"
              categoryLabel={t('dataDashboard.charts.day')}
              series={[
                { key: 'created', label: t('dataDashboard.counts.created') },
                { key: 'signed', label: t('dataDashboard.counts.signed') },
              ]}
              summary={t('dataDashboard.summaries.perDay', {
                ...range,
                created: formatNumber(seriesTotals.created),
                signed: formatNumber(seriesTotals.signed),
              })}
              format={formatNumber}
              linkOf={(day) => ordersLink({ from: day.day, to: day.day }, filter, {}, filterProvinceCode)}
              loading={!series.data}
              data-testid="chart-perDay"
            />
            <ReportChart
              title={t('dataDashboard.charts.statusMix')}
              kind="pie"
              rows={statusRows}
              category="statusLabel"
              categoryLabel={t('dataDashboard.charts.status')}
              series={[{ key: 'orders', label: t('dataDashboard.charts.orders') }]}
              summary={t('dataDashboard.summaries.statusMix', {
                ...range,
                total: formatNumber(statusMix.data?.total),
                parts: statusRows.map((row) => `${row.statusLabel} ${formatNumber(row.orders)}`).join(', '),
              })}
              format={formatNumber}
              linkOf={(row) => link({ statuses: [row.status] })}
              loading={!statusMix.data}
              data-testid="chart-statusMix"
            />
            <ReportChart
              title={t('dataDashboard.charts.leadTime')}
              kind="bar"
              horizontal
              rows={provinceRows}
              category="province"
              categoryLabel={t('dataDashboard.charts.province')}
              series={[
                { key: 'medianHours', label: t('dataDashboard.charts.median') },
                { key: 'p90Hours', label: t('dataDashboard.charts.p90') },
              ]}
              summary={t('dataDashboard.summaries.leadTime', {
                parts: provinceRows.map((row) => `${row.province} ${row.medianHours}`).join(', '),
              })}
              format={formatNumber}
              linkOf={(row) => {
                // the province's parcels delivered, of those created in the period
                const provinceCode = areas.provinceCodeOf(row.province);
                return provinceCode ? link({ statuses: ['DELIVERED'], provinceCode }) : undefined;
              }}
              height={Math.max(200, provinceRows.length * 36)}
              loading={!leadTime.data}
              data-testid="chart-leadTime"
            />
            <ReportChart
              title={t('dataDashboard.charts.topCities')}
              kind="bar"
              horizontal
              rows={cityRows}
              category="city"
              categoryLabel={t('dataDashboard.charts.city')}
              series={[{ key: 'orders', label: t('dataDashboard.charts.orders') }]}
              summary={t('dataDashboard.summaries.topCities', {
                parts: cityRows.map((row) => `${row.city} ${formatNumber(row.orders)}`).join(', '),
              })}
              format={formatNumber}
              linkOf={(row) => {
                const cityCode = areas.cityCodeOf(row.province, row.city);
                return cityCode ? link({ cityCode }) : undefined;
              }}
              height={Math.max(200, cityRows.length * 32)}
              loading={!topCities.data}
              data-testid="chart-topCities"
            />
          </ReportSection>
        </>
      )}
    </Card>
  );
}
