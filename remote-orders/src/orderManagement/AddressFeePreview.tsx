import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import type { ManagedOrder } from './api';
import type { AddressFeePreviewState } from './useAddressFeePreview';
import './texts';

const signed = (amount: number) =>
  `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatIdr(Math.abs(amount))}`;

/** The order's freight now, next to its freight to the district being picked. */
export function AddressFeePreview({
  order,
  preview,
}: {
  order: ManagedOrder;
  preview: AddressFeePreviewState;
}) {
  const { t } = useTranslation(NAMESPACE);
  const next = () => {
    switch (preview.kind) {
      case 'priced':
        return (
          <>
            <div data-testid="fee-new">
              <Statistic
                title={t('orderManagement.address.fees.next')}
                value={formatIdr(preview.fees.freightFee)}
              />
            </div>
            <Typography.Text type="secondary">
              {t('orderManagement.address.fees.difference', {
                amount: signed(preview.fees.freightFee - order.freightFee),
              })}
            </Typography.Text>
          </>
        );
      case 'failed':
        return (
          <div data-testid="fee-failed">
            <Alert
              type="warning"
              showIcon
              title={t('orderManagement.address.fees.failed')}
              description={preview.reasons.join(' ') || undefined}
            />
          </div>
        );
      case 'loading':
        return (
          <Spin size="small">
            <Statistic title={t('orderManagement.address.fees.next')} value="--" />
          </Spin>
        );
      default:
        return (
          <Typography.Text type="secondary">
            {t(`orderManagement.address.fees.${preview.kind}`)}
          </Typography.Text>
        );
    }
  };

  return (
    <Row gutter={16} align="middle" data-testid="address-fee-preview" style={{ marginBottom: 12 }}>
      <Col xs={24} md={8} data-testid="fee-current">
        <Statistic title={t('orderManagement.address.fees.current')} value={formatIdr(order.freightFee)} />
      </Col>
      <Col xs={24} md={16}>
        {next()}
      </Col>
    </Row>
  );
}
