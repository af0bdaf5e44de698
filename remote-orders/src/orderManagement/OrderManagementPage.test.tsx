// Over 300 lines: the order management page's cases (filters, tabs, bulk actions, dialogs) over one
// fake gateway recipe; splitting would repeat its routes per file.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, renderPage, type GatewayRoutes } from 'shared/testing';
import { queryClient } from 'shared/widgets';
import { choose, fill } from '../common/testing/antd';
import { getButton, queryButton } from '../common/testing/buttons';
import {
  CREATED_SCAN,
  expectPhoneRevealed,
  openOrderDetail,
  orderDetailRoutes,
} from '../common/testing/orderDetail';
import { regionRoutes } from '../common/testing/regions';
import type { CancelAnswer } from './api';
import { ALL_BUTTONS, COUNTS, DELIVERED, managedOrder, pageOf, UPDATED_FEES } from './fixtures';
import OrderManagementPage from './OrderManagementPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const CREATED = managedOrder();

function gateway(routes: GatewayRoutes = {}) {
  return fakeGateway({
    ...regionRoutes,
    'POST /customer-api/order/manage/page': () => pageOf([CREATED, DELIVERED]),
    'POST /customer-api/order/manage/count': () => COUNTS,
    'GET /customer-api/columns/get': () => [],
    ...routes,
  });
}

const rowOf = async (billCode: string) => (await screen.findByText(billCode)).closest('tr') as HTMLElement;
/** The open confirmation (antd's modal.confirm). */
const confirmation = () => document.querySelector('.ant-modal-confirm') as HTMLElement;
const checkboxOf = (row: HTMLElement) => row.querySelector('input[type="checkbox"]') as HTMLElement;

it('lists the orders with masked phones, destination, fees and status, and counts every status', async () => {
  const calls = gateway();
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  const row = await rowOf('JP50000000071');
  expect(within(row).getByText('0812****7802')).toBeInTheDocument();
  expect(within(row).getByText('Jawa Barat / Kota Bandung / Sukajadi')).toBeInTheDocument();
  expect(within(row).getByText('Rp 90.250')).toBeInTheDocument();
  expect(within(row).getByText('Order created', { selector: '.ant-tag' })).toBeInTheDocument();
  // the status right after the waybill number: in view without a sideways scroll at 1366 x 768
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
  expect(headers.slice(headers.indexOf('Waybill number'), headers.indexOf('Waybill number') + 2)).toEqual([
    'Waybill number',
    'Status',
  ]);
  const chips = screen.getByTestId('status-chips');
  expect(within(chips).getByText('Delivered')).toBeInTheDocument();

  const page = calls.bodies('/customer-api/order/manage/page')[0] as Record<string, unknown>;
  expect(page).toMatchObject({ current: 1, size: 10, createdAtStart: expect.stringMatching(/00:00:00$/) });
  fireEvent.click(within(chips).getByText('Delivered'));
  await waitFor(() =>
    expect(calls.bodies('/customer-api/order/manage/page').at(-1)).toMatchObject({ status: ['DELIVERED'] }),
  );
  // the counts keep every status: they are asked without the status
  expect(
    calls
      .bodies('/customer-api/order/manage/count')
      .every((body) => !Object.hasOwn(body as object, 'status')),
  ).toBe(true);
});

it('shows each row action only with its permission, and cancel only on orders still created', async () => {
  gateway();
  const { unmount } = await renderPage(<OrderManagementPage />, { btnList: [] });
  const bare = await rowOf('JP50000000071');
  expect(queryButton(bare, 'Detail')).not.toBeInTheDocument();
  expect(queryButton(document.body, /Export/)).not.toBeInTheDocument();
  expect(queryButton(document.body, /Cancel selected/)).not.toBeInTheDocument();
  unmount();

  await renderPage(<OrderManagementPage />, {
    btnList: ['orderManagement_DETAIL', 'orderManagement_DELETE'],
  });
  const created = await rowOf('JP50000000071');
  expect(getButton(created, 'Detail')).toBeInTheDocument();
  expect(queryButton(created, 'Change address')).not.toBeInTheDocument();
  expect(queryButton(created, 'Print label')).not.toBeInTheDocument();
  expect(getButton(created, 'Cancel order')).toBeInTheDocument();
  expect(queryButton(await rowOf('JP50000000089'), 'Cancel order')).not.toBeInTheDocument();
});

