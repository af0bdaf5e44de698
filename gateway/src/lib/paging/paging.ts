import { z } from 'zod';
import { pageOf, pageQuery } from '../../http/envelope-schema';

/**
 * Paging shared by the orders, finance, service and member routes. The request and result schemas
 * are the core's (`current`, `size` <= 100; `{ current, size, total, pages, records }`); this adds
 * the two calculations every repository needs.
 */
export { pageOf, pageQuery };
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  current: number;
  size: number;
  total: number;
  pages: number;
  records: T[];
}

export function pageOffset(query: PageQuery): number {
  return (query.current - 1) * query.size;
}

export function toPage<T>(query: PageQuery, total: number, records: T[]): Page<T> {
  return { current: query.current, size: query.size, total, pages: Math.ceil(total / query.size), records };
}
