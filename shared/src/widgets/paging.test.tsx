import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import Pagination from 'antd/es/pagination';
import { initI18n } from '../i18n/i18n';
import { ApiError } from '../http/ApiError';
import { DEFAULT_PAGE_SIZE, tablePagination, type Page, type PageQuery } from './paging';
import { usePageQuery } from './query/usePageQuery';

function pageOf(query: PageQuery, total = 35): Page<string> {
  const first = (query.current - 1) * query.size;
  const records = Array.from(
    { length: Math.max(0, Math.min(query.size, total - first)) },
    (_, i) => `row ${first + i + 1}`,
  );
  return { current: query.current, size: query.size, total, pages: Math.ceil(total / query.size), records };
}

describe('usePageQuery', () => {
  it('loads the first page with the default size', async () => {
    const load = jest.fn(async (query: PageQuery) => pageOf(query));
    const { result } = renderHook(() => usePageQuery(load));

    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(load).toHaveBeenCalledWith({ current: 1, size: DEFAULT_PAGE_SIZE });
    expect(result.current.page?.records[0]).toBe('row 1');
    expect(result.current.failed).toBe(false);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const load = jest.fn(async (query: PageQuery) => pageOf(query));
    const { result } = renderHook(() => usePageQuery(load));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.changePage(3, 10));
    await waitFor(() => expect(result.current.page?.current).toBe(3));
    act(() => result.current.changePage(3, 20));

    await waitFor(() => expect(result.current.page?.size).toBe(20));
    expect(result.current.query).toEqual({ current: 1, size: 20 });
    expect(load).toHaveBeenLastCalledWith({ current: 1, size: 20 });
  });

  it('keeps the last page on screen and exposes the server msg when a load fails', async () => {
    const load = jest.fn(async (query: PageQuery) => {
      if (query.current === 2)
        throw new ApiError({ kind: 'business', code: 500, httpStatus: 200, msg: 'database busy' });
      return pageOf(query);
    });
    const { result } = renderHook(() => usePageQuery(load));
    await waitFor(() => expect(result.current.loading).toBe(false));

    act(() => result.current.changePage(2, 10));

    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.msg).toBe('database busy');
    expect(result.current.page?.current).toBe(1);
    expect(result.current.page?.records[0]).toBe('row 1');
  });
  it("starts the first page's call while the list first renders, and its first load takes it up", async () => {
    const load = jest.fn(async (query: PageQuery) => pageOf(query));
    const callsWhileRendering: number[] = [];
    const { result } = renderHook(() => {
      const list = usePageQuery(load, { initial: { current: 2, size: 20 } });
      callsWhileRendering.push(load.mock.calls.length);
      return list;
    });
    // called before the first render returned, i.e. before any effect ran
    expect(callsWhileRendering[0]).toBe(1);
    await waitFor(() => expect(result.current.page?.records[0]).toBe('row 21'));
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith({ current: 2, size: 20 });
  });

  it('calls the new `load` when it changes after the first page, and shows its answer', async () => {
    const early = jest.fn(async (query: PageQuery) => pageOf(query, 5));
    const later = jest.fn(async (query: PageQuery) => pageOf(query, 35));
    const { result, rerender } = renderHook(({ load }) => usePageQuery(load), {
      initialProps: { load: early },
    });
    rerender({ load: later });
    await waitFor(() => expect(result.current.page?.total).toBe(35));
    expect(later).toHaveBeenCalledTimes(1);
    act(() => result.current.reload());
    await waitFor(() => expect(later).toHaveBeenCalledTimes(2));
  });

  it('shows a first page asked for ahead, still loading, until its own call answers', async () => {
    let answer: (page: Page<string>) => void = () => undefined;
    const load = jest.fn(() => new Promise<Page<string>>((resolve) => (answer = resolve)));
    const ahead = { answer: Promise.resolve(pageOf({ current: 1, size: 10 }, 3)) };
    const { result } = renderHook(() => usePageQuery(load, { ahead }));
    await waitFor(() => expect(result.current.page?.total).toBe(3));
    expect(result.current.loading).toBe(true);
    act(() => answer(pageOf({ current: 1, size: 10 }, 35)));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.page?.total).toBe(35);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a first page asked for ahead that has already come in its first render', () => {
    const load = jest.fn(() => new Promise<Page<string>>(() => undefined));
    const page = pageOf({ current: 1, size: 10 }, 3);
    const firstRender: (Page<string> | undefined)[] = [];
    renderHook(() => {
      const list = usePageQuery(load, { ahead: { answer: Promise.resolve(page), page } });
      firstRender.push(list.page);
      return list;
    });
    expect(firstRender[0]).toBe(page);
  });

  it('keeps its own answer when the page asked for ahead comes later', async () => {
    let late: (page: Page<string>) => void = () => undefined;
    const ahead = { answer: new Promise<Page<string>>((resolve) => (late = resolve)) };
    const load = jest.fn(async (query: PageQuery) => pageOf(query, 35));
    const { result } = renderHook(() => usePageQuery(load, { ahead }));
    await waitFor(() => expect(result.current.page?.total).toBe(35));
    await act(async () => late(pageOf({ current: 1, size: 10 }, 3)));
    expect(result.current.page?.total).toBe(35);
    expect(result.current.loading).toBe(false);
  });

  it('shows the failure of the call started while rendering', async () => {
    const load = jest.fn(() =>
      Promise.reject(
        new ApiError({ kind: 'business', code: 500, httpStatus: 200, msg: 'Database unavailable' }),
      ),
    );
    const { result } = renderHook(() => usePageQuery(load));
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.msg).toBe('Database unavailable');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('tablePagination', () => {
  it("drives antd's pager from the list and shows the total in the portal language", async () => {
    initI18n('EN');
    const load = async (query: PageQuery) => pageOf(query);
    const { result } = renderHook(() => usePageQuery(load));
    await waitFor(() => expect(result.current.loading).toBe(false));

    const pagination = tablePagination(result.current);

    expect(pagination).toMatchObject({ current: 1, pageSize: 10, total: 35, showSizeChanger: true });
    expect(pagination.pageSizeOptions).toEqual([10, 20, 30, 40, 50, 100]);
    expect(pagination.showTotal?.(35, [1, 10])).toBe('35 in total');
    initI18n('CN');
    expect(pagination.showTotal?.(35, [1, 10])).toBe('共 35 条');
  });

  it.each([
    ['YN', '10 / halaman'],
    ['CN', '10 条/页'],
    ['EN', '10 / page'],
  ])(
    'gives the pager its own antd texts in %s, with no ConfigProvider above it',
    async (language, perPage) => {
      initI18n(language);
      const load = async (query: PageQuery) => pageOf(query);
      const { result } = renderHook(() => usePageQuery(load));
      await waitFor(() => expect(result.current.loading).toBe(false));

      render(<Pagination {...tablePagination(result.current)} />);
      expect(screen.getByText(perPage)).toBeInTheDocument();
      initI18n('EN');
    },
  );
});
