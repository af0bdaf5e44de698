import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../i18n';
import { formatNumber } from '../../utils/format';
import { ReportChart } from './ReportChart';

jest.setTimeout(60000);

const rows = [
  { day: '2026-11-01', created: 12, signed: 9 },
  { day: '2026-11-02', created: 7, signed: 11 },
];

async function renderChart(chartRows: typeof rows) {
  await initI18n('EN');
  render(
    <MemoryRouter>
      <ReportChart
        title="Orders per day"
        kind="line"
        rows={chartRows}
        category="day"
        categoryLabel="Day"
        series={[
          { key: 'created', label: 'Created' },
          { key: 'signed', label: 'Signed' },
        ]}
        summary="Orders per day: 19 created, 20 signed"
        format={formatNumber}
        linkOf={(row) => `/orderManagement?day=${row.day}`}
      />
    </MemoryRouter>,
  );
}

it('draws the chart lazily under its text alternative, and shows its table with drill-down links', async () => {
  await renderChart(rows);
  const figure = screen.getByRole('img', { name: 'Orders per day: 19 created, 20 signed' });
  // the lazily loaded recharts chunk draws inside the figure (jsdom gives it no size to draw in)
  await waitFor(() => expect(figure.querySelector('.recharts-responsive-container')).not.toBeNull());

  fireEvent.click(screen.getByText('Table'));
  expect(screen.getByRole('columnheader', { name: 'Created' })).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '12' })[0]).toHaveAttribute(
    'href',
    '/orderManagement?day=2026-11-01',
  );
});

it('shows the empty state for a period without data, not zeros', async () => {
  await renderChart([]);
  expect(screen.getByText('No data for this period')).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: /Orders per day/ })).toBeNull();
});
