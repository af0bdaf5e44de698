import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeGateway, refusal, renderPage } from '../../testing';
import type { ReportFilter } from './period';
import { SavedViews } from './SavedViews';
import type { SavedView } from './savedViewsApi';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(120000);

const MARCH = {
  period: 'CUSTOM',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  productType: 'EZ',
} as const;

/** A gateway that keeps the user's views as the real one would (names unique). */
function viewsGateway(initial: SavedView[] = []) {
  let views = [...initial];
  let nextId = 100;
  const stamp = { createdAt: '2026-11-10 09:00:00', updatedAt: '2026-11-10 09:00:00' };
  const taken = (name: string, id?: number) => views.some((view) => view.name === name && view.id !== id);
  return fakeGateway({
    'POST /report-api/bi/list': () => ({ views, limit: 50 }),
    'POST /report-api/bi/save': (_query, body) => {
      if (taken(body.name)) return refusal(`you already have a view named "${body.name}"`);
      const view = { ...body, id: nextId++, ...stamp } as SavedView;
      views = [...views, view];
      return view;
    },
    'POST /report-api/bi/rename': (_query, body) => {
      if (taken(body.name, body.id)) return refusal(`you already have a view named "${body.name}"`);
      views = views.map((view) => (view.id === body.id ? { ...view, name: body.name } : view));
      return views.find((view) => view.id === body.id)!;
    },
    'POST /report-api/bi/delete': (_query, body) => {
      views = views.filter((view) => view.id !== body.id);
      return null;
    },
  });
}

/** A report screen's filter state with the control beside it, as the dashboard has it. */
function Screen({ opened }: { opened: ReportFilter[] }) {
  const [filter, setFilter] = useState<ReportFilter>({ period: 'LAST_7_DAYS' });
  return (
    <>
      <output data-testid="filter">{JSON.stringify(filter)}</output>
      <button onClick={() => setFilter({ period: 'LAST_30_DAYS', receiverProvince: 'JAWA BARAT' })}>
        change filters
      </button>
      <SavedViews
        report="dataDashboard"
        value={filter}
        onOpen={(next) => {
          opened.push(next);
          setFilter(next);
        }}
      />
    </>
  );
}

const viewSelect = () => screen.getByRole('combobox', { name: 'Saved views' });
const dialog = () => screen.getByRole('dialog');

async function chooseView(name: string) {
  fireEvent.mouseDown(viewSelect());
  fireEvent.click(await screen.findByTitle(name));
}

it('opens a saved view: the screen takes its filters', async () => {
  const gateway = viewsGateway([
    { id: 7, name: 'March EZ', report: 'dataDashboard', filter: MARCH, createdAt: '', updatedAt: '' },
  ]);
  const opened: ReportFilter[] = [];
  await renderPage(<Screen opened={opened} />);
  await waitFor(() => expect(gateway.bodies('/report-api/bi/list')).toEqual([{ report: 'dataDashboard' }]));
  await chooseView('March EZ');
  expect(opened).toEqual([MARCH]);
  expect(JSON.parse(screen.getByTestId('filter').textContent!)).toEqual(MARCH);
  expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled();
});

it('saves the current filters under a name, shows a refused name in the dialog, renames and deletes', async () => {
  const gateway = viewsGateway([
    { id: 7, name: 'March EZ', report: 'dataDashboard', filter: MARCH, createdAt: '', updatedAt: '' },
  ]);
  await renderPage(<Screen opened={[]} />);
  await userEvent.click(screen.getByRole('button', { name: 'change filters' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save view' }));

  // a name already taken: the gateway's refusal in the dialog, what was typed kept
  await userEvent.type(within(dialog()).getByLabelText('View name'), 'March EZ');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save view' }));
  expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
    'you already have a view named "March EZ"',
  );
  await userEvent.clear(within(dialog()).getByLabelText('View name'));
  await userEvent.type(within(dialog()).getByLabelText('View name'), 'West Java, 30 days');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save view' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(gateway.bodies('/report-api/bi/save').at(-1)).toEqual({
    name: 'West Java, 30 days',
    report: 'dataDashboard',
    filter: { period: 'LAST_30_DAYS', receiverProvince: 'JAWA BARAT' },
  });
  // the list is asked again and the new view is the one selected
  await waitFor(() =>
    expect(within(screen.getByTestId('saved-views')).getByText('West Java, 30 days')).toBeVisible(),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
  expect(within(dialog()).getByLabelText('View name')).toHaveValue('West Java, 30 days');
  await userEvent.clear(within(dialog()).getByLabelText('View name'));
  await userEvent.type(within(dialog()).getByLabelText('View name'), 'Jabar monthly');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Rename' }));
  await waitFor(() =>
    expect(within(screen.getByTestId('saved-views')).getByText('Jabar monthly')).toBeVisible(),
  );
  expect(gateway.bodies('/report-api/bi/rename')).toEqual([{ id: 100, name: 'Jabar monthly' }]);

  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
  await waitFor(() => expect(gateway.bodies('/report-api/bi/delete')).toEqual([{ id: 100 }]));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled());
  fireEvent.mouseDown(viewSelect());
  expect(await screen.findByTitle('March EZ')).toBeInTheDocument();
  expect(screen.queryByTitle('Jabar monthly')).not.toBeInTheDocument();
});
