import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { choose, fill } from '../common/testing/antd';
import { deferred, refusal, type GatewayEnvelope } from 'shared/testing';
import type { OrderCreated, OrderInput } from './api';
import { created, entryGateway, field, fillReceiver, renderEntry } from './entryFixtures';

// Kept fast (was 207 s in CI): values are pasted (fireEvent.change), never typed key by key, and
// elements are found by text or id, not by role: a role query walks the whole antd DOM and, inside
// waitFor, runs again on every DOM change.

const gateway = (create?: NonNullable<Parameters<typeof entryGateway>[0]>['create']) =>
  entryGateway({ create });
const buttonWithText = (text: string) => screen.getByText(text).closest('button') as HTMLElement;
const saveButton = () => buttonWithText('Submit order');

/** Receiver in Sukajadi (Bandung), 1.2 kg in a 40 x 30 x 30 box; the sender is the default one. */
async function fillValidOrder() {
  await fillReceiver();
  await choose('orderEntry_goodsType', 'Clothing');
  fill(field('orderEntry_goodsName'), 'Kemeja batik');
  fill(field('orderEntry_weightKg'), '1.2');
  fill(field('orderEntry_lengthCm'), '40');
  fill(field('orderEntry_widthCm'), '30');
  fill(field('orderEntry_heightCm'), '30');
}

const customerOrderNo = () => screen.getByTestId('customer-order-no').textContent ?? '';

it('prefills the default sender and shows the server’s fee preview for the draft, with live weights', async () => {
  const calls = gateway();
  await renderEntry();
  expect(field('orderEntry_sender_phone')).toHaveValue('081210002026');
  expect(screen.getByText('Choose both districts and enter the weight to see the fee')).toBeInTheDocument();

  await fillValidOrder();
  const weights = screen.getByTestId('weight-summary');
  expect(await within(weights).findAllByText('6 kg')).toHaveLength(2); // 40 x 30 x 30 / 6000, chargeable
  expect(within(weights).getByText('1.2 kg')).toBeInTheDocument();

  const preview = screen.getByTestId('fee-preview');
  expect(await within(preview).findByText('Rp 90.250', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(within(preview).getByText('Rp 78.000')).toBeInTheDocument();
  expect(within(preview).getByText('Rp 8.250')).toBeInTheDocument();
  expect(within(preview).getByText('2-day service')).toBeInTheDocument();
  const draft = calls.bodies('/customer-api/order/recFee').at(-1) as OrderInput;
  expect(draft).toMatchObject({
    sender: { districtCode: '31.73.05' },
    receiver: { districtCode: '32.73.02' },
    weightKg: 1.2,
    lengthCm: 40,
    productType: 'EZ',
  });
});

it('disables the save button while the order is being saved', async () => {
  const answer = deferred<OrderCreated>();
  gateway(() => answer.promise);
  await renderEntry();
  await fillValidOrder();

  fireEvent.click(saveButton());
  await waitFor(() => expect(saveButton()).toBeDisabled());
  answer.resolve(created(customerOrderNo()));
  expect(await screen.findByText('Order created')).toBeInTheDocument();
});

it('sends one create for a double click, keeps the customer order number for a retry, renews it after success', async () => {
  const first = deferred<GatewayEnvelope<OrderCreated>>();
  let attempt = 0;
  const calls = gateway((body) => {
    attempt += 1;
    return attempt === 1 ? first.promise : created(body.customerOrderNo ?? '');
  });
  await renderEntry();
  await fillValidOrder();
  const draftNumber = customerOrderNo();
  expect(draftNumber).toMatch(/^WEB-\d{8}-[A-Z2-9]{8}$/);

  fireEvent.click(saveButton());
  fireEvent.click(saveButton());
  await waitFor(() => expect(calls.calls('/customer-api/order/create')).toHaveLength(1));
  first.resolve({ code: 500, msg: 'Gateway timeout', data: null });
  expect(await screen.findByText('Gateway timeout')).toBeInTheDocument();
  expect(calls.calls('/customer-api/order/create')).toHaveLength(1);

  fireEvent.click(saveButton());
  expect(await screen.findByText('Order created')).toBeInTheDocument();
  const numbers = calls
    .bodies('/customer-api/order/create')
    .map((body) => (body as OrderInput).customerOrderNo);
  expect(numbers).toEqual([draftNumber, draftNumber]);
  expect(screen.getByTestId('saved-bill-code')).toHaveTextContent('JP50000000417');
  // the saved order's form cannot be sent again: no submit button until "New order"
  expect(screen.queryByText('Submit order')).not.toBeInTheDocument();

  fireEvent.click(buttonWithText('New order'));
  expect(saveButton()).toBeVisible();
  await waitFor(() => expect(customerOrderNo()).not.toBe(draftNumber));
  expect(field('orderEntry_receiver_name')).toHaveValue('');
  expect(field('orderEntry_sender_name')).toHaveValue('PT Nusantara Niaga');
});

it('keeps everything typed when the server refuses, with its messages on the fields they name', async () => {
  gateway(() =>
    refusal('receiver district: Kota Bandung has no district named "Sukajadi"', {
      issues: [
        {
          field: 'receiver.district',
          messageCode: 'order.districtUnknown',
          params: {},
          message: 'receiver district: Kota Bandung has no district named "Sukajadi"',
        },
        {
          field: 'customerOrderNo',
          messageCode: 'order.tooLong',
          params: {},
          message: 'customer order no. is too long',
        },
      ],
    }),
  );
  await renderEntry();
  await fillValidOrder();
  fireEvent.click(saveButton());

  await waitFor(() =>
    expect(
      screen.getAllByText(/has no district named/).some((node) => node.closest('.ant-form-item-explain')),
    ).toBe(true),
  );
  expect(
    within(screen.getByTestId('save-refusal')).getByText('customer order no. is too long'),
  ).toBeInTheDocument();
  expect(field('orderEntry_receiver_name')).toHaveValue('Siti Rahmawati');
  expect(field('orderEntry_goodsName')).toHaveValue('Kemeja batik');
  expect(field('orderEntry_weightKg')).toHaveValue('1.2');
  expect(saveButton()).toBeEnabled();
});

it('checks the rules before sending: a landline and half the sizes are refused without a call', async () => {
  const calls = gateway();
  await renderEntry();
  await fillValidOrder();
  fill(field('orderEntry_receiver_phone'), '021 555 1234');
  fill(field('orderEntry_heightCm'), '');
  fireEvent.click(saveButton());

  expect(await screen.findByText('Not an Indonesian mobile number (08… or +62 8…)')).toBeInTheDocument();
  expect(await screen.findByText('Give length, width and height together')).toBeInTheDocument();
  expect(calls.calls('/customer-api/order/create')).toHaveLength(0);
});

it('has no save button without orderEntry_ADD', async () => {
  gateway();
  await renderEntry([]);
  expect(screen.queryByText('Submit order')).not.toBeInTheDocument();
});
