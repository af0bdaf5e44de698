import { useTranslation } from 'react-i18next';
import Descriptions from 'antd/es/descriptions';
import { formatKg } from 'shared';
import { NAMESPACE } from '../i18n';
import { chargeableWeightKg, volumetricWeightKg, type OrderFormValues } from '../common/orderDraft';
import './texts';

/** Actual, volumetric (L x W x H / 6000) and chargeable weight, as the form is typed. */
export function WeightSummary({ values }: { values: OrderFormValues }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="weight-summary"
      items={[
        { key: 'actual', label: t('orderEntry.weight.actual'), children: formatKg(values.weightKg ?? 0) },
        {
          key: 'volumetric',
          label: t('orderEntry.weight.volumetric'),
          children: formatKg(volumetricWeightKg(values)),
        },
        {
          key: 'chargeable',
          label: t('orderEntry.weight.chargeable'),
          children: formatKg(chargeableWeightKg(values)),
        },
      ]}
    />
  );
}
