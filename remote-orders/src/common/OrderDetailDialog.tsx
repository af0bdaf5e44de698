import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { PermissionButton } from 'shared';
import { ListDialog, WaybillLedger } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchTraces, type WaybillTrace } from './traces';
import { WaybillDetail } from './WaybillDetail';
import { revealPhones, type RevealedPhones } from './phones';
import './texts';

type Traces =
  { kind: 'loading' } | { kind: 'loaded'; waybill?: WaybillTrace } | { kind: 'failed'; msg?: string };

export interface OrderDetailDialogProps<Order extends { billCode: string }> {
  /** The order shown; null: closed. */
  order: Order | null;
  /** The key that may reveal the phones here (the gateway takes orderManagement_DETAIL or myWaybill_DETAIL). */
  revealPermission: string;
  /** The list's facts of the order, with its whole phones once revealed. */
  renderFacts(order: Order, phones?: RevealedPhones): ReactNode;
  onClose(): void;
}

/**
 * One order of a list: its facts, 'show phone' (with `revealPermission`), its money (the waybill
 * ledger every finance screen opens too: COD, goods value, each charge and the batch or statement
 * that settled it), its latest status and trace list. Order management and my waybills show their
 * own facts in it.
 * @example
 * <OrderDetailDialog
 *   order={detail}
 *   revealPermission="myWaybill_DETAIL"
 *   renderFacts={(waybill, phones) => <WaybillFacts waybill={waybill} phones={phones} />}
 *   onClose={() => setDetail(null)}
 * />
 */
export function OrderDetailDialog<Order extends { billCode: string }>({
  order,
  revealPermission,
  renderFacts,
  onClose,
}: OrderDetailDialogProps<Order>) {
  const { t } = useTranslation(NAMESPACE);
  const [phones, setPhones] = useState<RevealedPhones>();
  const [revealing, setRevealing] = useState(false);
  const [traces, setTraces] = useState<Traces>({ kind: 'loading' });
  const billCode = order?.billCode;

  useEffect(() => {
    setPhones(undefined);
    if (!billCode) return;
    let live = true;
    setTraces({ kind: 'loading' });
    fetchTraces([billCode]).then(
      (result) => live && setTraces({ kind: 'loaded', waybill: result.list[0] }),
      (error: unknown) => live && setTraces({ kind: 'failed', msg: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [billCode]);

  const reveal = async () => {
    if (!billCode) return;
    setRevealing(true);
    try {
      setPhones(await revealPhones(billCode));
    } catch {
      // shared's http client has shown the server's msg
    } finally {
      setRevealing(false);
    }
  };

  return (
    <ListDialog
      open={Boolean(order)}
      title={t('orderManagement.detail.title', { billCode: billCode ?? '' })}
      onClose={onClose}
      testId="order-detail-dialog"
      width={900}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      {order && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {renderFacts(order, phones)}
          {!phones && (
            <PermissionButton
              perm={revealPermission}
              icon={<EyeOutlined />}
              loading={revealing}
              onClick={() => void reveal()}
            >
              {t('orderManagement.detail.showPhone')}
            </PermissionButton>
          )}
          <WaybillLedger billCode={order.billCode} />
          <Spin spinning={traces.kind === 'loading'}>
            {traces.kind === 'loaded' && traces.waybill ? (
              <WaybillDetail waybill={traces.waybill} />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  traces.kind === 'failed' ? (
                    <>
                      <div>{t('shared:requestFailed')}</div>
                      {traces.msg && <div>{traces.msg}</div>}
                    </>
                  ) : (
                    t('orderManagement.detail.noTraces')
                  )
                }
              />
            )}
          </Spin>
        </Space>
      )}
    </ListDialog>
  );
}

/** The server's reason of a refused call (the trace call is silent: the dialog says it). */
function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string') return error.msg;
  return undefined;
}
