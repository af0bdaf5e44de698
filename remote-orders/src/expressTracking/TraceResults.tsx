import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Menu from 'antd/es/menu';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { NAMESPACE } from '../i18n';
import type { TraceListResult } from '../common/traces';
import { statusColor } from '../common/orderStatus';
import { WaybillDetail } from '../common/WaybillDetail';
import './texts';

interface Props {
  result: TraceListResult;
  selected: string | null;
  onSelect(billCode: string): void;
}

/** Waybills found on the left, the chosen one's timeline on the right, codes not found above. */
export function TraceResults({ result, selected, onSelect }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const current = result.list.find((waybill) => waybill.billCode === selected) ?? result.list[0];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {result.notFound.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('expressTracking.notFound', { count: result.notFound.length })}
          description={
            <Space wrap data-testid="not-found">
              {result.notFound.map((code) => (
                <Tag key={code}>{code}</Tag>
              ))}
            </Space>
          }
        />
      )}
      {result.list.length === 0 ? (
        <Empty description={t('shared:noData')} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card size="small" title={t('expressTracking.waybills', { count: result.list.length })}>
              <Menu
                mode="inline"
                style={{ borderInlineEnd: 'none' }}
                selectedKeys={current ? [current.billCode] : []}
                onClick={({ key }) => onSelect(key)}
                items={result.list.map((waybill) => ({
                  key: waybill.billCode,
                  label: (
                    <Space>
                      {waybill.billCode}
                      <Tag color={statusColor(waybill.status)}>{waybill.statusLabel}</Tag>
                    </Space>
                  ),
                }))}
              />
            </Card>
          </Col>
          <Col xs={24} md={16}>
            {current && <WaybillDetail waybill={current} />}
          </Col>
        </Row>
      )}
    </Space>
  );
}
