import { act, screen, waitFor } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { renderPage } from '../../testing/renderPage';
import { sessionActions } from '../../session/sessionSlice';
import { signedInStore } from '../../testing/renderPage';
import type { Page, PageQuery } from '../paging';
import { listLink, listQueryOf, withListQuery } from './listLocation';
import { useListScreen, type ListScreenState } from './useListScreen';

type Search = { status?: string[]; name?: string };
const pageOf = (query: PageQuery): Page<{ id: number }> => ({
  current: query.current,
  size: query.size,
  total: 95,
  pages: 10,
  records: [{ id: query.current }],
});

describe('a list state in a URL', () => {
  it('reads and writes the search, page and size, and leaves none for the starting state', () => {
    const query = { search: { status: ['RETURNED'] }, current: 3, size: 20 };
    const written = withListQuery('?billCode=JP1', query);
    expect(new URLSearchParams(written).get('billCode')).toBe('JP1');
    expect(listQueryOf(written)).toEqual(query);
    expect(withListQuery('?filters=%7B%7D&current=2', { search: {}, current: 1, size: 10 })).toBe('');
    expect(listQueryOf('?billCode=JP1')).toBeNull();
    // a link cut short, a size the pager does not offer, a page below 1
    expect(listQueryOf('?filters=%7B%22sta&pageSize=7&current=0')).toEqual({
      search: {},
      current: 1,
      size: 10,
    });
    expect(listQueryOf(listLink('/orderManagement', { status: ['RETURNED'] }).split('?')[1])).toEqual({
      search: { status: ['RETURNED'] },
      current: 1,
      size: 10,
    });
  });
});

let screenState: ListScreenState<{ id: number }, Search> | undefined;
const loadPage = jest.fn(async (query: PageQuery, search: Search) => ({ ...pageOf(query), search }));

function Orders() {
  screenState = useListScreen<{ id: number }, Search>({ cacheKey: 'orders', loadPage });
  const location = useLocation();
  return (
    <>
      <output data-testid="url">{location.pathname + location.search}</output>
      <Link to={listLink('/orders', { status: ['DELIVERED'] })}>delivered</Link>
    </>
  );
}

describe('a list screen and its URL (syncWithLocation)', () => {
  beforeEach(() => loadPage.mockClear());

  it('opens at the state a link gives, over the cached one', async () => {
    const store = signedInStore();
    store.dispatch(
      sessionActions.setListCache({
        key: 'orders',
        value: { search: { name: 'old' }, current: 4, size: 10 },
      }),
    );
    await renderPage(<Orders />, { store, route: listLink('/orders', { status: ['RETURNED'] }) });
    await waitFor(() =>
      expect(loadPage).toHaveBeenCalledWith({ current: 1, size: 10 }, { status: ['RETURNED'] }),
    );
    expect(loadPage).not.toHaveBeenCalledWith(expect.anything(), { name: 'old' });
  });

  it('falls back to the cached state without one, and writes the state into the URL as it changes', async () => {
    const store = signedInStore();
    store.dispatch(
      sessionActions.setListCache({
        key: 'orders',
        value: { search: { name: 'box' }, current: 2, size: 20 },
      }),
    );
    await renderPage(<Orders />, { store, route: '/orders' });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith({ current: 2, size: 20 }, { name: 'box' }));
    await waitFor(() =>
      expect(listQueryOf(screen.getByTestId('url').textContent!.split('?')[1] ?? '')).toEqual({
        search: { name: 'box' },
        current: 2,
        size: 20,
      }),
    );
    act(() => screenState!.applySearch({ status: ['CREATED'] }));
    await waitFor(() =>
      expect(listQueryOf(screen.getByTestId('url').textContent!.split('?')[1] ?? '')).toEqual({
        search: { status: ['CREATED'] },
        current: 1,
        size: 20,
      }),
    );
  });

  it('follows a new link to the page while it is mounted (a kept-alive tab)', async () => {
    await renderPage(<Orders />, { route: '/orders' });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith({ current: 1, size: 10 }, {}));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/orders$/);
    act(() => screen.getByRole('link', { name: 'delivered' }).click());
    await waitFor(() =>
      expect(loadPage).toHaveBeenLastCalledWith({ current: 1, size: 10 }, { status: ['DELIVERED'] }),
    );
    expect(screenState!.search).toEqual({ status: ['DELIVERED'] });
    expect(listQueryOf(screen.getByTestId('url').textContent!.split('?')[1])).toEqual({
      search: { status: ['DELIVERED'] },
      current: 1,
      size: 10,
    });
  });
});
