// Over 300 lines: the list recipe is the one way every list screen is built, so its behaviours (search
// collapse, status counts, failure / empty / pager, permissions, export, formats) are tested together here.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Input from 'antd/es/input';
import { applyDayjsLocale, i18n } from '../../i18n';
import { renderPage } from '../../testing/renderPage';
import type { Page, PageQuery } from '../paging';
import { askPageAhead } from '../../routing/pageAhead';
import { ListScreen, type ListScreenProps } from './ListScreen';
import { useListScreen } from './useListScreen';
import type { ListColumn } from './types';

// antd in jsdom on a shared 2-core machine: a full interaction takes seconds.
jest.setTimeout(60000);

interface Parcel {
  id: number;
  billCode: string;
  pieces: number;
  cod: number;
  createdAt: string;
  status: string;
}
interface ParcelSearch {
  billCode?: string;
  receiver?: string;
  phone?: string;
  status?: string;
}
interface Counts {
  total: number;
  byStatus: Record<string, number>;
}

const PARCEL: Parcel = {
  id: 1,
  billCode: 'JP10000000011',
  pieces: 26800,
  cod: 1250000,
  createdAt: '2026-11-23T16:51:13Z', // 23:51 WIB
  status: 'CREATED',
};
const pageOf = (records: Parcel[], total = records.length): Page<Parcel> => ({
  current: 1,
  size: 10,
  total,
  pages: Math.ceil(total / 10),
  records,
});

const columns: ListColumn<Parcel>[] = [
  { prop: 'billCode', label: 'Waybill' },
  { prop: 'pieces', label: 'Pieces', format: 'number' },
  { prop: 'cod', label: 'COD', format: 'money' },
  { prop: 'createdAt', label: 'Created', format: 'time' },
];

type Source = {
  loadPage: jest.Mock<Promise<Page<Parcel>>, [PageQuery, ParcelSearch]>;
  loadCounts: jest.Mock<Promise<Counts>, [ParcelSearch]>;
};

/** The form's values of a search: its fields, the receiver defaulting to none. */
const formValuesOf = (search: ParcelSearch): ParcelSearch => ({ ...search });

function Screen({
  source,
  ...props
}: { source: Source } & Partial<ListScreenProps<Parcel, ParcelSearch, Counts>>) {
  const screenState = useListScreen<Parcel, ParcelSearch, Counts>({
    cacheKey: 'parcels',
    loadPage: source.loadPage,
    loadCounts: source.loadCounts,
    statusField: 'status',
  });
  const counts = screenState.counts;
  return (
    <ListScreen<Parcel, ParcelSearch, Counts>
      title="Parcels"
      routeName="parcels"
      screen={screenState}
      search={{
        name: 'parcelSearch',
        collapsedFields: 1,
        fields: [
          { name: 'billCode', label: 'Waybill', input: <Input /> },
          { name: 'receiver', label: 'Receiver', input: <Input /> },
          { name: 'phone', label: 'Phone', input: <Input /> },
        ],
        formValues: formValuesOf,
        'data-testid': 'parcel-search',
      }}
      status={{
        field: 'status',
        total: counts?.total,
        items: counts && Object.entries(counts.byStatus).map(([key, count]) => ({ key, label: key, count })),
      }}
      toolbar={[
        { key: 'add', label: 'New parcel', permission: 'ADD', onClick: jest.fn() },
        { key: 'export', label: 'Export parcels', permission: 'EXCEL', export: () => Promise.resolve() },
      ]}
      columns={columns}
      rowActions={[{ action: 'DETAIL', label: 'Open', onClick: jest.fn() }]}
      {...props}
    />
  );
}

function source(page: Page<Parcel> = pageOf([PARCEL])): Source {
  return {
    loadPage: jest.fn((_query: PageQuery, _search: ParcelSearch) => Promise.resolve(page)),
    loadCounts: jest.fn((_search: ParcelSearch) =>
      Promise.resolve<Counts>({ total: 5, byStatus: { CREATED: 3, DELIVERED: 2 } }),
    ),
  };
}

