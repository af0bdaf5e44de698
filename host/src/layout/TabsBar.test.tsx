import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionActions, storage, type VisitedTab } from 'shared';
import { renderWithPortal } from '../test/renderWithPortal';
import { TabsBar } from './TabsBar';

const tab = (name: string): VisitedTab => ({
  name,
  path: `/${name}`,
  fullPath: `/${name}`,
  meta: { titleKey: `route.${name}` },
});

function setup(path: string, open: string[]) {
  const utils = renderWithPortal(<TabsBar />, { path });
  act(() => {
    for (const name of open) utils.store.dispatch(sessionActions.openTab(tab(name)));
  });
  return utils;
}

const tabNames = () => screen.getAllByRole('tab').map((element) => element.textContent);
const paths = (store: ReturnType<typeof setup>['store']) =>
  store.getState().session.visitedTabs.map((open) => open.path);

async function chooseAction(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'tab actions' }));
  fireEvent.click(await screen.findByText(label));
}

beforeEach(() => localStorage.clear());

describe('TabsBar', () => {
  it('shows the index tab first, affixed (no close button)', () => {
    setup('/orderEntry', ['orderEntry', 'myWaybill']);
    expect(tabNames()).toEqual(['Beranda', 'orderEntry', 'myWaybill']);
    const indexTab = screen.getAllByRole('tab')[0].closest('.ant-tabs-tab') as HTMLElement;
    expect(within(indexTab).queryByRole('button', { name: /remove|close/i })).toBeNull();
  });

  it('closing the active tab removes it and goes to the last remaining tab', async () => {
    const { store } = setup('/myWaybill', ['orderEntry', 'myWaybill']);
    const active = screen.getAllByRole('tab')[2].closest('.ant-tabs-tab') as HTMLElement;
    fireEvent.click(within(active).getByRole('button', { hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/orderEntry'));
    expect(paths(store)).toEqual(['/index', '/orderEntry']);
  });

  it("keeps the close and 'more' buttons out of the tablist for assistive technology and the Tab key; Delete on a tab closes it", async () => {
    const { store } = setup('/myWaybill', ['orderEntry', 'myWaybill']);
    const hidden = () => {
      const closeButtons = document.querySelectorAll('.ant-tabs-tab-remove');
      expect(closeButtons.length).toBeGreaterThan(0);
      for (const button of closeButtons) {
        expect(button).toHaveAttribute('aria-hidden', 'true');
        expect(button).toHaveAttribute('tabindex', '-1');
      }
    };
    await waitFor(hidden);
    expect(document.querySelectorAll('.ant-tabs-tab-remove')).toHaveLength(2);
    // a tab opened later, and antd setting the active tab's button back into the tab order
    act(() => {
      store.dispatch(sessionActions.openTab(tab('fastPrinting')));
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-tabs-tab-remove')).toHaveLength(3));
    document.querySelector('.ant-tabs-tab-remove')?.setAttribute('tabindex', '0');
    await waitFor(hidden);
    // antd shows the 'more' button once the tabs overflow
    document.querySelector('.ant-tabs-nav-more')?.setAttribute('aria-hidden', 'false');
    await waitFor(() =>
      expect(document.querySelector('.ant-tabs-nav-more')).toHaveAttribute('aria-hidden', 'true'),
    );
    // the 'more' button of tabs that do not fit is in the tablist too
    expect(document.querySelector('.ant-tabs-nav-more')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelector('.ant-tabs-nav-more')).toHaveAttribute('tabindex', '-1');
    expect(within(screen.getByRole('tablist')).queryAllByRole('button')).toHaveLength(0);
    const active = screen.getAllByRole('tab')[2];
    fireEvent.focus(active);
    fireEvent.keyDown(active, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(paths(store)).toEqual(['/index', '/orderEntry', '/fastPrinting']));
  });

  it("'close others' keeps the affixed index and the current tab, and persists the list", async () => {
    const { store } = setup('/orderEntry', ['orderEntry', 'myWaybill', 'fastPrinting']);
    await chooseAction('Tutup lainnya');
    expect(paths(store)).toEqual(['/index', '/orderEntry']);
    expect(storage.getTabs().map((open) => open.path)).toEqual(['/index', '/orderEntry']);
    expect(screen.getByTestId('location')).toHaveTextContent('/orderEntry');
  });

  it("'close all' keeps only the affixed index and goes there", async () => {
    const { store } = setup('/myWaybill', ['orderEntry', 'myWaybill']);
    await chooseAction('Tutup semua');
    expect(paths(store)).toEqual(['/index']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/index'));
  });

  it("right-clicking a tab opens its menu: 'close others' keeps that tab (and the affixed index) and goes there", async () => {
    const { store } = setup('/orderEntry', ['orderEntry', 'myWaybill', 'fastPrinting']);
    fireEvent.contextMenu(screen.getByText('myWaybill'));
    fireEvent.click(await screen.findByText('Tutup lainnya'));
    expect(paths(store)).toEqual(['/index', '/myWaybill']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/myWaybill'));
  });

  it('clicking a tab navigates to its full path', () => {
    setup('/orderEntry', ['orderEntry', 'myWaybill']);
    fireEvent.click(screen.getByText('myWaybill'));
    expect(screen.getByTestId('location')).toHaveTextContent('/myWaybill');
  });
});
