import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '../../i18n';
import { formatNumber } from '../../utils/format';
import { KpiCard } from './KpiCard';

jest.setTimeout(60000);

async function renderCard(ui: React.ReactElement) {
  await initI18n('EN');
  render(<MemoryRouter>{ui}</MemoryRouter>);
}

it('shows the figure as a link to its list, the previous period, the change and the formula button', async () => {
  await renderCard(
    <KpiCard
      title="Returned"
      value={1250}
      previous={1000}
      format={formatNumber}
      formula="Orders created in the period now RETURNED"
      to="/orderManagement?filters=x"
    />,
  );
  const link = screen.getByRole('link', { name: 'Show the parcels: Returned 1.250' });
  expect(link).toHaveAttribute('href', '/orderManagement?filters=x');
  expect(screen.getByText(/Previous period 1\.000/)).toHaveTextContent('Change +25%');
  expect(screen.getByRole('button', { name: 'Formula: Returned' })).toBeInTheDocument();
});

it('shows -- without a link when there is nothing to compute the figure from', async () => {
  await renderCard(<KpiCard title="On time" value={null} previous={0} format={formatNumber} to="/x" />);
  expect(screen.getByTestId('kpi-value')).toHaveTextContent('--');
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.getByText(/Previous period 0/)).toHaveTextContent('Change --');
});
