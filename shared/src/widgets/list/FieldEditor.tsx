import dayjs from 'dayjs';
import DatePicker from 'antd/es/date-picker';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../utils/date';
import type { DictItem, ListColumn } from './types';

const { TextArea } = Input;

/** Props antd's Form.Item injects into its child. */
interface ControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The editor of a column in a form, the search bar or a cell, by `type` (default a text input);
 * `select` offers the column's dictionary. Use as the child of a Form.Item.
 * @example
 * <Form.Item name="goodsType" label="Goods type"><FieldEditor column={column} dictionary={items} /></Form.Item>
 */
export function FieldEditor<Row>({
  column,
  dictionary,
  value,
  onChange,
  id,
  disabled,
}: { column: ListColumn<Row>; dictionary?: DictItem[] } & ControlProps) {
  const common = { id, disabled, 'aria-label': column.label };
  switch (column.type) {
    case 'number':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          value={value as number | null | undefined}
          onChange={(next) => onChange?.(next)}
        />
      );
    case 'select':
    case 'switch':
      return (
        <Select
          {...common}
          allowClear
          value={value as string | number | undefined}
          onChange={(next) => onChange?.(next)}
          options={(dictionary ?? []).map((item) => ({
            value: item.value,
            label: item.label,
            disabled: item.disabled,
          }))}
        />
      );
    case 'textarea':
      return (
        <TextArea
          {...common}
          rows={3}
          value={value as string | undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
    case 'date':
    case 'datetime':
      return (
        <DatePicker
          {...common}
          showTime={column.type === 'datetime'}
          format={column.type === 'datetime' ? DATE_TIME_FORMAT : DATE_FORMAT}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          style={{ width: '100%' }}
          onChange={(_, text) => onChange?.(text || undefined)}
        />
      );
    default:
      return (
        <Input
          {...common}
          value={value as string | undefined}
          onChange={(event) => onChange?.(event.target.value)}
        />
      );
  }
}
