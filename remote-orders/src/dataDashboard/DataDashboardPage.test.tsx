import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listQueryOf } from 'shared/widgets';
import { fakeGateway, renderPage, type GatewayRoutes } from 'shared/testing';
import DataDashboardPage from './DataDashboardPage';
import { kpisOf, LEAD_TIME, SERIES, STATUS_MIX, TOP_CITIES } from './fixtures';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const REGIONS: Record<string, { code: string; name: string }[]> = {
  '': [{ code: '32', name: 'JAWA BARAT' }],
  '32': [{ code: '32.73', name: 'KOTA BANDUNG' }],
};

const MARCH_EZ = {
  period: 'CUSTOM',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  productType: 'EZ',
} as const;

function dashboardGateway(created = 115, extra: GatewayRoutes = {}) {
  return fakeGateway({
    'POST /report-api/dashboard/kpis': () => kpisOf(created),
    'POST /report-api/bi/list': () => ({
      views: [
        {
          id: 3,
          name: 'EZ in March',
          report: 'dataDashboard',
          filter: MARCH_EZ,
          createdAt: '2026-11-01 10:00:00',
          updatedAt: '2026-11-01 10:00:00',
        },
      ],
      limit: 50,
    }),
    'POST /report-api/dashboard/series': () => SERIES,
    'POST /report-api/dashboard/statusMix': () => STATUS_MIX,
    'POST /report-api/dashboard/leadTime': () => LEAD_TIME,
    'POST /report-api/dashboard/topCities': () => TOP_CITIES,
    'GET /customer-api/region/list': (query) =>
      (REGIONS[query?.parentCode ?? ''] ?? []).map((area) => ({
        ...area,
        value: area.code,
        label: area.name,
      })),
    ...extra,
  });
}

const searchOf = (link: HTMLElement) => listQueryOf(link.getAttribute('href')!.split('?')[1])?.search;
const WEEK = ['2026-11-04 00:00:00', '2026-11-10 23:59:59'];

it('shows each figure with its previous period, and drills down to the orders behind it', async () => {
  const gateway = dashboardGateway();
  await renderPage(<DataDashboardPage />, { route: '/dataDashboard' });
  const returned = await screen.findByTestId('kpi-counts.returned');
  const link = await within(returned).findByRole('link', { name: 'Show the parcels: Returned 7' });
  expect(searchOf(link)).toEqual({ createdAt: WEEK, status: ['RETURNED'] });
  expect(within(returned).getByText(/Previous period 5/)).toHaveTextContent('Change +40%');
  expect(within(returned).getByRole('button', { name: 'Formula: Returned' })).toBeInTheDocument();
  expect(searchOf(within(screen.getByTestId('kpi-counts.created')).getByRole('link'))).toEqual({
    createdAt: WEEK,
  });
  // rates, lead times, money and open items show without a list of their own
  expect(within(screen.getByTestId('kpi-rates.deliverySuccess')).getByTestId('kpi-value')).toHaveTextContent(
    '92 %',
  );
  expect(within(screen.getByTestId('kpi-spend.spendTotal')).getByTestId('kpi-value')).toHaveTextContent(
    'Rp 1.550.000',
  );
  expect(gateway.bodies('/report-api/dashboard/kpis')).toEqual([{ period: 'LAST_7_DAYS' }]);
  expect(screen.getByTestId('report-range')).toHaveTextContent(
    '2026-11-04 to 2026-11-10 (WIB), compared with 2026-10-28 to 2026-11-03',
  );
});

it('gives each chart its summary and drills down from its table, provinces and cities by their codes', async () => {
  dashboardGateway();
  await renderPage(<DataDashboardPage />, { route: '/dataDashboard' });
  expect(
    await screen.findByRole('img', {
      name: 'Status of the 115 orders created from 2026-11-04 to 2026-11-10: Delivered 80, Returned 7',
    }),
  ).toBeInTheDocument();
  const cities = screen.getByTestId('chart-topCities');
  fireEvent.click(within(cities).getByText('Table'));
  await waitFor(() =>
    expect(searchOf(within(cities).getByRole('link', { name: '42' }))).toEqual({
      createdAt: WEEK,
      receiverCityCode: '32.73',
    }),
  );
  const provinces = screen.getByTestId('chart-leadTime');
  fireEvent.click(within(provinces).getByText('Table'));
  expect(searchOf(within(provinces).getByRole('link', { name: '40' }))).toEqual({
    createdAt: WEEK,
    status: ['DELIVERED'],
    receiverProvinceCode: '32',
  });
  const statuses = screen.getByTestId('chart-statusMix');
  fireEvent.click(within(statuses).getByText('Table'));
  expect(searchOf(within(statuses).getByRole('link', { name: '80' }))).toEqual({
    createdAt: WEEK,
    status: ['DELIVERED'],
  });
});

it('shows the empty state for a period without orders, not zeros', async () => {
  dashboardGateway(0);
  await renderPage(<DataDashboardPage />, { route: '/dataDashboard' });
  expect(await screen.findByText('No data for this period')).toBeInTheDocument();
  expect(screen.queryByTestId('kpi-counts.returned')).toBeNull();
});

it('asks nothing for a custom range over 90 days and says why', async () => {
  const gateway = dashboardGateway();
  await renderPage(<DataDashboardPage />, { route: '/dataDashboard' });
  await screen.findByTestId('kpi-counts.returned');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
  fireEvent.click(await screen.findByText('Custom range'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose a start and an end day');
  expect(gateway.bodies('/report-api/dashboard/kpis')).toEqual([{ period: 'LAST_7_DAYS' }]);
});

it('opens a saved view: its filters are the ones the figures are asked with', async () => {
  const gateway = dashboardGateway();
  await renderPage(<DataDashboardPage />, { route: '/dataDashboard' });
  await screen.findByTestId('kpi-counts.returned');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Saved views' }));
  fireEvent.click(await screen.findByTitle('EZ in March'));
  await waitFor(() => expect(gateway.bodies('/report-api/dashboard/kpis').at(-1)).toEqual(MARCH_EZ));
  expect(gateway.bodies('/report-api/bi/list')).toEqual([{ report: 'dataDashboard' }]);
});
