import { z } from 'zod';
import { envelopeOf } from '../../../http/envelope-schema';
import { ORDER_STATUSES } from '../../../parcel/status';

export const MAX_TRACE_BILL_CODES = 50;

/**
 * Waybills as typed or pasted: each entry is trimmed and upper-cased, entries holding several codes
 * separated by newlines, commas or spaces are split, blanks dropped and repeats removed.
 */
export const traceListBody = z.object({
  billCodes: z
    .array(z.string().max(2000))
    .min(1)
    .max(MAX_TRACE_BILL_CODES)
    .describe(`at most ${MAX_TRACE_BILL_CODES} waybills, also after splitting entries that hold several`)
    .transform((entries) => [
      ...new Set(
        entries
          .flatMap((entry) => entry.split(/[\s,;，]+/))
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(32)).min(1).max(MAX_TRACE_BILL_CODES)),
});

const statusSchema = z.enum(ORDER_STATUSES);

export const traceEvent = z.object({
  scanTime: z.string().describe('ISO 8601'),
  status: statusSchema,
  statusLabel: z.string(),
  scanType: z.string(),
  description: z.string().describe('In the request language'),
  location: z.string(),
  networkName: z.string(),
});

export const traceResult = z.object({
  billCode: z.string(),
  status: statusSchema,
  statusLabel: z.string(),
  senderCity: z.string(),
  receiverCity: z.string(),
  traces: z.array(traceEvent).describe('Newest first'),
});

export const traceListData = z.object({
  list: z.array(traceResult),
  notFound: z.array(z.string()).describe('Codes with no order of this customer'),
});

export const arrivalTimeBody = z.object({
  billCode: z.string().trim().toUpperCase().min(1).max(32),
});

export const arrivalTimeData = z.object({
  billCode: z.string(),
  estimatedArrival: z.string().describe('ISO 8601'),
  serviceDays: z.number().int(),
  basis: z.enum(['delivered', 'estimate']),
});

export const traceListResponse = envelopeOf(traceListData);
export const arrivalTimeResponse = envelopeOf(arrivalTimeData);
