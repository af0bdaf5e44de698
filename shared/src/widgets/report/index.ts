export { KpiCard } from './KpiCard';
export type { KpiCardProps } from './KpiCard';
export { ReportChart } from './ReportChart';
export type { ChartKind, ChartSeries, ReportChartProps } from './ReportChart';
export { ReportEmpty } from './ReportEmpty';
export { ReportFilters } from './ReportFilters';
export { SavedViews } from './SavedViews';
export type { SavedViewsProps } from './SavedViews';
export { invalidateSavedViews, savedViewsQuery, SAVED_VIEWS_KEY } from './savedViewsApi';
export type { SavedView, SavedViewFilter, SavedViewReport } from './savedViewsApi';
export { ReportSection } from './ReportSection';
export type { ReportSectionLayout, ReportSectionProps } from './ReportSection';
export type { ReportFiltersProps } from './ReportFilters';
export { ReportTable } from './ReportTable';
export type { ReportTableProps } from './ReportTable';
export {
  dayRange,
  MAX_REPORT_DAYS,
  periodDays,
  rangeProblem,
  relativeChange,
  REPORT_PERIODS,
} from './period';
export type { RangeProblem, ReportFilter, ReportPeriod, ReportPeriodValue } from './period';
export { reportSearchOf, reportStateOf, useReportLocation } from './useReportLocation';
export type { ReportLocationChoices, ReportLocationState } from './useReportLocation';
