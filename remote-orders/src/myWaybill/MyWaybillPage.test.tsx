import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, fileAnswer, renderPage, type GatewayRoutes } from 'shared/testing';
import { choose } from '../common/testing/antd';
import { getButton, queryButton } from '../common/testing/buttons';
import { expectPhoneRevealed, openOrderDetail, orderDetailRoutes } from '../common/testing/orderDetail';
import { regionRoutes } from '../common/testing/regions';
import { COUNTS, pageOf } from '../orderManagement/fixtures';
import type { Waybill } from './api';
import MyWaybillPage from './MyWaybillPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const WAYBILL: Waybill = {
  id: 7,
  billCode: 'JP50000000071',
  customerOrderNo: 'WEB-20261122-AAAA2222',
  receiverName: 'Siti Rahmawati',
  receiverPhone: '0812****7802',
  receiverCity: 'Kota Bandung',
  receiverDistrict: 'Sukajadi',
  status: 'CREATED',
  statusLabel: 'Order created',
  productType: 'EZ',
  productTypeName: 'EZ standard',
  weightKg: 1.2,
  weight: 1.2,
  chargeableWeightKg: 6,
  codAmount: 275000,
  printCount: 2,
  createdAt: '2026-11-22T03:00:00Z',
  createTime: '2026-11-22 10:00:00',
};

function gateway(routes: GatewayRoutes = {}) {
  return fakeGateway({
    // the search form's region cascade loads the provinces
    ...regionRoutes,
    'POST /customer-api/waybill/page': () => pageOf([WAYBILL]),
    'POST /customer-api/waybill/count': () => COUNTS,
    'POST /customer-api/waybill/export': () =>
      fileAnswer(
        new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
        {
          'content-disposition': `attachment; filename="waybills.xlsx"; filename*=UTF-8''waybills-20261122.xlsx`,
        },
      ),
    // a test's own answers win
    ...routes,
  });
}

it('lists the waybills with their print count and the count per status; searches the unprinted ones', async () => {
  const calls = gateway();
  await renderPage(<MyWaybillPage />, { btnList: ['myWaybill_EXCEL'] });
  const row = (await screen.findByText('JP50000000071')).closest('tr') as HTMLElement;
  expect(within(row).getByText('0812****7802')).toBeInTheDocument();
  expect(within(row).getByText('Kota Bandung / Sukajadi')).toBeInTheDocument();
  // the product by the name the server gives, not its code
  expect(within(row).getByText('EZ standard')).toBeInTheDocument();
  expect(within(row).queryByText('EZ')).not.toBeInTheDocument();
  expect(within(screen.getByTestId('status-chips')).getByText('Order created')).toBeInTheDocument();
  // one line per row (the phone in its own column), the status right after the waybill number:
  // the first 5 rows and their status in view at 1366 x 768
  expect(within(row).getByText('0812****7802').closest('td')).not.toBe(
    within(row).getByText('Siti Rahmawati').closest('td'),
  );
  const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
  expect(headers.slice(headers.indexOf('Waybill number'), headers.indexOf('Waybill number') + 2)).toEqual([
    'Waybill number',
    'Status',
  ]);

  // the printed filter waits behind 'Expand', as the order search's other fields
  fireEvent.click(getButton(screen.getByTestId('order-search'), 'Expand'));
  await choose('orderSearch_printed', 'Not printed');
  fireEvent.click(getButton(screen.getByTestId('order-search'), 'Search'));
  await waitFor(() =>
    expect(calls.bodies('/customer-api/waybill/page').at(-1)).toMatchObject({ printed: false }),
  );
  expect(calls.bodies('/customer-api/waybill/count').at(-1)).toMatchObject({ printed: false });
});

it('exports the searched waybills as the server’s xlsx, under the name it gives', async () => {
  const calls = gateway();
  const createObjectURL = jest.fn(() => 'blob:waybills');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const clicked: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this.download);
  });
  await renderPage(<MyWaybillPage />, { btnList: ['myWaybill_EXCEL'] });
  await screen.findByText('JP50000000071');
  fireEvent.click(getButton(document.body, /Export/));

  await waitFor(() => expect(clicked).toEqual(['waybills-20261122.xlsx']));
  expect(calls.bodies('/customer-api/waybill/export')[0]).toMatchObject({
    createdAtStart: expect.any(String),
  });
  click.mockRestore();
});

it('has no export and no row actions without the permissions', async () => {
  gateway();
  await renderPage(<MyWaybillPage />, { btnList: [] });
  const row = (await screen.findByText('JP50000000071')).closest('tr') as HTMLElement;
  expect(queryButton(document.body, /Export/)).not.toBeInTheDocument();
  expect(queryButton(row, 'Detail')).not.toBeInTheDocument();
});

it('opens the waybill’s detail in a dialog: facts, masked phone revealed on request, latest status and traces', async () => {
  const calls = gateway(
    orderDetailRoutes([
      {
        scanTime: '2026-11-22T05:00:00Z',
        status: 'PICKED_UP',
        statusLabel: 'Picked up',
        scanType: 'PICKUP',
        description: 'Parcel picked up by the courier',
        location: 'Jakarta',
        networkName: 'JKT Kebon Jeruk',
      },
    ]),
  );
  await renderPage(<MyWaybillPage />, { btnList: ['myWaybill_DETAIL'], route: '/myWaybill' });
  const detail = await openOrderDetail(
    (await screen.findByText('JP50000000071')).closest('tr') as HTMLElement,
  );

  expect(await within(detail).findByText('Parcel picked up by the courier')).toBeInTheDocument();
  expect(within(detail).getAllByText('Picked up', { selector: '.ant-tag' }).length).toBeGreaterThan(0);
  expect(within(detail).getByText('WEB-20261122-AAAA2222')).toBeInTheDocument();
  expect(within(detail).getByText('Kota Bandung / Sukajadi')).toBeInTheDocument();
  await expectPhoneRevealed(detail, calls, 'receiver-phone');
  // the list stays: the detail no longer leaves for express tracking
  expect(screen.getByText('My waybills')).toBeInTheDocument();
});

it('says a large export is being prepared in the download centre, and saves nothing', async () => {
  const calls = gateway({
    'POST /customer-api/waybill/export': () => ({
      code: 1,
      msg: 'Being prepared in the download centre: 5 exports of your account are running, it waits behind 5',
      data: { exportId: 12, status: 'QUEUED', waitingBehind: 5 },
    }),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await renderPage(<MyWaybillPage />, { btnList: ['myWaybill_EXCEL'] });
  await screen.findByText('JP50000000071');
  fireEvent.click(getButton(document.body, /Export/));

  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();
  expect(screen.getByText(/it waits behind 5/)).toBeInTheDocument();
  expect(getButton(document.body, 'Open the download centre')).toBeInTheDocument();
  expect(calls.bodies('/customer-api/waybill/export')).toHaveLength(1);
  expect(click).not.toHaveBeenCalled();
  click.mockRestore();
});
