import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';

export const byCategoryCodesQuery = z.object({
  codes: z
    .string()
    .max(300)
    .describe('category codes, comma separated (HELD_REASON,TICKET_TYPE,TICKET_SUBTYPE,CLAIM_TYPE,...)'),
});

export const dictEntry = z.object({
  category: z.string(),
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string().describe("in the session's language"),
  attrs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export const byCategoryCodesResponse = envelopeOf(z.record(z.string(), z.array(dictEntry)));
export const categoryCodesResponse = envelopeOf(z.array(z.string()));

export const byCustomerCodeQuery = z.object({ customerCode: z.string().max(32) });
export const byCustomerCodeResponse = envelopeOf(
  z.object({
    customerCode: z.string(),
    customerName: z.string(),
    contactPhone: z.string().nullable(),
    openTickets: z.number().int(),
    openClaims: z.number().int(),
    heldParcels: z.number().int().describe('waiting for a decision'),
    noScanDays: z.number().int(),
  }),
);
