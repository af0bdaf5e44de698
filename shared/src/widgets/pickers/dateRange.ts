import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { businessToday, DATE_TIME_FORMAT } from '../../utils/date';

/** A date range value: 'YYYY-MM-DD HH:mm:ss' start and end, '' where unset (both '' = all dates). */
export type DateRangeValue = [start: string, end: string];

/** Spec §9: the 'all' quick option has the value -1. */
export const DATE_PRESET_ALL = -1;
/** Spec §9 quick date options, in their display order. */
export const DATE_PRESETS = ['today', 'yesterday', 'last7Days', DATE_PRESET_ALL] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Spec §9 default times of a range: the start at 00:00:00, the end at 23:59:59. */
export const startOfDayValue = (day: ConfigType): string =>
  dayjs(day).startOf('day').format(DATE_TIME_FORMAT);
export const endOfDayValue = (day: ConfigType): string => dayjs(day).endOf('day').format(DATE_TIME_FORMAT);

/**
 * The range a quick option stands for, relative to `today` (by default today in WIB, the
 * gateway's business time, so that 'today' holds the orders created today there).
 * @example
 * presetRange('yesterday', '2026-03-10'); // ['2026-03-09 00:00:00', '2026-03-09 23:59:59']
 * presetRange('last7Days', '2026-03-10'); // ['2026-03-04 00:00:00', '2026-03-10 23:59:59']
 * presetRange(-1); // ['', ''] (all dates)
 */
export function presetRange(preset: DatePreset, today: ConfigType = businessToday()): DateRangeValue {
  const day = dayjs(today);
  switch (preset) {
    case 'today':
      return [startOfDayValue(day), endOfDayValue(day)];
    case 'yesterday':
      return [startOfDayValue(day.subtract(1, 'day')), endOfDayValue(day.subtract(1, 'day'))];
    case 'last7Days':
      return [startOfDayValue(day.subtract(6, 'day')), endOfDayValue(day)];
    default:
      return ['', ''];
  }
}

/** The quick option a range matches, if any (used to highlight it). */
export function matchingPreset(
  [start, end]: DateRangeValue,
  today: ConfigType = businessToday(),
): DatePreset | undefined {
  return DATE_PRESETS.find((preset) => {
    const [presetStart, presetEnd] = presetRange(preset, today);
    return presetStart === start && presetEnd === end;
  });
}

/**
 * Picks a start day (spec §5): the start takes 00:00:00; a start later than the end moves the end to
 * that day at 23:59:59.
 * @example
 * withStart(['2026-03-01 00:00:00', '2026-03-05 23:59:59'], '2026-03-08'); // ['2026-03-08 00:00:00', '2026-03-08 23:59:59']
 */
export function withStart([, end]: DateRangeValue, day: Dayjs | null): DateRangeValue {
  if (!day) return ['', end];
  const start = startOfDayValue(day);
  return [start, end && start > end ? endOfDayValue(day) : end];
}

/**
 * Picks an end day: the end takes 23:59:59.
 * @example
 * withEnd(['2026-03-01 00:00:00', ''], dayjs('2026-03-05')); // ['2026-03-01 00:00:00', '2026-03-05 23:59:59']
 */
export function withEnd([start]: DateRangeValue, day: Dayjs | null): DateRangeValue {
  return [start, day ? endOfDayValue(day) : ''];
}

/**
 * Spec §5: an end date is disabled before the start date.
 * @example
 * <DatePicker disabledDate={(day) => endDisabledBefore(start, day)} />;
 */
export function endDisabledBefore(start: string, day: Dayjs): boolean {
  return start !== '' && day.isBefore(dayjs(start).startOf('day'));
}
