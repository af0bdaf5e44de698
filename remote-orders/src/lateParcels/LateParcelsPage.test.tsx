import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'shared';
import { fakeGateway, renderPage } from 'shared/testing';
import type { LatePage, MarketplaceForecast } from './api';
import LateParcelsPage from './LateParcelsPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const row = (over: Record<string, unknown> = {}) => ({
  id: 1,
  billCode: 'JP20265000011',
  customerOrderNo: 'NN-2026-0091',
  status: 'DELIVERED',
  statusLabel: 'Delivered',
  productType: 'EZ',
  receiverName: 'Budi',
  receiverCity: 'KOTA BANDUNG',
  receiverProvince: 'JAWA BARAT',
  pickedUpAt: '2026-11-01 10:00:00',
  signedAt: '2026-11-09 15:00:00',
  slaDays: 3,
  dueDay: '2026-11-04',
  daysLate: 4,
  kind: 'SIGNED_LATE',
  claimType: 'LATE',
  claimAmount: 180000,
  ...over,
});

const marketplace = (
  code: string,
  name: string,
  late: number,
  orders: number,
  state: MarketplaceForecast['state'],
) => ({
  code,
  name,
  windowDays: 7,
  shipWithinDays: 2,
  penaltyRate: 0.1,
  source: 'default',
  from: '2026-11-04',
  to: '2026-11-10',
  orders,
  late,
  lateRate: orders ? late / orders : null,
  state,
});

function lateGateway(hidden = false) {
  const money = (value: Record<string, unknown>, key: string) => {
    if (!hidden) return value;
    const { [key]: _gone, ...rest } = value;
    return rest;
  };
  return fakeGateway({
    // a hide-money user's answer lacks its amounts: the gateway's schema types them present
    'POST /report-api/report/late/page': (_query, body) =>
      ({
        pageNum: body.pageNum ?? 1,
        pageSize: body.pageSize ?? 10,
        total: 2,
        range: { from: '2026-10-12', to: '2026-11-10' },
        summary: money({ signedLate: 1, undelivered: 1, claimTotal: 380000 }, 'claimTotal'),
        rows: [
          money(row(), 'claimAmount'),
          money(
            row({
              id: 2,
              billCode: 'JP20265000044',
              status: 'IN_TRANSIT',
              statusLabel: 'In transit',
              signedAt: null,
              daysLate: 2,
              kind: 'UNDELIVERED',
              claimType: 'LOST',
              claimAmount: 200000,
            }),
            'claimAmount',
          ),
        ],
      }) as unknown as LatePage,
    'POST /report-api/report/late/forecast': () => ({
      marketplaces: [
        marketplace('SHOPEE', 'Shopee', 2, 8, 'OVER'),
        marketplace('TOKOPEDIA', 'Tokopedia / TikTok Shop', 0, 0, 'NO_DATA'),
      ],
    }),
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

it('lists the late parcels with what a claim would pay, and opens the claim form filled in for one', async () => {
  const gateway = lateGateway();
  await renderPage(
    <>
      <LateParcelsPage />
      <Where />
    </>,
    { route: '/lateParcels', btnList: ['lateParcels_EXCEL', 'workOrder_ADD'] },
  );
  const signed = (await screen.findByText('JP20265000011')).closest('tr') as HTMLElement;
  expect(within(signed).getByText('Signed late')).toBeInTheDocument();
  expect(within(signed).getByText('Rp 180.000')).toBeInTheDocument();
  const open = screen.getByText('JP20265000044').closest('tr') as HTMLElement;
  expect(within(open).getByText('Not delivered, past SLA')).toBeInTheDocument();
  expect(within(screen.getByTestId('kpi-claimTotal')).getByTestId('kpi-value')).toHaveTextContent(
    'Rp 380.000',
  );
  expect(within(screen.getByTestId('kpi-undelivered')).getByTestId('kpi-value')).toHaveTextContent('1');
  expect(gateway.bodies('/report-api/report/late/page')).toEqual([
    { period: 'LAST_30_DAYS', pageNum: 1, pageSize: 10 },
  ]);

  fireEvent.click(within(open).getByRole('button', { name: 'File a claim' }));
  await waitFor(() =>
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/workOrder?open=claim&billCode=JP20265000044&claimType=LOST',
    ),
  );
});

/** Suspends its first render (a lazy widget or a text file still loading): React throws away the whole render. */
function SuspendOnce() {
  if (!suspended.done) throw suspended.promise;
  return null;
}
const suspended = { done: false, promise: Promise.resolve() };

it("shows the summary when the first render was thrown away and the list took up that render's call", async () => {
  suspended.done = false;
  suspended.promise = new Promise<void>((resolve) => setTimeout(resolve, 50)).then(() => {
    suspended.done = true;
  });
  const gateway = lateGateway();
  await renderPage(
    <Suspense fallback={null}>
      <LateParcelsPage />
      <SuspendOnce />
    </Suspense>,
    { route: '/lateParcels' },
  );
  await screen.findByText('JP20265000011');
  await waitFor(() =>
    expect(within(screen.getByTestId('kpi-undelivered')).getByTestId('kpi-value')).toHaveTextContent('1'),
  );
  // (how many calls: one when the retry takes up the thrown-away render's call in time, two on a busy machine)
  expect(gateway.bodies('/report-api/report/late/page').length).toBeGreaterThanOrEqual(1);
});

it('shows each marketplace against its threshold, its chart summarised in words', async () => {
  lateGateway();
  await renderPage(<LateParcelsPage />, { route: '/lateParcels', btnList: ['lateParcels_EXCEL'] });
  const table = await screen.findByTestId('table-forecast');
  const shopee = (await within(table).findByText('Shopee')).closest('tr') as HTMLElement;
  expect(shopee).toHaveTextContent(/Last 7 days.*8.*2.*25 %.*10 %.*Over the threshold/);
  expect(within(table).getByText('No data')).toBeInTheDocument();
  expect(
    screen.getByRole('img', {
      name: 'Late-shipment rate against the threshold: Shopee 25 % / 10 %, Tokopedia / TikTok Shop -- / 10 %',
    }),
  ).toBeInTheDocument();
  // without the claim key the row has no claim button
  expect(screen.queryByRole('button', { name: 'File a claim' })).not.toBeInTheDocument();
});

it('shows a hide-money user the late parcels without any amount', async () => {
  lateGateway(true);
  await renderPage(<LateParcelsPage />, { route: '/lateParcels', btnList: ['workOrder_ADD'] });
  await screen.findByText('JP20265000011');
  expect(screen.queryByText('Claim would pay')).not.toBeInTheDocument();
  expect(screen.queryByTestId('kpi-claimTotal')).not.toBeInTheDocument();
  expect(screen.queryByText(/Rp/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
});
