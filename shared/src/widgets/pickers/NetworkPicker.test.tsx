import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { configureHttp } from '../../http/configure';
import { renderPage } from '../../testing/renderPage';
import { fakeGateway, pageOf, type GatewayQuery } from '../../testing/fakeGateway';
import { NetworkPicker, type NetworkChoice, type NetworkPickerProps } from './NetworkPicker';
import type { ApiData } from '../../api/types';

/** A network as the gateway answers it (fields the picker does not read get neutral values). */
type NetworkNode = ApiData<'/customer-api/network/tree', 'get'>[number];
const network = (
  fields: Pick<NetworkNode, 'id' | 'name' | 'code' | 'isEnable'> & Partial<NetworkNode>,
): NetworkNode => ({
  parentId: null,
  level: 1,
  typeId: 1,
  hasChildren: false,
  ...fields,
});

const hubs: NetworkNode[] = [
  network({ id: 1, name: 'Jakarta Hub', code: 'JKT', isEnable: 1, level: 1, hasChildren: true }),
  network({ id: 2, name: 'Bandung Hub', code: 'BDG', isEnable: 2, level: 1, hasChildren: false }),
  network({
    id: 3,
    name: 'Medan Hub',
    code: 'MDN',
    isEnable: 1,
    level: 1,
    hasChildren: false,
    abnormalName: 'overloaded',
  }),
];
const outlets: NetworkNode[] = [
  network({ id: 11, name: 'Kemang Outlet', code: 'JKT-KMG', isEnable: 1, level: 2 }),
];
const matches = (count: number): NetworkNode[] =>
  Array.from({ length: count }, (_, i) =>
    network({
      id: 100 + i,
      name: `Outlet ${i + 1}`,
      code: `OUT${i + 1}`,
      isEnable: 1,
    }),
  );

function gateway(found = matches(25)) {
  const search = (query: GatewayQuery) =>
    pageOf(
      found.filter((row) => `${row.name}${row.code}`.toLowerCase().includes((query.key ?? '').toLowerCase())),
      query,
    );
  return fakeGateway({
    'GET /customer-api/network/tree': (query) => (query.id === '1' ? outlets : hubs),
    'GET /customer-api/network/search': search,
    'GET /customer-api/network/all': search,
  });
}

function Harness(props: NetworkPickerProps) {
  const [value, setValue] = useState<NetworkChoice | null>(null);
  return (
    <>
      <NetworkPicker networkId={12} {...props} value={value} onChange={setValue} />
      <output aria-label="chosen">{value ? value.code : 'none'}</output>
    </>
  );
}

const combobox = () => screen.getByRole('combobox');
const open = () => fireEvent.mouseDown(combobox());
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const listHolder = () => document.querySelector('.ant-select-tree-list-holder') as HTMLElement;
const optionTitles = () =>
  Array.from(document.querySelectorAll('.ant-select-tree-treenode .ant-select-tree-title')).map(
    (node) => node.textContent,
  );

afterEach(() => jest.useRealTimers());

