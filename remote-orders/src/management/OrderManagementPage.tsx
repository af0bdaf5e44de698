import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import { buttonKeyOf, selectBtnList, useAppSelector, useSearchParams } from 'shared';
import {
  ColumnChooser,
  listPermissions,
  RowActions,
  tableColumns,
  useDynamicColumns,
  useIsMobile,
  type CustomRowAction,
  type DynamicOptions,
  type ListRow,
} from 'shared/widgets';
import { OrderSearchForm } from '../common/OrderSearchForm';
import { OrderDetailDialog } from '../common/OrderDetailDialog';
import { OrderListTable } from '../common/OrderListTable';
import { StatusChips } from '../common/StatusChips';
import { useOrderList } from '../common/useOrderList';
import { usePrintLabel } from '../common/usePrintLabel';
import { NAMESPACE } from '../i18n';
import { fetchOrderCounts, fetchOrders, type ManagedOrder } from './api';
import { AddressDialog } from './AddressDialog';
import { isCancellable } from './cancellable';
import { ManagementToolbar } from './ManagementToolbar';
import { OrderFacts } from './OrderFacts';
import { orderColumns } from './orderColumns';
import { useOrderActions } from './useOrderActions';

export const ROUTE_NAME = 'orderManagement';

/** The user's column layout of this list (the gateway's column registry, listKey orderManagement). */
const DYNAMIC_COLUMNS: DynamicOptions = {
  getUrl: '/customer-api/columns/get',
  saveUrl: '/customer-api/columns/save',
  defaultUrl: '/customer-api/columns/default',
  params: { listKey: ROUTE_NAME },
};

/**
 * Fields of the collapsed search: its first row on a desktop screen (creation date and status).
 * Spec §2 says the search bar collapses but gives no number; at 1366 x 768 the expanded form (three
 * rows) left room for about one and a half table rows.
 */
export const COLLAPSED_SEARCH_FIELDS = 2;

/**
 * Pixels for small link buttons of these labels on one line: 14 px text (about 7.5 px a Latin
 * letter, 14 px a Chinese character), 7 px padding each side, 8 px cell padding each side.
 */
export function actionColumnWidth(labels: string[]): number {
  const textWidth = (label: string) =>
    [...label].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 14 : 7.5), 0);
  const buttons = labels.reduce((sum, label) => sum + Math.ceil(textWidth(label)) + 14, 0);
  return Math.max(120, buttons + 16);
}

/** /orderManagement: the customer's orders, searched and counted by status, with their actions. */
export default function OrderManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  const btnList = useAppSelector(selectBtnList);
  const permissions = useMemo(() => listPermissions(ROUTE_NAME, btnList), [btnList]);
  const orders = useOrderList<ManagedOrder>({
    cacheKey: ROUTE_NAME,
    loadPage: fetchOrders,
    loadCounts: fetchOrderCounts,
  });
  const actions = useOrderActions(orders.refresh);
  const label = usePrintLabel();
  const dynamic = useDynamicColumns(
    useMemo(() => orderColumns(t), [t]),
    DYNAMIC_COLUMNS,
  );
  const [chooserOpen, setChooserOpen] = useState(false);
  const { applySearch } = orders;
  const [params] = useSearchParams();
  const billCodeParam = params.get('billCode');
  useEffect(() => {
    if (billCodeParam) applySearch({ billCode: billCodeParam, createdAt: ['', ''] });
  }, [billCodeParam, applySearch]);

  const rowActions = useCallback(
    (row: ListRow<ManagedOrder>): CustomRowAction<ManagedOrder>[] => [
      { action: 'DETAIL', label: t('orderManagement.actions.detail'), onClick: actions.openDetail },
      {
        action: 'EDIT',
        label: t('orderManagement.actions.updateAddress'),
        onClick: (order) => void actions.startAddressChange(order),
      },
      ...(isCancellable(row)
        ? [
            {
              action: 'DELETE' as const,
              label: t('orderManagement.actions.cancel'),
              onClick: (order: ManagedOrder) => actions.confirmCancel([order]),
            },
          ]
        : []),
      { action: 'PRINT', label: t('common.printLabel'), onClick: (order) => void label.print(order.id) },
    ],
    [t, actions, label],
  );

  const { list } = orders;
  const rowActionLabels = [
    t('orderManagement.actions.detail'),
    t('orderManagement.actions.updateAddress'),
    t('orderManagement.actions.cancel'),
    t('common.printLabel'),
  ];
  const columns = tableColumns<ManagedOrder>({
    columns: dynamic.columns,
    dictionaries: {},
    idKey: 'id',
    index: true,
    indexLabel: t('common.index'),
    indexOffset: (list.query.current - 1) * list.query.size,
    actionColumn: permissions.anyRowAction
      ? {
          key: '$actions',
          title: t('common.actions'),
          // Wide enough for every action on one line (a wrapped column made each row four lines high).
          width: mobile ? 100 : actionColumnWidth(rowActionLabels),
          fixed: 'right',
          render: (_value, row) => (
            <RowActions<ManagedOrder> row={row} permissions={permissions} custom={rowActions(row)} nowrap />
          ),
        }
      : undefined,
  });

  return (
    <Card title={t('orderManagement.title')}>
      <OrderSearchForm
        values={orders.search}
        counts={orders.counts}
        onSearch={applySearch}
        collapsedFields={COLLAPSED_SEARCH_FIELDS}
      />
      <StatusChips
        counts={orders.counts}
        active={orders.search.status}
        onPick={(status) => applySearch({ ...orders.search, status: status ? [status] : undefined })}
      />
      <ManagementToolbar
        permissions={permissions}
        filter={orders.filter}
        selected={orders.selected.rows}
        onCancelSelected={() => actions.confirmCancel(orders.selected.rows)}
        canCancel={orders.selected.rows.some(isCancellable)}
        onChooseColumns={() => setChooserOpen(true)}
      />
      <OrderListTable<ManagedOrder>
        list={list}
        columns={columns}
        selection={{
          keys: orders.selected.keys,
          onChange: (keys, rows) => orders.setSelected({ keys, rows }),
        }}
      />
      <ColumnChooser
        open={chooserOpen}
        layout={dynamic.layout}
        onSave={dynamic.save}
        onRestoreDefault={dynamic.restoreDefault}
        onClose={() => setChooserOpen(false)}
      />
      <OrderDetailDialog<ManagedOrder>
        order={actions.detail}
        revealPermission={buttonKeyOf('/customer-api/order/phone', 'get', ROUTE_NAME)}
        renderFacts={(order, phones) => <OrderFacts order={order} phones={phones} />}
        onClose={actions.closeDetail}
      />
      {actions.addressChange && (
        <AddressDialog
          key={actions.addressChange.id}
          order={actions.addressChange}
          onClose={actions.closeAddressChange}
          onUpdated={orders.refresh}
        />
      )}
    </Card>
  );
}
