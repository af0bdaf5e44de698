import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { businessToday, DATE_FORMAT } from '../../utils/date';
import { MAX_REPORT_DAYS, rangeProblem, REPORT_PERIODS, type ReportPeriodValue } from './period';
import '../pickers/texts';
import './texts';

export interface ReportFiltersProps<Value extends ReportPeriodValue> {
  value: Value;
  /** Every change, checked or not: the screen asks only for a value without `rangeProblem`. */
  onChange(value: Value): void;
  /** The report's dimension filters (sender address, product, province), after the period. */
  children?: ReactNode;
}

const dayOf = (text: string | undefined) => (text ? dayjs(text) : null);
const textOf = (day: Dayjs | null) => (day ? day.format(DATE_FORMAT) : undefined);

/**
 * A report's filters: the period (today, yesterday, the last 7 or 30 days, or a custom range of
 * WIB days: no day after today, at most 90 days, said in place when not), then the report's own
 * dimension filters.
 * @example
 * const [filter, setFilter] = useState<ReportFilter>({ period: 'LAST_7_DAYS' });
 * <ReportFilters value={filter} onChange={setFilter}>
 *   <Select aria-label={t('product')} … />
 * </ReportFilters>
 */
export function ReportFilters<Value extends ReportPeriodValue>({
  value,
  onChange,
  children,
}: ReportFiltersProps<Value>) {
  const { t } = useTranslation('shared');
  const today = businessToday();
  const problem = rangeProblem(value);
  const start = dayOf(value.startDate);
  return (
    <div data-testid="report-filters">
      <Space wrap align="start">
        <Select
          aria-label={t('report.period')}
          style={{ minWidth: 160 }}
          value={value.period}
          options={REPORT_PERIODS.map((period) => ({ value: period, label: t(`report.periods.${period}`) }))}
          onChange={(period) =>
            onChange(
              period === 'CUSTOM'
                ? { ...value, period, startDate: value.startDate, endDate: value.endDate }
                : { ...value, period, startDate: undefined, endDate: undefined },
            )
          }
        />
        {value.period === 'CUSTOM' && (
          <Space.Compact>
            <DatePicker
              aria-label={t('pickers.startDate')}
              placeholder={t('pickers.startDate')}
              format={DATE_FORMAT}
              value={start}
              disabledDate={(day) => day.isAfter(today, 'day')}
              onChange={(day: Dayjs | null) => onChange({ ...value, startDate: textOf(day) })}
            />
            <DatePicker
              aria-label={t('pickers.endDate')}
              placeholder={t('pickers.endDate')}
              format={DATE_FORMAT}
              value={dayOf(value.endDate)}
              disabledDate={(day) =>
                day.isAfter(today, 'day') ||
                (start !== null &&
                  (day.isBefore(start, 'day') || day.diff(start, 'day') + 1 > MAX_REPORT_DAYS))
              }
              onChange={(day: Dayjs | null) => onChange({ ...value, endDate: textOf(day) })}
            />
          </Space.Compact>
        )}
        {children}
      </Space>
      {problem && (
        <Typography.Paragraph type="danger" role="alert" style={{ marginTop: 8, marginBottom: 0 }}>
          {t(problem)}
        </Typography.Paragraph>
      )}
    </div>
  );
}
