import { useState } from 'react';
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
import { buttonKeyOf, invalidateLists, MissingActionNotice, usePageQuery } from 'shared/widgets';

const ROUTE_NAME = 'vipMember';

export default function VipMemberPage() {
  const { t } = useTranslation(NAMESPACE);
  const goods = usePageQuery(fetchGoods, { key: [ROUTE_NAME, 'goods'] });
  const [exchanging, setExchanging] = useState<Goods | null>(null);
  // an exchange changes the points, the stock, the records and the ledger: every query of the page
  const exchanged = () => void invalidateLists(ROUTE_NAME);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <MemberSummary />
      <Card title={t('member.goods.title')}>
        <MissingActionNotice
          perm={buttonKeyOf('/customer-api/member/exchange')}
          action={t('member.mainAction')}
        />
        <GoodsGrid list={goods} onExchange={setExchanging} />
      </Card>
      <Card>
        <HistoryTabs />
      </Card>
      {exchanging && (
        <ExchangeModal goods={exchanging} onClose={() => setExchanging(null)} onExchanged={exchanged} />
      )}
    </Space>
  );
}
