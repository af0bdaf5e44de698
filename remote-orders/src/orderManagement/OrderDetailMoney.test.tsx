import { screen, within } from '@testing-library/react';
import { fakeGateway, ledgerAnswer, renderPage } from 'shared/testing';
import { OrderDetailDialog } from '../common/OrderDetailDialog';
import { CREATED_SCAN, orderDetailRoutes } from '../common/testing/orderDetail';
import { managedOrder } from './fixtures';
import { OrderFacts } from './OrderFacts';

/**
 * Issue 36 item 2: order management's detail said goods value Rp 0 and COD fee Rp 0 (the order
 * row's declared value and its COD fee estimate) where the COD bill said Rp 1.232.000 and
 * Rp 37.500 deducted; its money now comes from the waybill ledger every finance screen opens.
 */
it("shows the order's money from the waybill ledger: the goods value and COD fee its COD bill shows, not the order row's Rp 0", async () => {
  // the demo's parcel of issue 36: a document with nothing declared and, in an older seed, no COD fee
  const order = managedOrder({
    billCode: 'JP80100090093',
    codAmount: 1_250_000,
    declaredValue: 0,
    codFee: 0,
    freightFee: 18_000,
    insuranceFee: 0,
    totalFee: 18_000,
  });
  const calls = fakeGateway({
    ...orderDetailRoutes([CREATED_SCAN]),
    'GET /customer-api/waybillLedger/get': () => ledgerAnswer(),
  });
  await renderPage(
    <OrderDetailDialog
      order={order}
      revealPermission="orderManagement_DETAIL"
      renderFacts={(row, phones) => <OrderFacts order={row} phones={phones} />}
      onClose={() => undefined}
    />,
    { btnList: ['orderManagement_DETAIL'] },
  );
  const detail = screen.getByTestId('order-detail-dialog');
  const ledger = await within(detail).findByTestId('waybill-ledger');
  expect(ledger).toHaveTextContent('Goods valueRp 1.232.000');
  expect(ledger).toHaveTextContent('COD feeRp 37.500COD batch CB20261121000101');
  expect(within(ledger).getByTestId('waybill-ledger-cod')).toHaveTextContent('TRF20261124000101');
  // no second, different figure of the same money in the facts
  expect(detail).not.toHaveTextContent('Rp 0');
  expect(calls.calls('/customer-api/waybillLedger/get').map((call) => call.query)).toEqual([
    { billCode: 'JP80100090093' },
  ]);
});
