export { FRESH_MS, invalidateLists, PortalQueryProvider, queryClient } from './queryClient';
export { usePageQuery, type PageQueryOptions } from './usePageQuery';
