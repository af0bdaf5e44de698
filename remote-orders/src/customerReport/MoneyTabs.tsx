import { useTranslation } from 'react-i18next';
import { formatIdr, formatNumber } from 'shared';
import { ReportChart, ReportSection, ReportTable } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  exportReport,
  fetchBill,
  fetchCod,
  fetchCost,
  type BillReport,
  type CodReport,
  type CostReport,
} from './api';
import { moneyHidden, sumOf, useTabReport, withData, type TabProps } from './useTabReport';

// The money reports: bill (spend), COD and cost. A hide-money user's answers come without their
// amounts (the gateway leaves them out): the amounts' columns and series go, the counts stay.

type BillRow = BillReport['rows'][number];
type CodRow = CodReport['rows'][number];
type CostRow = CostReport['rows'][number];
const BILL_AMOUNTS = ['freightFee', 'insuranceFee', 'codFee', 'total'] as const;
const COD_AMOUNTS = ['awaiting', 'inProcess', 'paid', 'refused'] as const;

const right = 'right' as const;
const bucketColumn = (title: string) => ({ key: 'bucket', dataIndex: 'bucket', title });

/** Spend (freight, insurance, COD fee) of the orders created, per day, week or month. */
export function BillTab({ filter, canExport }: TabProps) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('bill', null, () => fetchBill(filter), filter);
  const rows = withData(report.data?.rows ?? [], (row) => row.orders);
  const hidden = moneyHidden(rows, 'total');
  const exporter = canExport ? () => exportReport(filter, 'bill') : undefined;
  const label = (key: string) => t(`customerReport.bill.${key}`);
  return (
    <ReportSection>
      <ReportChart<BillRow>
        title={t('customerReport.bill.chart')}
        kind="bar"
        rows={rows}
        category="bucket"
        categoryLabel={t('customerReport.bucket')}
        series={(hidden ? ['orders'] : ['freightFee', 'insuranceFee', 'codFee']).map((key) => ({
          key,
          label: label(key),
        }))}
        summary={t(hidden ? 'customerReport.bill.summaryCounts' : 'customerReport.bill.summary', {
          ...report.data?.range,
          orders: formatNumber(sumOf(rows, (row) => row.orders)),
          total: formatIdr(sumOf(rows, (row) => row.total)),
        })}
        format={hidden ? formatNumber : formatIdr}
        loading={!report.data}
        export={exporter}
        data-testid="chart-bill"
      />
      <ReportTable<BillRow>
        title={t('customerReport.bill.table')}
        rows={rows}
        rowKey="bucket"
        columns={[
          bucketColumn(t('customerReport.bucket')),
          {
            key: 'orders',
            title: label('orders'),
            align: right,
            render: (_, row) => formatNumber(row.orders),
          },
          ...(hidden ? [] : BILL_AMOUNTS).map((key) => ({
            key,
            title: label(key),
            align: right,
            render: (_: unknown, row: BillRow) => formatIdr(row[key]),
          })),
        ]}
        loading={!report.data}
        export={exporter}
        data-testid="table-bill"
      />
    </ReportSection>
  );
}

