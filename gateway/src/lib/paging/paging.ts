import { z } from 'zod';

/**
 * Paging shared by every list route: the request and result schemas (`current`, `size` <= 100;
 * `{ current, size, total, pages, records }`, the spec's paged result) and the two calculations
 * every repository needs.
 */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    current: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
    records: z.array(record),
  });
}

export const pageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
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
