import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { buttonKeyOf } from 'shared/widgets';
import { ORDER_LIMITS, useCan } from 'shared';
import { RegionFields } from '../common/RegionFields';
import { NAMESPACE } from '../i18n';
import type { OrderRules } from '../common/useOrderRules';
import { revealPhones } from '../common/phones';
import type { ManagedOrder } from './api';
import '../common/texts';
import './texts';

/**
 * The receiver fields of an address change. The list's phone is masked, so the phone is typed
 * again, or filled from the order with 'use the current phone' (orderManagement_DETAIL).
 */
export function AddressForm({ order, rules }: { order: ManagedOrder; rules: OrderRules }) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  const can = useCan();
  const [revealing, setRevealing] = useState(false);

  const fillCurrentPhone = async () => {
    setRevealing(true);
    try {
      const phones = await revealPhones(order.billCode);
      form.setFields([{ name: ['receiver', 'phone'], value: phones.receiverPhone, errors: [] }]);
    } catch {
      // shared's http client has shown the server's msg
    } finally {
      setRevealing(false);
    }
  };

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name={['receiver', 'name']} label={t('orderEntry.fields.name')} rules={rules.name}>
            <Input maxLength={ORDER_LIMITS.nameMax} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name={['receiver', 'phone']}
            label={t('orderEntry.fields.phone')}
            rules={rules.phone}
            extra={
              <>
                {t('orderManagement.address.phoneHint', { phone: order.receiverPhone })}{' '}
                {can(buttonKeyOf('/customer-api/order/phone', 'get', 'orderManagement')) && (
                  <Button
                    type="link"
                    size="small"
                    loading={revealing}
                    onClick={() => void fillCurrentPhone()}
                  >
                    {t('orderManagement.address.useCurrentPhone')}
                  </Button>
                )}
              </>
            }
          >
            <Input inputMode="tel" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
      <RegionFields prefix={['receiver']} required />
      <Row gutter={12}>
        <Col xs={24} md={16}>
          <Form.Item
            name={['receiver', 'address']}
            label={t('orderEntry.fields.address')}
            rules={rules.address}
          >
            <Input maxLength={ORDER_LIMITS.addressMax} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={['receiver', 'postalCode']}
            label={t('orderEntry.fields.postalCode')}
            rules={rules.postalCode}
          >
            <Input inputMode="numeric" maxLength={5} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
