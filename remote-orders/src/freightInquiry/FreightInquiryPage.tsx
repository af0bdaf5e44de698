import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { formFieldOf, refusalOf, type Refusal } from '../common/issues';
import { checkDimension, checkWeight, ORDER_LIMITS, type RuleBreak } from '../common/orderRules';
import { ruleCheck } from '../common/ruleCheck';
import { NAMESPACE } from '../i18n';
import { fetchFreight, type FreightQuery, type FreightQuote } from './api';
import { DistrictSearch } from './DistrictSearch';
import { QuoteTable } from './QuoteTable';
import '../common/texts';
import './texts';

interface FreightForm {
  senderDistrictCode?: string | null;
  receiverDistrictCode?: string | null;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
}

/** The server names a district 'sender.districtCode'; the form calls it senderDistrictCode. */
const fieldOf = (field: string) =>
  formFieldOf(field)
    .join('.')
    .replace(/^(sender|receiver)\.districtCode$/, '$1DistrictCode');

/** /freightInquiry: the freight of every product type between two districts for a parcel. */
export default function FreightInquiryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<FreightForm>();
  const [quote, setQuote] = useState<FreightQuote | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [loading, setLoading] = useState(false);
  const required = (label: string) => [{ required: true, message: t('common.pleaseEnter', { label }) }];
  // the order's parcel rules, checked before asking (the server checks them again)
  const check = (run: (value: unknown) => RuleBreak | null) => ruleCheck(t, run);
  const weightRules = [
    ...required(t('orderEntry.fields.weightKg')),
    check((value) => checkWeight(value as number, { maxWeightKg: ORDER_LIMITS.largestMaxWeightKg })),
  ];
  const sizeRules = (name: 'lengthCm' | 'widthCm' | 'heightCm') => [
    check(() => checkDimension(name, form.getFieldsValue(true) as FreightForm)),
  ];

  const inquire = async (values: FreightForm) => {
    setLoading(true);
    setRefusal(null);
    try {
      setQuote(await fetchFreight(values as FreightQuery));
    } catch (error) {
      const found = refusalOf(error);
      const fields = new Set([
        'senderDistrictCode',
        'receiverDistrictCode',
        'weightKg',
        'lengthCm',
        'widthCm',
        'heightCm',
      ]);
      const placed = found.issues.filter((issue) => fields.has(fieldOf(issue.field)));
      form.setFields(
        placed.map((issue) => ({ name: fieldOf(issue.field) as keyof FreightForm, errors: [issue.message] })),
      );
      setRefusal({ msg: found.msg, issues: found.issues.filter((issue) => !placed.includes(issue)) });
      setQuote(null);
    } finally {
      setLoading(false);
    }
  };

  const size = (name: 'lengthCm' | 'widthCm' | 'heightCm') => (
    <Col xs={8} md={4}>
      <Form.Item
        name={name}
        label={t(`orderEntry.fields.${name}`)}
        rules={sizeRules(name)}
        dependencies={(['lengthCm', 'widthCm', 'heightCm'] as const).filter((other) => other !== name)}
      >
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <Card title={t('freightInquiry.title')}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Form form={form} name="freightInquiry" layout="vertical" onFinish={(values) => void inquire(values)}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="senderDistrictCode"
                label={t('freightInquiry.origin')}
                rules={required(t('freightInquiry.origin'))}
              >
                <DistrictSearch />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="receiverDistrictCode"
                label={t('freightInquiry.destination')}
                rules={required(t('freightInquiry.destination'))}
              >
                <DistrictSearch />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="weightKg" label={t('orderEntry.fields.weightKg')} rules={weightRules}>
                <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {size('lengthCm')}
            {size('widthCm')}
            {size('heightCm')}
            <Col xs={24} md={6} style={{ display: 'flex', alignItems: 'flex-end' }}>
              <Form.Item>
                <Button type="primary" htmlType="submit" loading={loading}>
                  {t('freightInquiry.inquire')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={refusal.msg || t('shared:requestFailed')}
            description={refusal.issues.map((issue) => issue.message).join(' ') || undefined}
          />
        )}
        {quote ? <QuoteTable quote={quote} /> : !refusal && <Empty description={t('freightInquiry.empty')} />}
      </Space>
    </Card>
  );
}
