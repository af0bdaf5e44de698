import { z } from 'zod';
import { envelopeOf } from '../../../http/envelope-schema';
import { rupiah } from '../../../http/money';
import { COD_BATCH_STATUSES, COD_LINE_STATUSES, COMMISSION_STATUSES } from '../cod/cod.schemas';
import { STATEMENT_STATUSES } from '../statements/statement-status.rules';
import { LEDGER_ENTRY_KINDS, LEDGER_SETTLED_IN } from './waybill-ledger.rules';

export const waybillLedgerQuery = z.object({ billCode: z.string().trim().toUpperCase().min(1).max(20) });

const ledgerEntry = z.object({
  kind: z
    .enum(LEDGER_ENTRY_KINDS)
    .describe(
      'COUPON, CLAIM and LINE_CREDIT are credits (taken off what the shipper owes); the rest charges',
    ),
  amount: rupiah().describe('Whole rupiah, never negative'),
  settledIn: z
    .enum(LEDGER_SETTLED_IN)
    .describe(
      'COD_BATCH: deducted or netted by a COD batch; STATEMENT: billed or credited on a monthly statement; BANK_TRANSFER: a claim paid by transfer; NOWHERE: not charged (a reversed COD commission); OPEN: a return fee no cut nor statement took yet. documentNo null: not settled yet',
    ),
  documentNo: z.string().nullable().describe('The batch number, statement number or transfer reference'),
  reference: z.string().nullable().describe('A credit note or claim number'),
});

export const waybillLedgerResponse = envelopeOf(
  z
    .object({
      billCode: z.string(),
      customerOrderNo: z.string(),
      codAmount: rupiah().describe('What the receiver pays; 0 without COD'),
      goodsValue: rupiah().describe(
        "The COD line's goods value (the COD bill's); the declared value without COD",
      ),
      declaredValue: rupiah().describe('What the shipper declared (the insured value)'),
      entries: z.array(ledgerEntry).describe('Every charge and credit of the parcel, each settled once'),
      cod: z
        .object({
          status: z.enum(COD_LINE_STATUSES),
          commissionStatus: z.enum(COMMISSION_STATUSES),
          net: rupiah().describe('The COD amount less the COD fee and its PPN: what the shipper is paid'),
          batchNo: z.string().nullable(),
          batchStatus: z.enum(COD_BATCH_STATUSES).nullable(),
          expectedPayDay: z.string().nullable().describe('The batch plan, or the line expected payout day'),
          paidAt: z.string().nullable(),
          transferReference: z.string().nullable(),
        })
        .nullable()
        .describe('The COD line (the COD bill row and the batch line); null without one'),
      statement: z
        .object({
          statementNo: z.string(),
          period: z.string(),
          status: z.enum(STATEMENT_STATUSES),
          lineTotal: rupiah(),
          settledAmount: rupiah().describe('The part of the line settled in COD batches: shown, not due'),
          billed: rupiah().describe('What the statement bills of the line: lineTotal - settledAmount'),
          settledBatchNo: z.string().nullable(),
        })
        .nullable()
        .describe('The monthly statement line of the parcel; null while on none'),
    })
    .meta({ id: 'WaybillLedger' }),
);
