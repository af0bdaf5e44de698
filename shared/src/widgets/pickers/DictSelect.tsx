import type { CSSProperties, ReactNode, UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { i18n } from '../../i18n/i18n';
import { DROPDOWN_MAX_HEIGHT, SELECT_MULTIPLE_LIMIT } from './constants';
import type { DictionaryItem, DictionaryValue } from './dictionary';
import './texts';

/** A single value, or the values of a multiple select. */
export type DictSelectValue = DictionaryValue | DictionaryValue[] | null;

export interface DictSelectProps {
  dicData: DictionaryItem[];
  value?: DictSelectValue;
  onChange?(value: DictSelectValue, items: DictionaryItem[]): void;
  multiple?: boolean;
  /** At most this many values in a multiple select (spec §5 default 99); further choices are refused. */
  multipleLimit?: number;
  /** Filter the options locally by label (default); `onSearch` replaces that with a remote search. */
  filterable?: boolean;
  onSearch?(text: string): void;
  searchValue?: string;
  onOpenChange?(open: boolean): void;
  onPopupScroll?(event: UIEvent<HTMLDivElement>): void;
  loading?: boolean;
  /** Virtual scrolling of the options (antd default true); paged pickers turn it off. */
  virtual?: boolean;
  notFoundContent?: ReactNode;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  className?: string;
  popupClassName?: string;
  style?: CSSProperties;
}

/**
 * A select over dictionary items (spec §3): options disabled by their flag, a multiple mode limited
 * to `multipleLimit` values (default 99), dropdown at most 300 px high.
 * @example
 * <DictSelect dicData={[{ value: 1, label: 'Parcel' }, { value: 2, label: 'Document' }]} multiple multipleLimit={3} />;
 */
export function DictSelect({
  dicData,
  value,
  onChange,
  multiple = false,
  multipleLimit = SELECT_MULTIPLE_LIMIT,
  filterable = true,
  onSearch,
  searchValue,
  onOpenChange,
  onPopupScroll,
  loading,
  virtual,
  notFoundContent,
  allowClear = true,
  disabled,
  placeholder,
  id,
  className,
  popupClassName,
  style,
}: DictSelectProps) {
  const { t } = useTranslation('shared', { i18n });
  const itemsOf = (values: DictSelectValue): DictionaryItem[] => {
    const list = values === null || values === undefined ? [] : Array.isArray(values) ? values : [values];
    return dicData.filter((item) => list.includes(item.value));
  };
  return (
    <Select<DictSelectValue, DictionaryItem>
      id={id}
      className={className}
      classNames={{ popup: { root: popupClassName } }}
      style={{ minWidth: 200, ...style }}
      mode={multiple ? 'multiple' : undefined}
      maxCount={multiple ? multipleLimit : undefined}
      options={dicData}
      value={value ?? (multiple ? [] : null)}
      onChange={(next) => onChange?.(next ?? null, itemsOf(next ?? null))}
      showSearch={
        onSearch
          ? { filterOption: false, onSearch, searchValue, autoClearSearchValue: false }
          : filterable
            ? { optionFilterProp: 'label' }
            : false
      }
      onOpenChange={onOpenChange}
      onPopupScroll={onPopupScroll}
      loading={loading}
      virtual={virtual}
      notFoundContent={notFoundContent ?? (loading ? t('querying') : t('noData'))}
      listHeight={DROPDOWN_MAX_HEIGHT}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('pickers.pleaseSelect')}
    />
  );
}
