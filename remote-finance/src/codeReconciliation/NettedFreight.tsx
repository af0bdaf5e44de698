import { useTranslation } from 'react-i18next';
import { formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import type { BatchDetail } from './api';
import './texts';

/** The non-COD parcels whose freight a batch netted off (COD_NETTING contracts). */
export function NettedFreight({ freight }: { freight: BatchDetail['freight'] }) {
  const { t } = useTranslation(NAMESPACE);
  if (freight.length === 0) return null;
  return (
    <div data-testid="batch-freight">
      <h4>{t('netting.freight')}</h4>
      {freight.map((row) => (
        <div key={row.billCode}>{`${row.billCode}: ${formatIdr(row.freight)}`}</div>
      ))}
    </div>
  );
}
