import { z } from 'zod';
import { envelopeOf } from '../../../http/envelope-schema';
import { rupiah } from '../../../http/money';
import { COD_BATCH_STATUSES } from './cod.schemas';

export const payoutCalendarQuery = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .describe('First WIB day yyyy-MM-dd; today (WIB) when left out'),
  days: z.coerce.number().int().min(1).max(62).default(31).describe('How many days, 1 to 62'),
});

export const payoutCalendarResponse = envelopeOf(
  z.object({
    from: z.string(),
    to: z.string(),
    days: z
      .array(
        z.object({
          day: z.string().describe('WIB day yyyy-MM-dd'),
          batches: z.array(
            z.object({
              id: z.number().int(),
              batchNo: z.string(),
              status: z.enum(COD_BATCH_STATUSES),
              netPayout: rupiah(),
            }),
          ),
          lineCount: z.number().int().describe('Collected lines not yet in a batch expected that day'),
          expectedNet: rupiah().describe('Their gross COD less commission and VAT, before netting'),
          total: rupiah(),
        }),
      )
      .describe('Only the days with a batch or a line, in day order'),
    totals: z.object({
      batchCount: z.number().int(),
      batchNet: rupiah(),
      lineCount: z.number().int(),
      expectedNet: rupiah(),
      total: rupiah(),
    }),
    carriedOver: z
      .object({ lineCount: z.number().int(), expectedNet: rupiah() })
      .describe(
        'Collected lines expected before the window, still not in a batch (rolled over below the minimum payout): paid with the next cut; not in the days or totals',
      ),
  }),
);