it('offers no label print on a cancelled order', async () => {
  const cancelled = managedOrder({
    id: 9,
    billCode: 'JP50000000095',
    status: 'CANCELLED',
    statusLabel: 'Cancelled',
  });
  gateway({ 'POST /customer-api/order/manage/page': () => pageOf([CREATED, cancelled]) });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  expect(getButton(await rowOf('JP50000000071'), 'Print label')).toBeInTheDocument();
  const row = await rowOf('JP50000000095');
  expect(getButton(row, 'Detail')).toBeInTheDocument();
  expect(queryButton(row, 'Print label')).not.toBeInTheDocument();
});

/** The server's answer when order 7 (created) is cancelled. */
const CANCELLED_7: CancelAnswer = {
  cancelled: 1,
  results: [
    {
      id: 7,
      billCode: 'JP50000000071',
      success: true,
      resultCode: 'CANCELLED',
      status: 'CANCELLED',
      message: 'cancelled',
    },
  ],
};

it('asks before cancelling, then cancels and reloads the list', async () => {
  const calls = gateway({ 'POST /customer-api/order/cancel': () => CANCELLED_7 });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  fireEvent.click(getButton(await rowOf('JP50000000071'), 'Cancel order'));

  expect(
    await screen.findByText('Cancel order JP50000000071?', { selector: '.ant-modal-confirm-title' }),
  ).toBeInTheDocument();
  expect(calls.calls('/customer-api/order/cancel')).toHaveLength(0);
  fireEvent.click(getButton(confirmation(), 'Cancel order'));

  expect(await screen.findByText('Orders cancelled: 1')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/order/cancel')).toEqual([{ ids: [7] }]);
  await waitFor(() => expect(calls.calls('/customer-api/order/manage/page')).toHaveLength(2));
});

it('after a cancel, asks my waybills again too (kept in a tab, it would show the order still created)', async () => {
  gateway({ 'POST /customer-api/order/cancel': () => CANCELLED_7 });
  // my waybills' first page, as the cache keeps it for its tab
  const waybillsPage = ['page', 'myWaybill', '{}', 1, 10];
  queryClient.setQueryData(waybillsPage, pageOf([CREATED]));
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  fireEvent.click(getButton(await rowOf('JP50000000071'), 'Cancel order'));
  fireEvent.click(getButton(confirmation(), 'Cancel order'));
  expect(await screen.findByText('Orders cancelled: 1')).toBeInTheDocument();
  await waitFor(() => expect(queryClient.getQueryState(waybillsPage)?.isInvalidated).toBe(true));
});

it('cancels the selected rows in one call and names those the server refused', async () => {
  // the list still shows both as created; one was picked up in the meantime
  const PICKED_MEANWHILE = managedOrder({
    id: 9,
    billCode: 'JP50000000097',
    customerOrderNo: 'WEB-20261121-CCCC4444',
  });
  const answer: CancelAnswer = {
    cancelled: 1,
    results: [
      ...CANCELLED_7.results,
      {
        id: 9,
        billCode: 'JP50000000097',
        success: false,
        resultCode: 'NOT_ALLOWED',
        status: 'PICKED_UP',
        message: 'only orders not yet picked up can be cancelled (now: Picked up)',
      },
    ],
  };
  const calls = gateway({
    'POST /customer-api/order/manage/page': () => pageOf([CREATED, PICKED_MEANWHILE]),
    'POST /customer-api/order/cancel': () => answer,
  });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  for (const billCode of ['JP50000000071', 'JP50000000097'])
    fireEvent.click(checkboxOf(await rowOf(billCode)));
  fireEvent.click(getButton(document.body, /Cancel selected/));
  expect(
    await screen.findByText('Cancel the 2 selected orders?', { selector: '.ant-modal-confirm-title' }),
  ).toBeInTheDocument();
  fireEvent.click(getButton(confirmation(), 'Cancel order'));

  expect(await screen.findByTestId('cancel-refusals')).toHaveTextContent(
    'JP50000000097: only orders not yet picked up can be cancelled (now: Picked up)',
  );
  expect(calls.bodies('/customer-api/order/cancel')).toEqual([{ ids: [7, 9] }]);
});

it('sends only the selected orders that can still be cancelled, saying the others stay; none, no button', async () => {
  const calls = gateway({ 'POST /customer-api/order/cancel': () => CANCELLED_7 });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  fireEvent.click(checkboxOf(await rowOf('JP50000000089'))); // delivered
  expect(getButton(document.body, /Cancel selected/)).toBeDisabled();

  fireEvent.click(checkboxOf(await rowOf('JP50000000071')));
  fireEvent.click(getButton(document.body, /Cancel selected/));
  expect(
    await screen.findByText('Cancel order JP50000000071?', { selector: '.ant-modal-confirm-title' }),
  ).toBeInTheDocument();
  expect(screen.getByTestId('cancel-skipped')).toHaveTextContent(
    'The other selected order is past "Order created": it stays as it is.',
  );
  fireEvent.click(getButton(confirmation(), 'Cancel order'));
  await waitFor(() => expect(calls.bodies('/customer-api/order/cancel')).toEqual([{ ids: [7] }]));
});

it('shows the pre-check’s reason when the address can no longer change', async () => {
  const calls = gateway({
    'POST /customer-api/order/updateAddress/preCheck': () => ({
      allowed: false,
      reasonCode: 'order.addressChange.final',
      reason: 'The order is Delivered: its address can no longer change',
      status: 'DELIVERED',
    }),
  });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  fireEvent.click(getButton(await rowOf('JP50000000089'), 'Change address'));

  expect(await screen.findByTestId('address-refusal')).toHaveTextContent(
    'The order is Delivered: its address can no longer change',
  );
  expect(calls.bodies('/customer-api/order/updateAddress/preCheck')).toEqual([{ id: 8 }]);
  expect(screen.queryByTestId('address-dialog')).not.toBeInTheDocument();
});

it('changes the address after the pre-check and shows the fees the server recomputed', async () => {
  const calls = gateway({
    'POST /customer-api/order/updateAddress/preCheck': () => ({
      allowed: true,
      reasonCode: null,
      reason: null,
      status: 'CREATED',
    }),
    'POST /customer-api/order/updateAddress': () => ({
      order: managedOrder({ receiverDistrict: 'Sukasari', receiverDistrictCode: '32.73.01' }),
      fees: UPDATED_FEES,
      freightChanged: true,
    }),
  });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  fireEvent.click(getButton(await rowOf('JP50000000071'), 'Change address'));
  const form = await screen.findByTestId('address-dialog');
  expect(document.getElementById('addressChange_receiver_name')).toHaveValue('Siti Rahmawati');
  fill(document.getElementById('addressChange_receiver_phone') as HTMLElement, '081234567802');
  await choose('addressChange_receiver_districtCode', 'Sukasari');
  fireEvent.click(getButton(form, 'Save address'));

  expect(await screen.findByText('Address changed')).toBeInTheDocument();
  expect(within(screen.getByTestId('address-updated-fees')).getByText('Rp 96.250')).toBeInTheDocument();
  expect(screen.getByText('freight changed')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/order/updateAddress')).toEqual([
    {
      id: 7,
      receiver: {
        name: 'Siti Rahmawati',
        phone: '081234567802',
        districtCode: '32.73.01',
        address: 'Jl. Sukajadi No. 57',
        postalCode: '40162',
      },
    },
  ]);
});

