import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import { useTranslation } from 'react-i18next';
import { formatIdr } from 'shared';
import { NAMESPACE } from '../i18n';
import './texts';
import type { CodBillPage } from './api';

/** The three balances of the COD bill: held, in process, paid this month. */
export function BalanceCards({ cards }: { cards?: CodBillPage['cards'] }) {
  const { t } = useTranslation(NAMESPACE);
  const items = [
    { key: 'held', value: cards?.held },
    { key: 'inProcess', value: cards?.inProcess },
    { key: 'paidThisMonth', value: cards?.paidThisMonth },
  ] as const;
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.key} xs={24} md={8}>
          <Card size="small" data-testid={`cod-card-${item.key}`}>
            <Statistic
              title={t(`codBill.cards.${item.key}`)}
              value={item.value === undefined ? '…' : formatIdr(item.value)}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
