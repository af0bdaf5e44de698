import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGateway, renderPage, type GatewayRoutes } from 'shared/testing';
import { getButton, queryButton } from '../common/testing/buttons';
import type { StuckParcel } from './api';
import StatusCheckPage from './StatusCheckPage';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const PARCEL: StuckParcel = {
  id: 41,
  billCode: 'JP50000000413',
  customerOrderNo: 'WEB-20261101-STUCK001',
  status: 'IN_TRANSIT',
  statusLabel: 'In transit',
  productType: 'EZ',
  receiverName: 'Budi Santoso',
  receiverCity: 'KOTA BANDUNG',
  receiverProvince: 'JAWA BARAT',
  createdAt: '2026-11-01 09:12:00',
  lastMovedAt: '2026-11-03 14:00:00',
  daysStill: 7,
};

function gateway(routes: GatewayRoutes = {}) {
  return fakeGateway({
    'POST /report-api/report/statusCheck': (_query, body) => ({
      pageNum: body.pageNum ?? 1,
      pageSize: body.pageSize ?? 10,
      total: (body.days ?? 3) <= 7 ? 1 : 0,
      rows: (body.days ?? 3) <= 7 ? [PARCEL] : [],
    }),
    'POST /report-api/report/statusCheckExport': () => ({
      code: 1,
      msg: 'Being prepared in the download centre: it waits behind 0',
      data: { exportId: 31, status: 'QUEUED', waitingBehind: 0 },
    }),
    'POST /report-api/bi/list': () => ({ views: [], limit: 50 }),
    ...routes,
  });
}

it('lists the parcels not moved for 3 days by default, each linking to its tracking', async () => {
  const calls = gateway();
  await renderPage(<StatusCheckPage />, { route: '/statusCheck', btnList: ['statusCheck_EXCEL'] });
  const row = (await screen.findByText('Budi Santoso')).closest('tr') as HTMLElement;
  expect(within(row).getByRole('link', { name: 'Track JP50000000413' })).toHaveAttribute(
    'href',
    '/expressTracking?billCode=JP50000000413',
  );
  expect(within(row).getByText('In transit')).toBeInTheDocument();
  expect(within(row).getByText('KOTA BANDUNG / JAWA BARAT')).toBeInTheDocument();
  expect(within(row).getByText('2026-11-03 14:00:00')).toBeInTheDocument();
  expect(calls.bodies('/report-api/report/statusCheck')[0]).toMatchObject({ days: 3, pageNum: 1 });
});

it('asks for the number of days the user gives, and shows none when nothing is that still', async () => {
  const calls = gateway();
  await renderPage(<StatusCheckPage />, { route: '/statusCheck' });
  await screen.findByText('Budi Santoso');
  const days = screen.getByLabelText('Days without a move');
  fireEvent.change(days, { target: { value: '10' } });
  fireEvent.click(getButton(document.body, /Search/));
  await waitFor(() =>
    expect(calls.bodies('/report-api/report/statusCheck').at(-1)).toMatchObject({ days: 10, pageNum: 1 }),
  );
  await waitFor(() => expect(screen.queryByText('Budi Santoso')).not.toBeInTheDocument());
});

it('exports the same search through the download centre, and only with the export key', async () => {
  const calls = gateway();
  const { unmount } = await renderPage(<StatusCheckPage />, {
    route: '/statusCheck',
    btnList: ['statusCheck_EXCEL'],
  });
  await screen.findByText('Budi Santoso');
  fireEvent.click(getButton(document.body, /Export/));
  expect(await screen.findByText('Being prepared in the download centre')).toBeInTheDocument();
  expect(calls.bodies('/report-api/report/statusCheckExport')).toEqual([{ days: 3 }]);
  unmount();

  await renderPage(<StatusCheckPage />, { route: '/statusCheck' });
  await screen.findByText('Budi Santoso');
  expect(queryButton(document.body, /Export/)).not.toBeInTheDocument();
});
