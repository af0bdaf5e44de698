import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import { formatIdr, formatNumber, useNavigate } from 'shared';
import {
  KpiCard,
  ListScreen,
  ReadableTag,
  useListScreen,
  type ListColumn,
  type PageQuery,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import {
  claimLink,
  exportLateParcels,
  fetchLateParcels,
  LATE_KINDS,
  type LateFilter,
  type LatePage,
  type LateParcel,
} from './api';
import { MarketplaceForecastSection } from './MarketplaceForecast';
import './texts';

export const ROUTE_NAME = 'lateParcels';

const PERIODS = ['TODAY', 'YESTERDAY', 'LAST_7_DAYS', 'LAST_30_DAYS'] as const;
const PRODUCTS = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
const INITIAL: LateFilter = { period: 'LAST_30_DAYS' };

const clean = (search: LateFilter): LateFilter =>
  Object.fromEntries(
    Object.entries({ ...INITIAL, ...search }).filter(([, value]) => value !== undefined && value !== ''),
  ) as LateFilter;

/**
 * /lateParcels: the parcels signed after their SLA day or still undelivered past it, each with what a
 * claim would pay and a button to the claim form filled in for it; the marketplace penalty forecast below.
 */
export default function LateParcelsPage() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const loadPage = useCallback(
    (query: PageQuery, search: LateFilter) => fetchLateParcels(query, clean(search)),
    [],
  );
  const list = useListScreen<LateParcel, LateFilter>({
    cacheKey: ROUTE_NAME,
    initialSearch: INITIAL,
    loadPage,
  });
  // the summary of all the late parcels comes with each page: read from the page the cache holds
  // (a page the portal's query cache answers, e.g. after the page was opened again, calls no loader)
  const summary = (list.list.page as { summary?: LatePage['summary'] } | undefined)?.summary;
  const label = (prop: string) => t(`lateParcels.columns.${prop}`);
  // a hide-money user's answer has no amounts: no column for them
  const money = summary === undefined || 'claimTotal' in summary;
  const columns: ListColumn<LateParcel>[] = [
    { prop: 'billCode', label: label('billCode'), width: 150 },
    {
      prop: 'kind',
      label: label('kind'),
      width: 170,
      slot: (row) => (
        <ReadableTag color={row.kind === 'UNDELIVERED' ? 'red' : 'orange'}>
          {t(`lateParcels.kinds.${row.kind}`)}
        </ReadableTag>
      ),
    },
    { prop: 'daysLate', label: label('daysLate'), width: 120, format: 'number' },
    ...(money
      ? [{ prop: 'claimAmount', label: label('claimAmount'), width: 140, format: 'money' } as const]
      : []),
    { prop: 'statusLabel', label: label('statusLabel'), width: 130 },
    { prop: 'productType', label: label('productType'), width: 80 },
    { prop: 'receiverCity', label: label('receiverCity'), width: 160 },
    { prop: 'pickedUpAt', label: label('pickedUpAt'), width: 170 },
    { prop: 'dueDay', label: label('dueDay'), width: 110 },
    { prop: 'signedAt', label: label('signedAt'), width: 170 },
  ];
  const cards = (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} md={8}>
          <KpiCard
            title={t('lateParcels.cards.signedLate')}
            value={summary?.signedLate ?? null}
            format={formatNumber}
            formula={t('lateParcels.cards.signedLateFormula')}
            loading={!summary}
            data-testid="kpi-signedLate"
          />
        </Col>
        <Col xs={24} md={8}>
          <KpiCard
            title={t('lateParcels.cards.undelivered')}
            value={summary?.undelivered ?? null}
            format={formatNumber}
            formula={t('lateParcels.cards.undeliveredFormula')}
            loading={!summary}
            data-testid="kpi-undelivered"
          />
        </Col>
        {money && (
          <Col xs={24} md={8}>
            <KpiCard
              title={t('lateParcels.cards.claimTotal')}
              value={summary?.claimTotal ?? null}
              format={formatIdr}
              formula={t('lateParcels.cards.claimTotalFormula')}
              loading={!summary}
              data-testid="kpi-claimTotal"
            />
          </Col>
        )}
      </Row>
    </>
  );
  return (
    <>
      <ListScreen<LateParcel, LateFilter, unknown>
        title={t('lateParcels.title')}
        routeName={ROUTE_NAME}
        screen={list}
        before={cards}
        search={{
          name: 'lateParcelsSearch',
          collapsedFields: 3,
          fields: [
            {
              name: 'period',
              label: t('lateParcels.period'),
              input: (
                <Select
                  options={PERIODS.map((period) => ({
                    value: period,
                    label: t(`shared:report.periods.${period}`),
                  }))}
                />
              ),
            },
            {
              name: 'kind',
              label: t('lateParcels.kind'),
              input: (
                <Select
                  allowClear
                  options={LATE_KINDS.map((kind) => ({ value: kind, label: t(`lateParcels.kinds.${kind}`) }))}
                />
              ),
            },
            {
              name: 'productType',
              label: t('lateParcels.product'),
              input: (
                <Select
                  allowClear
                  options={PRODUCTS.map((product) => ({ value: product, label: product }))}
                />
              ),
            },
          ],
        }}
        toolbar={[
          {
            key: 'export',
            label: t('lateParcels.export'),
            permission: 'EXCEL',
            export: () => exportLateParcels(clean(list.search)),
          },
        ]}
        columns={columns}
        rowActions={[
          {
            action: 'DETAIL',
            perm: 'workOrder_ADD',
            label: t('lateParcels.claim'),
            onClick: (row) => navigate(claimLink(row)),
          },
        ]}
      />
      <MarketplaceForecastSection />
    </>
  );
}