/** Renders inside act: the page and the counts land in microtasks after render() returns. */
async function show(ui: React.ReactElement, options: { btnList?: string[] } = {}) {
  await act(() => renderPage(ui, options));
}

const shownFields = () =>
  [...screen.getByTestId('parcel-search').querySelectorAll('.ant-form-item-label label')]
    .filter((label) => !label.closest('[hidden]'))
    .map((label) => label.textContent);

describe('ListScreen', () => {
  it('shows the collapsed search fields until expanded, and opens itself when a hidden field is searched', async () => {
    const parcels = source();
    await show(<Screen source={parcels} />);
    await screen.findByText('JP10000000011');
    expect(shownFields()).toEqual(['Waybill']);
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(shownFields()).toEqual(['Waybill', 'Receiver', 'Phone']);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    expect(shownFields()).toEqual(['Waybill']);

    // a search on a hidden field (a link, a cached search) shows it
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0812' } });
    fireEvent.click(screen.getByRole('button', { name: 'Collapse' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(parcels.loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, { phone: '0812' }),
    );
    await waitFor(() => expect(shownFields()).toEqual(['Waybill', 'Receiver', 'Phone']));
  });

  it("hides the collapsed fields from sight (antd's column classes override a hidden attribute)", async () => {
    await show(<Screen source={source()} />);
    await screen.findByText('JP10000000011');
    // the grid column around a field's form item (the item's label is an antd column too)
    const columnOf = (label: string) =>
      screen.getByLabelText(label).closest('.ant-form-item')?.parentElement as HTMLElement;
    expect(columnOf('Receiver')).toHaveStyle({ display: 'none' });
    expect(columnOf('Phone')).toHaveStyle({ display: 'none' });
    expect(columnOf('Waybill')).not.toHaveStyle({ display: 'none' });
    fireEvent.click(screen.getByRole('button', { name: 'Expand' }));
    expect(columnOf('Receiver')).not.toHaveStyle({ display: 'none' });
  });

  it("puts the search buttons on the fields' line, after the last field (1366 x 768: rows stay in view)", async () => {
    await show(<Screen source={source()} />);
    await screen.findByText('JP10000000011');
    // the grid line around a form item (its column's row; the item's own row is an antd row too)
    const lineOf = (element: Element) => element.closest('.ant-form-item')?.parentElement?.parentElement;
    const fieldsLine = lineOf(screen.getByLabelText('Waybill'));
    expect(fieldsLine).toHaveClass('ant-row');
    expect(lineOf(screen.getByRole('button', { name: 'Search' }))).toBe(fieldsLine);
    expect(lineOf(screen.getByRole('button', { name: 'Expand' }))).toBe(fieldsLine);
  });

  it('counts every status, searches one when its chip is picked, and keeps the counts for every status', async () => {
    const parcels = source();
    await show(<Screen source={parcels} />);
    const chips = await screen.findByTestId('status-chips');
    await within(chips).findByText('DELIVERED');
    expect(within(screen.getByTestId('status-chip-ALL')).getByText('5')).toBeInTheDocument();
    expect(within(screen.getByTestId('status-chip-CREATED')).getByText('3')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('status-chip-DELIVERED'));
    await waitFor(() =>
      expect(parcels.loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, { status: 'DELIVERED' }),
    );
    expect(screen.getByTestId('status-chip-DELIVERED')).toHaveClass('ant-tag-checkable-checked');
    // the counts do not depend on the status picked: not asked again
    expect(parcels.loadCounts).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByTestId('status-chip-ALL'));
    await waitFor(() => expect(parcels.loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, {}));
  });

  it('keeps what the user typed when the page renders again (a row selected)', async () => {
    await show(<Screen source={source()} selection />);
    const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
    fireEvent.change(screen.getByLabelText('Waybill'), { target: { value: 'JP1' } });
    fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(screen.getByLabelText('Waybill')).toHaveValue('JP1');
  });

  it('shows the first page asked for with the page code at once, then its own answer', async () => {
    let answer: (page: Page<Parcel>) => void = () => undefined;
    const parcels = source();
    parcels.loadPage.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    askPageAhead('parcels', { current: 1, size: 10 }, () =>
      Promise.resolve(pageOf([{ ...PARCEL, billCode: 'JP-AHEAD' }])),
    );
    await show(<Screen source={parcels} />);
    expect(await screen.findByText('JP-AHEAD')).toBeInTheDocument();
    await act(async () => answer(pageOf([PARCEL])));
    expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
    expect(screen.queryByText('JP-AHEAD')).not.toBeInTheDocument();
    expect(parcels.loadPage).toHaveBeenCalledTimes(1);
  });

  it("shows 'no data' for an empty page", async () => {
    await show(<Screen source={source(pageOf([]))} />);
    expect(await screen.findByText('no data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('shows the failure with the server msg and a retry that loads again', async () => {
    const parcels = source();
    parcels.loadPage.mockRejectedValueOnce({ code: 500, msg: 'Database unavailable' });
    await show(<Screen source={parcels} />);
    expect(await screen.findByText('request failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('JP10000000011')).toBeInTheDocument();
    expect(parcels.loadPage).toHaveBeenCalledTimes(2);
  });

  it('pages on the server with the spec pager', async () => {
    const parcels = source(pageOf([PARCEL], 35));
    await show(<Screen source={parcels} />);
    expect(await screen.findByText('35 in total')).toBeInTheDocument();
    const pager = screen.getByText('35 in total').closest('ul') as HTMLElement;
    fireEvent.click(within(pager).getByTitle('2'));
    await waitFor(() => expect(parcels.loadPage).toHaveBeenLastCalledWith({ current: 2, size: 10 }, {}));
  });

  it('hides a toolbar button and the row actions without their permission keys', async () => {
    await show(<Screen source={source()} />, { btnList: ['parcels_EXCEL'] });
    const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Export parcels' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New parcel' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('says in one line what the user cannot do when its add button is hidden, and nothing with the key', async () => {
    await show(<Screen source={source()} />, { btnList: ['parcels_EXCEL'] });
    await screen.findByText('JP10000000011');
    expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
      'You can view this page but not add entries; ask your account admin for the permission.',
    );
  });

  it("names the add button's main action in that line, and shows none when the key is held", async () => {
    const toolbar = [
      { key: 'add', label: 'New parcel', permission: 'ADD', mainAction: 'add parcels', onClick: jest.fn() },
    ];
    const { unmount } = await act(() =>
      renderPage(<Screen source={source()} toolbar={toolbar} />, { btnList: [] }),
    );
    await screen.findByText('JP10000000011');
    expect(screen.getByTestId('missing-action-notice')).toHaveTextContent(
      'You can view this page but not add parcels;',
    );
    unmount();
    await show(<Screen source={source()} toolbar={toolbar} />, { btnList: ['parcels_ADD'] });
    await screen.findByText('JP10000000011');
    expect(screen.queryByTestId('missing-action-notice')).toBeNull();
    expect(screen.getByRole('button', { name: 'New parcel' })).toBeInTheDocument();
  });

  it('shows a row action with its key, or with the whole key it names', async () => {
    await show(
      <Screen
        source={source()}
        rowActions={[
          { action: 'DETAIL', label: 'Open', onClick: jest.fn() },
          { action: 'PRINT', label: 'Print', perm: 'btn:/customer-api/print', onClick: jest.fn() },
          {
            action: 'EDIT',
            label: 'Edit',
            onClick: jest.fn(),
            when: (parcel) => parcel.status !== 'CREATED',
          },
        ]}
      />,
      { btnList: ['parcels_DETAIL', 'btn:/customer-api/print', 'parcels_EDIT'] },
    );
    const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
    const actions = within(row).getByRole('button', { name: 'Open' }).parentElement as HTMLElement;
    expect(actions).toHaveStyle({ flexWrap: 'nowrap' });
    // Edit is held but does not apply to a created parcel
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Open', 'Print']);
  });

  it("checks the buttons it is given instead of the session's (a page without checks)", async () => {
    await show(<Screen source={source()} btnList={['parcels_ADD', 'parcels_DETAIL']} />, { btnList: [] });
    const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: 'New parcel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export parcels' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it("shows a column's dictionary label and a summary row", async () => {
    await show(
      <Screen
        source={source()}
        columns={[...columns, { prop: 'status', label: 'Status', type: 'select' }]}
        dictionaries={{ status: [{ value: 'CREATED', label: 'Created, not picked up' }] }}
        table={{ sumColumnList: [{ name: 'pieces', type: 'sum' }] }}
      />,
    );
    const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Created, not picked up')).toBeInTheDocument();
    expect(within(screen.getByTestId('list-summary-row')).getByText('total')).toBeInTheDocument();
  });

  it('shows every row of a tree without a pager, its first level expanded', async () => {
    type Node = Parcel & { children?: Parcel[] };
    const tree: Node = { ...PARCEL, children: [{ ...PARCEL, id: 2, billCode: 'JP20000000022' }] };
    await show(
      <Screen source={source(pageOf([tree], 35))} table={{ tree: { expandLevel: 2 }, unpaged: true }} />,
    );
    expect(await screen.findByText('JP20000000022')).toBeInTheDocument();
    expect(screen.queryByText('35 in total')).not.toBeInTheDocument();
  });

  it("shows large-list mode's rows in a virtual body without a pager", async () => {
    const large = {
      rows: [{ ...PARCEL, id: 7, billCode: 'JP70000000077' }],
      loading: false,
      done: true,
      loadMore: jest.fn(),
      onScroll: jest.fn(),
    };
    await show(<Screen source={source(pageOf([PARCEL], 35))} table={{ large }} index />);
    expect(await screen.findByText('JP70000000077')).toBeInTheDocument();
    expect(screen.queryByText('JP10000000011')).not.toBeInTheDocument();
    expect(screen.queryByText('35 in total')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table-tbody-virtual')).not.toBeNull();
  });

  it.each([
    ['en', 'EN', '26.800', 'Rp 1.250.000', '23 Nov 2026 23:51 WIB'],
    ['id', 'ID', '26.800', 'Rp 1.250.000', '23 Nov 2026 23:51 WIB'],
    // Chinese groups as zh-CN writes it (the language's locale since the seven-language stop)
    ['zh', 'CN', '26,800', 'IDR 1,250,000', '2026-11-23 23:51 WIB'],
  ])(
    'shows number, money and WIB time columns one way in %s',
    async (language, code, pieces, cod, created) => {
      await show(<Screen source={source()} />);
      await act(async () => {
        // as the host switches: dayjs first, then the texts (which re-render the page)
        applyDayjsLocale(code);
        await i18n.changeLanguage(language);
      });
      try {
        const row = (await screen.findByText('JP10000000011')).closest('tr') as HTMLElement;
        await waitFor(() => expect(within(row).getByText(created)).toBeInTheDocument());
        expect(within(row).getByText(pieces)).toBeInTheDocument();
        expect(within(row).getByText(cod)).toBeInTheDocument();
        // numbers and money line up on the right
        expect(within(row).getByText(pieces).closest('td')).toHaveStyle({ textAlign: 'right' });
      } finally {
        await act(async () => {
          applyDayjsLocale('EN');
          await i18n.changeLanguage('en');
        });
      }
    },
  );
});
