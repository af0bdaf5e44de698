import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Form from 'antd/es/form';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import { buttonKeyOf, GuideButton, GuideTour, MissingActionNotice, useGuide } from 'shared/widgets';
import type { Refusal } from '../common/issues';
import { NAMESPACE } from '../i18n';
import type { OrderCreated } from './api';
import { AddressSection } from './AddressSection';
import { entryGuideSteps } from './entryGuide';
import { INITIAL_VALUES, placeIssues, useOrderDefaults } from './entryForm';
import { CouponPicker } from './CouponPicker';
import { FeePreview } from './FeePreview';
import { OrderSaved } from './OrderSaved';
import type { OrderFormValues } from '../common/orderDraft';
import { ORDER_LIMITS } from '../common/orderRules';
import { ParcelFields } from './ParcelFields';
import { saveReceiverToBook, type ReceiverBookResult } from './receiverBook';
import { SaveBar } from './SaveBar';
import { ServiceFields } from './ServiceFields';
import { useEntryData, useExpressTypes } from './useEntryData';
import { useFeePreview } from './useFeePreview';
import { useOrderRules } from '../common/useOrderRules';
import { useOrderSave } from './useOrderSave';
import { WeightSummary } from './WeightSummary';
import './texts';

/** /orderEntry: one order typed in sections, priced live, saved exactly once. */
export default function OrderEntryPage() {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<OrderFormValues>();
  const values: OrderFormValues = Form.useWatch([], { form, preserve: true }) ?? {};
  const { customer, bookSender, sellerTypes, goodsTypes } = useEntryData();
  const expressTypes = useExpressTypes(
    values.sender?.districtCode,
    values.receiver?.districtCode,
    values.weightKg,
  );
  const rules = useOrderRules(form, {
    maxWeightKg:
      expressTypes.find((type) => type.code === values.productType)?.maxWeightKg ??
      ORDER_LIMITS.defaultMaxWeightKg,
    codAllowed: customer?.codAllowed ?? true,
    codPaymentMethods: customer?.codPaymentMethods ?? [],
  });
  const preview = useFeePreview(values);
  const { customerOrderNo, saving, save } = useOrderSave();
  const applyDefaults = useOrderDefaults(form, customer, bookSender);
  const [saved, setSaved] = useState<OrderCreated | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [receiverBook, setReceiverBook] = useState<ReceiverBookResult | null>(null);
  const guide = useGuide('orderEntry');
  const guideTargets = {
    sender: useRef<HTMLDivElement>(null),
    receiver: useRef<HTMLDivElement>(null),
    goods: useRef<HTMLDivElement>(null),
    fees: useRef<HTMLDivElement>(null),
    submit: useRef<HTMLDivElement>(null),
  };

  const submit = async () => {
    const outcome = await save(() => form.validateFields());
    if (outcome.kind === 'busy') return;
    setRefusal(null);
    if (outcome.kind === 'created') {
      setReceiverBook(null);
      setSaved(outcome.order);
      // after the order exists: a failure here only warns, the order and the form stay
      if (outcome.values.saveReceiver) setReceiverBook(await saveReceiverToBook(outcome.values.receiver));
    } else if (outcome.kind === 'refused') {
      const unplaced = placeIssues(form, outcome.refusal.issues);
      setRefusal({ msg: outcome.refusal.msg, issues: unplaced });
    }
  };

  const newOrder = () => {
    form.resetFields();
    applyDefaults();
    setSaved(null);
    setReceiverBook(null);
  };

  return (
    <Card title={t('orderEntry.title')} extra={saved ? null : <GuideButton guide={guide} />}>
      <MissingActionNotice
        perm={buttonKeyOf('/customer-api/order/create')}
        action={t('orderEntry.mainAction')}
      />
      {saved && <OrderSaved order={saved} onNewOrder={newOrder} />}
      {saved && receiverBook && (
        <Alert
          type={receiverBook.kind === 'failed' ? 'warning' : 'success'}
          showIcon
          data-testid="receiver-book-result"
          style={{ maxWidth: 640, margin: '0 auto 16px' }}
          title={
            receiverBook.kind === 'failed'
              ? t('orderEntry.addressBook.saveFailed', {
                  reason: receiverBook.reason || t('shared:requestFailed'),
                })
              : t(`orderEntry.addressBook.${receiverBook.kind}`)
          }
        />
      )}
      {/* Hidden, not unmounted: the form keeps its instance for "New order". The row's own
          display (flex) would override a `hidden` attribute, so the style hides it. */}
      <Row gutter={16} style={saved ? { display: 'none' } : undefined}>
        <Col xs={24} xl={16}>
          <Form
            form={form}
            name="orderEntry"
            layout="vertical"
            initialValues={INITIAL_VALUES}
            scrollToFirstError
          >
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <div ref={guideTargets.sender}>
                <AddressSection side="sender" rules={rules} />
              </div>
              <div ref={guideTargets.receiver}>
                <AddressSection side="receiver" rules={rules} />
              </div>
              <Card size="small" title={t('orderEntry.sections.goods')} ref={guideTargets.goods}>
                <ParcelFields rules={rules} goodsTypes={goodsTypes} />
                <ServiceFields
                  rules={rules}
                  customer={customer}
                  expressTypes={expressTypes}
                  sellerTypes={sellerTypes}
                />
              </Card>
            </Space>
            {/* set by the coupon picker beside the form */}
            <Form.Item name="couponCode" hidden noStyle />
          </Form>
        </Col>
        <Col xs={24} xl={8}>
          <Space orientation="vertical" size="middle" style={{ width: '100%', position: 'sticky', top: 16 }}>
            <WeightSummary values={values} />
            <div ref={guideTargets.fees}>
              <FeePreview preview={preview} />
            </div>
            <CouponPicker
              coupon={preview.fees?.coupon}
              value={values.couponCode}
              onChange={(code) => form.setFieldValue('couponCode', code)}
            />
            {saved ? null : (
              <div ref={guideTargets.submit}>
                <SaveBar
                  customerOrderNo={customerOrderNo}
                  saving={saving}
                  refusal={refusal}
                  onSave={() => void submit()}
                />
              </div>
            )}
          </Space>
        </Col>
      </Row>
      <GuideTour guide={guide} steps={entryGuideSteps(t, guideTargets)} />
    </Card>
  );
}
