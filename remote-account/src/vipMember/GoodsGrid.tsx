import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Row from 'antd/es/row';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import { NAMESPACE } from '../i18n';
import './texts';
import type { Goods } from './api';
import { ListFailure, useListPagination, type PagedListState, buttonKeyOf } from 'shared/widgets';
import { formatNumber, useCan } from 'shared';

/** Spec switch value for 'off': such goods are shown but cannot be exchanged. */
export const GOODS_DISABLED = 2;

export function isExchangeable(goods: Goods): boolean {
  return goods.isEnable !== GOODS_DISABLED && goods.stock > 0;
}

/** Points-shop goods as a card grid (spec card grid: span 8, gutter 20) with the spec's pager. */
export function GoodsGrid({
  list,
  onExchange,
}: {
  list: PagedListState<Goods>;
  onExchange(goods: Goods): void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { onChange, ...pager } = useListPagination(list);
  if (list.failed) return <ListFailure list={list} />;
  const records = list.page?.records ?? [];
  return (
    <Spin spinning={list.loading}>
      {records.length === 0 ? (
        <Empty description={list.loading ? t('common.loading') : t('shared:noData')} />
      ) : (
        <Row gutter={[20, 20]}>
          {records.map((goods) => (
            <Col key={goods.id} xs={24} sm={12} lg={8}>
              <GoodsCard goods={goods} onExchange={onExchange} />
            </Col>
          ))}
        </Row>
      )}
      <Pagination {...pager} onChange={onChange} style={{ marginTop: 16, justifyContent: 'flex-end' }} />
    </Spin>
  );
}

function GoodsCard({ goods, onExchange }: { goods: Goods; onExchange(goods: Goods): void }) {
  const { t } = useTranslation(NAMESPACE);
  const can = useCan();
  const disabled = goods.isEnable === GOODS_DISABLED;
  // The exchange button shows only with the key the gateway asks for on the exchange call.
  const mayExchange = can(buttonKeyOf('/customer-api/member/exchange'));
  return (
    <Card
      data-testid={`goods-${goods.id}`}
      style={{ opacity: disabled ? 0.5 : 1 }}
      cover={
        goods.imageUrl ? (
          <img alt={goods.name} src={goods.imageUrl} style={{ height: 160, objectFit: 'cover' }} />
        ) : (
          <div style={{ height: 160, display: 'grid', placeItems: 'center', fontSize: 48 }}>
            <GiftOutlined />
          </div>
        )
      }
      actions={
        mayExchange
          ? [
              <Button
                key="exchange"
                type="primary"
                disabled={!isExchangeable(goods)}
                onClick={() => onExchange(goods)}
              >
                {disabled
                  ? t('member.goods.unavailable')
                  : goods.stock > 0
                    ? t('member.goods.exchange')
                    : t('member.goods.soldOut')}
              </Button>,
            ]
          : undefined
      }
    >
      <Card.Meta
        title={goods.name}
        description={
          <>
            <Typography.Text strong>
              {t('member.goods.cost', { points: formatNumber(goods.pointsCost) })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {t('member.goods.stock', { stock: formatNumber(goods.stock) })}
            </Typography.Text>
          </>
        }
      />
    </Card>
  );
}
