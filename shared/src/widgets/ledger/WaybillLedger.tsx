import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Spin from 'antd/es/spin';
import { messageOf } from '../../http/messageOf';
import { fetchWaybillLedger, type WaybillLedgerData } from './api';
import { LedgerFigures } from './LedgerFigures';
import './texts';

type Loaded =
  { kind: 'loading' } | { kind: 'loaded'; ledger: WaybillLedgerData } | { kind: 'failed'; msg?: string };

/**
 * One waybill's money, as every screen shows it (issue 36: the order detail, a COD bill row, a
 * COD batch line and a statement line open the same view over the same gateway read,
 * GET /waybillLedger/get). Says a refusal (another sender's parcel, no permission) in place.
 * @example
 * <WaybillLedger billCode="JP80100090093" />
 */
export function WaybillLedger({ billCode }: { billCode: string }) {
  const { t } = useTranslation('shared');
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    fetchWaybillLedger(billCode).then(
      (ledger) => live && setState({ kind: 'loaded', ledger }),
      (error: unknown) => live && setState({ kind: 'failed', msg: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [billCode]);
  if (state.kind === 'loaded') return <LedgerFigures ledger={state.ledger} />;
  if (state.kind === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={t('ledger.loadFailed')}
        description={state.msg}
        data-testid="waybill-ledger-failed"
      />
    );
  return (
    <Spin>
      <div style={{ minHeight: 80 }} data-testid="waybill-ledger-loading" />
    </Spin>
  );
}
