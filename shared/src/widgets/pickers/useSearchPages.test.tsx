import type { UIEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { deferred, pageOf } from '../../testing/fakeGateway';
import type { Page, PageQuery } from '../paging';
import { useSearchPages, type SearchPagesOptions } from './useSearchPages';

interface Row {
  id: number;
  name: string;
}

/** 25 rows for the empty key (3 pages of 10); a key keeps the rows whose name holds it. */
const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));

interface PendingLoad {
  query: PageQuery;
  key: string;
  /** Answers the page the gateway would give for this query and key. */
  answer(): Promise<void>;
}

/** A load whose answers the test releases one by one, in any order. */
function heldLoad() {
  const pending: PendingLoad[] = [];
  const load = jest.fn((query: PageQuery, key: string): Promise<Page<Row>> => {
    const held = deferred<Page<Row>>();
    const matching = rows.filter((row) => row.name.includes(key));
    pending.push({
      query,
      key,
      answer: () =>
        act(async () => {
          held.resolve(pageOf(matching, { current: String(query.current), size: String(query.size) }));
          await held.promise;
        }),
    });
    return held.promise;
  });
  return { load, pending };
}

function renderSearch(options?: SearchPagesOptions) {
  const { load, pending } = heldLoad();
  const view = renderHook(() => useSearchPages(load, options));
  return { load, pending, result: view.result };
}

/** A scroll event of a list scrolled to `scrollTop` (300 px of 1000 px visible). */
const scrolledTo = (scrollTop: number) =>
  ({
    currentTarget: { scrollHeight: 1000, clientHeight: 300, scrollTop },
  }) as unknown as UIEvent<HTMLElement>;
const END = 700;

const names = (records: Row[]) => records.map((row) => row.name);
const keysAsked = (load: ReturnType<typeof heldLoad>['load']) => load.mock.calls.map(([, key]) => key);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useSearchPages', () => {
  it('loads nothing while closed, then page 1 of 10 for the empty key when opened', async () => {
    const { load, pending, result } = renderSearch();
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.onOpenChange(true));
    expect(load).toHaveBeenCalledWith({ current: 1, size: 10 }, '');
    expect(result.current.waiting).toBe(true);

    await pending[0].answer();
    expect(result.current.list.records).toHaveLength(10);
    expect(result.current.waiting).toBe(false);
  });

  it('searches the typed text, trimmed, 1000 ms after the last keystroke, from page 1', async () => {
    const { load, pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();

    act(() => result.current.onSearch('Row 1'));
    act(() => jest.advanceTimersByTime(600));
    act(() => result.current.onSearch(' Row 2 '));
    act(() => jest.advanceTimersByTime(999));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.typed).toBe(' Row 2 ');
    expect(result.current.settling).toBe(true);
    expect(result.current.waiting).toBe(true);

    act(() => jest.advanceTimersByTime(1));
    expect(result.current.key).toBe('Row 2');
    expect(result.current.settling).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ current: 1, size: 10 }, 'Row 2');

    await pending[1].answer();
    expect(names(result.current.list.records)).toEqual([
      'Row 2',
      'Row 20',
      'Row 21',
      'Row 22',
      'Row 23',
      'Row 24',
      'Row 25',
    ]);
  });

  it('loads the next page once the list is scrolled to its end, one page at a time', async () => {
    const { load, pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();

    act(() => result.current.list.onPopupScroll(scrolledTo(END - 100)));
    expect(load).toHaveBeenCalledTimes(1);

    act(() => result.current.list.onPopupScroll(scrolledTo(END)));
    act(() => result.current.list.onPopupScroll(scrolledTo(END)));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith({ current: 2, size: 10 }, '');

    await pending[1].answer();
    expect(result.current.list.records).toHaveLength(20);
    expect(result.current.list.hasMore).toBe(true);
  });

  it('asks for no page past the last one', async () => {
    const { load, pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();
    for (const page of [2, 3]) {
      act(() => result.current.list.onPopupScroll(scrolledTo(END)));
      expect(load).toHaveBeenLastCalledWith({ current: page, size: 10 }, '');
      await pending[page - 1].answer();
    }
    expect(result.current.list.records).toHaveLength(25);
    expect(result.current.list.hasMore).toBe(false);

    act(() => result.current.list.onPopupScroll(scrolledTo(END)));
    act(() => result.current.list.loadMore());
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('clears the search when the list closes, so reopening it at once lists the empty key from page 1', async () => {
    const { load, pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();
    act(() => result.current.onSearch('Row 7'));
    act(() => jest.advanceTimersByTime(1000));
    await pending[1].answer();
    expect(names(result.current.list.records)).toEqual(['Row 7']);

    act(() => result.current.onOpenChange(false));
    expect(result.current.open).toBe(false);
    expect(result.current.typed).toBe('');
    expect(result.current.key).toBe('');

    act(() => result.current.onOpenChange(true));
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith({ current: 1, size: 10 }, '');
    await pending[2].answer();
    expect(result.current.list.records).toHaveLength(10);
    expect(result.current.settling).toBe(false);
  });

  it('closes and clears the search after a choice (close)', async () => {
    const { pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();
    act(() => result.current.onSearch('Row 3'));

    act(() => result.current.close());

    expect(result.current.open).toBe(false);
    expect(result.current.typed).toBe('');
    expect(result.current.key).toBe('');
  });

  it("keeps the later key's list when an earlier key answers late", async () => {
    const { load, pending, result } = renderSearch();
    act(() => result.current.onOpenChange(true));
    await pending[0].answer();
    act(() => result.current.list.onPopupScroll(scrolledTo(END)));
    act(() => result.current.onSearch('Row 1'));
    act(() => jest.advanceTimersByTime(1000));
    act(() => result.current.onSearch('Row 2'));
    act(() => jest.advanceTimersByTime(1000));
    expect(keysAsked(load)).toEqual(['', '', 'Row 1', 'Row 2']);

    await pending[3].answer();
    await pending[2].answer(); // 'Row 1' answers after 'Row 2'
    await pending[1].answer(); // page 2 of the empty key, later still

    expect(names(result.current.list.records)).toEqual([
      'Row 2',
      'Row 20',
      'Row 21',
      'Row 22',
      'Row 23',
      'Row 24',
      'Row 25',
    ]);
    expect(result.current.list.loading).toBe(false);
  });

  it('leaves the list idle for the empty key when listEmptyKey is false (a tree browses then)', async () => {
    const { load, pending, result } = renderSearch({ listEmptyKey: false });
    act(() => result.current.onOpenChange(true));
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.onSearch('Row 5'));
    act(() => jest.advanceTimersByTime(1000));
    expect(load).toHaveBeenCalledWith({ current: 1, size: 10 }, 'Row 5');
    await pending[0].answer();
    expect(names(result.current.list.records)).toEqual(['Row 5']);
  });
});
