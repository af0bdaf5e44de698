import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import { formatDate } from 'shared';
import { NAMESPACE } from '../i18n';
import { fetchArrivalTime, type ArrivalTime as ArrivalTimeResult } from './traces';
import './texts';

/** The 'Estimated arrival' button of one waybill and, once asked, its answer. */
export function ArrivalTime({ billCode }: { billCode: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [state, setState] = useState<
    { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; arrival: ArrivalTimeResult } | { kind: 'failed' }
  >({ kind: 'idle' });

  const load = async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'done', arrival: await fetchArrivalTime(billCode) });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  if (state.kind === 'done') {
    const { arrival } = state;
    const date = formatDate(arrival.estimatedArrival);
    return (
      <Typography.Text data-testid="arrival-time">
        <ClockCircleOutlined />{' '}
        {t(
          arrival.basis === 'delivered'
            ? 'expressTracking.arrival.delivered'
            : 'expressTracking.arrival.estimate',
          {
            date,
          },
        )}
        {' · '}
        {t('expressTracking.arrival.serviceDays', { count: arrival.serviceDays })}
      </Typography.Text>
    );
  }
  return (
    <>
      <Button size="small" icon={<ClockCircleOutlined />} loading={state.kind === 'loading'} onClick={load}>
        {t('expressTracking.arrival.button')}
      </Button>
      {state.kind === 'failed' && (
        <Typography.Text type="danger" style={{ marginLeft: 8 }}>
          {t('expressTracking.arrival.failed')}
        </Typography.Text>
      )}
    </>
  );
}
