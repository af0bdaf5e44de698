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

// The paged request and result schemas live with the paging helpers (lib/paging); routes take them
// from here with the envelope.
export { pageOf, pageQuery } from '../lib/paging/paging';
