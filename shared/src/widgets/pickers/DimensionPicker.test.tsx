import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '../../testing/renderPage';
import { DimensionPicker, dimensionLabel, type DimensionId } from './DimensionPicker';
import { fakeGateway } from '../../testing/fakeGateway';

const bands = [
  { id: 1, name: 'light', start: 0, end: 1 },
  { id: 2, name: 'medium', start: 1, end: 5 },
  { id: 3, name: 'heavy', start: 5, end: 30 },
];

function Harness({ initial = [] as DimensionId[] }) {
  const [value, setValue] = useState<DimensionId[]>(initial);
  return (
    <>
      <DimensionPicker id="bands" value={value} onChange={setValue} />
      <output aria-label="bands">{JSON.stringify(value)}</output>
    </>
  );
}

async function openPanel() {
  fireEvent.click(document.getElementById('bands') as HTMLElement);
  await screen.findByLabelText('1 < w <= 5');
}

describe('DimensionPicker', () => {
  beforeEach(() => fakeGateway({ 'GET /customer-api/weightBand/list': () => bands }));

  it("shows each band as a 'lower < w <= upper' checkbox row", async () => {
    await renderPage(<Harness />);
    await openPanel();

    expect(dimensionLabel(bands[2])).toBe('5 < w <= 30');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      '0 < w <= 1',
      '1 < w <= 5',
      '5 < w <= 30',
    ]);
  });

  it('applies several ticked rows on confirm', async () => {
    await renderPage(<Harness />);
    await openPanel();

    fireEvent.click(screen.getByLabelText('0 < w <= 1'));
    fireEvent.click(screen.getByLabelText('5 < w <= 30'));
    fireEvent.click(screen.getByRole('button', { name: 'confirm' }));

    expect(screen.getByLabelText('bands')).toHaveTextContent('[1,3]');
    expect(document.getElementById('bands')).toHaveTextContent('0 < w <= 1, 5 < w <= 30');
  });

  it('restores the previous choice on cancel', async () => {
    await renderPage(<Harness initial={[2]} />);
    await openPanel();
    expect(screen.getByLabelText('1 < w <= 5')).toBeChecked();

    fireEvent.click(screen.getByLabelText('1 < w <= 5'));
    fireEvent.click(screen.getByLabelText('5 < w <= 30'));
    fireEvent.click(screen.getByRole('button', { name: 'cancel' }));

    expect(screen.getByLabelText('bands')).toHaveTextContent('[2]');
    fireEvent.click(document.getElementById('bands') as HTMLElement);
    await waitFor(() => expect(screen.getByLabelText('1 < w <= 5')).toBeChecked());
    expect(screen.getByLabelText('5 < w <= 30')).not.toBeChecked();
  });
});
