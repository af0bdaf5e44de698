import { useTranslation } from 'react-i18next';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { ThousandsInput } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import type { CustomerInfo, ExpressType, SellerType } from './api';
import type { OrderRules } from './useOrderRules';

export interface ServiceFieldsProps {
  rules: OrderRules;
  customer?: CustomerInfo;
  expressTypes: ExpressType[];
  sellerTypes: SellerType[];
}

/** Money (declared value, insurance, COD) and service (product, payment, seller type, remark). */
export function ServiceFields({ rules, customer, expressTypes, sellerTypes }: ServiceFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const codAllowed = customer?.codAllowed ?? true;
  const productOptions = expressTypes.map((type) => ({
    value: type.code,
    disabled: !type.available,
    label: [
      type.name,
      type.serviceDays !== null ? t('orderEntry.serviceDays', { count: type.serviceDays }) : null,
      type.available ? null : type.reason,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={9}>
          <Form.Item
            name="declaredValue"
            label={t('orderEntry.fields.declaredValue')}
            rules={rules.declaredValue}
            dependencies={['insured']}
          >
            <ThousandsInput placeholder="0" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="insured" label={t('orderEntry.fields.insured')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={9}>
          <Form.Item
            name="codAmount"
            label={t('orderEntry.fields.codAmount')}
            rules={rules.codAmount}
            dependencies={['declaredValue']}
            extra={codAllowed ? undefined : t('orderEntry.codNotAllowed')}
          >
            <ThousandsInput placeholder="0" disabled={!codAllowed} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="productType" label={t('orderEntry.fields.productType')} rules={rules.productType}>
            <Select options={productOptions} placeholder={t('common.select')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="paymentMethod"
            label={t('orderEntry.fields.paymentMethod')}
            rules={rules.paymentMethod}
            dependencies={['codAmount']}
          >
            <Select
              options={(customer?.paymentMethods ?? []).map((method) => ({
                value: method.code,
                label: method.name,
              }))}
              placeholder={t('common.select')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="sellerType" label={t('orderEntry.fields.sellerType')}>
            <Select
              allowClear
              options={sellerTypes.map((type) => ({ value: type.code, label: type.name }))}
              placeholder={t('common.select')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('orderEntry.fields.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={255} showCount />
      </Form.Item>
    </>
  );
}