/** COD of the orders created per day, week or month, by where the money is. */
export function CodTab({ filter, canExport }: TabProps) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('cod', null, () => fetchCod(filter), filter);
  const rows = withData(report.data?.rows ?? [], (row) => row.lines);
  const hidden = moneyHidden(rows, 'paid');
  const exporter = canExport ? () => exportReport(filter, 'cod') : undefined;
  const label = (key: string) => t(`customerReport.cod.${key}`);
  return (
    <ReportSection>
      <ReportChart<CodRow>
        title={t('customerReport.cod.chart')}
        kind="bar"
        rows={rows}
        category="bucket"
        categoryLabel={t('customerReport.bucket')}
        series={(hidden ? ['lines'] : COD_AMOUNTS).map((key) => ({ key, label: label(key) }))}
        summary={t(hidden ? 'customerReport.cod.summaryCounts' : 'customerReport.cod.summary', {
          ...report.data?.range,
          lines: formatNumber(sumOf(rows, (row) => row.lines)),
          ...Object.fromEntries(COD_AMOUNTS.map((key) => [key, formatIdr(sumOf(rows, (row) => row[key]))])),
        })}
        format={hidden ? formatNumber : formatIdr}
        loading={!report.data}
        export={exporter}
        data-testid="chart-cod"
      />
      <ReportTable<CodRow>
        title={t('customerReport.cod.table')}
        rows={rows}
        rowKey="bucket"
        columns={[
          bucketColumn(t('customerReport.bucket')),
          { key: 'lines', title: label('lines'), align: right, render: (_, row) => formatNumber(row.lines) },
          ...(hidden ? [] : COD_AMOUNTS).map((key) => ({
            key,
            title: label(key),
            align: right,
            render: (_: unknown, row: CodRow) => formatIdr(row[key]),
          })),
        ]}
        loading={!report.data}
        export={exporter}
        data-testid="table-cod"
      />
    </ReportSection>
  );
}

/** Spend and cost per parcel per day, week or month and product. */
export function CostTab({ filter, canExport }: TabProps) {
  const { t } = useTranslation(NAMESPACE);
  const report = useTabReport('cost', null, () => fetchCost(filter), filter);
  const rows = withData(report.data?.rows ?? [], (row) => row.orders);
  const hidden = moneyHidden(rows, 'spend');
  const value = (row: CostRow) => (hidden ? row.orders : (row.spend ?? 0));
  // the chart: a bar per bucket, a series per product (its spend, or its orders without money)
  const products = [...new Set(rows.map((row) => row.productType))];
  const perBucket = new Map<string, Record<string, number | string>>();
  for (const row of rows)
    perBucket.set(row.bucket, {
      ...(perBucket.get(row.bucket) ?? { bucket: row.bucket }),
      [row.productType]: value(row),
    });
  const exporter = canExport ? () => exportReport(filter, 'cost') : undefined;
  const label = (key: string) => t(`customerReport.cost.${key}`);
  return (
    <ReportSection>
      <ReportChart
        title={t(hidden ? 'customerReport.cost.chartCounts' : 'customerReport.cost.chart')}
        kind="bar"
        rows={[...perBucket.values()]}
        category="bucket"
        categoryLabel={t('customerReport.bucket')}
        series={products.map((product) => ({ key: product, label: product }))}
        summary={t(hidden ? 'customerReport.cost.summaryCounts' : 'customerReport.cost.summary', {
          ...report.data?.range,
          parts: products
            .map((product) => {
              const total = sumOf(rows, (row) => (row.productType === product ? value(row) : 0));
              return `${product} ${hidden ? formatNumber(total) : formatIdr(total)}`;
            })
            .join(', '),
        })}
        format={hidden ? formatNumber : formatIdr}
        loading={!report.data}
        export={exporter}
        data-testid="chart-cost"
      />
      <ReportTable<CostRow>
        title={t('customerReport.cost.table')}
        rows={rows}
        rowKey={(row) => `${row.bucket}|${row.productType}`}
        columns={[
          bucketColumn(t('customerReport.bucket')),
          { key: 'productType', dataIndex: 'productType', title: label('productType') },
          {
            key: 'orders',
            title: label('orders'),
            align: right,
            render: (_, row) => formatNumber(row.orders),
          },
          ...(hidden
            ? []
            : [
                {
                  key: 'spend',
                  title: label('spend'),
                  align: right,
                  render: (_: unknown, row: CostRow) => formatIdr(row.spend),
                },
                {
                  key: 'costPerParcel',
                  title: label('costPerParcel'),
                  align: right,
                  render: (_: unknown, row: CostRow) => formatIdr(row.costPerParcel),
                },
              ]),
        ]}
        loading={!report.data}
        export={exporter}
        data-testid="table-cost"
      />
    </ReportSection>
  );
}
