import { act, renderHook, waitFor } from '@testing-library/react';
import type { UIEvent } from 'react';
import { LARGE_LIST_CAP, useLargeList } from './useLargeList';
import type { ListQuery } from './types';

const source = (total: number) =>
  jest.fn(async (query: ListQuery) => {
    const first = (query.current - 1) * query.size;
    const records = Array.from({ length: Math.max(0, Math.min(query.size, total - first)) }, (_, i) => ({
      id: first + i + 1,
    }));
    return { current: query.current, size: query.size, total, pages: Math.ceil(total / query.size), records };
  });

const nearEnd = {
  currentTarget: { scrollTop: 900, clientHeight: 100, scrollHeight: 1000 },
} as unknown as UIEvent<HTMLElement>;
const farFromEnd = {
  currentTarget: { scrollTop: 0, clientHeight: 100, scrollHeight: 5000 },
} as unknown as UIEvent<HTMLElement>;
const search = {};

describe('large-list mode', () => {
  it('appends 50 rows per scroll step near the end', async () => {
    const load = source(5000);
    const { result } = renderHook(() => useLargeList(load, search, true));
    await waitFor(() => expect(result.current.rows).toHaveLength(50));
    act(() => result.current.onScroll(farFromEnd));
    expect(load).toHaveBeenCalledTimes(1);
    act(() => result.current.onScroll(nearEnd));
    await waitFor(() => expect(result.current.rows).toHaveLength(100));
    expect(load).toHaveBeenLastCalledWith({ current: 2, size: 50 });
  });

  it('stops at 1000 rows', async () => {
    const load = source(5000);
    const { result } = renderHook(() => useLargeList(load, search, true));
    for (let step = 1; step <= 25; step += 1) {
      await waitFor(() => expect(result.current.loading).toBe(false));
      act(() => result.current.loadMore());
    }
    await waitFor(() => expect(result.current.rows).toHaveLength(LARGE_LIST_CAP));
    expect(result.current.done).toBe(true);
    expect(load).toHaveBeenCalledTimes(20);
    expect(result.current.rows.at(-1)).toEqual({ id: 1000 });
  });

  it('stops at the total when the source has fewer rows, and loads nothing when off', async () => {
    const load = source(70);
    const { result, rerender } = renderHook(({ on }) => useLargeList(load, search, on), {
      initialProps: { on: false },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ on: true });
    await waitFor(() => expect(result.current.rows).toHaveLength(50));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(70));
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
