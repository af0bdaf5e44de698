import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Select from 'antd/es/select';
import { ListScreen, useListScreen, type PageQuery, buttonKeyOf } from 'shared/widgets';
import { OrderDetailDialog } from '../common/OrderDetailDialog';
import { toOrderFilter, type OrderSearchValues } from '../common/orderSearch';
import { exportButton, orderListParts } from '../common/orderList';
import { usePrintLabel } from '../common/usePrintLabel';
import { NAMESPACE } from '../i18n';
import type { StatusCounts } from '../common/orderSearch';
import { exportWaybills, fetchWaybillCounts, fetchWaybills, type Waybill } from './api';
import { waybillColumns } from './waybillColumns';
import { WaybillFacts } from './WaybillFacts';
import './texts';
import { isPrintable } from '../common/cancellable';

const ROUTE_NAME = 'myWaybill';

const loadPage = (query: PageQuery, search: OrderSearchValues) =>
  fetchWaybills({ ...query, ...toOrderFilter(search) });
const loadCounts = (search: OrderSearchValues) => fetchWaybillCounts(toOrderFilter(search));

/**
 * /myWaybill: the customer's waybills with their print counts, counted by status, exported; a row's
 * detail shows its facts, phone reveal and trace list.
 */
export default function MyWaybillPage() {
  const { t } = useTranslation(NAMESPACE);
  const waybills = useListScreen<Waybill, OrderSearchValues, StatusCounts>({
    cacheKey: ROUTE_NAME,
    loadPage,
    loadCounts,
    statusField: 'status',
  });
  const label = usePrintLabel();
  const [detail, setDetail] = useState<Waybill | null>(null);
  const printed = {
    name: 'printed',
    label: t('myWaybill.printed'),
    input: (
      <Select
        allowClear
        placeholder={t('myWaybill.printedAny')}
        options={[
          { value: 'yes', label: t('myWaybill.printedYes') },
          { value: 'no', label: t('myWaybill.printedNo') },
        ]}
      />
    ),
  };

  return (
    <ListScreen<Waybill, OrderSearchValues, StatusCounts>
      title={t('myWaybill.title')}
      routeName={ROUTE_NAME}
      screen={waybills}
      {...orderListParts(t, waybills.counts, { extraFields: [printed] })}
      toolbar={[
        exportButton('waybills', t('orderManagement.toolbar.export'), () =>
          exportWaybills(toOrderFilter(waybills.search)),
        ),
      ]}
      columns={waybillColumns(t)}
      index
      rowActions={[
        { action: 'DETAIL', label: t('orderManagement.actions.detail'), onClick: setDetail },
        {
          action: 'PRINT',
          label: t('common.printLabel'),
          when: isPrintable,
          onClick: (waybill) => void label.print(waybill.id),
        },
      ]}
    >
      <OrderDetailDialog<Waybill>
        order={detail}
        revealPermission={buttonKeyOf('/customer-api/order/phone', 'get', ROUTE_NAME)}
        renderFacts={(waybill, phones) => <WaybillFacts waybill={waybill} phones={phones} />}
        onClose={() => setDetail(null)}
      />
    </ListScreen>
  );
}
