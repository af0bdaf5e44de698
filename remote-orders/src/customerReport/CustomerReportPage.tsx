import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useCan } from 'shared';
import {
  buttonKeyOf,
  periodDays,
  rangeProblem,
  REPORT_PERIODS,
  ReportFilters,
  useReportLocation,
  type ReportPeriod,
} from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { ordersLink } from '../common/reportDrillDown';
import { useAreaCodes } from '../common/useAreaCodes';
import type { CustomerReportFilter, Dimension, Grouping } from './api';
import { DIMENSIONS, DistributionTab } from './DistributionTab';
import { BillTab, CodTab, CostTab } from './MoneyTabs';
import { ReceiverRankingTab, SenderRankingTab } from './RankingTabs';
import { StatusTab } from './StatusTab';
import type { TabProps } from './useTabReport';
import { WaybillTab } from './WaybillTab';
import './texts';

export { ROUTE_NAME } from './useTabReport';

const PRODUCTS = ['EZ', 'SUPER', 'ECO', 'CARGO'] as const;
const GROUPINGS: readonly Grouping[] = ['DAY', 'WEEK', 'MONTH'];
/** The tabs, one per report call, in their order. */
export const TABS = [
  'waybill',
  'status',
  'bill',
  'cod',
  'cost',
  'distribution',
  'ranking',
  'rankingSender',
] as const;
type Tab = (typeof TABS)[number];
/** The rankings are paged by the gateway; the other reports answer every row of the period. */
const PAGED: readonly Tab[] = ['ranking', 'rankingSender'];

/** The report as it opens: the waybill data of the last 30 days, per day. */
const START = {
  tab: 'waybill',
  period: 'LAST_30_DAYS',
  startDate: undefined,
  endDate: undefined,
  groupBy: 'DAY',
  productType: undefined,
  receiverProvince: undefined,
  dimension: 'PROVINCE',
  page: '1',
} as Record<string, string | undefined>;
const CHOICES = {
  tab: TABS,
  period: REPORT_PERIODS,
  groupBy: GROUPINGS,
  productType: PRODUCTS,
  dimension: DIMENSIONS,
};

/**
 * /customerReport: the spec's customer report calls, a tab each (waybill data, status, bill, COD,
 * cost, distribution, receiver and sender rankings), each a chart with its table and export;
 * the tab and the filters are in the page's URL.
 */
export default function CustomerReportPage() {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const [state, setState] = useReportLocation(START, CHOICES);
  const tab = state.tab as Tab;
  const page = Math.max(1, Math.trunc(Number(state.page)) || 1);
  const filter: CustomerReportFilter = {
    period: state.period as ReportPeriod,
    ...(state.period === 'CUSTOM' ? { startDate: state.startDate, endDate: state.endDate } : {}),
    groupBy: state.groupBy as Grouping,
    ...(state.productType ? { productType: state.productType as CustomerReportFilter['productType'] } : {}),
    ...(state.receiverProvince ? { receiverProvince: state.receiverProvince } : {}),
  };
  // a new filter starts a ranking again from its first page
  const change = (next: Partial<Record<string, string | undefined>>) =>
    setState({ ...state, page: '1', ...next });
  const days = periodDays(filter);
  const areas = useAreaCodes([]);
  const filterProvinceCode = areas.provinceCodeOf(filter.receiverProvince);
  const props: TabProps = {
    filter,
    grouping: filter.groupBy ?? 'DAY',
    link: (days, drill) => ordersLink(days, filter, drill, filterProvinceCode),
    canExport: can(buttonKeyOf('/report-api/report/export')),
  };
  const ranking = { page, onPage: (next: number) => setState({ ...state, page: String(next) }) };
  const content = (key: Tab) => {
    if (rangeProblem(filter) !== null || key !== tab) return null;
    switch (key) {
      case 'waybill':
        return <WaybillTab {...props} />;
      case 'status':
        return <StatusTab {...props} />;
      case 'bill':
        return <BillTab {...props} />;
      case 'cod':
        return <CodTab {...props} />;
      case 'cost':
        return <CostTab {...props} />;
      case 'distribution':
        return (
          <DistributionTab
            {...props}
            dimension={state.dimension as Dimension}
            onDimension={(dimension) => change({ dimension })}
          />
        );
      case 'ranking':
        return <ReceiverRankingTab {...props} {...ranking} />;
      case 'rankingSender':
        return <SenderRankingTab {...props} {...ranking} />;
    }
  };

  return (
    <Card title={t('customerReport.title')} data-testid="customer-report">
      <ReportFilters
        value={{ period: filter.period, startDate: state.startDate, endDate: state.endDate }}
        onChange={(period) => change(period)}
      >
        <Select<Grouping>
          aria-label={t('customerReport.groupBy')}
          style={{ minWidth: 110 }}
          value={filter.groupBy}
          options={GROUPINGS.map((grouping) => ({
            value: grouping,
            label: t(`customerReport.groupings.${grouping}`),
          }))}
          onChange={(groupBy) => change({ groupBy })}
        />
        <Select
          aria-label={t('customerReport.product')}
          style={{ minWidth: 140 }}
          allowClear
          placeholder={t('customerReport.allProducts')}
          value={filter.productType}
          options={PRODUCTS.map((product) => ({ value: product, label: product }))}
          onChange={(productType) => change({ productType })}
        />
        <Select
          aria-label={t('customerReport.province')}
          style={{ minWidth: 180 }}
          allowClear
          showSearch
          placeholder={t('customerReport.allProvinces')}
          value={filter.receiverProvince}
          options={areas.provinces.map((area) => ({ value: area.name, label: area.name }))}
          onChange={(receiverProvince) => change({ receiverProvince })}
        />
      </ReportFilters>
      {rangeProblem(filter) === null && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="report-range">
          {t('customerReport.range', { from: days[0], to: days[1] })}
        </Typography.Paragraph>
      )}
      {filter.productType !== undefined && (
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('customerReport.noDrillDown')}
        </Typography.Paragraph>
      )}
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setState({ ...state, tab: key, page: PAGED.includes(key as Tab) ? '1' : state.page })
        }
        items={TABS.map((key) => ({
          key,
          label: t(`customerReport.tabs.${key}`),
          children: content(key),
        }))}
      />
    </Card>
  );
}
