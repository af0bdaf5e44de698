export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, messageOf, tablePagination, usePagedList } from './paging';
export type { Page, PageQuery, PagedListState } from './paging';
export * from './list';
export * from './pickers';
export * from './upload';
export * from './display';
