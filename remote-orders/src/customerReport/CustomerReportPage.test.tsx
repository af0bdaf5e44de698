import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'shared';
import { listQueryOf } from 'shared/widgets';
import { fakeGateway, renderPage, type GatewayRoutes } from 'shared/testing';
import CustomerReportPage from './CustomerReportPage';
import { billOf, DISTRIBUTION, receiversOf, STATUS, waybillOf, WEIGHT_DISTRIBUTION } from './fixtures';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

function reportGateway(extra: GatewayRoutes = {}) {
  return fakeGateway({
    'POST /report-api/report/waybill': () => waybillOf(),
    'POST /report-api/report/status': () => STATUS,
    'POST /report-api/report/bill': () => billOf(),
    'POST /report-api/report/distribution': () => DISTRIBUTION,
    'POST /report-api/report/ranking': (_query, body) => receiversOf(body.pageNum ?? 1),
    'GET /customer-api/region/list': (query) =>
      (query?.parentCode ? [] : [{ code: '32', name: 'JAWA BARAT' }]).map((area) => ({
        ...area,
        value: area.code,
        label: area.name,
      })),
    ...extra,
  });
}

/** The page's URL query, shown for the test to read (the report keeps its state there). */
function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}
const page = (
  <>
    <CustomerReportPage />
    <Location />
  </>
);
const urlParams = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('location').textContent!));
const searchOf = (link: HTMLElement) => listQueryOf(link.getAttribute('href')!.split('?')[1])?.search;
const MONTH = ['2026-10-14 00:00:00', '2026-11-12 23:59:59'];

it('shows the waybill data with its totals, each drilling down to the orders behind it', async () => {
  const gateway = reportGateway();
  await renderPage(page, { route: '/customerReport?groupBy=WEEK' });
  const created = await screen.findByTestId('total-created');
  await waitFor(() => expect(within(created).getByTestId('kpi-value')).toHaveTextContent('40'));
  expect(searchOf(within(created).getByRole('link'))).toEqual({ createdAt: MONTH });
  expect(searchOf(within(screen.getByTestId('total-returned')).getByRole('link'))).toEqual({
    createdAt: MONTH,
    status: ['RETURNED'],
  });
  // picked up and signed have no list filter of their own: no link
  expect(within(screen.getByTestId('total-signed')).queryByRole('link')).toBeNull();
  expect(
    screen.getByRole('img', {
      name: 'Waybills from 2026-10-14 to 2026-11-12: 40 created, 34 picked up, 22 signed, 5 returned, 1 cancelled',
    }),
  ).toBeInTheDocument();
  // a week at the period's edges opens only the period's days of it
  const table = screen.getByTestId('table-waybill');
  const [, firstWeek, lastWeek] = within(table).getAllByRole('row');
  expect(searchOf(within(firstWeek).getByRole('link', { name: '2' }))).toEqual({
    createdAt: ['2026-10-14 00:00:00', '2026-10-18 23:59:59'],
    status: ['RETURNED'],
  });
  expect(searchOf(within(lastWeek).getByRole('link', { name: '25' }))).toEqual({
    createdAt: ['2026-11-09 00:00:00', '2026-11-12 23:59:59'],
  });
  expect(gateway.bodies('/report-api/report/waybill')).toEqual([{ period: 'LAST_30_DAYS', groupBy: 'WEEK' }]);
  // no EXCEL button permission: no export
  expect(within(table).queryByRole('button', { name: /Export/ })).toBeNull();
});

it('opens the tab and grouping its URL gives, keeps the tab in the URL, and drills a status down to its week', async () => {
  const gateway = reportGateway();
  await renderPage(page, { route: '/customerReport?tab=status&groupBy=WEEK' });
  expect(
    await screen.findByRole('img', {
      name: 'Status now of the orders created from 2026-10-14 to 2026-11-12: Delivered 12, Returned 3',
    }),
  ).toBeInTheDocument();
  const table = screen.getByTestId('table-status');
  expect(searchOf(within(table).getByRole('link', { name: '12' }))).toEqual({
    createdAt: ['2026-11-09 00:00:00', '2026-11-12 23:59:59'],
    status: ['DELIVERED'],
  });
  expect(gateway.bodies('/report-api/report/waybill')).toEqual([]);
  fireEvent.click(screen.getByRole('tab', { name: 'Bill' }));
  expect(await screen.findByTestId('table-bill')).toBeInTheDocument();
  await waitFor(() => expect(urlParams()).toEqual({ tab: 'bill', groupBy: 'WEEK' }));
  expect(gateway.bodies('/report-api/report/bill')).toEqual([{ period: 'LAST_30_DAYS', groupBy: 'WEEK' }]);
});

