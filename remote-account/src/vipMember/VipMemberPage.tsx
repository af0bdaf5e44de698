import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { NAMESPACE } from '../i18n';
import './texts';
import { fetchGoods, type Goods } from './api';
import { ExchangeModal } from './ExchangeModal';
import { GoodsGrid } from './GoodsGrid';
import { HistoryTabs } from './HistoryTabs';
import { MemberSummary } from './MemberSummary';
import { buttonKeyOf, MissingActionNotice, usePageQuery } from 'shared/widgets';

export default function VipMemberPage() {
  const { t } = useTranslation(NAMESPACE);
  const goods = usePageQuery(fetchGoods, { key: ['vipMember', 'goods'] });
  const [exchanging, setExchanging] = useState<Goods | null>(null);
  const [exchanges, setExchanges] = useState(0);
  const { reload: reloadGoods } = goods;

  const exchanged = useCallback(() => {
    setExchanges((n) => n + 1);
    reloadGoods();
  }, [reloadGoods]);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <MemberSummary reloadSignal={exchanges} />
      <Card title={t('member.goods.title')}>
        <MissingActionNotice
          perm={buttonKeyOf('/customer-api/member/exchange')}
          action={t('member.mainAction')}
        />
        <GoodsGrid list={goods} onExchange={setExchanging} />
      </Card>
      <Card>
        <HistoryTabs reloadSignal={exchanges} />
      </Card>
      {exchanging && (
        <ExchangeModal goods={exchanging} onClose={() => setExchanging(null)} onExchanged={exchanged} />
      )}
    </Space>
  );
}
