import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import { formatIdr, useNavigate } from 'shared';
import { usePrintLabel } from '../common/usePrintLabel';
import { NAMESPACE } from '../i18n';
import type { OrderCreated } from './api';
import './texts';

/** The saved order: its waybill number, and print label, new order, view in management. */
export function OrderSaved({ order, onNewOrder }: { order: OrderCreated; onNewOrder(): void }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const label = usePrintLabel();
  return (
    <Result
      status="success"
      title={t('orderEntry.saved.title')}
      subTitle={
        <>
          <div>
            {t('orderEntry.saved.waybill')}{' '}
            <Typography.Text strong copyable data-testid="saved-bill-code">
              {order.billCode}
            </Typography.Text>
          </div>
          <div>
            {t('orderEntry.saved.customerOrderNo', { customerOrderNo: order.customerOrderNo })} ·{' '}
            {t('orderEntry.saved.total', { total: formatIdr(order.fees.totalFee) })}
          </div>
          {order.duplicate && (
            <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('orderEntry.saved.duplicate')} />
          )}
        </>
      }
      extra={[
        label.allowed && (
          <Button
            key="print"
            icon={<PrinterOutlined />}
            loading={label.printing === order.id}
            onClick={() => void label.print(order.id)}
          >
            {t('common.printLabel')}
          </Button>
        ),
        <Button key="new" type="primary" onClick={onNewOrder}>
          {t('orderEntry.saved.newOrder')}
        </Button>,
        <Button
          key="view"
          onClick={() => navigate(`/orderManagement?billCode=${encodeURIComponent(order.billCode)}`)}
        >
          {t('orderEntry.saved.viewInManagement')}
        </Button>,
      ]}
    />
  );
}
