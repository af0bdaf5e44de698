import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import { useSearchParams } from 'shared';
import {
  ColumnChooser,
  ListScreen,
  useDynamicColumns,
  useListScreen,
  type DynamicOptions,
  type PageQuery,
  buttonKeyOf,
  invalidateLists,
} from 'shared/widgets';
import { OrderDetailDialog } from '../common/OrderDetailDialog';
import { ORDER_LISTS, toOrderFilter, type OrderSearchValues } from '../common/orderSearch';
import { exportButton, orderListParts } from '../common/orderList';
import { usePrintLabel } from '../common/usePrintLabel';
import { NAMESPACE } from '../i18n';
import {
  exportAddresses,
  exportOrders,
  fetchOrderCounts,
  fetchOrders,
  type ManagedOrder,
  type StatusCounts,
} from './api';
import { AddressDialog } from './AddressDialog';
import { isCancellable, isPrintable } from '../common/cancellable';
import { OrderFacts } from './OrderFacts';
import { orderColumns } from './orderColumns';
import { useOrderActions } from './useOrderActions';
import './texts';

export const ROUTE_NAME = 'orderManagement';

/** The user's column layout of this list (the gateway's column registry, listKey orderManagement). */
const DYNAMIC_COLUMNS: DynamicOptions = {
  getUrl: '/customer-api/columns/get',
  saveUrl: '/customer-api/columns/save',
  defaultUrl: '/customer-api/columns/default',
  params: { listKey: ROUTE_NAME },
};

const loadPage = (query: PageQuery, search: OrderSearchValues) =>
  fetchOrders({ ...query, ...toOrderFilter(search) });
const loadCounts = (search: OrderSearchValues) => fetchOrderCounts(toOrderFilter(search));

/** /orderManagement: the customer's orders, searched and counted by status, with their actions. */
export default function OrderManagementPage() {
  const { t } = useTranslation(NAMESPACE);
  const orders = useListScreen<ManagedOrder, OrderSearchValues, StatusCounts>({
    cacheKey: ROUTE_NAME,
    loadPage,
    loadCounts,
    statusField: 'status',
  });
  // a cancel or a new receiver changes every order list (my waybills too, if kept in a tab)
  const ordersChanged = useCallback(() => void invalidateLists(...ORDER_LISTS), []);
  const actions = useOrderActions(ordersChanged);
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
  const filter = toOrderFilter(orders.search);
  const selected = orders.selected.rows;

  return (
    <ListScreen<ManagedOrder, OrderSearchValues, StatusCounts>
      title={t('orderManagement.title')}
      routeName={ROUTE_NAME}
      screen={orders}
      {...orderListParts(t, orders.counts)}
      toolbar={[
        exportButton('orders', t('orderManagement.toolbar.export'), () => exportOrders(filter)),
        exportButton('addresses', t('orderManagement.toolbar.addressExport'), () => exportAddresses(filter)),
        {
          key: 'cancel',
          label: t('orderManagement.toolbar.cancelSelected'),
          icon: <StopOutlined />,
          permission: 'DELETE',
          danger: true,
          disabled: !selected.some(isCancellable),
          onClick: () => actions.confirmCancel(selected),
        },
        {
          key: 'columns',
          label: t('orderManagement.toolbar.columns'),
          icon: <SettingOutlined />,
          onClick: () => setChooserOpen(true),
        },
      ]}
      columns={dynamic.columns}
      index
      selection
      rowActions={[
        { action: 'DETAIL', label: t('orderManagement.actions.detail'), onClick: actions.openDetail },
        {
          action: 'EDIT',
          label: t('orderManagement.actions.updateAddress'),
          onClick: (order) => void actions.startAddressChange(order),
        },
        {
          action: 'DELETE',
          label: t('orderManagement.actions.cancel'),
          when: isCancellable,
          onClick: (order) => actions.confirmCancel([order]),
        },
        {
          action: 'PRINT',
          label: t('common.printLabel'),
          when: isPrintable,
          onClick: (order) => void label.print(order.id),
        },
      ]}
    >
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
          onUpdated={ordersChanged}
        />
      )}
    </ListScreen>
  );
}
