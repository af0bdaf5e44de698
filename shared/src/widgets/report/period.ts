import dayjs from 'dayjs';
import type { ApiBody } from '../../api';
import { businessToday, DATE_FORMAT } from '../../utils/date';
import type { DateRangeValue } from '../pickers/dateRange';

/** The filter every report call takes (the dashboard's, generated from the gateway's schema). */
export type ReportFilter = ApiBody<'/report-api/dashboard/kpis'>;
/** A report's period: TODAY, YESTERDAY, LAST_7_DAYS, LAST_30_DAYS or CUSTOM (WIB calendar days). */
export type ReportPeriod = ReportFilter['period'];
/** The period part of a report filter. */
export type ReportPeriodValue = Pick<ReportFilter, 'period' | 'startDate' | 'endDate'>;

/** The periods a report offers, in their display order. */
export const REPORT_PERIODS: readonly ReportPeriod[] = [
  'TODAY',
  'YESTERDAY',
  'LAST_7_DAYS',
  'LAST_30_DAYS',
  'CUSTOM',
];

/** The longest custom range a report answers (the gateway refuses longer ones: DOMAINS.md). */
export const MAX_REPORT_DAYS = 90;

/** Why a custom range is refused (a `shared:report.*` text key), or null. */
export type RangeProblem = 'report.rangeNeeded' | 'report.rangeReversed' | 'report.rangeTooLong';

/**
 * Why a period cannot be asked for, checked before the call with the gateway's own rules: both
 * days of a custom range, the end not before the start, at most 90 days; null when it can.
 * @example
 * rangeProblem({ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-04-01' }); // 'report.rangeTooLong'
 */
export function rangeProblem(value: ReportPeriodValue): RangeProblem | null {
  if (value.period !== 'CUSTOM') return null;
  if (!value.startDate || !value.endDate) return 'report.rangeNeeded';
  const days = dayjs(value.endDate).diff(dayjs(value.startDate), 'day') + 1;
  if (days < 1) return 'report.rangeReversed';
  if (days > MAX_REPORT_DAYS) return 'report.rangeTooLong';
  return null;
}

/**
 * The WIB days a period covers, first and last (both included), as the gateway counts them.
 * @example
 * periodDays({ period: 'LAST_7_DAYS' }, dayjs('2026-11-10')); // ['2026-11-04', '2026-11-10']
 */
export function periodDays(value: ReportPeriodValue, today = businessToday()): [string, string] {
  const day = (offset: number) => today.add(offset, 'day').format(DATE_FORMAT);
  switch (value.period) {
    case 'TODAY':
      return [day(0), day(0)];
    case 'YESTERDAY':
      return [day(-1), day(-1)];
    case 'LAST_7_DAYS':
      return [day(-6), day(0)];
    case 'LAST_30_DAYS':
      return [day(-29), day(0)];
    default:
      return [value.startDate ?? day(0), value.endDate ?? day(0)];
  }
}

/**
 * WIB days as a list's creation-time range (the date pickers' value): the first day from
 * 00:00:00, the last to 23:59:59; what a figure's drill-down gives the list it opens.
 * @example
 * dayRange('2026-11-04', '2026-11-10'); // ['2026-11-04 00:00:00', '2026-11-10 23:59:59']
 */
export function dayRange(from: string, to: string = from): DateRangeValue {
  return [`${from} 00:00:00`, `${to} 23:59:59`];
}

/**
 * The change from the previous period as a share of it (0.25: 25 % more); null when either is
 * unknown or the previous one is 0 (no share of nothing).
 * @example
 * relativeChange(125, 100); // 0.25
 */
export function relativeChange(value: number | null, previous: number | null): number | null {
  if (value === null || previous === null || previous === 0) return null;
  return (value - previous) / Math.abs(previous);
}
