import { renderHook, waitFor } from '@testing-library/react';
import { type PageQuery } from '../paging';
import { usePageQuery } from '../query/usePageQuery';
import { listPagination } from './pager';

describe('list pager', () => {
  it('shows 7 page buttons, or 5 on mobile, with sizes 10/20/30/40/50/100 and the jumper', async () => {
    const load = async (query: PageQuery) => ({ ...query, total: 500, pages: 50, records: [] });
    const { result } = renderHook(() => usePageQuery(load));
    await waitFor(() => expect(result.current.loading).toBe(false));
    const desktop = listPagination(result.current, false);
    expect(desktop).toMatchObject({
      showLessItems: false,
      showQuickJumper: true,
      showSizeChanger: true,
      pageSize: 10,
    });
    expect(desktop.pageSizeOptions).toEqual([10, 20, 30, 40, 50, 100]);
    expect(listPagination(result.current, true)).toMatchObject({
      showLessItems: true,
      showPrevNextJumpers: false,
    });
  });
});
