import { z } from 'zod';
import { envelopeOf, pageOf, pageQuery } from '../../../http/envelope-schema';
import { rupiah } from '../../../http/money';

export const COD_LINE_STATUSES = [
  'AWAITING_COLLECTION',
  'COLLECTED',
  'IN_BATCH',
  'REMITTED',
  'FAILED_TO_COLLECT',
  'RETURNED',
  'DISPUTED',
] as const;
export const COMMISSION_STATUSES = ['UNBILLED', 'BILLED', 'DEDUCTED', 'REVERSED'] as const;
export const COD_BATCH_STATUSES = [
  'GENERATED',
  'MAILED',
  'VERIFIED',
  'AGREED',
  'DISPUTED',
  'ADJUSTED',
  'PAYMENT_SCHEDULED',
  'PAID',
  'TRANSFER_FAILED',
] as const;
export type CodBatchStatus = (typeof COD_BATCH_STATUSES)[number];
export const DISPUTE_REASONS = ['FEE_ON_RETURN', 'WRONG_AMOUNT', 'NOT_PAID', 'OTHER'] as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('WIB day yyyy-MM-dd');

/** The filters of the COD bill (and its export). */
export const codBillFilter = z.object({
  status: z.enum(COD_LINE_STATUSES).optional(),
  billCode: z.string().trim().max(20).optional(),
  batchNo: z.string().trim().max(24).optional(),
  deliveredFrom: day.optional(),
  deliveredTo: day.optional(),
});
export type CodBillFilter = z.infer<typeof codBillFilter>;

export const codBillPageBody = pageQuery.extend(codBillFilter.shape);

export const codLineRecord = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  billCode: z.string(),
  customerOrderNo: z.string(),
  productType: z.string(),
  codAmount: rupiah().describe('What the receiver pays'),
  goodsValue: rupiah(),
  status: z.enum(COD_LINE_STATUSES),
  deliveredAt: z.string().nullable().describe('ISO 8601, proof of delivery'),
  signer: z.string().nullable(),
  expectedPayoutDay: z.string().nullable(),
  batchId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
});

export const codBalanceCards = z.object({
  held: rupiah().describe('Collected, not yet in a batch'),
  inProcess: rupiah().describe('In a batch not yet paid'),
  paidThisMonth: rupiah().describe('Paid out this (WIB) month'),
});

export const codBillPageResponse = envelopeOf(pageOf(codLineRecord).extend({ cards: codBalanceCards }));

/** The filters of the COD commission list. */
export const codCommissionFilter = z.object({
  status: z.enum(COMMISSION_STATUSES).optional(),
  billCode: z.string().trim().max(20).optional(),
  deliveredFrom: day.optional(),
  deliveredTo: day.optional(),
});
export type CodCommissionFilter = z.infer<typeof codCommissionFilter>;
export const codCommissionPageBody = pageQuery.extend(codCommissionFilter.shape);

export const commissionRecord = z.object({
  id: z.number().int(),
  billCode: z.string(),
  feeBase: rupiah().describe('The COD amount'),
  rateBp: z.number().int().describe('Basis points: 300 = 3%'),
  minFee: rupiah(),
  fee: rupiah(),
  vat: rupiah().describe('PPN on the fee'),
  total: rupiah(),
  status: z.enum(COMMISSION_STATUSES),
  deliveredAt: z.string().nullable(),
  batchNo: z.string().nullable(),
});

export const commissionTotals = z.object({
  fee: rupiah(),
  vat: rupiah(),
  total: rupiah(),
  count: z.number().int(),
});
export const codCommissionPageResponse = envelopeOf(
  pageOf(commissionRecord).extend({ totals: commissionTotals }),
);
export const idQuery = z.object({ id: z.coerce.number().int().positive() });
export const codCommissionDetailResponse = envelopeOf(
  commissionRecord.extend({ line: codLineRecord, vatRateBp: z.number().int(), vatBase: z.string() }),
);

export const codBatchFilter = z.object({
  status: z.enum(COD_BATCH_STATUSES).optional(),
  batchNo: z.string().trim().max(24).optional(),
});
export const codBatchPageBody = pageQuery.extend(codBatchFilter.shape);

export const codBatchRecord = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  status: z.enum(COD_BATCH_STATUSES),
  periodFrom: z.string(),
  periodTo: z.string(),
  cutOffDay: z.string(),
  parcelCount: z.number().int(),
  grossCod: rupiah(),
  commission: rupiah(),
  vat: rupiah(),
  returnFees: rupiah(),
  freightNetted: rupiah().describe('Freight of delivered non-COD parcels netted off (COD_NETTING contracts)'),
  adjustments: rupiah(),
  netPayout: rupiah(),
  shortfall: rupiah().describe(
    'What the net-off exceeded the gross by: billed on the next monthly statement',
  ),
  bankCode: z.string().nullable(),
  bankAccountMasked: z.string().nullable(),
  bankHolder: z.string().nullable(),
  plannedPayDay: z.string().nullable(),
  autoAgreeDay: z.string(),
  mailedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  agreedAt: z.string().nullable(),
  autoAgreed: z.boolean(),
  paidAt: z.string().nullable(),
  transferReference: z.string().nullable(),
});
export const codBatchPageResponse = envelopeOf(pageOf(codBatchRecord));

export const commissionLine = codLineRecord.extend({ commission: rupiah(), vat: rupiah() });
export const codBatchDetailResponse = envelopeOf(
  z.object({
    batch: codBatchRecord,
    lines: z.array(commissionLine),
    returns: z.array(z.object({ billCode: z.string(), returnBillCode: z.string(), returnFee: rupiah() })),
    freight: z.array(z.object({ billCode: z.string(), freight: rupiah() })),
    disputes: z.array(
      z.object({
        id: z.number().int(),
        lineId: z.number().int(),
        billCode: z.string(),
        reason: z.enum(DISPUTE_REASONS),
        description: z.string(),
        status: z.string(),
        proofFiles: z.array(z.object({ key: z.string(), name: z.string() })),
        createdAt: z.string(),
      }),
    ),
    events: z.array(
      z.object({
        kind: z.string(),
        side: z.string(),
        text: z.string(),
        at: z.string(),
        userName: z.string().nullable(),
      }),
    ),
  }),
);

export const batchIdBody = z.object({ batchId: z.number().int().positive() });
export const decryptBody = batchIdBody.extend({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const memoBody = batchIdBody.extend({ text: z.string().trim().min(1).max(500) });
export const disputeLine = z.object({
  lineId: z.number().int().positive(),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string().trim().max(500).default(''),
  proofFileKeys: z
    .array(z.string().max(128))
    .min(1)
    .max(5)
    .describe('Storage keys from /file/upload (jpg, png or pdf)'),
});
export const returnApplyLinesBody = batchIdBody.extend({ lines: z.array(disputeLine).min(1).max(100) });
export const returnApplyV1Fields = z.object({
  batchId: z.coerce.number().int().positive(),
  lineId: z.coerce.number().int().positive(),
  reason: z.enum(DISPUTE_REASONS),
  description: z.string().trim().max(500).default(''),
});
export const codBatchResponse = envelopeOf(codBatchRecord);
