import { z } from 'zod';
import { envelopeOf } from '../../../http/envelope-schema';
import { rupiah } from '../../../http/money';
import { COD_BATCH_STATUSES, COD_LINE_STATUSES } from './cod.schemas';
import { MATCHING_RESULTS, MATCHING_ROW_ERRORS } from './cod-matching.rules';

export const matchingRowRecord = z.object({
  rowNo: z.number().int().describe('Row of the uploaded sheet'),
  reference: z.string().describe('Waybill or customer order number as written in the file'),
  expectedAmount: rupiah().describe("The shipper's expected COD amount"),
  result: z.enum(MATCHING_RESULTS),
  billCode: z.string().nullable(),
  codAmount: rupiah().nullable().describe("The waybill's COD amount (what the receiver pays)"),
  difference: rupiah().nullable().describe('Expected minus COD amount'),
  lineStatus: z.enum(COD_LINE_STATUSES).nullable(),
  batchNo: z.string().nullable(),
  batchStatus: z.enum(COD_BATCH_STATUSES).nullable(),
  expectedPayDay: z
    .string()
    .nullable()
    .describe('WIB day yyyy-MM-dd the line is due to be paid (not paid yet)'),
  paidAt: z.string().nullable().describe('ISO 8601, when its batch was paid'),
});

export const matchingRowError = z.object({
  rowNo: z.number().int(),
  codes: z.array(z.enum(MATCHING_ROW_ERRORS)),
  messages: z.array(z.string()).describe('The codes, translated'),
});

export const codMatchingUploadResponse = envelopeOf(
  z.object({
    compared: z.string().describe('What is compared, in the request language'),
    total: z.number().int().describe('Data rows read (blank rows left out)'),
    counts: z.object({
      PAID_AS_EXPECTED: z.number().int(),
      PAID_DIFFERENT_AMOUNT: z.number().int(),
      NOT_PAID_YET: z.number().int(),
      UNKNOWN_TO_COURIER: z.number().int(),
      ERROR: z.number().int(),
    }),
    rows: z.array(matchingRowRecord),
    errors: z.array(matchingRowError),
  }),
);
export type CodMatchingAnswer = NonNullable<z.infer<typeof codMatchingUploadResponse>['data']>;
