import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import { PhoneText } from 'shared/widgets';
import { formatIdr, formatKg, formatTime } from 'shared';
import type { RevealedPhones } from '../common/phones';
import { StatusTag } from '../common/StatusTag';
import { NAMESPACE } from '../i18n';
import type { Waybill } from './api';
import './texts';

/** A waybill's facts as my waybills lists them; the receiver's phone masked unless revealed. */
export function WaybillFacts({ waybill, phones }: { waybill: Waybill; phones?: RevealedPhones }) {
  const { t } = useTranslation(NAMESPACE);
  const label = (key: string) => t(`orderManagement.detail.${key}`);
  const items = [
    { key: 'billCode', label: label('billCode'), children: waybill.billCode },
    { key: 'customerOrderNo', label: label('customerOrderNo'), children: waybill.customerOrderNo },
    {
      key: 'status',
      label: label('status'),
      children: <StatusTag status={waybill.status} label={waybill.statusLabel} />,
    },
    { key: 'createdAt', label: label('createdAt'), children: formatTime(waybill.createdAt) },
    { key: 'receiver', label: label('receiver'), children: waybill.receiverName },
    {
      key: 'receiverPhone',
      label: label('receiverPhone'),
      children: (
        <span data-testid="receiver-phone">
          {phones ? <PhoneText value={phones.receiverPhone} /> : waybill.receiverPhone}
        </span>
      ),
    },
    {
      key: 'destination',
      label: t('orderManagement.columns.destination'),
      children: `${waybill.receiverCity} / ${waybill.receiverDistrict}`,
    },
    { key: 'product', label: label('product'), children: waybill.productTypeName },
    {
      key: 'weight',
      label: label('weight'),
      children: `${formatKg(waybill.weightKg)} / ${formatKg(waybill.chargeableWeightKg)}`,
    },
    { key: 'cod', label: label('cod'), children: formatIdr(waybill.codAmount) },
    { key: 'printCount', label: t('myWaybill.printCount'), children: waybill.printCount },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}