it('shows the bill with its amounts, and a hide-money user the orders only', async () => {
  reportGateway();
  const { unmount } = await renderPage(page, { route: '/customerReport?tab=bill' });
  const table = await screen.findByTestId('table-bill');
  expect(await within(table).findByRole('columnheader', { name: 'Freight' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: 'Rp 265.000' })).toBeInTheDocument();
  unmount();
  reportGateway({ 'POST /report-api/report/bill': () => billOf(true) });
  await renderPage(page, { route: '/customerReport?tab=bill&period=YESTERDAY' });
  const hidden = await screen.findByTestId('table-bill');
  expect(await within(hidden).findByRole('cell', { name: '25' })).toBeInTheDocument();
  expect(within(hidden).queryByRole('columnheader', { name: 'Freight' })).toBeNull();
  expect(within(hidden).queryByText(/Rp/)).toBeNull();
});

it('exports the shown table through the download centre with the EXCEL button permission', async () => {
  const gateway = reportGateway({
    'POST /report-api/report/export': () => ({
      code: 1,
      msg: 'Being prepared in the download centre',
      data: { exportId: 3, status: 'QUEUED', waitingBehind: 0 },
    }),
  });
  await renderPage(page, { route: '/customerReport?tab=distribution', btnList: ['customerReport_EXCEL'] });
  const table = await screen.findByTestId('table-distribution');
  // a province drills down by its code
  expect(searchOf(await within(table).findByRole('link', { name: '30' }))).toEqual({
    createdAt: MONTH,
    receiverProvinceCode: '32',
  });
  fireEvent.click(within(table).getByRole('button', { name: /Export/ }));
  await waitFor(() =>
    expect(gateway.bodies('/report-api/report/export')).toEqual([
      { period: 'LAST_30_DAYS', groupBy: 'DAY', table: 'distribution', dimension: 'PROVINCE' },
    ]),
  );
  expect(gateway.bodies('/report-api/report/distribution')).toEqual([
    { period: 'LAST_30_DAYS', dimension: 'PROVINCE' },
  ]);
});

it('shows the distribution by weight band with its chart, table and export, and says the bands do not drill down', async () => {
  const gateway = reportGateway({
    'POST /report-api/report/distribution': () => WEIGHT_DISTRIBUTION,
    'POST /report-api/report/export': () => ({
      code: 1,
      msg: 'Being prepared in the download centre',
      data: { exportId: 4, status: 'QUEUED', waitingBehind: 0 },
    }),
  });
  await renderPage(page, {
    route: '/customerReport?tab=distribution&dimension=WEIGHT',
    btnList: ['customerReport_EXCEL'],
  });
  const table = await screen.findByTestId('table-distribution');
  expect(await within(table).findByRole('cell', { name: '1-3 kg' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '> 20 kg' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Weight band' })).toBeInTheDocument();
  // order management cannot filter by weight: no figure links there, and the page says so
  expect(within(table).queryByRole('link')).toBeNull();
  expect(
    screen.getByText('Order management cannot filter by weight, so the weight bands do not link to it.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('chart-distribution')).toHaveTextContent('Orders per weight band');
  expect(gateway.bodies('/report-api/report/distribution')).toEqual([
    { period: 'LAST_30_DAYS', dimension: 'WEIGHT' },
  ]);
  fireEvent.click(within(table).getByRole('button', { name: /Export/ }));
  await waitFor(() =>
    expect(gateway.bodies('/report-api/report/export')).toEqual([
      { period: 'LAST_30_DAYS', groupBy: 'DAY', table: 'distribution', dimension: 'WEIGHT' },
    ]),
  );
});

it('pages the receiver ranking at the gateway, the page in the URL', async () => {
  const gateway = reportGateway();
  await renderPage(page, { route: '/customerReport?tab=ranking' });
  const table = await screen.findByTestId('table-ranking');
  expect(await within(table).findByRole('cell', { name: 'Budi Santoso' })).toBeInTheDocument();
  fireEvent.click(within(table).getByTitle('2'));
  expect(await within(table).findByRole('cell', { name: 'Sari Dewi' })).toBeInTheDocument();
  expect(gateway.bodies('/report-api/report/ranking')).toEqual([
    { period: 'LAST_30_DAYS', pageNum: 1, pageSize: 10 },
    { period: 'LAST_30_DAYS', pageNum: 2, pageSize: 10 },
  ]);
  await waitFor(() => expect(urlParams()).toEqual({ tab: 'ranking', page: '2' }));
});

it('shows the empty state for a period without orders, not zeros', async () => {
  reportGateway({ 'POST /report-api/report/waybill': () => waybillOf(0) });
  await renderPage(page, { route: '/customerReport' });
  expect(await screen.findByText('No data for this period')).toBeInTheDocument();
  expect(screen.queryByTestId('total-created')).toBeNull();
});

it('asks nothing for a custom range over 90 days and says why', async () => {
  const gateway = reportGateway();
  await renderPage(page, { route: '/customerReport?period=CUSTOM&startDate=2026-01-01&endDate=2026-06-30' });
  expect(await screen.findByRole('alert')).toHaveTextContent('90 days');
  expect(gateway.bodies('/report-api/report/waybill')).toEqual([]);
});
