import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../http/envelope-schema';
import { rupiah } from '../../http/money';

export const statementFilter = z.object({
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .describe('yyyy-MM'),
});
export const statementPageBody = pageQuery.extend(statementFilter.shape);

export const statementRecord = z.object({
  id: z.number().int(),
  statementNo: z.string(),
  legalName: z.string(),
  npwp: z.string().nullable(),
  period: z.string(),
  issueDay: z.string(),
  dueDay: z.string(),
  eFakturNo: z.string(),
  status: z.string(),
  lineCount: z.number().int(),
  freight: rupiah(),
  insurance: rupiah(),
  codFee: rupiah(),
  surcharges: rupiah(),
  discount: rupiah(),
  returnFee: rupiah(),
  weightAdjustment: rupiah(),
  taxBase: rupiah().describe('DPP: the sum of the line totals'),
  ppnRateBp: z.number().int(),
  ppn: rupiah(),
  pph23RateBp: z.number().int(),
  pph23: rupiah(),
  creditNotes: rupiah(),
  amountDue: rupiah(),
});

export const statementLine = z.object({
  id: z.number().int(),
  billCode: z.string(),
  day: z.string(),
  outcome: z.string(),
  destProvince: z.string(),
  destCity: z.string(),
  productType: z.string(),
  actualKg: z.number(),
  volumetricKg: z.number(),
  chargeableKg: z.number(),
  freight: rupiah(),
  insurance: rupiah(),
  codFee: rupiah(),
  surcharges: rupiah(),
  discount: rupiah(),
  returnFee: rupiah(),
  weightAdjustment: rupiah(),
  lineTotal: rupiah(),
});

export const statementPageResponse = envelopeOf(pageOf(statementRecord));
export const statementDetailQuery = pageQuery.extend({ id: z.coerce.number().int().positive() });
export const statementDetailResponse = envelopeOf(
  z.object({ statement: statementRecord, lines: pageOf(statementLine) }),
);
export const statementIdQuery = z.object({ id: z.coerce.number().int().positive() });
export const statementIdBody = z.object({ id: z.number().int().positive() });
