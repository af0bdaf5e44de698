import { useCallback, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../api/types';
import { get } from '../../http/request';
import { i18n } from '../../i18n/i18n';
import { useAppSelector } from '../../session/hooks';
import { selectUser } from '../../session/selectors';
import type { Page, PageQuery } from '../paging';
import { IS_ENABLE_OFF } from './constants';
import { DictSelect } from './DictSelect';
import type { DictionaryItem, DictionaryValue } from './dictionary';
import { useControlledValue } from './useControlledValue';
import { useSearchPages } from './useSearchPages';
import './texts';

/** Spec §7: the single picker's default list, the time-effective-type page. */
export const TIME_EFFECTIVE_TYPE_PAGE_URL = '/customer-api/timeEffectiveType/page';

/** A row of a single picker's page (a time-effective type by default). */
export interface SingleOption {
  id: number | string;
  name: string;
  code?: string;
  /** 1 enabled, 2 disabled (shown, not selectable). */
  isEnable?: number;
  [field: string]: unknown;
}

export interface SinglePickerProps {
  value?: SingleOption | null;
  onChange?(value: SingleOption | null): void;
  /** The paged list (default: the time-effective-type page). */
  url?: string;
  /** The query parameter the search text goes in (default `name`). */
  searchParam?: string;
  /** Sent as networkId; defaults to the logged-in user's. */
  networkId?: number | string | null;
  extras?: Record<string, string | number | boolean>;
  allowClear?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
  popupClassName?: string;
  style?: CSSProperties;
}

/**
 * Single-choice picker (spec §2, §4, §7): a searchable paged list (size 10, search debounced
 * 1000 ms and restarted at page 1, next page loaded at the end of the list) where entries with
 * isEnable 2 are disabled; choosing closes the list.
 * @example
 * const [type, setType] = useState<SingleOption | null>(null);
 * <SinglePicker value={type} onChange={setType} />; // time-effective types
 */
export function SinglePicker({
  value: valueProp,
  onChange,
  url = TIME_EFFECTIVE_TYPE_PAGE_URL,
  searchParam = 'name',
  networkId: networkIdProp,
  extras,
  allowClear = true,
  disabled,
  placeholder,
  id,
  popupClassName,
  style,
}: SinglePickerProps) {
  const { t } = useTranslation('shared', { i18n });
  const user = useAppSelector(selectUser);
  const networkId = networkIdProp !== undefined ? networkIdProp : (user?.networkId ?? null);
  const [value, setValue] = useControlledValue(valueProp, onChange, null);
  const extrasKey = JSON.stringify(extras ?? {});

  const loadPage = useCallback(
    (query: PageQuery, key: string): Promise<Page<SingleOption>> =>
      get<ApiData<typeof TIME_EFFECTIVE_TYPE_PAGE_URL, 'get'>>(url, {
        ...(JSON.parse(extrasKey) as Record<string, unknown>),
        ...query,
        [searchParam]: key,
        ...(networkId === null ? {} : { networkId }),
      }),
    [url, searchParam, networkId, extrasKey],
  );
  const search = useSearchPages(loadPage);
  const { list } = search;

  const records = useMemo(
    () =>
      value && !list.records.some((row) => row.id === value.id) ? [...list.records, value] : list.records,
    [list.records, value],
  );
  const dicData: DictionaryItem[] = useMemo(
    () =>
      records.map((row) => ({
        value: row.id,
        label: row.name,
        disabled: Number(row.isEnable) === IS_ENABLE_OFF,
      })),
    [records],
  );

  return (
    <DictSelect
      id={id}
      style={style}
      popupClassName={popupClassName}
      dicData={dicData}
      value={value?.id ?? null}
      onChange={(next) => {
        setValue(records.find((row) => row.id === (next as DictionaryValue)) ?? null);
        search.close();
      }}
      onSearch={search.onSearch}
      searchValue={search.typed}
      onOpenChange={search.onOpenChange}
      onPopupScroll={list.onPopupScroll}
      virtual={false}
      loading={search.waiting}
      allowClear={allowClear}
      disabled={disabled}
      placeholder={placeholder ?? t('pickers.pleaseSelect')}
    />
  );
}
