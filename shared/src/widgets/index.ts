/**
 * `shared/widgets`: the widget kit, a federated singleton of its own (the login page never loads it).
 * @example
 * import { usePageQuery, tablePagination } from 'shared/widgets';
 */
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, tablePagination } from './paging';
export * from './query';
export type { Page, PageQuery, PagedListState } from './paging';
// The keys a gateway call needs, from the generated permissions map: with the widgets, not in the
// root entry, so the map (one line per operation) stays out of the login page's first chunk.
export { buttonKeyOf, buttonKeysOf, operationKeys } from '../permissions/operationKeys';
export * from './list';
export * from './pickers';
export * from './upload';
export * from './display';
export * from './guide';
export * from './form';
export * from './ledger';
export * from './report';
export { RemoteErrorBoundary } from '../routing/RemoteErrorBoundary';
export type { RemoteErrorBoundaryProps } from '../routing/RemoteErrorBoundary';
export { DISPLAY_ALLOWED_TAGS, sanitizeDisplay } from '../utils/sanitize';
