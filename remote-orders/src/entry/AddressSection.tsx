import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { NAMESPACE } from '../i18n';
import { RegionFields } from '../common/RegionFields';
import type { OrderRules } from './useOrderRules';

/** The sender or the receiver: name, mobile, province -> regency -> district, street, postal code. */
export function AddressSection({ side, rules }: { side: 'sender' | 'receiver'; rules: OrderRules }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card size="small" title={t(`orderEntry.sections.${side}`)} data-testid={`order-entry-${side}`}>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name={[side, 'name']} label={t('orderEntry.fields.name')} rules={rules.name}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={[side, 'phone']}
            label={t('orderEntry.fields.phone')}
            rules={rules.phone}
            tooltip={t('orderEntry.phoneHint')}
          >
            <Input inputMode="tel" placeholder="08xx xxxx xxxx" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <RegionFields prefix={[side]} required />
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item name={[side, 'address']} label={t('orderEntry.fields.address')} rules={rules.address}>
            <Input maxLength={255} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[side, 'postalCode']}
            label={t('orderEntry.fields.postalCode')}
            rules={rules.postalCode}
          >
            <Input inputMode="numeric" maxLength={5} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
