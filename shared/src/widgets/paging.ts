import type { TablePaginationConfig } from 'antd/es/table';
import { i18n, translate } from '../i18n/i18n';
import { antdLocaleOfLanguage } from '../i18n/locale';

// Paged results mirror the gateway's paging schema: { current, size, total, pages, records }.
export interface Page<T> {
  current: number;
  size: number;
  total: number;
  pages: number;
  records: T[];
}

export interface PageQuery {
  current: number;
  size: number;
}

/** Spec §9: default page size 10, options 10, 20, 30, 40, 50, 100. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100];

export type PagedListState<T> = {
  query: PageQuery;
  page?: Page<T>;
  loading: boolean;
  failed: boolean;
  msg?: string;
  changePage(current: number, size: number): void;
  firstPage(): void;
  reload(): void;
};

/**
 * The spec's pager (total, sizes, prev, pager, next, jumper) for antd's Table, driven by a paged list.
 * It carries its antd texts ('10 / halaman') in the portal's language itself: a remote's pager
 * does not depend on reaching the host's ConfigProvider (issue 14: '10 / page' in Indonesian).
 * @example
 * const list = usePageQuery(loadCoupons);
 * <Table dataSource={list.page?.records} pagination={tablePagination(list)} />;
 */
export function tablePagination<T>(list: PagedListState<T>): TablePaginationConfig {
  return {
    current: list.query.current,
    pageSize: list.query.size,
    total: list.page?.total ?? 0,
    pageSizeOptions: PAGE_SIZE_OPTIONS,
    showSizeChanger: true,
    showQuickJumper: true,
    showTotal: (total) => translate('pager.total', { total }),
    locale: antdLocaleOfLanguage(i18n.language).Pagination,
    onChange: list.changePage,
  };
}
