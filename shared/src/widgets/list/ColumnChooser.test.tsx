import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
import type { ColumnLayout } from './columnLayout';

const field = (prop: string, fixed = false) => ({ prop, label: prop.toUpperCase(), fixed });
const layout: ColumnLayout = { chosen: [field('a', true), field('b')], available: [field('c'), field('d')] };

async function setup(overrides: Partial<ColumnChooserProps> = {}) {
  const props: ColumnChooserProps = {
    open: true,
    layout,
    onSave: jest.fn(async () => undefined),
    onRestoreDefault: jest.fn(async () => ({
      chosen: [field('d')],
      available: [field('a'), field('b'), field('c')],
    })),
    onClose: jest.fn(),
    ...overrides,
  };
  await renderPage(<ColumnChooser {...props} />);
  return props;
}

const chosen = () => screen.getByTestId('column-chooser-chosen');
const available = () => screen.getByTestId('column-chooser-available');
const props = (zone: HTMLElement) =>
  [...zone.querySelectorAll('[data-prop]')].map((node) => node.getAttribute('data-prop'));

describe('column chooser', () => {
  it('is a 1000 px dialog with the chosen fields on top and the available ones below, grids of 6', async () => {
    await setup();
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '1000px' });
    expect(props(chosen())).toEqual(['a', 'b']);
    expect(props(available())).toEqual(['c', 'd']);
    expect(chosen().style.gridTemplateColumns).toBe('repeat(6, minmax(0, 1fr))');
    expect(chosen().compareDocumentPosition(available()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('chooses a field by click, moves it with the arrow keys and saves the layout', async () => {
    const { onSave, onClose } = await setup();
    fireEvent.click(within(available()).getByText('C'));
    expect(props(chosen())).toEqual(['a', 'b', 'c']);
    fireEvent.keyDown(within(chosen()).getByRole('listitem', { name: 'C' }), { key: 'ArrowLeft' });
    expect(props(chosen())).toEqual(['a', 'c', 'b']);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        chosen: [field('a', true), field('c'), field('b')],
        available: [field('d')],
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the changes while the parent renders again with an equal layout, and starts afresh when reopened', async () => {
    // A parent that hands a new (equal) layout object on each render, as a list does while it refetches.
    function Parent() {
      const [open, setOpen] = useState(true);
      const [, setRenders] = useState(0);
      return (
        <>
          <button onClick={() => setRenders((count) => count + 1)}>render again</button>
          <button onClick={() => setOpen((was) => !was)}>open or close</button>
          <ColumnChooser
            open={open}
            layout={{ chosen: [...layout.chosen], available: [...layout.available] }}
            onSave={async () => undefined}
            onRestoreDefault={async () => layout}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    await renderPage(<Parent />);
    fireEvent.click(within(available()).getByText('C'));
    fireEvent.click(screen.getByText('render again'));
    expect(props(chosen())).toEqual(['a', 'b', 'c']);
    fireEvent.click(screen.getByText('open or close'));
    fireEvent.click(screen.getByText('open or close'));
    await waitFor(() => expect(props(chosen())).toEqual(['a', 'b']));
  });

  it('moves a field by drag and drop between the zones', async () => {
    await setup();
    const store = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => store.set(k, v),
      getData: (k: string) => store.get(k) ?? '',
    };
    fireEvent.dragStart(within(available()).getByText('D'), { dataTransfer });
    fireEvent.drop(within(chosen()).getByRole('listitem', { name: 'A' }), { dataTransfer });
    expect(props(chosen())).toEqual(['d', 'a', 'b']);
    fireEvent.dragStart(within(chosen()).getByRole('listitem', { name: 'B' }), { dataTransfer });
    fireEvent.drop(available(), { dataTransfer });
    expect(props(available())).toEqual(['c', 'b']);
  });

  it("refuses removing the last chosen field with 'keep at least one selected item'", async () => {
    await setup({ layout: { chosen: [field('a')], available: [field('b')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove A' }));
    expect(await screen.findByText('keep at least one selected item')).toBeInTheDocument();
    expect(props(chosen())).toEqual(['a']);
  });

  it("limits fixing to fixedColumnCount with 'at most N fields can be fixed'", async () => {
    await setup({ fixedColumnCount: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Fix B' }));
    expect(await screen.findByText('at most 1 fields can be fixed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unfix A' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fix B' }));
    expect(screen.getByRole('button', { name: 'Unfix B' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('restores the default layout from defaultUrl', async () => {
    const { onRestoreDefault } = await setup();
    fireEvent.click(screen.getByRole('button', { name: /restore default/i }));
    await waitFor(() => expect(props(chosen())).toEqual(['d']));
    expect(onRestoreDefault).toHaveBeenCalled();
  });
});