describe('NetworkPicker', () => {
  it("opens on the lazy tree's first level, labelled 'name|code' (queryLevel 1)", async () => {
    const calls = gateway();
    await renderPage(<Harness />);
    open();

    await screen.findByText('Jakarta Hub|JKT');
    expect(calls.calls('/customer-api/network/tree')[0].query).toEqual({ networkId: '12', queryLevel: '1' });
    expect(optionTitles()).toEqual(['Jakarta Hub|JKT', 'Bandung Hub|BDG', 'Medan Hub|MDNoverloaded']);
  });

  it('loads the children of a tree node only when it is expanded', async () => {
    const calls = gateway();
    await renderPage(<Harness />);
    open();
    await screen.findByText('Jakarta Hub|JKT');
    expect(calls.calls('/customer-api/network/tree')).toHaveLength(1);

    fireEvent.click(document.querySelector('.ant-select-tree-switcher_close') as Element);

    await screen.findByText('Kemang Outlet|JKT-KMG');
    expect(calls.calls('/customer-api/network/tree')[1].query).toMatchObject({ id: '1', level: '1' });
  });

  it('disables networks whose isEnable is 2 and shows the abnormalName', async () => {
    gateway();
    await renderPage(<Harness />);
    open();

    const bandung = await screen.findByText('Bandung Hub|BDG');
    expect(bandung.closest('.ant-select-tree-treenode')).toHaveClass('ant-select-tree-treenode-disabled');
    expect(screen.getByText('overloaded')).toBeInTheDocument();
    fireEvent.click(bandung);
    expect(screen.getByLabelText('chosen')).toHaveTextContent('none');
  });

  it('searches once, 1000 ms after the last keystroke, from page 1 of 10', async () => {
    jest.useFakeTimers();
    const calls = gateway();
    await renderPage(<Harness />);
    open();
    for (const text of ['o', 'ou', 'out', 'outl']) {
      type(text);
      act(() => jest.advanceTimersByTime(200));
    }
    expect(calls.calls('/customer-api/network/search')).toHaveLength(0);

    act(() => jest.advanceTimersByTime(1000));

    await screen.findByText('Outlet 1|OUT1');
    const searches = calls.calls('/customer-api/network/search');
    expect(searches).toHaveLength(1);
    expect(searches[0].query).toMatchObject({
      current: '1',
      size: '10',
      key: 'outl',
      networkId: '12',
      queryLevel: '3',
    });
  });

  it('loads the next page when the list is scrolled to its end, until pages are exhausted', async () => {
    const calls = gateway(matches(25));
    await renderPage(<Harness tree={false} />);
    open();
    await screen.findByText('Outlet 10|OUT10');
    expect(optionTitles()).toHaveLength(10);

    fireEvent.scroll(listHolder());
    await screen.findByText('Outlet 20|OUT20');
    fireEvent.scroll(listHolder());
    await screen.findByText('Outlet 25|OUT25');
    fireEvent.scroll(listHolder());

    expect(optionTitles()).toHaveLength(25);
    expect(calls.calls('/customer-api/network/search').map((call) => call.query.current)).toEqual([
      '1',
      '2',
      '3',
    ]);
  });

  it('goes back to page 1 and reloads when the search key changes', async () => {
    jest.useFakeTimers();
    const calls = gateway(matches(25));
    await renderPage(<Harness tree={false} />);
    open();
    await screen.findByText('Outlet 10|OUT10');
    fireEvent.scroll(listHolder());
    await screen.findByText('Outlet 20|OUT20');

    type('Outlet 2');
    act(() => jest.advanceTimersByTime(1000));

    await waitFor(() => expect(optionTitles()).toContain('Outlet 21|OUT21'));
    expect(optionTitles()).not.toContain('Outlet 1|OUT1');
    expect(calls.calls('/customer-api/network/search').at(-1)?.query).toMatchObject({
      current: '1',
      key: 'Outlet 2',
    });
  });

  it('lists every network through network/all, without networkId, when scope is all', async () => {
    const calls = gateway();
    await renderPage(<Harness scope="all" tree={false} typeIds="3,4" />);
    open();

    await screen.findByText('Outlet 1|OUT1');
    expect(calls.calls('/customer-api/network/search')).toHaveLength(0);
    expect(calls.calls('/customer-api/network/all')[0].query).toEqual({
      current: '1',
      size: '10',
      key: '',
      queryLevel: '3',
      typeIds: '3,4',
    });
  });

  it('reports the chosen network and closes the list', async () => {
    gateway();
    await renderPage(<Harness />);
    open();

    fireEvent.click(await screen.findByText('Jakarta Hub|JKT'));

    expect(screen.getByLabelText('chosen')).toHaveTextContent('JKT');
    await waitFor(() => expect(combobox()).toHaveAttribute('aria-expanded', 'false'));
    expect(document.querySelector('.ant-select-content')?.textContent).toContain('Jakarta Hub|JKT');
  });

  it("asks 'This operation will clear the earlier permissions, continue?' before clearing when configured", async () => {
    gateway();
    await renderPage(<Harness confirmClear />);
    open();
    fireEvent.click(await screen.findByText('Jakarta Hub|JKT'));

    fireEvent.mouseDown(document.querySelector('.ant-select-clear') as Element);
    fireEvent.click(document.querySelector('.ant-select-clear') as Element);

    expect(
      await screen.findByText('This operation will clear the earlier permissions, continue?'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('chosen')).toHaveTextContent('JKT');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('chosen')).toHaveTextContent('none'));
  });

  it('shows the server msg when a network call answers a non-success code', async () => {
    const error = jest.fn();
    configureHttp({ notify: { error } });
    fakeGateway({
      'GET /customer-api/network/tree': () => ({ code: 500, msg: 'network service down', data: null }),
    });
    await renderPage(<Harness />);
    open();

    await waitFor(() => expect(error).toHaveBeenCalledWith('network service down'));
    configureHttp({});
  });

  it('sizes the popup: select 315 px, search list 300 px, tree list 180 px', async () => {
    jest.useFakeTimers();
    gateway();
    await renderPage(<Harness popupClassName="network-popup" />);
    open();
    await screen.findByText('Jakarta Hub|JKT');

    expect(document.querySelector('.network-popup')).toHaveStyle({ maxHeight: '315px' });
    expect(listHolder()).toHaveStyle({ maxHeight: '180px' });
    type('out');
    act(() => jest.advanceTimersByTime(1000));
    await screen.findByText('Outlet 1|OUT1');
    expect(listHolder()).toHaveStyle({ maxHeight: '300px' });
  });
});
