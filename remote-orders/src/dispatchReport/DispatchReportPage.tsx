import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import { formatNumber, useCan } from 'shared';
import {
  buttonKeyOf,
  queryClient,
  rangeProblem,
  ReportChart,
  ReportFilters,
  ReportSection,
  ReportTable,
  SavedViews,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  exportDispatch,
  fetchGrowth,
  fetchSign,
  fetchSignCities,
  fetchSigners,
  fetchStatus,
  type DispatchFilter,
  type DispatchTable,
  type GrowthReport,
} from './api';
import './texts';

export const ROUTE_NAME = 'dispatchReport';

const PRODUCTS = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
const GROUPINGS = ['DAY', 'WEEK', 'MONTH'] as const;
const STATUS_KEYS = ['outForDelivery', 'held', 'delivered', 'returning', 'returned'] as const;
const change = new Intl.NumberFormat('en', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

/** One dispatch call through the portal's query cache, asked again with each filter. */
function useDispatch<T>(name: string, load: (filter: DispatchFilter) => Promise<T>, filter: DispatchFilter) {
  return useQuery(
    {
      queryKey: ['report', ROUTE_NAME, name, filter],
      queryFn: () => load(filter),
      enabled: rangeProblem(filter) === null,
    },
    queryClient,
  );
}

interface GrowthRow {
  bucket: string;
  created?: GrowthReport['created'][number];
  signed?: GrowthReport['signed'][number];
}

/** The created and signed growth rows side by side, one row per bucket. */
function growthRows(report: GrowthReport | undefined): GrowthRow[] {
  const rows = new Map<string, GrowthRow>();
  for (const row of report?.created ?? []) rows.set(row.bucket, { bucket: row.bucket, created: row });
  for (const row of report?.signed ?? [])
    rows.set(row.bucket, { ...(rows.get(row.bucket) ?? { bucket: row.bucket }), signed: row });
  return [...rows.values()].filter((row) => (row.created?.value ?? 0) + (row.signed?.value ?? 0) > 0);
}

/** /dispatchReport: how parcels reach their receivers: who signed, where, per period, and the growth. */
export default function DispatchReportPage() {
  const { t } = useTranslation(NAMESPACE);
  const [filter, setFilter] = useState<DispatchFilter>({ period: 'LAST_30_DAYS', groupBy: 'DAY' });
  // the tables export with the page's EXCEL button key, as the gateway checks it
  const canExport = useCan()(buttonKeyOf('/report-api/dispatch/export'));
  const exporter = (table: DispatchTable) => (canExport ? () => exportDispatch(filter, table) : undefined);
  const signers = useDispatch('signer', fetchSigners, filter);
  const cities = useDispatch('signCityTop', fetchSignCities, filter);
  const status = useDispatch('status', fetchStatus, filter);
  const sign = useDispatch('sign', fetchSign, filter);
  const growth = useDispatch('growth', fetchGrowth, filter);
  const range = sign.data?.range ?? signers.data?.range ?? { from: '', to: '' };

  const signerRows = signers.data?.signers.filter((row) => row.parcels > 0) ?? [];
  const cityRows = cities.data?.cities ?? [];
  const signRows = sign.data?.rows ?? [];
  const signTotal = signRows.reduce((sum, row) => sum + row.signed, 0);
  const statusRows = status.data?.rows ?? [];
  const statusTotals = Object.fromEntries(
    STATUS_KEYS.map((key) => [key, formatNumber(statusRows.reduce((sum, row) => sum + row[key], 0))]),
  );
  const growthTable = growthRows(growth.data);
  const growthColumns = (['created', 'signed'] as const).flatMap((series) => {
    const what = t(`dispatchReport.growth.${series}`);
    return [
      {
        key: `${series}.value`,
        title: t('dispatchReport.growth.value', { what }),
        align: 'right' as const,
        render: (_: unknown, row: GrowthRow) => formatNumber(row[series]?.value),
      },
      {
        key: `${series}.previous`,
        title: t('dispatchReport.growth.previous', { what }),
        align: 'right' as const,
        render: (_: unknown, row: GrowthRow) => formatNumber(row[series]?.previous),
      },
      {
        key: `${series}.change`,
        title: t('dispatchReport.growth.change', { what }),
        align: 'right' as const,
        render: (_: unknown, row: GrowthRow) => {
          const share = row[series]?.change;
          return share === null || share === undefined ? '--' : change.format(share);
        },
      },
    ];
  });

  return (
    <Card title={t('dispatchReport.title')} data-testid="dispatch-report">
      <ReportFilters value={filter} onChange={setFilter}>
        <Select
          aria-label={t('dispatchReport.groupBy')}
          style={{ minWidth: 110 }}
          value={filter.groupBy}
          options={GROUPINGS.map((grouping) => ({
            value: grouping,
            label: t(`dispatchReport.groupings.${grouping}`),
          }))}
          onChange={(groupBy) => setFilter({ ...filter, groupBy })}
        />
        <Select
          aria-label={t('dispatchReport.product')}
          style={{ minWidth: 140 }}
          allowClear
          placeholder={t('dispatchReport.allProducts')}
          value={filter.productType}
          options={PRODUCTS.map((product) => ({ value: product, label: product }))}
          onChange={(productType) => setFilter({ ...filter, productType })}
        />
        <SavedViews report={ROUTE_NAME} value={filter} onOpen={setFilter} />
      </ReportFilters>
      <ReportSection>
        <ReportChart
          title={t('dispatchReport.sign.title')}
          kind="line"
          rows={signTotal > 0 ? signRows : []}
          category="bucket"
          categoryLabel={t('dispatchReport.bucket')}
          series={[{ key: 'signed', label: t('dispatchReport.sign.signed') }]}
          summary={t('dispatchReport.sign.summary', { ...range, total: formatNumber(signTotal) })}
          format={formatNumber}
          loading={!sign.data}
          export={exporter('sign')}
          data-testid="chart-sign"
        />
        <ReportChart
          title={t('dispatchReport.signers.title')}
          kind="pie"
          rows={signerRows}
          category="signerLabel"
          categoryLabel={t('dispatchReport.signer')}
          series={[{ key: 'parcels', label: t('dispatchReport.parcels') }]}
          summary={t('dispatchReport.signers.summary', {
            ...range,
            total: formatNumber(signers.data?.total),
            parts: signerRows
              .map(
                (row) =>
                  `${row.signerLabel} ${formatNumber(row.parcels)} (${formatNumber(row.share * 100, 1)} %)`,
              )
              .join(', '),
          })}
          format={formatNumber}
          loading={!signers.data}
          export={exporter('signer')}
          data-testid="chart-signer"
        />
        <ReportChart
          title={t('dispatchReport.status.title')}
          kind="bar"
          rows={statusRows.filter((row) => STATUS_KEYS.some((key) => row[key] > 0))}
          category="bucket"
          categoryLabel={t('dispatchReport.bucket')}
          series={STATUS_KEYS.map((key) => ({ key, label: t(`dispatchReport.status.${key}`) }))}
          summary={t('dispatchReport.status.summary', { ...range, ...statusTotals })}
          format={formatNumber}
          loading={!status.data}
          export={exporter('status')}
          data-testid="chart-status"
        />
        <ReportChart
          title={t('dispatchReport.cities.title')}
          kind="bar"
          horizontal
          rows={cityRows}
          category="city"
          categoryLabel={t('dispatchReport.city')}
          series={[{ key: 'parcels', label: t('dispatchReport.parcels') }]}
          summary={t('dispatchReport.cities.summary', {
            parts: cityRows.map((row) => `${row.city} ${formatNumber(row.parcels)}`).join(', '),
          })}
          format={formatNumber}
          height={Math.max(200, cityRows.length * 32)}
          loading={!cities.data}
          export={exporter('signCityTop')}
          data-testid="chart-signCityTop"
        />
      </ReportSection>
      <ReportSection layout="wide">
        <ReportTable<GrowthRow>
          title={t('dispatchReport.growth.title')}
          rows={growthTable}
          rowKey="bucket"
          columns={[
            { key: 'bucket', dataIndex: 'bucket', title: t('dispatchReport.bucket') },
            ...growthColumns,
          ]}
          loading={!growth.data}
          export={exporter('growth')}
          data-testid="table-growth"
        />
      </ReportSection>
    </Card>
  );
}
