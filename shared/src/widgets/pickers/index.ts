import './texts';

export {
  PICKER_SEARCH_DEBOUNCE_MS,
  PICKER_PAGE_SIZE,
  PICKER_FIRST_PAGE,
  NETWORK_SELECT_HEIGHT,
  DROPDOWN_MAX_HEIGHT,
  TREE_LIST_HEIGHT,
  SELECT_MULTIPLE_LIMIT,
  IS_ENABLE_OFF,
} from './constants';
export { useDebouncedValue } from './useDebouncedValue';
export { useInfinitePages } from './useInfinitePages';
export type { InfinitePages } from './useInfinitePages';
export { useSearchPages } from './useSearchPages';
export type { SearchPages, SearchPagesOptions } from './useSearchPages';
export { useControlledValue } from './useControlledValue';
export {
  NETWORK_TREE_URL,
  NETWORK_SEARCH_URL,
  NETWORK_ALL_URL,
  NETWORK_TREE_QUERY_LEVEL,
  NETWORK_SEARCH_QUERY_LEVEL,
  networkLabel,
  fetchNetworkTree,
  searchNetworks,
} from './networkApi';
export type {
  NetworkOption,
  NetworkExtras,
  NetworkScope,
  NetworkTreeQuery,
  NetworkSearchQuery,
} from './networkApi';
export { useNetworkTree } from './useNetworkTree';
export type { NetworkTreeState } from './useNetworkTree';
export { NetworkPicker } from './NetworkPicker';
export type { NetworkPickerProps, NetworkChoice } from './NetworkPicker';
export { SinglePicker, TIME_EFFECTIVE_TYPE_PAGE_URL } from './SinglePicker';
export type { SinglePickerProps, SingleOption } from './SinglePicker';
export { DimensionPicker, dimensionLabel, WEIGHT_BAND_LIST_URL } from './DimensionPicker';
export type { DimensionPickerProps, DimensionItem, DimensionId } from './DimensionPicker';
export { KEY_PLACEHOLDER, substituteKey, fetchDictionary } from './dictionary';
export type { DictionaryItem, DictionaryValue, DictionaryProps, DictionaryRequest } from './dictionary';
export {
  GOODS_TEMPLATE_PAGE_URL,
  GOODS_TYPE_DICT_URL,
  fetchGoodsTemplates,
  fetchGoodsTypeLabels,
  goodsTemplateLabel,
} from './goodsTemplateApi';
export type { GoodsTemplate, GoodsTemplatePageQuery, GoodsTypeCode } from './goodsTemplateApi';
export { useGoodsTypeLabels } from './useGoodsTypeLabels';
export { GoodsTemplatePicker } from './GoodsTemplatePicker';
export type { GoodsTemplatePickerProps } from './GoodsTemplatePicker';
export { DictSelect } from './DictSelect';
export type { DictSelectProps, DictSelectValue } from './DictSelect';
export { CascadeSelect } from './CascadeSelect';
export type { CascadeSelectProps } from './CascadeSelect';
export { CascadeSelects } from './CascadeSelects';
export type { CascadeSelectsProps, CascadeLevel, CascadeValue } from './CascadeSelects';
export { RemoteSelect } from './RemoteSelect';
export type { RemoteSelectProps } from './RemoteSelect';
export { NumberInput, INPUT_NUMBER_DEFAULTS } from './NumberInput';
export { ThousandsInput } from './ThousandsInput';
export { MoneyInput, formatMoneyInput, parseMoneyInput } from './MoneyInput';
export type { ThousandsInputProps } from './ThousandsInput';
export { keepNumeric, groupThousands, trimTrailingNonNumeric } from './thousands';
export { PhoneText } from './PhoneText';
export type { PhoneTextProps } from './PhoneText';
export { DateRangePicker } from './DateRangePicker';
export type { DateRangePickerProps } from './DateRangePicker';
export {
  DATE_PRESET_ALL,
  DATE_PRESETS,
  presetRange,
  matchingPreset,
  withStart,
  withEnd,
  endDisabledBefore,
  startOfDayValue,
  endOfDayValue,
} from './dateRange';
export type { DatePreset, DateRangeValue } from './dateRange';
