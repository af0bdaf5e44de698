import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../../http/envelope-schema';
import { rupiah } from '../../../http/money';
import { STATEMENT_STATUSES } from './statement-status.rules';

export const statementFilter = z.object({
  period: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .optional()
    .describe('yyyy-MM'),
  status: z.enum(STATEMENT_STATUSES).optional(),
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
  status: z.enum(STATEMENT_STATUSES),
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
  creditNotes: rupiah().describe('The sum of its credit notes'),
  settledAmount: rupiah().describe(
    'Charges of its lines settled in COD batches (net-off, COD commission): shown, not due',
  ),
  receivables: rupiah().describe('COD batch shortfalls billed on this statement'),
  amountDue: rupiah().describe('DPP + PPN - PPh 23 - credit notes + receivables'),
  paidAmount: rupiah(),
  outstanding: rupiah().describe('Amount due less what was paid'),
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
  settledAmount: rupiah()
    .optional()
    .describe(
      'The part of the line total settled in a COD batch (netted freight or return fee, COD commission): not due here',
    ),
  settledBatchNo: z
    .string()
    .nullable()
    .describe('The COD batch that settled the whole line (nothing of it due here, not disputable)'),
});

export const statementPageResponse = envelopeOf(pageOf(statementRecord));
export const statementDetailQuery = pageQuery.extend({ id: z.coerce.number().int().positive() });
export const STATEMENT_DISPUTE_REASONS = [
  'WRONG_WEIGHT',
  'WRONG_FREIGHT',
  'NOT_SHIPPED',
  'WRONG_RETURN_FEE',
  'OTHER',
] as const;

export const statementDispute = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  billCode: z.string(),
  reason: z.string(),
  description: z.string(),
  status: z.enum(['OPEN', 'RESOLVED']),
  createdAt: z.string(),
});
export const statementCreditNote = z.object({
  id: z.number().int(),
  creditNoteNo: z.string(),
  source: z.enum(['DISPUTE', 'CLAIM']),
  reference: z.string(),
  amount: rupiah(),
  note: z.string(),
  createdAt: z.string(),
});
export const statementPayment = z.object({
  id: z.number().int(),
  amount: rupiah(),
  reference: z.string(),
  paidAt: z.string(),
});

export const statementDetailResponse = envelopeOf(
  z.object({
    statement: statementRecord,
    lines: pageOf(statementLine),
    receivables: z.array(
      z
        .object({ id: z.number().int(), batchNo: z.string(), amount: rupiah() })
        .describe('A COD batch shortfall billed on this statement'),
    ),
    disputes: z.array(statementDispute),
    creditNotes: z.array(statementCreditNote),
    payments: z.array(statementPayment),
  }),
);

export const statementDisputeBody = z.object({
  id: z.number().int().positive(),
  lines: z
    .array(
      z.object({
        lineId: z.number().int().positive(),
        reason: z.enum(STATEMENT_DISPUTE_REASONS),
        description: z
          .string()
          .trim()
          .min(1, 'statement.descriptionRequired')
          .max(500)
          .describe('What is wrong with the line: required, not blank'),
      }),
    )
    .min(1)
    .max(100),
});
export const statementDisputeResponse = envelopeOf(statementRecord);
export const statementIdBody = z.object({ id: z.number().int().positive() });
