import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { ApiData } from '../../api/types';
import { renderPage } from '../../testing/renderPage';
import { fakeGateway, pageOf } from '../../testing/fakeGateway';
import { SinglePicker, type SingleOption } from './SinglePicker';

/** Time-effective types as the gateway answers them. */
type TimeEffectiveType = ApiData<'/customer-api/timeEffectiveType/page', 'get'>['records'][number];
const types: TimeEffectiveType[] = Array.from({ length: 15 }, (_, i) => ({
  id: i + 1,
  name: `Type ${i + 1}`,
  code: `T${i + 1}`,
  isEnable: i === 1 ? (2 as const) : (1 as const),
}));

function gateway() {
  return fakeGateway({
    'GET /customer-api/timeEffectiveType/page': (query) =>
      pageOf(
        types.filter((row) => row.name.toLowerCase().includes((query.name ?? '').toLowerCase())),
        query,
      ),
  });
}

function Harness() {
  const [value, setValue] = useState<SingleOption | null>(null);
  return (
    <>
      <SinglePicker networkId={12} value={value} onChange={setValue} />
      <output aria-label="chosen">{value?.name ?? 'none'}</output>
    </>
  );
}

const option = (label: string) =>
  Array.from(document.querySelectorAll('.ant-select-item-option')).find((node) => node.textContent === label);
const holder = () => document.querySelector('.ant-select-dropdown-list-holder') as HTMLElement;

afterEach(() => jest.useRealTimers());

describe('SinglePicker', () => {
  it('lists page 1 of 10 time-effective types when opened', async () => {
    const calls = gateway();
    await renderPage(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox'));

    await waitFor(() => expect(option('Type 10')).toBeDefined());
    expect(option('Type 11')).toBeUndefined();
    expect(calls.calls()[0]).toMatchObject({
      url: '/customer-api/timeEffectiveType/page',
      query: { current: '1', size: '10', name: '', networkId: '12' },
    });
  });

  it('disables entries whose isEnable is 2', async () => {
    gateway();
    await renderPage(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(option('Type 2')).toBeDefined());

    expect(option('Type 2')).toHaveClass('ant-select-item-option-disabled');
    fireEvent.click(option('Type 2') as Element);
    expect(screen.getByLabelText('chosen')).toHaveTextContent('none');
  });

  it('loads the next page at the end of the list until pages are exhausted', async () => {
    const calls = gateway();
    await renderPage(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(option('Type 10')).toBeDefined());

    fireEvent.scroll(holder());
    await waitFor(() => expect(option('Type 15')).toBeDefined());
    fireEvent.scroll(holder());

    expect(calls.calls().map((call) => call.query.current)).toEqual(['1', '2']);
  });

  it('searches by name 1000 ms after the last keystroke, from page 1', async () => {
    jest.useFakeTimers();
    const calls = gateway();
    await renderPage(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Type 1' } });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Type 12' } });
    act(() => jest.advanceTimersByTime(1000));

    await waitFor(() => expect(calls.calls()).toHaveLength(2));
    expect(calls.calls()[1].query).toMatchObject({ current: '1', name: 'Type 12' });
    await waitFor(() => expect(option('Type 3')).toBeUndefined());
  });

  it('reports the chosen entry and closes the list', async () => {
    gateway();
    await renderPage(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    await waitFor(() => expect(option('Type 3')).toBeDefined());

    fireEvent.click(option('Type 3') as Element);

    expect(screen.getByLabelText('chosen')).toHaveTextContent('Type 3');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false'));
  });
});
