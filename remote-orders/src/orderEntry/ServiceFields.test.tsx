import { screen } from '@testing-library/react';
import Form from 'antd/es/form';
import { renderPage } from 'shared/testing';
import type { ExpressType } from './api';
import { EXPRESS_TYPES } from './entryFixtures';
import { ServiceFields } from './ServiceFields';
import { useOrderRules } from '../common/useOrderRules';

const REASON = 'SUPER does not reach Papua Pegunungan: choose EZ or CARGO for this receiver';
const SUPER_UNAVAILABLE: ExpressType = {
  code: 'SUPER',
  name: 'SUPER express',
  available: false,
  reasonCode: 'order.productUnavailable',
  reason: REASON,
  serviceDays: 1,
  maxWeightKg: 500,
};

/** The service fields in a form whose product was chosen before the receiver made it unavailable. */
function ChosenBefore({ expressTypes }: { expressTypes: ExpressType[] }) {
  const [form] = Form.useForm();
  const rules = useOrderRules(form, { maxWeightKg: 500, codAllowed: true, codPaymentMethods: [] });
  return (
    <Form form={form} initialValues={{ productType: 'SUPER' }}>
      <ServiceFields rules={rules} expressTypes={expressTypes} sellerTypes={[]} />
    </Form>
  );
}

it('says in full, under the field, why the chosen product is no longer offered; the box keeps its name', async () => {
  await renderPage(<ChosenBefore expressTypes={[...EXPRESS_TYPES, SUPER_UNAVAILABLE]} />);
  const error = await screen.findByText(REASON);
  expect(error.closest('.ant-form-item-explain')).not.toBeNull();
  expect(document.querySelector('.ant-select-content')?.textContent).toBe('SUPER express · 1-day service');
});

it('says nothing while the chosen product is offered', async () => {
  await renderPage(
    <ChosenBefore
      expressTypes={[...EXPRESS_TYPES, { ...SUPER_UNAVAILABLE, available: true, reason: null }]}
    />,
  );
  expect(await screen.findByText('SUPER express · 1-day service')).toBeInTheDocument();
  expect(document.querySelector('.ant-form-item-explain-error')).toBeNull();
});
