import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import { PermissionButton } from 'shared';
import { ListDialog } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { fetchTraces, type WaybillTrace } from '../tracking/api';
import { WaybillDetail } from '../tracking/WaybillDetail';
import { revealPhones, type ManagedOrder, type RevealedPhones } from './api';
import { OrderFacts } from './OrderFacts';

type Traces = { kind: 'loading' } | { kind: 'loaded'; waybill?: WaybillTrace } | { kind: 'failed' };

/** One order: its facts, 'show phone' (orderManagement_DETAIL) and its trace list. */
export function OrderDetailDialog({ order, onClose }: { order: ManagedOrder | null; onClose(): void }) {
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
      () => live && setTraces({ kind: 'failed' }),
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
          <OrderFacts order={order} phones={phones} />
          {!phones && (
            <PermissionButton
              perm="orderManagement_DETAIL"
              icon={<EyeOutlined />}
              loading={revealing}
              onClick={() => void reveal()}
            >
              {t('orderManagement.detail.showPhone')}
            </PermissionButton>
          )}
          <Spin spinning={traces.kind === 'loading'}>
            {traces.kind === 'loaded' && traces.waybill ? (
              <WaybillDetail waybill={traces.waybill} />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={
                  traces.kind === 'failed' ? t('common.requestFailed') : t('orderManagement.detail.noTraces')
                }
              />
            )}
          </Spin>
        </Space>
      )}
    </ListDialog>
  );
}
