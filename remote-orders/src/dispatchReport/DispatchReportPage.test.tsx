import { fireEvent, screen, within } from '@testing-library/react';
import { fakeGateway, renderPage } from 'shared/testing';
import DispatchReportPage from './DispatchReportPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const range = { from: '2026-10-12', to: '2026-11-10' };
const growth = (bucket: string, value: number, previous: number) => ({
  bucket,
  value,
  previous,
  change: previous ? (value - previous) / previous : null,
});

function dispatchGateway(signed = 12) {
  return fakeGateway({
    // the saved views beside the filters: none saved
    'POST /report-api/bi/list': () => ({ views: [], limit: 50 }),
    'POST /report-api/dispatch/signer': () => ({
      range,
      total: signed,
      signers: [
        { signerType: 'SELF', signerLabel: 'The receiver', parcels: 9, share: 0.75 },
        { signerType: 'OTHER', signerLabel: 'Someone else', parcels: 3, share: 0.25 },
      ],
    }),
    'POST /report-api/dispatch/signCityTop': () => ({
      range,
      cities: [{ province: 'JAWA BARAT', city: 'KOTA BANDUNG', parcels: 5 }],
    }),
    'POST /report-api/dispatch/status': () => ({
      range,
      rows: [
        { bucket: '2026-11-09', outForDelivery: 2, held: 1, delivered: signed, returning: 0, returned: 1 },
      ],
    }),
    'POST /report-api/dispatch/sign': () => ({
      range,
      rows: [
        { bucket: '2026-11-09', signed: signed - 4 },
        { bucket: '2026-11-10', signed: signed ? 4 : 0 },
      ],
    }),
    'POST /report-api/dispatch/growth': () => ({
      range,
      created: [growth('2026-11-09', 10, 8), growth('2026-11-10', 0, 0)],
      signed: [growth('2026-11-09', 8, 0), growth('2026-11-10', 0, 0)],
    }),
  });
}

it('shows who signed, per period and where, with the growth against the period before', async () => {
  const gateway = dispatchGateway();
  await renderPage(<DispatchReportPage />, { route: '/dispatchReport' });
  expect(
    await screen.findByRole('img', {
      name: '12 parcels signed from 2026-10-12 to 2026-11-10: The receiver 9 (75 %), Someone else 3 (25 %)',
    }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('img', { name: '12 parcels signed from 2026-10-12 to 2026-11-10' }),
  ).toBeInTheDocument();
  // the growth table: one row per period with figures, created and signed side by side
  const growthTable = screen.getByTestId('table-growth');
  const rows = within(growthTable).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toHaveTextContent(/2026-11-09.*10.*8.*\+25%.*8.*0.*--/);
  // the ungrouped calls get no grouping; the grouped ones the chosen one
  expect(gateway.bodies('/report-api/dispatch/signer')).toEqual([{ period: 'LAST_30_DAYS' }]);
  expect(gateway.bodies('/report-api/dispatch/sign')).toEqual([{ period: 'LAST_30_DAYS', groupBy: 'DAY' }]);

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group by' }));
  fireEvent.click(await screen.findByText('Week'));
  await screen.findByTestId('chart-sign');
  expect(gateway.bodies('/report-api/dispatch/sign').at(-1)).toEqual({
    period: 'LAST_30_DAYS',
    groupBy: 'WEEK',
  });
});

it('shows the empty state for a period without signed parcels, not zeros', async () => {
  dispatchGateway(0);
  await renderPage(<DispatchReportPage />, { route: '/dispatchReport' });
  const sign = await screen.findByTestId('chart-sign');
  expect(await within(sign).findByText('No data for this period')).toBeInTheDocument();
});
