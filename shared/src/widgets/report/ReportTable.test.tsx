import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import App from 'antd/es/app';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../i18n';
import { ReportTable } from './ReportTable';

jest.setTimeout(60000);

const columns = [
  { key: 'city', dataIndex: 'city', title: 'City' },
  { key: 'orders', dataIndex: 'orders', title: 'Orders' },
];

async function renderTable(rows: { city: string; orders: number }[], download = jest.fn()) {
  await initI18n('EN');
  render(
    <MemoryRouter>
      <App>
        <ReportTable title="Top cities" rows={rows} rowKey="city" columns={columns} export={download} />
      </App>
    </MemoryRouter>,
  );
  return download;
}

it('shows the rows and exports them through the given export call', async () => {
  const download = await renderTable([{ city: 'BANDUNG', orders: 42 }]);
  expect(screen.getByRole('cell', { name: 'BANDUNG' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: /Export/ }));
  await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
});

it('shows the empty state for a period without rows and offers no export', async () => {
  await renderTable([]);
  expect(screen.getByText('No data for this period')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Export/ })).toBeDisabled();
});

it('pages a table the gateway pages, asking for the page picked', async () => {
  await initI18n('EN');
  const onChange = jest.fn();
  const rows = [{ city: 'BANDUNG', orders: 42 }];
  render(
    <MemoryRouter>
      <App>
        <ReportTable
          title="Receivers"
          rows={rows}
          rowKey="city"
          columns={columns}
          page={{ current: 1, pageSize: 1, total: 3, onChange }}
        />
      </App>
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByTitle('2'));
  expect(onChange).toHaveBeenCalledWith(2, 1);
});

it('makes its sideways-scrolling region reachable by Tab (axe scrollable-region-focusable)', async () => {
  await renderTable([{ city: 'BANDUNG', orders: 42 }]);
  const region = screen.getByRole('table').closest('.ant-table-content');
  expect(region).toHaveAttribute('tabindex', '0');
});
