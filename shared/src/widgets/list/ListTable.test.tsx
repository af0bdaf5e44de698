import { fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../../testing/renderPage';
import { ListTable } from './ListTable';
import { tableColumns } from './tableColumns';
import type { ListColumn, ListRow } from './types';

type Row = { id: number; name: string | null; weight: number; children?: Row[] };
const columns: ListColumn<Row>[] = [
  { prop: 'name', label: 'Name' },
  { prop: 'weight', label: 'Weight', sortable: true },
];
const built = (extra: Partial<Parameters<typeof tableColumns<Row>>[0]> = {}) =>
  tableColumns<Row>({ columns, dictionaries: {}, idKey: 'id', indexLabel: 'No.', ...extra });
const rows: ListRow<Row>[] = [
  { id: 1, name: 'Box', weight: 1.25 },
  { id: 2, name: null, weight: 2.5 },
];

describe('list table', () => {
  it('lets the keyboard reach its sideways-scrolling region (axe scrollable-region-focusable)', async () => {
    const { container } = await renderPage(
      <ListTable<Row> rows={rows} columns={built()} idKey="id" pagination={false} />,
    );
    expect(container.querySelector('.ant-table-content')).toHaveAttribute('tabindex', '0');
  });

  it("keeps the aria-hidden measure row's select-all checkbox and sorter out of reach (axe aria-hidden-focus)", async () => {
    const { container } = await renderPage(
      <ListTable<Row>
        rows={rows}
        columns={built()}
        idKey="id"
        pagination={false}
        selection={{ keys: [], onChange: jest.fn() }}
      />,
    );
    const measure = container.querySelector('.ant-table-measure-row') as HTMLElement;
    expect(measure).toHaveAttribute('aria-hidden', 'true');
    expect(measure).toHaveAttribute('inert');
    const reachable = measure.querySelectorAll('input, button, a[href], [tabindex]');
    expect(reachable.length).toBeGreaterThan(0);
    for (const element of reachable) expect(element).toHaveAttribute('tabindex', '-1');
    // the header's own checkbox stays reachable
    expect(container.querySelector('thead input[type="checkbox"]')).not.toHaveAttribute('tabindex', '-1');
  });

  it('keeps a row that cannot be chosen out of the selection, select-all included', async () => {
    const onChange = jest.fn();
    const { container } = await renderPage(
      <ListTable<Row>
        rows={rows}
        columns={built()}
        idKey="id"
        pagination={false}
        selection={{ keys: [], onChange, disabled: (row) => row.name === null }}
      />,
    );
    const boxes = container.querySelectorAll<HTMLInputElement>(
      'tbody tr[data-row-key] input[type="checkbox"]',
    );
    expect([...boxes].map((box) => box.disabled)).toEqual([false, true]);
    fireEvent.click(container.querySelector('thead input[type="checkbox"]')!);
    expect(onChange).toHaveBeenLastCalledWith([1], [rows[0]], expect.anything());
  });

  it("shows the illustration and 'no data' when empty", async () => {
    const { container } = await renderPage(
      <ListTable<Row> rows={[]} columns={built()} idKey="id" pagination={false} />,
    );
    expect(screen.getByText('no data')).toBeInTheDocument();
    expect(container.querySelector('.ant-empty-image svg')).not.toBeNull();
  });

  it("shows '--' for empty cells and numbers rows from the page offset in a 60 px index column", async () => {
    const columnsWithIndex = built({ index: true, indexOffset: 10 });
    expect(columnsWithIndex[0]).toMatchObject({ width: 60 });
    await renderPage(<ListTable<Row> rows={rows} columns={columnsWithIndex} idKey="id" pagination={false} />);
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it("adds a summary row labelled 'total' and widens the selection column from 50 to 70", async () => {
    const { container, unmount } = await renderPage(
      <ListTable<Row>
        rows={rows}
        columns={built()}
        idKey="id"
        pagination={false}
        selection={{ keys: [], onChange: jest.fn() }}
        sumColumnList={[{ name: 'weight', type: 'sum' }]}
      />,
    );
    const summary = screen.getByTestId('list-summary-row');
    expect(summary).toHaveTextContent('total');
    expect(summary).toHaveTextContent('3.75');
    expect(container.querySelector('col.ant-table-selection-col')).toHaveStyle({ width: '70px' });
    unmount();
    const plain = await renderPage(
      <ListTable<Row>
        rows={rows}
        columns={built()}
        idKey="id"
        pagination={false}
        selection={{ keys: [], onChange: jest.fn() }}
      />,
    );
    expect(plain.container.querySelector('col.ant-table-selection-col')).toHaveStyle({ width: '50px' });
  });

  it('selects every loaded row with select-all', async () => {
    const onChange = jest.fn();
    await renderPage(
      <ListTable<Row>
        rows={rows}
        columns={built()}
        idKey="id"
        pagination={false}
        selection={{ keys: [], onChange }}
      />,
    );
    fireEvent.click(screen.getAllByRole('checkbox')[0]);
    expect(onChange.mock.calls[0][0]).toEqual([1, 2]);
  });

  it('expands tree rows down to the expand level', async () => {
    const tree: ListRow<Row>[] = [
      {
        id: 1,
        name: 'Root',
        weight: 0,
        children: [{ id: 2, name: 'Child', weight: 0, children: [{ id: 3, name: 'Grandchild', weight: 0 }] }],
      },
    ];
    await renderPage(
      <ListTable<Row>
        rows={tree}
        columns={built()}
        idKey="id"
        pagination={false}
        tree={{ expandLevel: 2 }}
      />,
    );
    expect(screen.getByText('Child')).toBeInTheDocument();
    expect(screen.queryByText('Grandchild')).toBeNull();
  });

  it('expands every tree row with expandAll', async () => {
    const tree: ListRow<Row>[] = [
      {
        id: 1,
        name: 'Root',
        weight: 0,
        children: [{ id: 2, name: 'Child', weight: 0, children: [{ id: 3, name: 'Grandchild', weight: 0 }] }],
      },
    ];
    await renderPage(
      <ListTable<Row>
        rows={tree}
        columns={built()}
        idKey="id"
        pagination={false}
        tree={{ expandAll: true }}
      />,
    );
    expect(screen.getByText('Grandchild')).toBeInTheDocument();
  });
});
