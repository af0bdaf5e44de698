import { useTranslation } from 'react-i18next';
import DatePicker from 'antd/es/date-picker';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import dayjs from 'dayjs';
import { i18n } from '../../i18n/i18n';
import { DATE_FORMAT } from '../../utils/date';
import {
  DATE_PRESET_ALL,
  DATE_PRESETS,
  endDisabledBefore,
  matchingPreset,
  presetRange,
  withEnd,
  withStart,
  type DatePreset,
  type DateRangeValue,
} from './dateRange';
import { useControlledValue } from './useControlledValue';
import './texts';

export interface DateRangePickerProps {
  /** ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm:ss']; ['', ''] is all dates. */
  value?: DateRangeValue;
  onChange?(value: DateRangeValue): void;
  /** Show the quick options today, yesterday, last 7 days, all (default true). */
  presets?: boolean;
  disabled?: boolean;
  /** Display format of the two pickers (the value keeps 'YYYY-MM-DD HH:mm:ss'). */
  format?: string;
}

const presetLabelKey = (preset: DatePreset) => (preset === DATE_PRESET_ALL ? 'all' : preset);

/**
 * Date range with quick options (spec §2, §5, §9): a start and an end day giving
 * 'YYYY-MM-DD 00:00:00' and 'YYYY-MM-DD 23:59:59'; the end cannot precede the start, and a start
 * after the end moves the end to that day; 'all' (value -1) empties the range.
 * @example
 * const [range, setRange] = useState<DateRangeValue>(presetRange('last7Days'));
 * <DateRangePicker value={range} onChange={setRange} />;
 */
export function DateRangePicker({
  value: valueProp,
  onChange,
  presets = true,
  disabled,
  format = DATE_FORMAT,
}: DateRangePickerProps) {
  const { t } = useTranslation('shared', { i18n });
  const [value, setValue] = useControlledValue<DateRangeValue>(valueProp, onChange, ['', '']);
  const [start, end] = value;
  return (
    <Space wrap>
      {presets ? (
        <Radio.Group
          optionType="button"
          disabled={disabled}
          value={matchingPreset(value)}
          onChange={(event) => setValue(presetRange(event.target.value as DatePreset))}
          options={DATE_PRESETS.map((preset) => ({
            value: preset,
            label: t(`pickers.presets.${presetLabelKey(preset)}`),
          }))}
        />
      ) : null}
      <DatePicker
        aria-label={t('pickers.startDate')}
        placeholder={t('pickers.startDate')}
        disabled={disabled}
        format={format}
        value={start ? dayjs(start) : null}
        onChange={(day) => setValue(withStart(value, day))}
      />
      <DatePicker
        aria-label={t('pickers.endDate')}
        placeholder={t('pickers.endDate')}
        disabled={disabled}
        format={format}
        value={end ? dayjs(end) : null}
        disabledDate={(day) => endDisabledBefore(start, day)}
        onChange={(day) => setValue(withEnd(value, day))}
      />
    </Space>
  );
}
