import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { fakeGateway, fieldErrorOf, refusal, renderPage, type FakeGateway } from 'shared/testing';
import ReceivingAddressPage from '../../receivingAddress/ReceivingAddressPage';
import MailingAddressPage from '../../mailingAddress/MailingAddressPage';
import type { AddressEntry, AddressPage, ImportResult } from './api';

const PAGE = '/customer-api/addressBook/page';
const IMPORT = '/customer-api/addressBook/import';
const DELETE_ALL = '/customer-api/addressBook/deleteAll';
const BUTTONS = ['ADD', 'EDIT', 'DELETE', 'EXCEL'].map((action) => `receivingAddress_${action}`);

jest.setTimeout(120000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const entry = (over: Partial<AddressEntry>): AddressEntry => ({
  id: 1,
  kind: 'RECEIVER',
  name: 'Siti Rahma',
  phone: '081234567890',
  province: 'DKI Jakarta',
  city: 'Kota Jakarta Pusat',
  district: 'Gambir',
  districtCode: '31.71.01',
  address: 'Jl. Melati No. 1',
  postalCode: '10110',
  isDefault: true,
  updatedAt: '2026-11-20T03:00:00Z',
  ...over,
});
const page = (records: AddressEntry[]): AddressPage => ({
  current: 1,
  size: 10,
  total: records.length,
  pages: 1,
  records,
});

let importAnswer: ImportResult;
let gateway: FakeGateway;

beforeEach(() => {
  importAnswer = {
    total: 200,
    imported: 195,
    duplicates: 0,
    errors: [
      { rowNo: 12, messages: ['receiver phone: not an Indonesian mobile number'] },
      { rowNo: 52, messages: ['receiver district: not in the official region list'] },
    ],
  };
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () =>
      page([entry({}), entry({ id: 2, name: 'Budi', phone: '081399990002', isDefault: false })]),
    'GET /customer-api/addressBook/showNum': (query) => ({ id: Number(query.id), phone: '081234567890' }),
    [`POST ${IMPORT}`]: () => importAnswer,
    [`POST ${DELETE_ALL}`]: () => ({ deleted: 2 }),
  });
});

it('lists the receiver book with masked phones, revealed one at a time through showNum', async () => {
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  const row = (await screen.findByText('Siti Rahma')).closest('tr') as HTMLElement;
  expect(within(row).getByText('Default')).toBeInTheDocument();
  expect(within(row).getByText(/0812\*+7890/)).toBeInTheDocument();
  expect(within(row).queryByText('081234567890')).not.toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Show' }));
  expect(await within(row).findByText('081234567890')).toBeInTheDocument();
  expect(gateway.calls('/customer-api/addressBook/showNum')[0].query).toEqual({ id: '1' });
  expect(gateway.bodies(PAGE)[0]).toMatchObject({ kind: 'RECEIVER', current: 1, size: 10 });
});

it('imports a file and names every refused row with its reasons', async () => {
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['xlsx'], 'receivers.xlsx'));
  const result = await screen.findByTestId('address-import-result');
  expect(result).toHaveTextContent('200 rows: 195 imported, 0 already in the book, 2 with errors');
  const errors = screen.getByTestId('address-import-errors');
  expect(within(errors).getByText('Row 12')).toBeInTheDocument();
  expect(within(errors).getByText('receiver district: not in the official region list')).toBeInTheDocument();
  expect(gateway.calls(IMPORT)[0].query).toEqual({ kind: 'RECEIVER' });
});

it('refuses a file that is no xlsx before sending it', async () => {
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const anyFile = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept: false,
  });
  await anyFile.upload(input, new File(['png'], 'photo.png', { type: 'image/png' }));
  expect(await screen.findByTestId('address-import-problem')).toHaveTextContent('Choose an xlsx file');
  expect(gateway.calls(IMPORT)).toHaveLength(0);
});

it('marks the fields of an address the gateway refuses, with no saved message', async () => {
  gateway = fakeGateway({
    [`POST ${PAGE}`]: () => page([entry({})]),
    'POST /customer-api/addressBook/update': () =>
      refusal('receiver phone: not an Indonesian mobile number', {
        issues: [
          {
            field: 'receiver.phone',
            messageCode: 'order.phoneInvalid',
            params: {},
            message: 'receiver phone: not an Indonesian mobile number',
          },
        ],
      }),
  });
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  const row = (await screen.findByText('Siti Rahma')).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() => expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('081234567890'));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(fieldErrorOf(within(dialog).getByLabelText('Mobile number'))).toBe(
      'receiver phone: not an Indonesian mobile number',
    ),
  );
  expect(screen.queryByText('Address saved')).not.toBeInTheDocument();
});

it('deletes the whole book after confirming', async () => {
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  await screen.findByText('Siti Rahma');
  await user.click(screen.getByRole('button', { name: 'Delete all' }));
  expect(
    await screen.findByText('Delete all 2 addresses of this book? This cannot be undone.', {
      selector: '.ant-modal-confirm-title',
    }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(gateway.bodies(DELETE_ALL)).toEqual([{ kind: 'RECEIVER' }]));
});

it('keeps the sender book on /mailingAddress, its buttons by its own keys', async () => {
  await renderPage(<MailingAddressPage />, { btnList: BUTTONS });
  await screen.findByText('Siti Rahma');
  expect(gateway.bodies(PAGE)[0]).toMatchObject({ kind: 'SENDER' });
  expect(screen.queryByRole('button', { name: 'Delete all' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  // no mailingAddress_ADD: the add button is hidden, and one line says why
  expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
    'You can view this page but not add addresses; ask your account admin for the permission.',
  );
});

it('shows no such line with the add key', async () => {
  await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
  await screen.findByText('Siti Rahma');
  expect(screen.queryByTestId('missing-action-notice')).not.toBeInTheDocument();
});

describe('on a phone (viewport of 768 px or less)', () => {
  const setViewportWidth = (width: number) =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  beforeEach(() => {
    gateway = fakeGateway({
      [`POST ${PAGE}`]: () => page([entry({})]),
      'GET /customer-api/region/list': () => [],
    });
  });
  afterEach(() => setViewportWidth(1024));

  it('opens the new address dialog full screen', async () => {
    setViewportWidth(390);
    await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
    await screen.findByText('Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '100vw', top: '0px', margin: '0px' });
  });

  it('keeps it 712 px wide on a wide screen', async () => {
    setViewportWidth(1366);
    await renderPage(<ReceivingAddressPage />, { btnList: BUTTONS });
    await screen.findByText('Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'New address' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '712px' });
  });
});
