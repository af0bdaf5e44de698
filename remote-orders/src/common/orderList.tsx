import type { TFunction } from 'i18next';
import Input from 'antd/es/input';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import {
  CascadeSelect,
  DateRangePicker,
  DictSelect,
  type ListScreenProps,
  type ScreenToolbarButton,
  type SearchField,
  type StatusItem,
} from 'shared/widgets';
import type { ExportOutcome } from 'shared';
import type { StatusCounts } from './orderSearch';
import { formValuesOf, type OrderSearchValues } from './orderSearch';
import { REGION_ROOT_URL } from './regions';
import './texts';

/** The statuses with their counts (labels from the server, in the user's language). */
export function statusItems(counts: StatusCounts | undefined): StatusItem[] | undefined {
  return counts?.statuses.map((item) => ({ key: item.status, label: item.statusLabel, count: item.count }));
}

/**
 * The order lists' search fields, in their order (a collapsed search keeps the first ones):
 * creation date with quick options, statuses, waybill, customer order number, receiver name and
 * phone, receiver province.
 */
export function orderSearchFields(t: TFunction, counts: StatusCounts | undefined): SearchField[] {
  const statuses = (statusItems(counts) ?? []).map((item) => ({ value: item.key, label: item.label }));
  const text = (name: string, inputMode?: 'tel') => ({
    name,
    label: t(`search.${name}`),
    input: <Input allowClear inputMode={inputMode} autoComplete="off" />,
  });
  return [
    // 16 columns: the quick options and both days stay on one line on a 1280 px screen
    { name: 'createdAt', label: t('search.createdAt'), input: <DateRangePicker />, span: 16 },
    {
      name: 'status',
      label: t('search.status'),
      input: <DictSelect dicData={statuses} multiple style={{ width: '100%' }} />,
      span: 8,
    },
    text('billCode'),
    text('customerOrderNo'),
    text('receiverName'),
    text('receiverPhone', 'tel'),
    {
      name: 'receiverProvinceCode',
      label: t('search.receiverProvinceCode'),
      input: <CascadeSelect dicUrl={REGION_ROOT_URL} style={{ width: '100%' }} />,
    },
  ];
}

/**
 * Fields of the collapsed search: the creation date, with the search buttons beside it (the status
 * chips under the form pick a status; the status select and the text fields are a click away).
 * Spec §2 says the search bar collapses but gives no number; at 1366 x 768 the first 5 rows and
 * their status show without scrolling (e2e list-fold.spec).
 */
export const COLLAPSED_SEARCH_FIELDS = 1;

type OrderListParts = Required<
  Pick<ListScreenProps<unknown, OrderSearchValues, StatusCounts>, 'search' | 'status'>
>;

/**
 * The search and the status counts of an order list, for `ListScreen`: the order fields (then
 * `extraFields`), collapsed to their first row (`collapsedFields` to change it); a status chip
 * searches that status alone.
 * @example
 * <ListScreen {...orderListParts(t, orders.counts)} ... />
 */
export function orderListParts(
  t: TFunction,
  counts: StatusCounts | undefined,
  {
    collapsedFields = COLLAPSED_SEARCH_FIELDS,
    extraFields = [],
  }: { collapsedFields?: number; extraFields?: SearchField[] } = {},
): OrderListParts {
  return {
    search: {
      name: 'orderSearch',
      fields: [...orderSearchFields(t, counts), ...extraFields],
      collapsedFields,
      formValues: formValuesOf,
      'data-testid': 'order-search',
    },
    status: { field: 'status', multiple: true, items: statusItems(counts), total: counts?.total },
  };
}

/** A server export of an order list (its button with orderManagement's / myWaybill's _EXCEL key). */
export function exportButton(
  key: string,
  label: string,
  run: () => Promise<ExportOutcome | void>,
): ScreenToolbarButton {
  return { key, label, icon: <DownloadOutlined />, permission: 'EXCEL', export: run };
}
