import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n';
import type { ReportPeriodValue } from './period';
import { ReportFilters } from './ReportFilters';

jest.setTimeout(60000);

function Harness({ initial, seen }: { initial: ReportPeriodValue; seen: ReportPeriodValue[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ReportFilters
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

it('offers the periods and turns to a custom range with its two days', async () => {
  await initI18n('EN');
  const seen: ReportPeriodValue[] = [];
  render(<Harness initial={{ period: 'LAST_7_DAYS' }} seen={seen} />);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Period' }));
  fireEvent.click(await screen.findByText('Custom range'));
  expect(seen.at(-1)).toEqual({ period: 'CUSTOM', startDate: undefined, endDate: undefined });
  expect(screen.getByLabelText('start date')).toBeInTheDocument();
  expect(screen.getByLabelText('end date')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Choose a start and an end day');
});

it('says in place why a custom range cannot be asked for', async () => {
  await initI18n('EN');
  render(
    <Harness initial={{ period: 'CUSTOM', startDate: '2026-01-01', endDate: '2026-04-01' }} seen={[]} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('A range holds at most 90 days');
});
