import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import Result from 'antd/es/result';
import Tag from 'antd/es/tag';
import { formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import type { AddressUpdated } from './api';
import '../common/texts';
import './texts';

/** The address change done: the new destination and the fees as the server recomputed them. */
export function AddressUpdatedView({ updated }: { updated: AddressUpdated }) {
  const { t } = useTranslation(NAMESPACE);
  const { order, fees, freightChanged } = updated;
  return (
    <Result
      status="success"
      title={t('orderManagement.address.done')}
      subTitle={`${order.receiverName} · ${order.receiverProvince} / ${order.receiverCity} / ${order.receiverDistrict}`}
    >
      <Descriptions
        size="small"
        bordered
        column={1}
        data-testid="address-updated-fees"
        items={[
          {
            key: 'freight',
            label: t('orderEntry.fees.freight'),
            children: (
              <>
                {formatIdr(fees.freightFee)}{' '}
                <Tag color={freightChanged ? 'orange' : 'default'}>
                  {freightChanged
                    ? t('orderManagement.address.freightChanged')
                    : t('orderManagement.address.freightSame')}
                </Tag>
              </>
            ),
          },
          { key: 'insurance', label: t('orderEntry.fees.insurance'), children: formatIdr(fees.insuranceFee) },
          { key: 'cod', label: t('orderEntry.fees.codFee'), children: formatIdr(fees.codFee) },
          { key: 'total', label: t('orderEntry.fees.total'), children: formatIdr(fees.totalFee) },
        ]}
      />
    </Result>
  );
}
