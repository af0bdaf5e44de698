import { z } from 'zod';

/** The OpenAPI extension that marks an amount of money in an answer or an export column. */
export const MONEY_MARK = 'x-money';

/**
 * Whole rupiah in an answer (stored as a PostgreSQL bigint, sent as a JSON integer: amounts stay far
 * below 2^53). Every amount a screen or an export shows is declared with it, so that the "hide money"
 * flag of a sub-account (issue 19) finds every amount in one place.
 *
 * @example
 * const codLine = z.object({ billCode: z.string(), codAmount: rupiah().describe('What the receiver pays') });
 */
export function rupiah() {
  return z
    .number()
    .int()
    .meta({ [MONEY_MARK]: true });
}

/** Whether a zod schema was declared with `rupiah()` (also through `.nullable()` / `.optional()`). */
export function isMoney(schema: z.ZodType): boolean {
  let current: z.ZodType = schema;
  for (;;) {
    if (z.globalRegistry.get(current)?.[MONEY_MARK] === true) return true;
    if (current instanceof z.ZodNullable || current instanceof z.ZodOptional)
      current = current.unwrap() as z.ZodType;
    else return false;
  }
}
