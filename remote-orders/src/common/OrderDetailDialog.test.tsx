import { screen, within } from '@testing-library/react';
import { configureHttp } from 'shared';
import { fakeGateway, ledgerAnswer, refusal, renderPage } from 'shared/testing';
import type { TraceEvent } from './traces';
import { OrderDetailDialog } from './OrderDetailDialog';
import type { RevealedPhones } from './phones';
import { queryButton } from './testing/buttons';
import {
  CREATED_SCAN,
  DETAIL_BILL_CODE,
  expectPhoneRevealed,
  MASKED_RECEIVER_PHONE,
  orderDetailRoutes,
} from './testing/orderDetail';

// The toasts of shared's http client go back to its default (the console) after each test.
afterEach(() => configureHttp({}));

const ORDER: { billCode: string; receiverPhone: string } = {
  billCode: DETAIL_BILL_CODE,
  receiverPhone: MASKED_RECEIVER_PHONE,
};

/** The waybill's scans, oldest first. */
const SCANS: TraceEvent[] = [
  CREATED_SCAN,
  {
    scanTime: '2026-11-22T09:00:00Z',
    status: 'IN_TRANSIT',
    statusLabel: 'In transit',
    scanType: 'DEPART',
    description: 'Left the sorting centre',
    location: 'Cikarang',
    networkName: 'CKR Hub',
  },
];

/** The facts a list would show: here only the receiver's phone, whole once revealed. */
const renderFacts = (order: typeof ORDER, phones?: RevealedPhones) => (
  <span data-testid="facts-phone">{phones?.receiverPhone ?? order.receiverPhone}</span>
);

function dialog(permission: string, btnList: string[]) {
  return renderPage(
    <OrderDetailDialog
      order={ORDER}
      revealPermission={permission}
      renderFacts={renderFacts}
      onClose={() => undefined}
    />,
    { btnList },
  );
}

it('shows the latest status and the trace list, newest first, and reveals the phones with the permission it is given', async () => {
  const calls = fakeGateway(orderDetailRoutes(SCANS));
  await dialog('myWaybill_DETAIL', ['myWaybill_DETAIL']);
  const detail = screen.getByTestId('order-detail-dialog');

  expect(await within(detail).findByText('Left the sorting centre')).toBeInTheDocument();
  const events = within(detail)
    .getAllByText(/Order created by the shipper|Left the sorting centre/)
    .map((node) => node.textContent);
  expect(events[0]).toContain('Left the sorting centre');
  expect(within(detail).getAllByText('In transit', { selector: '.ant-tag' }).length).toBeGreaterThan(0);
  expect(calls.bodies('/customer-api/trace/list')).toEqual([{ billCodes: ['JP50000000071'] }]);

  await expectPhoneRevealed(detail, calls, 'facts-phone');
});

it('offers no phone reveal without its permission', async () => {
  fakeGateway(orderDetailRoutes(SCANS));
  await dialog('myWaybill_DETAIL', ['orderManagement_DETAIL']);
  const detail = screen.getByTestId('order-detail-dialog');
  await within(detail).findByText('Left the sorting centre');
  expect(queryButton(detail, /Show phone/)).not.toBeInTheDocument();
});

it('says the trace list failed, and keeps the facts, when the trace call fails', async () => {
  fakeGateway({ 'POST /customer-api/trace/list': () => refusal('busy') });
  // The trace call is silent: the dialog says the server's msg, no toast repeats it.
  const notify = { error: jest.fn() };
  configureHttp({ notify });
  await dialog('myWaybill_DETAIL', ['myWaybill_DETAIL']);
  const detail = screen.getByTestId('order-detail-dialog');
  expect(await within(detail).findByText('request failed')).toBeInTheDocument();
  expect(within(detail).getByTestId('facts-phone')).toHaveTextContent('0812****7802');
  expect(within(detail).getByText('busy')).toBeInTheDocument();
  expect(notify.error).not.toHaveBeenCalled();
});

it('shows the ledger of an order without COD too', async () => {
  const calls = fakeGateway({
    ...orderDetailRoutes(SCANS),
    'GET /customer-api/waybillLedger/get': () => ({
      ...ledgerAnswer(DETAIL_BILL_CODE),
      codAmount: 0,
      goodsValue: 150_000,
      declaredValue: 150_000,
      entries: [
        { kind: 'FREIGHT', amount: 20_000, settledIn: 'STATEMENT', documentNo: null, reference: null },
      ],
      cod: null,
      statement: null,
    }),
  });
  await dialog('myWaybill_DETAIL', ['myWaybill_DETAIL']);
  const ledger = await screen.findByTestId('waybill-ledger');
  expect(ledger).toHaveTextContent('FreightRp 20.000The next monthly statement');
  expect(within(ledger).queryByTestId('waybill-ledger-cod')).not.toBeInTheDocument();
  expect(calls.calls('/customer-api/waybillLedger/get')).toHaveLength(1);
});
