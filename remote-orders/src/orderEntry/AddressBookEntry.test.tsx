import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fill } from '../common/testing/antd';
import type { OrderInput } from './api';
import type { AddressBookEntry } from './addressBookApi';
import {
  entryGateway,
  field,
  fillParcel,
  openBook,
  pickReceiver,
  RECEIVER_BOOK,
  renderEntry,
  submitOrder,
} from './entryFixtures';

// Fast on purpose: one page render per test, pasted values (fireEvent), no role queries over the page.
// Saving to the book, its refusals and failures are in AddressBookSave.test.tsx (two files: jest
// runs them side by side).

/** The label a cascade level (by its input id) shows once its options have loaded. */
const shownLabel = (id: string) =>
  field(id).closest('.ant-select')?.querySelector('[title]')?.getAttribute('title') ?? null;

it('fills the receiver from the book, cascade included, after a search by name, phone or street', async () => {
  const calls = entryGateway();
  await renderEntry();
  const dialog = await openBook('receiver');
  expect(await within(dialog).findAllByTestId('address-book-entry')).toHaveLength(2);

  fill(within(dialog).getByPlaceholderText('Search by name, phone or address'), ' sukajadi ');
  await waitFor(() => expect(within(dialog).getAllByTestId('address-book-entry')).toHaveLength(1));
  expect(calls.bodies('/customer-api/addressBook/page').at(-1)).toEqual({
    kind: 'RECEIVER',
    keyword: 'sukajadi',
    current: 1,
    size: 10,
  });
  fireEvent.click(within(dialog).getByText('Siti Rahmawati'));

  expect(field('orderEntry_receiver_name')).toHaveValue('Siti Rahmawati');
  expect(field('orderEntry_receiver_phone')).toHaveValue('081234567802');
  expect(field('orderEntry_receiver_address')).toHaveValue('Jl. Sukajadi No. 57');
  expect(field('orderEntry_receiver_postalCode')).toHaveValue('40162');
  await waitFor(() => expect(shownLabel('orderEntry_receiver_districtCode')).toBe('Sukajadi'));
  expect(shownLabel('orderEntry_receiver_cityCode')).toBe('Kota Bandung');
  expect(shownLabel('orderEntry_receiver_provinceCode')).toBe('Jawa Barat');
  // the sender typed by the account stays
  expect(field('orderEntry_sender_name')).toHaveValue('PT Nusantara Niaga');
});

it('replaces what was typed, empties what the entry lacks, and creates the order without saving to the book', async () => {
  const calls = entryGateway();
  await renderEntry();
  fill(field('orderEntry_receiver_name'), 'Someone else');
  fill(field('orderEntry_receiver_postalCode'), '12345');
  await pickReceiver('Budi Santoso');
  expect(field('orderEntry_receiver_postalCode')).toHaveValue('');
  await fillParcel();
  submitOrder();

  expect(await screen.findByTestId('saved-bill-code')).toHaveTextContent('JP50000000417');
  expect((calls.bodies('/customer-api/order/create')[0] as OrderInput).receiver).toEqual({
    name: 'Budi Santoso',
    phone: '081234567801',
    districtCode: '31.73.05',
    address: 'Jl. Kebon Jeruk No. 3',
    postalCode: null,
  });
  expect(calls.calls('/customer-api/addressBook/save')).toHaveLength(0);
  expect(screen.queryByTestId('receiver-book-result')).not.toBeInTheDocument();
});

it("prefills the sender from the sender book's default address rather than the account's", async () => {
  const bookSender: AddressBookEntry = {
    ...RECEIVER_BOOK[0],
    id: 3,
    kind: 'SENDER',
    name: 'Gudang Nusantara Niaga Bandung',
    phone: '082120002026',
    districtCode: '32.73.01',
    address: 'Jl. Ir. H. Juanda No. 88',
    postalCode: '40132',
    isDefault: true,
  };
  const calls = entryGateway({ bookSender });
  await renderEntry(['orderEntry_ADD'], 'Gudang Nusantara Niaga Bandung');
  expect(calls.bodies('/customer-api/addressBook/default')).toEqual([{ kind: 'SENDER' }]);
  expect(field('orderEntry_sender_phone')).toHaveValue('082120002026');
  expect(field('orderEntry_sender_postalCode')).toHaveValue('40132');
  await waitFor(() => expect(shownLabel('orderEntry_sender_districtCode')).toBe('Sukasari'));
});
