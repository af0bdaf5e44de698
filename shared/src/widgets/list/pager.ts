import type { TablePaginationConfig } from 'antd/es/table';
import { tablePagination, type PagedListState } from '../paging';
import { useIsMobile } from './useIsMobile';

/**
 * The list's pager: the spec's layout and sizes (via `tablePagination`), 7 page buttons, or 5 on
 * mobile (spec §9).
 * @example
 * <Table pagination={listPagination(list, useIsMobile())} />
 */
export function listPagination<Row>(list: PagedListState<Row>, mobile: boolean): TablePaginationConfig {
  // antd shows at most 7 buttons: page numbers, first and last, and the ••• jumps between them
  // (1 ••• 24 25 26 ••• 50). On a phone showLessItems keeps the current page ± 1 and, without the
  // jumps, 5 buttons are left (1 24 25 26 50); the quick jumper still reaches any page.
  return mobile
    ? { ...tablePagination(list), showLessItems: true, showPrevNextJumpers: false }
    : { ...tablePagination(list), showLessItems: false };
}

/**
 * `listPagination` for the viewport the list is shown in: a table or card grid of its own takes the
 * spec's pager, with 5 page buttons on a phone.
 * @example
 * const pagination = useListPagination(list);
 * <Table dataSource={list.page?.records} pagination={pagination} />
 */
export function useListPagination<Row>(list: PagedListState<Row>): TablePaginationConfig {
  return listPagination(list, useIsMobile());
}
