import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { selectListCache } from '../../session/selectors';
import { sessionActions } from '../../session/sessionSlice';
import { createPortalStore } from '../../session/store';
import { useListQuery } from './useListQuery';
import type { ListQuery } from './types';

const page = (query: ListQuery) => ({
  current: query.current,
  size: query.size,
  total: 95,
  pages: 10,
  records: [query],
});

describe('cached list query', () => {
  it('keeps the search form, page and size in the session store and restores them on return', async () => {
    const store = createPortalStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const load = jest.fn(async (query: ListQuery) => page(query));
    const first = renderHook(() => useListQuery('goods', load), { wrapper });
    await waitFor(() => expect(first.result.current.list.loading).toBe(false));

    act(() => first.result.current.applySearch({ name: 'box' }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ name: 'box', current: 1, size: 10 }));
    act(() => first.result.current.list.changePage(1, 20));
    act(() => first.result.current.list.changePage(3, 20));
    await waitFor(() =>
      expect(selectListCache('goods')(store.getState())).toEqual({
        search: { name: 'box' },
        current: 3,
        size: 20,
      }),
    );
    first.unmount();

    load.mockClear();
    const again = renderHook(() => useListQuery('goods', load), { wrapper });
    expect(again.result.current.search).toEqual({ name: 'box' });
    expect(again.result.current.list.query).toEqual({ current: 3, size: 20 });
    // the cached answer shows at once, and the list asks again with the cached query
    expect(again.result.current.list.page?.current).toBe(3);
    await waitFor(() => expect(load).toHaveBeenCalledWith({ name: 'box', current: 3, size: 20 }));
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();
  });

  it('clears the cached query at logout', () => {
    const store = createPortalStore();
    store.dispatch(
      sessionActions.setListCache({ key: 'goods', value: { search: {}, current: 2, size: 10 } }),
    );
    store.dispatch(sessionActions.loggedOut());
    expect(selectListCache('goods')(store.getState())).toBeUndefined();
  });

  it('treats a loader answering every row (a tree) as one page', async () => {
    const store = createPortalStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const loadTree = async () => [{ id: 1 }, { id: 2 }];
    const { result } = renderHook(() => useListQuery('tree', loadTree), { wrapper });
    await waitFor(() => expect(result.current.list.page?.total).toBe(2));
  });
});

describe('searching again', () => {
  it('asks the gateway again when the same search is run on its first page (to see what is new)', async () => {
    const store = createPortalStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const load = jest.fn(async (query: ListQuery) => page(query));
    const list = renderHook(() => useListQuery('searchAgain', load), { wrapper });
    await waitFor(() => expect(list.result.current.list.loading).toBe(false));
    act(() => list.result.current.applySearch({ name: 'box' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(list.result.current.list.loading).toBe(false));
    act(() => list.result.current.applySearch({ name: 'box' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(load).toHaveBeenLastCalledWith({ name: 'box', current: 1, size: 10 });
    list.unmount();
  });
});
