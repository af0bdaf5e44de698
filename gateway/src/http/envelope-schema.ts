import { z } from 'zod';

/**
 * The response schema of a route: the envelope around its data. `data` is nullable because a
 * business error (BizError, HTTP 200) answers with `data: null` through the same schema.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
}

/** For calls that answer only with a message. */
export const emptyEnvelope = z.object({ code: z.number().int(), msg: z.string(), data: z.null() });

/** The spec's paged result: current, pages, records (plus size and total). */
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
