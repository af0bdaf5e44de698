import { useTranslation } from 'react-i18next';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Row from 'antd/es/row';
import { ORDER_LIMITS } from 'shared';
import { DictSelect, GoodsTemplatePicker, type DictionaryItem } from 'shared/widgets';
import { NAMESPACE } from '../i18n';
import { templateFields } from './goodsTemplateFields';
import './goodsTemplateTexts';
import type { OrderRules } from '../common/useOrderRules';
import './texts';

const SIZES = ['lengthCm', 'widthCm', 'heightCm'] as const;

/** Goods (typed, or filled from a goods template), pieces, weight and the three sizes. */
export function ParcelFields({ rules, goodsTypes }: { rules: OrderRules; goodsTypes: DictionaryItem[] }) {
  const { t } = useTranslation(NAMESPACE);
  const form = Form.useFormInstance();
  return (
    <>
      <Form.Item label={t('orderEntry.goodsTemplate.label')} htmlFor="orderEntry-goodsTemplate">
        <GoodsTemplatePicker
          id="orderEntry-goodsTemplate"
          style={{ width: '100%' }}
          onPick={(template) => form.setFields(templateFields(template))}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="goodsType" label={t('orderEntry.fields.goodsType')} rules={rules.goodsType}>
            <DictSelect dicData={goodsTypes} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="goodsName" label={t('orderEntry.fields.goodsName')} rules={rules.goodsName}>
            <Input maxLength={ORDER_LIMITS.goodsNameMax} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="pieces" label={t('orderEntry.fields.pieces')} rules={rules.pieces}>
            <InputNumber
              precision={0}
              min={ORDER_LIMITS.piecesMin}
              max={ORDER_LIMITS.piecesMax}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={6}>
          <Form.Item name="weightKg" label={t('orderEntry.fields.weightKg')} rules={rules.weightKg}>
            <InputNumber min={0} step={0.1} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {SIZES.map((size) => (
          <Col xs={8} md={6} key={size}>
            <Form.Item
              name={size}
              label={t(`orderEntry.fields.${size}`)}
              rules={rules.dimension(size)}
              dependencies={SIZES.filter((other) => other !== size)}
            >
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}
