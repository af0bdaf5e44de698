import { fireEvent, screen, within } from '@testing-library/react';
import { fill } from '../common/testing/antd';
import { refusal } from 'shared/testing';
import {
  entryGateway,
  field,
  fillParcel,
  openBook,
  pickReceiver,
  renderEntry,
  submitOrder,
} from './entryFixtures';

// The address book from the order entry, saving side: saving the receiver to the book, its
// refusals and a failed load (picking from the book is in AddressBookEntry.test.tsx). One page
// render per test, pasted values, no role queries over the page.

it('saves the receiver to the book once the order is created, when asked', async () => {
  const calls = entryGateway();
  await renderEntry();
  fireEvent.click(screen.getByText('Save receiver to address book'));
  await pickReceiver('Siti Rahmawati');
  await fillParcel();
  submitOrder();

  expect(await screen.findByText('Receiver saved to the address book')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/addressBook/save')).toEqual([
    {
      kind: 'RECEIVER',
      name: 'Siti Rahmawati',
      phone: '081234567802',
      districtCode: '32.73.02',
      address: 'Jl. Sukajadi No. 57',
      postalCode: '40162',
    },
  ]);
  const urls = calls.calls().map((call) => call.url);
  expect(urls.indexOf('/customer-api/addressBook/save')).toBeGreaterThan(
    urls.indexOf('/customer-api/order/create'),
  );
});

it('warns in the reader’s language when the book refuses the receiver, keeping the order and the form', async () => {
  entryGateway({ saveAddress: () => refusal('receiver phone "0812" is not an Indonesian mobile number') });
  await renderEntry();
  fireEvent.click(screen.getByText('Save receiver to address book'));
  await pickReceiver('Siti Rahmawati');
  await fillParcel();
  submitOrder();

  const warning = await screen.findByTestId('receiver-book-result');
  expect(warning).toHaveTextContent(
    'The order was created, but the receiver was not saved to the address book: receiver phone "0812" is not an Indonesian mobile number',
  );
  expect(screen.getByTestId('saved-bill-code')).toHaveTextContent('JP50000000417');
  expect(field('orderEntry_receiver_name')).toHaveValue('Siti Rahmawati');
  expect(field('orderEntry_goodsName')).toHaveValue('Kemeja batik');
});

it('offers a retry when the book fails to load, and says when nothing matches the search', async () => {
  const calls = entryGateway({ failingPages: 1 });
  await renderEntry();
  const dialog = await openBook('receiver');
  expect(await within(dialog).findByText('The address book could not be loaded')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByText('Retry'));
  expect(await within(dialog).findAllByTestId('address-book-entry')).toHaveLength(2);
  expect(calls.calls('/customer-api/addressBook/page')).toHaveLength(2);

  fill(within(dialog).getByPlaceholderText('Search by name, phone or address'), 'Makassar');
  expect(await within(dialog).findByText('No address matches "Makassar"')).toBeInTheDocument();
});
