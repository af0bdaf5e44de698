import { useCallback, useEffect, useState, type Key } from 'react';
import { useListQuery, type ListQuery, type ListRow, type Page, type PageQuery } from 'shared/widgets';
import type { StatusCounts } from '../management/api';
import { toOrderFilter, type ListFilter, type OrderSearchValues } from './orderSearch';

export interface OrderListSource<Row> {
  /** Key of the cached query (search, page, size) in the session store. */
  cacheKey: string;
  loadPage(query: PageQuery & ListFilter): Promise<Page<Row>>;
  loadCounts(filter: ListFilter): Promise<StatusCounts>;
}

/**
 * An order list on the widget kit's query cache: the page for the search, the count per status
 * (for every status, whatever statuses are searched), the selected rows, and `refresh` after a
 * change (page and counts again, selection cleared).
 */
export function useOrderList<Row extends { id: number }>({
  cacheKey,
  loadPage,
  loadCounts,
}: OrderListSource<Row>) {
  const load = useCallback(
    ({ current, size, ...search }: ListQuery) =>
      loadPage({ current, size, ...toOrderFilter(search as OrderSearchValues) }),
    [loadPage],
  );
  const { list, search: cached, applySearch } = useListQuery<Row>(cacheKey, load);
  const search = cached as OrderSearchValues;
  const [counts, setCounts] = useState<StatusCounts>();
  const [countsVersion, setCountsVersion] = useState(0);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: ListRow<Row>[] }>({ keys: [], rows: [] });

  const countFilter = JSON.stringify(toOrderFilter(search, { withStatus: false }));
  useEffect(() => {
    let live = true;
    loadCounts(JSON.parse(countFilter) as ListFilter).then(
      (answer) => live && setCounts(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadCounts, countFilter, countsVersion]);

  useEffect(() => setSelected({ keys: [], rows: [] }), [list.page]);

  const { reload } = list;
  const refresh = useCallback(() => {
    reload();
    setCountsVersion((n) => n + 1);
  }, [reload]);

  return {
    list,
    search,
    applySearch: applySearch as (search: OrderSearchValues) => void,
    filter: toOrderFilter(search),
    counts,
    selected,
    setSelected,
    refresh,
  };
}
