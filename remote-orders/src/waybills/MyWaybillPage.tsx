import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { buttonKeyOf, selectBtnList, useAppSelector } from 'shared';
import { listPermissions, RowActions, tableColumns, useIsMobile } from 'shared/widgets';
import { OrderDetailDialog } from '../common/OrderDetailDialog';
import { OrderSearchForm } from '../common/OrderSearchForm';
import { OrderListTable } from '../common/OrderListTable';
import { StatusChips } from '../common/StatusChips';
import { useExport } from '../common/useExport';
import { useOrderList } from '../common/useOrderList';
import { usePrintLabel } from '../common/usePrintLabel';
import { NAMESPACE } from '../i18n';
import { exportWaybills, fetchWaybillCounts, fetchWaybills, type Waybill } from './api';
import { waybillColumns } from './waybillColumns';
import { WaybillFacts } from './WaybillFacts';

const ROUTE_NAME = 'myWaybill';

/**
 * /myWaybill: the customer's waybills with their print counts, counted by status, exported; a row's
 * detail shows its facts, phone reveal and trace list.
 */
export default function MyWaybillPage() {
  const { t } = useTranslation(NAMESPACE);
  const mobile = useIsMobile();
  const btnList = useAppSelector(selectBtnList);
  const permissions = useMemo(() => listPermissions(ROUTE_NAME, btnList), [btnList]);
  const waybills = useOrderList<Waybill>({
    cacheKey: ROUTE_NAME,
    loadPage: fetchWaybills,
    loadCounts: fetchWaybillCounts,
  });
  const exports = useExport();
  const label = usePrintLabel();
  const [detail, setDetail] = useState<Waybill | null>(null);
  const { list } = waybills;

  const columns = tableColumns<Waybill>({
    columns: waybillColumns(t),
    dictionaries: {},
    idKey: 'id',
    index: true,
    indexLabel: t('common.index'),
    indexOffset: (list.query.current - 1) * list.query.size,
    actionColumn: permissions.anyRowAction
      ? {
          key: '$actions',
          title: t('common.actions'),
          width: mobile ? 100 : 150,
          fixed: 'right',
          render: (_value, row) => (
            <RowActions<Waybill>
              row={row}
              permissions={permissions}
              custom={[
                {
                  action: 'DETAIL',
                  label: t('orderManagement.actions.detail'),
                  onClick: setDetail,
                },
                {
                  action: 'PRINT',
                  label: t('common.printLabel'),
                  onClick: (waybill) => void label.print(waybill.id),
                },
              ]}
            />
          ),
        }
      : undefined,
  });

  const printed = (
    <Col xs={24} md={12} xl={6}>
      <Form.Item name="printed" label={t('myWaybill.printed')}>
        <Select
          allowClear
          placeholder={t('myWaybill.printedAny')}
          options={[
            { value: 'yes', label: t('myWaybill.printedYes') },
            { value: 'no', label: t('myWaybill.printedNo') },
          ]}
        />
      </Form.Item>
    </Col>
  );

  return (
    <Card
      title={t('myWaybill.title')}
      extra={
        permissions.excel && (
          <Button
            icon={<DownloadOutlined />}
            loading={exports.running === 'waybills'}
            onClick={() => void exports.run('waybills', () => exportWaybills(waybills.filter))}
          >
            {t('orderManagement.toolbar.export')}
          </Button>
        )
      }
    >
      <OrderSearchForm
        values={waybills.search}
        counts={waybills.counts}
        onSearch={waybills.applySearch}
        extra={printed}
      />
      <StatusChips
        counts={waybills.counts}
        active={waybills.search.status}
        onPick={(status) =>
          waybills.applySearch({ ...waybills.search, status: status ? [status] : undefined })
        }
      />
      <OrderListTable<Waybill> list={list} columns={columns} />
      <OrderDetailDialog<Waybill>
        order={detail}
        revealPermission={buttonKeyOf('/customer-api/order/phone', 'get', ROUTE_NAME)}
        renderFacts={(waybill, phones) => <WaybillFacts waybill={waybill} phones={phones} />}
        onClose={() => setDetail(null)}
      />
    </Card>
  );
}
