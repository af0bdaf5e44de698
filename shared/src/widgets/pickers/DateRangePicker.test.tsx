import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import dayjs from 'dayjs';
import { renderPage } from '../../testing/renderPage';
import { DateRangePicker } from './DateRangePicker';
import { presetRange, withStart, type DateRangeValue } from './dateRange';

function Harness({ initial = ['', ''] as DateRangeValue }) {
  const [range, setRange] = useState<DateRangeValue>(initial);
  return (
    <>
      <DateRangePicker value={range} onChange={setRange} />
      <output aria-label="range">{range.join(' ~ ')}</output>
    </>
  );
}

const range = () => screen.getByLabelText('range');
function pickDay(inputLabel: string, day: string) {
  const input = screen.getByPlaceholderText(inputLabel);
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const cell = document.querySelector<HTMLElement>(
    `.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${day}"]`,
  );
  if (!cell) throw new Error(`no day ${day} in the open calendar`);
  return cell;
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T15:30:00'), advanceTimers: true }));
afterEach(() => jest.useRealTimers());

describe('DateRangePicker', () => {
  it("fills today, yesterday and the last 7 days with the times 00:00:00 and 23:59:59 ('YYYY-MM-DD HH:mm:ss')", async () => {
    await renderPage(<Harness />);

    fireEvent.click(screen.getByText('today'));
    expect(range()).toHaveTextContent('2026-03-10 00:00:00 ~ 2026-03-10 23:59:59');
    fireEvent.click(screen.getByText('yesterday'));
    expect(range()).toHaveTextContent('2026-03-09 00:00:00 ~ 2026-03-09 23:59:59');
    fireEvent.click(screen.getByText('last 7 days'));
    expect(range()).toHaveTextContent('2026-03-04 00:00:00 ~ 2026-03-10 23:59:59');
  });

  it("names WIB days: at 20:30 UTC (03:30 WIB the next day) 'today' is the next day", async () => {
    jest.setSystemTime(new Date('2026-03-10T20:30:00Z'));
    await renderPage(<Harness />);

    fireEvent.click(screen.getByText('today'));
    expect(range()).toHaveTextContent('2026-03-11 00:00:00 ~ 2026-03-11 23:59:59');
    expect(presetRange('last7Days')).toEqual(['2026-03-05 00:00:00', '2026-03-11 23:59:59']);
  });

  it("empties the range with 'all', the quick option of value -1", async () => {
    await renderPage(<Harness initial={presetRange('today')} />);
    const all = screen.getByRole('radio', { name: 'all' });
    expect(all).toHaveAttribute('value', '-1');

    fireEvent.click(all);

    expect(range()).toHaveTextContent(/^~$/);
    expect(all).toBeChecked();
  });

  it('disables end days before the start day', async () => {
    await renderPage(<Harness initial={['2026-03-05 00:00:00', '2026-03-06 23:59:59']} />);

    const before = pickDay('end date', '2026-03-04');

    expect(before).toHaveClass('ant-picker-cell-disabled');
    expect(pickDay('end date', '2026-03-05')).not.toHaveClass('ant-picker-cell-disabled');
  });

  it('sets the end to that day at 23:59:59 when the picked start is later than the end', async () => {
    await renderPage(<Harness initial={['2026-03-01 00:00:00', '2026-03-05 23:59:59']} />);

    fireEvent.click(within(pickDay('start date', '2026-03-08')).getByText('8'));

    expect(range()).toHaveTextContent('2026-03-08 00:00:00 ~ 2026-03-08 23:59:59');
  });

  it('keeps the end when the picked start is not later than it', () => {
    expect(withStart(['2026-03-01 00:00:00', '2026-03-05 23:59:59'], dayjs('2026-03-03'))).toEqual([
      '2026-03-03 00:00:00',
      '2026-03-05 23:59:59',
    ]);
  });

  it('gives a picked end day the time 23:59:59', async () => {
    await renderPage(<Harness initial={['2026-03-01 00:00:00', '']} />);

    fireEvent.click(within(pickDay('end date', '2026-03-07')).getByText('7'));

    expect(range()).toHaveTextContent('2026-03-01 00:00:00 ~ 2026-03-07 23:59:59');
  });
});
