import { useTranslation } from 'react-i18next';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import CopyOutlined from '@ant-design/icons/es/icons/CopyOutlined';
import { formatTime } from 'shared';
import { NAMESPACE } from '../i18n';
import type { WaybillTrace } from './traces';
import { ArrivalTime } from './ArrivalTime';
import { newestFirst, statusColor } from './orderStatus';
import './texts';

/** One waybill: status, route, copy and arrival actions, and its scans newest first. */
export function WaybillDetail({ waybill }: { waybill: WaybillTrace }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(waybill.billCode);
      message.success(t('expressTracking.copied', { billCode: waybill.billCode }));
    } catch {
      message.error(t('expressTracking.copyFailed'));
    }
  };

  const events = newestFirst(waybill.traces);
  return (
    <Card
      title={
        <Space wrap>
          <Typography.Text strong>{waybill.billCode}</Typography.Text>
          <Tag color={statusColor(waybill.status)}>{waybill.statusLabel}</Tag>
        </Space>
      }
      extra={
        <Button size="small" icon={<CopyOutlined />} onClick={copy} aria-label={t('expressTracking.copy')}>
          {t('expressTracking.copy')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">
          {t('expressTracking.route', { from: waybill.senderCity, to: waybill.receiverCity })}
        </Typography.Text>
        <ArrivalTime key={waybill.billCode} billCode={waybill.billCode} />
        {events.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('expressTracking.noTraces')} />
        ) : (
          <Timeline
            items={events.map((event, index) => ({
              key: `${event.scanTime}-${index}`,
              color: index === 0 ? (statusColor(event.status) ?? 'blue') : 'gray',
              title: formatTime(event.scanTime),
              content: (
                <>
                  <div>
                    <Tag color={statusColor(event.status)}>{event.statusLabel}</Tag> {event.description}
                  </div>
                  <Typography.Text type="secondary">
                    {event.location} · {event.networkName}
                  </Typography.Text>
                </>
              ),
            }))}
          />
        )}
      </Space>
    </Card>
  );
}
