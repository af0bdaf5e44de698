import { act, screen } from '@testing-library/react';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { renderPage } from '../../testing/renderPage';
import { type Page, type PageQuery } from '../paging';
import { usePageQuery } from '../query/usePageQuery';
import { ListScreen } from './ListScreen';
import { PagedTable } from './PagedTable';
import { useListPagination } from './pager';
import { tableColumns } from './tableColumns';
import { useDialogFrame } from './useDialogFrame';
import { useListScreen } from './useListScreen';
import type { ListColumn } from './types';

// antd in jsdom on a shared 2-core machine: a full render takes seconds.
jest.setTimeout(60000);

/** Spec §9: mobile is a viewport of 768 px or less. */
const PHONE = 390;
const WIDE = 1366;

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
afterEach(() => setViewportWidth(1024));

interface Parcel {
  id: number;
  billCode: string;
  receiver: string;
  city: string;
}
const PARCELS: Parcel[] = [{ id: 1, billCode: 'JP10000000011', receiver: 'Siti', city: 'Bandung' }];
const loadParcels = async (query: PageQuery): Promise<Page<Parcel>> => ({
  ...query,
  total: 500,
  pages: 50,
  records: PARCELS,
});

// A waybill column fixed on the left, as order management declares it.
const columns: ListColumn<Parcel>[] = [
  { prop: 'billCode', label: 'Waybill', fixed: 'left' },
  { prop: 'receiver', label: 'Receiver' },
  { prop: 'city', label: 'City' },
];

function Parcels() {
  const screenState = useListScreen<Parcel, object, never>({
    cacheKey: 'mobileParcels',
    loadPage: loadParcels,
  });
  return (
    <ListScreen<Parcel, object, never>
      title="Parcels"
      routeName="parcels"
      screen={screenState}
      columns={columns}
      selection
      rowActions={[{ action: 'DETAIL', label: 'Open', onClick: jest.fn() }]}
    />
  );
}

async function showParcels(width: number) {
  setViewportWidth(width);
  const view = await act(() => renderPage(<Parcels />, { btnList: ['parcels_DETAIL'] }));
  await screen.findByText('JP10000000011');
  return view.container;
}

const fixedCells = (container: HTMLElement) =>
  container.querySelectorAll('th[class*="ant-table-cell-fix"], td[class*="ant-table-cell-fix"]');
/** The width antd gives the last (action) column. */
const actionColumnWidth = (container: HTMLElement) => {
  const cols = container.querySelectorAll<HTMLElement>('.ant-table colgroup col');
  return cols[cols.length - 1]?.style.width;
};

describe('the list screen on a phone', () => {
  it('keeps no column fixed (the data columns show beside the selection) and makes the action column 100 px', async () => {
    const container = await showParcels(PHONE);
    expect(fixedCells(container)).toHaveLength(0);
    expect(container.querySelector('.ant-table-selection-column')).not.toBeNull();
    expect(actionColumnWidth(container)).toBe('100px');
  });

  it('keeps the fixed columns and a 120 px action column on a wide screen', async () => {
    const container = await showParcels(WIDE);
    expect(fixedCells(container).length).toBeGreaterThan(0);
    expect(actionColumnWidth(container)).toBe('120px');
  });
});

/** The list screen's table, at page 25 of 50. */
function ScreenTable() {
  const list = usePageQuery(loadParcels, { initial: { current: 25, size: 10 } });
  return <PagedTable<Parcel> list={list} columns={tableColumns<Parcel>({ columns })} />;
}

/** A table of its own (not the list screen) with the spec's pager, at page 25 of 50. */
function OwnTable() {
  const list = usePageQuery(loadParcels, { initial: { current: 25, size: 10 } });
  const pagination = useListPagination(list);
  return (
    <Table<Parcel>
      rowKey="id"
      columns={[{ key: 'billCode', dataIndex: 'billCode', title: 'Waybill' }]}
      dataSource={list.page?.records}
      pagination={pagination}
    />
  );
}

/** The pager's buttons: page numbers and the ••• jumps (not the previous / next arrows). */
const pagerButtons = (container: HTMLElement) =>
  [
    ...container.querySelectorAll(
      '.ant-pagination-item, .ant-pagination-jump-prev, .ant-pagination-jump-next',
    ),
  ].map((button) => button.textContent || '•••');

describe('the pager in the middle of 50 pages', () => {
  it.each([
    ['the list screen', ScreenTable],
    ['a table of its own', OwnTable],
  ])('of %s shows 5 buttons on a phone and 7 on a wide screen', async (_, Shown) => {
    setViewportWidth(PHONE);
    const phone = await act(() => renderPage(<Shown />));
    await screen.findByText('JP10000000011');
    expect(pagerButtons(phone.container)).toEqual(['1', '24', '25', '26', '50']);
    phone.unmount();

    setViewportWidth(WIDE);
    const wide = await act(() => renderPage(<Shown />));
    await screen.findByText('JP10000000011');
    expect(pagerButtons(wide.container)).toEqual(['1', '•••', '24', '25', '26', '•••', '50']);
  });
});

function FramedDialog() {
  const frame = useDialogFrame({ width: 640 });
  return (
    <Modal open title="New ticket" {...frame} footer={null}>
      <div data-testid="dialog-body">body</div>
    </Modal>
  );
}

describe('a dialog framed by useDialogFrame', () => {
  const frameOf = () => screen.getByTestId('dialog-body').closest('.ant-modal') as HTMLElement;

  it('is full screen on a phone', async () => {
    setViewportWidth(PHONE);
    await act(() => renderPage(<FramedDialog />));
    expect(frameOf()).toHaveStyle({ width: '100vw', top: '0px', margin: '0px', maxWidth: '100vw' });
  });

  it('keeps its own width on a wide screen', async () => {
    setViewportWidth(WIDE);
    await act(() => renderPage(<FramedDialog />));
    expect(frameOf()).toHaveStyle({ width: '640px' });
  });
});
