import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import { PhoneText } from 'shared/widgets';
import { formatIdr, formatKg, formatTime } from 'shared';
import { StatusTag } from '../common/StatusTag';
import { NAMESPACE } from '../i18n';
import type { RevealedPhones } from '../common/phones';
import type { ManagedOrder } from './api';
import './texts';
import './couponTexts';

/**
 * An order's facts; the phones masked unless revealed. Its money (COD, goods value, fees and where
 * each was settled) is the waybill ledger's, shown beside them by the detail dialog.
 */
export function OrderFacts({ order, phones }: { order: ManagedOrder; phones?: RevealedPhones }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`orderManagement.detail.${key}`);
  const phone = (value: string) => (phones ? <PhoneText value={value} /> : value);
  const items = [
    ['billCode', order.billCode],
    ['customerOrderNo', order.customerOrderNo],
    ['status', <StatusTag key="status" status={order.status} label={order.statusLabel} />],
    ['createdAt', formatTime(order.createdAt)],
    ['sender', `${order.senderName} · ${order.senderCity}, ${order.senderDistrict}`],
    [
      'senderPhone',
      <span key="sp" data-testid="sender-phone">
        {phone(phones?.senderPhone ?? order.senderPhone)}
      </span>,
    ],
    ['receiver', order.receiverName],
    [
      'receiverPhone',
      <span key="rp" data-testid="receiver-phone">
        {phone(phones?.receiverPhone ?? order.receiverPhone)}
      </span>,
    ],
    [
      'receiverAddress',
      [
        order.receiverAddress,
        order.receiverDistrict,
        order.receiverCity,
        order.receiverProvince,
        order.receiverPostalCode,
      ]
        .filter(Boolean)
        .join(', '),
    ],
    ['goods', `${order.goodsName} · ${t('orderManagement.detail.pieces', { count: order.pieces })}`],
    ['weight', `${formatKg(order.weightKg)} / ${formatKg(order.chargeableWeightKg)}`],
    ['product', order.productTypeName],
    ['payment', order.paymentMethodName],
    [
      'coupon',
      order.couponCode
        ? t('orderManagement.detail.couponLine', {
            code: order.couponCode,
            discount: formatIdr(order.couponDiscount),
          })
        : '--',
    ],
    ['remark', order.remark || '--'],
    ['signed', order.signedAt ? `${order.signer ?? ''} · ${formatTime(order.signedAt)}` : '--'],
  ] as const;
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 2 }}
      items={items.map(([key, children]) => ({ key, label: label(key), children }))}
    />
  );
}
