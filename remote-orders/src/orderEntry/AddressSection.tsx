import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import { ORDER_LIMITS } from 'shared';
import ContactsOutlined from '@ant-design/icons/es/icons/ContactsOutlined';
import { NAMESPACE } from '../i18n';
import { RegionFields } from '../common/RegionFields';
import { AddressBookPicker } from './AddressBookPicker';
import { sideFields } from './entryForm';
import { addressValues } from '../common/orderDraft';
import type { OrderRules } from '../common/useOrderRules';
import './texts';

/**
 * The sender or the receiver: name, mobile, province -> regency -> district, street, postal code,
 * typed or picked from the side's address book; the receiver's block offers to save it there.
 */
export function AddressSection({ side, rules }: { side: 'sender' | 'receiver'; rules: OrderRules }) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  const [picking, setPicking] = useState(false);
  return (
    <Card
      size="small"
      title={t(`orderEntry.sections.${side}`)}
      data-testid={`order-entry-${side}`}
      extra={
        // a default button: antd's link blue on white is 4.1:1, below WCAG 1.4.3's 4.5:1
        <Button
          size="small"
          icon={<ContactsOutlined />}
          data-testid={`pick-${side}`}
          onClick={() => setPicking(true)}
        >
          {t('orderEntry.addressBook.pick')}
        </Button>
      }
    >
      <AddressBookPicker
        kind={side === 'sender' ? 'SENDER' : 'RECEIVER'}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(entry) => form.setFields(sideFields(side, addressValues(entry)))}
      />
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name={[side, 'name']} label={t('orderEntry.fields.name')} rules={rules.name}>
            <Input maxLength={ORDER_LIMITS.nameMax} autoComplete="off" />
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
            <Input maxLength={ORDER_LIMITS.addressMax} autoComplete="off" />
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
      {side === 'receiver' && (
        <Form.Item name="saveReceiver" valuePropName="checked" style={{ marginBottom: 0 }}>
          <Checkbox>{t('orderEntry.addressBook.saveReceiver')}</Checkbox>
        </Form.Item>
      )}
    </Card>
  );
}
