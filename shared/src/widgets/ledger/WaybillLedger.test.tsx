import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeGateway, ledgerAnswer, renderPage } from '../../testing';
import { configureHttp } from '../../http';
import { WaybillLedger } from './WaybillLedger';
import { WaybillLedgerDrawer } from './WaybillLedgerDrawer';

afterEach(() => configureHttp({}));

const LEDGER = '/customer-api/waybillLedger/get';

/** The entries table's rows as text, one string per row. */
const rows = (ledger: HTMLElement) =>
  within(within(ledger).getByTestId('waybill-ledger-entries'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

it('shows the goods value, every charge and credit with the batch or statement that settled it, the payout and the statement line', async () => {
  const gateway = fakeGateway({ [`GET ${LEDGER}`]: () => ledgerAnswer() });
  await renderPage(<WaybillLedger billCode="JP80100090093" />);
  const ledger = await screen.findByTestId('waybill-ledger');
  expect(ledger).toHaveTextContent('COD amountRp 1.250.000');
  expect(ledger).toHaveTextContent('Goods valueRp 1.232.000');
  expect(rows(ledger)).toEqual([
    'FreightRp 18.000Statement MS202611000001',
    'Voucher discount-Rp 5.000Statement MS202611000001',
    'COD feeRp 37.500COD batch CB20261121000101',
    'PPN on the COD feeRp 4.125COD batch CB20261121000101',
    'Claim-Rp 50.000The next monthly statementCL20261125000001',
  ]);
  const cod = within(ledger).getByTestId('waybill-ledger-cod');
  expect(cod).toHaveTextContent('Paid out');
  expect(cod).toHaveTextContent('Rp 1.208.375');
  expect(cod).toHaveTextContent('TRF20261124000101');
  expect(within(ledger).getByTestId('waybill-ledger-statement')).toHaveTextContent(
    'MS202611000001 (2026-11)Billed on the statementRp 13.000Settled in COD batchesRp 37.500',
  );
  expect(gateway.calls(LEDGER).map((call) => call.query)).toEqual([{ billCode: 'JP80100090093' }]);
});

it('shows no amount to a user whose amounts are hidden', async () => {
  const { codAmount: _c, goodsValue: _g, declaredValue: _d, ...rest } = ledgerAnswer();
  const hidden = {
    ...rest,
    entries: rest.entries.map(({ amount: _a, ...entry }) => entry),
    cod: null,
    statement: null,
  };
  fakeGateway({ [`GET ${LEDGER}`]: () => hidden as unknown as ReturnType<typeof ledgerAnswer> });
  await renderPage(<WaybillLedger billCode="JP80100090093" />);
  const ledger = await screen.findByTestId('waybill-ledger');
  expect(ledger).toHaveTextContent('Goods value--');
  expect(ledger).not.toHaveTextContent('Rp');
});

it("says the gateway's refusal in place, without a toast", async () => {
  fakeGateway({ [`GET ${LEDGER}`]: () => ({ code: 404, msg: 'waybill not found', data: null }) });
  const notify = { error: jest.fn() };
  configureHttp({ notify });
  await renderPage(<WaybillLedger billCode="JP00000000000" />);
  const failed = await screen.findByTestId('waybill-ledger-failed');
  expect(failed).toHaveTextContent("This waybill's money could not be read");
  expect(failed).toHaveTextContent('waybill not found');
  expect(notify.error).not.toHaveBeenCalled();
});

/** A list row's ledger button and the drawer it opens. */
function Opener() {
  const [billCode, setBillCode] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setBillCode('JP80100000011')}>open</button>
      <WaybillLedgerDrawer billCode={billCode} onClose={() => setBillCode(null)} />
    </>
  );
}

it('opens in a drawer titled with the waybill, and asks for nothing while closed', async () => {
  const gateway = fakeGateway({ [`GET ${LEDGER}`]: () => ledgerAnswer('JP80100000011') });
  await renderPage(<Opener />);
  expect(gateway.calls(LEDGER)).toHaveLength(0);
  fireEvent.click(screen.getByText('open'));
  expect(await screen.findByText('Money of waybill JP80100000011')).toBeInTheDocument();
  expect(await screen.findByTestId('waybill-ledger')).toBeInTheDocument();
  expect(gateway.calls(LEDGER).map((call) => call.query)).toEqual([{ billCode: 'JP80100000011' }]);
});
