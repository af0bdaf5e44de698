import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import Typography from 'antd/es/typography';
import { ORDER_LIMITS } from 'shared';
import { MoneyInput } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import type { CustomerInfo, ExpressType, SellerType } from './api';
import type { OrderRules } from '../common/useOrderRules';
import './texts';

export interface ServiceFieldsProps {
  rules: OrderRules;
  customer?: CustomerInfo;
  expressTypes: ExpressType[];
  sellerTypes: SellerType[];
}

/** Money (declared value, insurance, COD) and service (product, payment, seller type, remark). */
export function ServiceFields({ rules, customer, expressTypes, sellerTypes }: ServiceFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  const codAllowed = customer?.codAllowed ?? true;
  // The box shows the product and its days; the list adds why a product is not offered, in full.
  const productOptions = expressTypes.map((type) => ({
    value: type.code,
    disabled: !type.available,
    label: [
      type.name,
      type.serviceDays !== null ? t('orderEntry.serviceDays', { count: type.serviceDays }) : null,
    ]
      .filter(Boolean)
      .join(' · '),
    reason: type.available ? null : type.reason,
  }));
  const unavailable = expressTypes.filter((type) => !type.available);
  // A product chosen before the addresses made it unavailable says why under the field.
  const productRules = [
    ...rules.productType,
    {
      validator: (_rule: unknown, value: unknown) => {
        const chosen = unavailable.find((type) => type.code === value);
        return chosen ? Promise.reject(new Error(chosen.reason ?? chosen.name)) : Promise.resolve();
      },
    },
  ];
  const chosenUnavailable = unavailable.some((type) => type.code === form.getFieldValue('productType'));
  useEffect(() => {
    if (chosenUnavailable) void form.validateFields(['productType']).catch(() => undefined);
  }, [form, chosenUnavailable, expressTypes]);
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
            <MoneyInput<string> stringMode placeholder="0" />
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
            <MoneyInput<string> stringMode placeholder="0" disabled={!codAllowed} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="productType" label={t('orderEntry.fields.productType')} rules={productRules}>
            <Select
              options={productOptions}
              placeholder={t('common.select')}
              optionRender={(option) => (
                <>
                  <div>{option.label}</div>
                  {option.data.reason ? (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'normal', fontSize: 12 }}>
                      {option.data.reason}
                    </Typography.Text>
                  ) : null}
                </>
              )}
            />
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
        <Input.TextArea rows={2} maxLength={ORDER_LIMITS.remarkMax} showCount />
      </Form.Item>
    </>
  );
}
