import { useTranslation } from 'react-i18next';
import { SideDrawer } from '../display/SideDrawer';
import { WaybillLedger } from './WaybillLedger';
import './texts';

export interface WaybillLedgerDrawerProps {
  /** The waybill whose money is shown; null: closed. */
  billCode: string | null;
  onClose(): void;
}

/**
 * The waybill ledger in a side drawer (712 px, full width on mobile), for a row or line of a list:
 * a COD bill row, a COD batch line, a statement line.
 * @example
 * const [ledgerOf, setLedgerOf] = useState<string | null>(null);
 * <WaybillLedgerDrawer billCode={ledgerOf} onClose={() => setLedgerOf(null)} />
 */
export function WaybillLedgerDrawer({ billCode, onClose }: WaybillLedgerDrawerProps) {
  const { t } = useTranslation('shared');
  return (
    <SideDrawer
      open={billCode !== null}
      title={t('ledger.title', { billCode: billCode ?? '' })}
      onClose={onClose}
      footer={null}
    >
      {billCode && <WaybillLedger billCode={billCode} />}
    </SideDrawer>
  );
}