it('opens the detail with the trace list, and shows the whole phones on request', async () => {
  const calls = gateway(orderDetailRoutes([CREATED_SCAN]));
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  const detail = await openOrderDetail(await rowOf('JP50000000071'));

  expect(await within(detail).findByText('Order created by the shipper')).toBeInTheDocument();
  await expectPhoneRevealed(detail, calls, 'receiver-phone');
});

it("shows the coupon an order took and its discount in the order's detail", async () => {
  gateway({
    ...orderDetailRoutes([CREATED_SCAN]),
    'POST /customer-api/order/manage/page': () =>
      pageOf([managedOrder({ couponCode: 'CPDEMO000008', couponDiscount: 5000 }), DELIVERED]),
  });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  const detail = await openOrderDetail(await rowOf('JP50000000071'));
  expect(within(detail).getByText('CPDEMO000008: Rp 5.000 off freight')).toBeInTheDocument();
});

it('keeps the search to its first row until expanded, and each row’s actions on one line (issue 14)', async () => {
  gateway();
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  const row = await rowOf('JP50000000071');
  const search = screen.getByTestId('order-search');
  const shownFields = () =>
    [...search.querySelectorAll('.ant-form-item-label label')]
      .filter((label) => !label.closest('[hidden]'))
      .map((label) => label.textContent);
  // collapsed: the creation date, the search buttons beside it (the status chips pick a status);
  // the other fields wait behind 'Expand'
  expect(shownFields()).toEqual(['Created']);
  const lineOf = (element: Element) => element.closest('.ant-form-item')?.parentElement?.parentElement;
  expect(lineOf(getButton(search, 'Search'))).toBe(lineOf(search.querySelector('.ant-form-item')!));
  fireEvent.click(getButton(search, 'Expand'));
  expect(shownFields()).toEqual([
    'Created',
    'Status',
    'Waybill number',
    'Customer order no.',
    'Receiver name',
    'Receiver phone',
    'Receiver province',
  ]);
  expect(getButton(search, 'Collapse')).toHaveAttribute('aria-expanded', 'true');
  fireEvent.click(getButton(search, 'Collapse'));
  expect(shownFields()).toEqual(['Created']);

  // the actions do not wrap, in a column made wide enough for all four
  const actions = getButton(row, 'Detail').parentElement as HTMLElement;
  expect(actions).toHaveStyle({ flexWrap: 'nowrap' });
  expect(
    within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Detail', 'Change address', 'Cancel order', 'Print label']);
});

it('opens the collapsed search when a hidden field is searched (a link with ?billCode=)', async () => {
  gateway();
  await renderPage(<OrderManagementPage />, {
    btnList: ALL_BUTTONS,
    route: '/orderManagement?billCode=JP50000000071',
  });
  await rowOf('JP50000000071');
  const billCode = screen.getByTestId('order-search').querySelector('#orderSearch_billCode') as HTMLElement;
  await waitFor(() => expect(billCode.closest('[hidden]')).toBeNull());
  expect(billCode).toHaveValue('JP50000000071');
});

it('prepares a large order or address export in the download centre and says so', async () => {
  const calls = gateway({
    'POST /customer-api/order/manage/export': () => ({
      code: 1,
      msg: 'Being prepared in the download centre',
      data: { exportId: 21, status: 'QUEUED' },
    }),
    'POST /customer-api/order/addressExport': () => ({
      code: 1,
      msg: 'Being prepared in the download centre',
      data: { exportId: 22, status: 'QUEUED' },
    }),
  });
  await renderPage(<OrderManagementPage />, { btnList: ALL_BUTTONS });
  await rowOf('JP50000000071');
  fireEvent.click(getButton(document.body, 'Export'));
  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();
  fireEvent.click(getButton(document.body, 'Export addresses'));
  await waitFor(() =>
    expect(screen.getAllByRole('button', { name: 'Open the download centre' })).toHaveLength(2),
  );
  expect(calls.bodies('/customer-api/order/manage/export')[0]).toMatchObject({
    createdAtStart: expect.stringMatching(/00:00:00$/),
  });
  expect(calls.bodies('/customer-api/order/addressExport')).toHaveLength(1);
});
