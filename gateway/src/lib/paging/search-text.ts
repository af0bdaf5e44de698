import { z } from 'zod';

export { pageOf, pageOffset, pageQuery, toPage, type Page, type PageQuery } from './paging';

/**
 * A `contains` pattern for ILIKE with the wildcards of the user's text escaped.
 *
 * @example
 * containsPattern('50%_off'); // '%50\\%\\_off%'
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A trimmed optional search text: empty means no filter. */
export const searchText = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((text) => text?.trim() || undefined);
