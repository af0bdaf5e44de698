import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferred, fieldErrorOf, fieldRefusal, refusal, type GatewayEnvelope } from 'shared/testing';
import type { OrderCreated, OrderInput } from './api';
import {
  buttonWithText,
  created,
  customerOrderNo,
  entryGateway,
  field,
  fillValidOrder,
  renderEntry,
  saveButton,
} from './entryFixtures';

// Saving an order from the entry page; the form itself is in OrderEntryPage.test.tsx (split so
// that jest runs the two files side by side). Values are pasted, never typed key by key.

const gateway = (create?: NonNullable<Parameters<typeof entryGateway>[0]>['create']) =>
  entryGateway({ create });

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

it('puts the fields of a body that fails its schema beside the receiver and sender fields they name', async () => {
  gateway(() =>
    fieldRefusal({
      'body.receiver.phone': 'at most 20 characters',
      'body.sender.name': 'this field is required',
    }),
  );
  await renderEntry();
  await fillValidOrder();
  fireEvent.click(saveButton());
  await waitFor(() => expect(fieldErrorOf(field('orderEntry_receiver_phone'))).toBe('at most 20 characters'));
  expect(fieldErrorOf(field('orderEntry_sender_name'))).toBe('this field is required');
  expect(saveButton()).toBeEnabled();
});
