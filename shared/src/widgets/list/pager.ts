import type { TablePaginationConfig } from 'antd/es/table';
import { tablePagination, type PagedListState } from '../paging';

/**
 * The list's pager: the spec's layout and sizes (via `tablePagination`), 7 page buttons, or 5 on
 * mobile (spec §9).
 * @example
 * <Table pagination={listPagination(list, useIsMobile())} />
 */
export function listPagination<Row>(list: PagedListState<Row>, mobile: boolean): TablePaginationConfig {
  // antd shows the current page ± 2 plus first and last (7); showLessItems shows ± 1 (5).
  return { ...tablePagination(list), showLessItems: mobile };
}
