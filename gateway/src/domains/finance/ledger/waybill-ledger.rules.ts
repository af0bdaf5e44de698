/**
 * One waybill's ledger (issue 36 item 2): every money figure of a parcel and where each is settled,
 * by the table of statement.rules.ts (docs/MONEY.md). Plain functions over facts the repository
 * read (waybill-ledger.repo.ts); the amounts are the ones the statement line bills (or would bill:
 * statement-settlement.repo.ts settlementOf) and the COD line deducts, never computed a second way.
 */
import { goodsValueOf, type Commission } from '../cod/cod.rules';
import type { StatementAmounts } from '../statements/statement.rules';

/** A parcel's charges and credits, in the order the ledger lists them. */
export const LEDGER_ENTRY_KINDS = [
  'FREIGHT',
  'INSURANCE',
  'COUPON',
  'COD_FEE',
  'COD_VAT',
  'RETURN_FEE',
  'CLAIM',
  'LINE_CREDIT',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/**
 * Where an entry is (or, while its document is null, will be) settled: deducted or netted in a COD
 * batch, billed or credited on a monthly statement, paid by bank transfer (a claim), not charged at
 * all (a reversed COD commission); OPEN: a return fee no cut nor statement took yet (whichever comes
 * first takes it).
 */
export const LEDGER_SETTLED_IN = ['COD_BATCH', 'STATEMENT', 'BANK_TRANSFER', 'NOWHERE', 'OPEN'] as const;
export type LedgerSettledIn = (typeof LEDGER_SETTLED_IN)[number];

/** Entries that take money off what the shipper owes (the rest are charges). */
export const LEDGER_CREDITS: readonly LedgerEntryKind[] = ['COUPON', 'CLAIM', 'LINE_CREDIT'];

export interface LedgerEntry {
  kind: LedgerEntryKind;
  /** Whole rupiah, never negative: a credit's kind says it is one (LEDGER_CREDITS). */
  amount: number;
  settledIn: LedgerSettledIn;
  /** The batch, statement or transfer that settled it; null until one did (and for OPEN, NOWHERE). */
  documentNo: string | null;
  /** What else names it there: a credit note number, a claim number. */
  reference: string | null;
}

/** The parcel's COD line as the shipper sees it (status and batch through the batch ranges). */
export interface LedgerCodLine {
  status: string;
  commissionStatus: string;
  goodsValue: number;
  commission: number;
  vat: number;
  /** The batch that holds or paid the line (IN_BATCH, REMITTED); null otherwise. */
  batchNo: string | null;
}

export interface LedgerClaim {
  claimNo: string;
  amount: number;
  payoutMethod: string;
  /** The credit note that offset it on a statement, and that statement's number. */
  creditNoteNo: string | null;
  statementNo: string | null;
  /** The bank transfer that paid it. */
  payoutReference: string | null;
}

export interface LedgerFacts {
  status: string;
  codAmount: number;
  declaredValue: number;
  freightFee: number;
  /** The charges as the parcel's statement line bills them, or would bill them now. */
  amounts: StatementAmounts;
  /** The statement that holds the parcel's line, if one does. */
  statementNo: string | null;
  /** The contract's settlement of non-COD freight: STATEMENT, or COD_NETTING (cod-netting.repo.ts). */
  freightSettlement: string;
  /** The batch that netted the freight (with insurance, less the coupon) of a non-COD parcel. */
  freightNettedIn: string | null;
  codLine: LedgerCodLine | null;
  /** The commission the COD amount is charged on delivery (commissionOf, the customer's terms). */
  expectedCommission: Commission;
  /** The fee of the parcel's return, null without one (the statement line has it once RETURNED). */
  returnFee: number | null;
  /** The batch that netted the return fee. */
  returnNettedIn: string | null;
  claims: readonly LedgerClaim[];
  /** Credit notes of the statement line's resolved disputes. */
  lineCredits: readonly { creditNoteNo: string; statementNo: string; amount: number }[];
}

const entry = (
  kind: LedgerEntryKind,
  amount: number,
  settledIn: LedgerSettledIn,
  documentNo: string | null = null,
  reference: string | null = null,
): LedgerEntry => ({ kind, amount, settledIn, documentNo, reference });

/** A statement charge: on its statement, or (number null) on the statement that will take it. */
const onStatement = (facts: LedgerFacts): [LedgerSettledIn, string | null] => [
  'STATEMENT',
  facts.statementNo,
];

/**
 * The goods value the ledger shows, the one the COD bill shows: the COD line's as stored; for a COD
 * order without a line, the same rule (goodsValueOf); for a parcel without COD, its declared value.
 */
export function ledgerGoodsValue(
  facts: Pick<LedgerFacts, 'codLine' | 'codAmount' | 'declaredValue' | 'freightFee'>,
) {
  if (facts.codLine) return facts.codLine.goodsValue;
  if (facts.codAmount > 0) return goodsValueOf(facts.codAmount, facts.declaredValue, facts.freightFee);
  return facts.declaredValue;
}

/**
 * Freight, insurance and coupon, in one place: the batch that netted them or the statement that
 * billed them; before either, a COD_NETTING contract's cuts take a delivered non-COD parcel's
 * (unless a statement bills it first), the statement everything else.
 */
function freightEntries(facts: LedgerFacts): LedgerEntry[] {
  const netting =
    facts.freightSettlement === 'COD_NETTING' &&
    facts.codAmount === 0 &&
    !['RETURNING', 'RETURNED'].includes(facts.status);
  const [settledIn, documentNo]: [LedgerSettledIn, string | null] = facts.freightNettedIn
    ? ['COD_BATCH', facts.freightNettedIn]
    : facts.statementNo || !netting
      ? onStatement(facts)
      : ['COD_BATCH', null];
  const { freight, insurance, discount } = facts.amounts;
  return [
    entry('FREIGHT', freight, settledIn, documentNo),
    ...(insurance > 0 ? [entry('INSURANCE', insurance, settledIn, documentNo)] : []),
    ...(discount > 0 ? [entry('COUPON', discount, settledIn, documentNo)] : []),
  ];
}

/**
 * The COD fee and its PPN: deducted by the COD batch that takes the line (its number once a cut
 * took it; a disputed line's is the batch after the dispute); before delivery, the commission the
 * COD amount will be charged; nothing once reversed or failed (the parcel goes back). A COD order
 * without a line (written without scans) is billed its fee on the statement, by the same rule.
 */
function codEntries(facts: LedgerFacts): LedgerEntry[] {
  if (facts.codAmount <= 0) return [];
  const line = facts.codLine;
  if (!line) {
    if (facts.status === 'DELIVERED') return [entry('COD_FEE', facts.amounts.codFee, ...onStatement(facts))];
    if (['RETURNING', 'RETURNED'].includes(facts.status)) return [entry('COD_FEE', 0, 'NOWHERE')];
    return [
      entry('COD_FEE', facts.expectedCommission.fee, 'COD_BATCH'),
      entry('COD_VAT', facts.expectedCommission.vat, 'COD_BATCH'),
    ];
  }
  if (line.commissionStatus === 'REVERSED' || line.status === 'FAILED_TO_COLLECT')
    return [entry('COD_FEE', 0, 'NOWHERE')];
  const { fee, vat } =
    line.status === 'AWAITING_COLLECTION'
      ? facts.expectedCommission
      : { fee: line.commission, vat: line.vat };
  return [entry('COD_FEE', fee, 'COD_BATCH', line.batchNo), entry('COD_VAT', vat, 'COD_BATCH', line.batchNo)];
}

/** The return fee: netted in a COD batch if a cut took it first, else on the statement of its month. */
function returnEntries(facts: LedgerFacts): LedgerEntry[] {
  if (facts.returnFee === null && facts.amounts.returnFee === 0) return [];
  const amount = facts.amounts.returnFee > 0 ? facts.amounts.returnFee : (facts.returnFee ?? 0);
  if (facts.returnNettedIn) return [entry('RETURN_FEE', amount, 'COD_BATCH', facts.returnNettedIn)];
  if (facts.statementNo && facts.amounts.returnFee > 0)
    return [entry('RETURN_FEE', amount, 'STATEMENT', facts.statementNo)];
  return [entry('RETURN_FEE', amount, 'OPEN')];
}

/** Approved claims: paid by offset, a credit note on a statement; else a bank transfer. */
function claimEntries(facts: LedgerFacts): LedgerEntry[] {
  return facts.claims.map((claim) =>
    claim.payoutMethod === 'STATEMENT_OFFSET'
      ? entry('CLAIM', claim.amount, 'STATEMENT', claim.statementNo, claim.creditNoteNo ?? claim.claimNo)
      : entry('CLAIM', claim.amount, 'BANK_TRANSFER', claim.payoutReference, claim.claimNo),
  );
}

/**
 * Every money entry of the parcel, each settled once (docs/MONEY.md): freight, insurance and coupon;
 * the COD fee and its PPN; the return fee; claims; credit notes of its statement line. A cancelled
 * order has none.
 * @example
 * ledgerEntries(facts).filter((e) => e.settledIn === 'COD_BATCH'); // what COD batches take of it
 */
export function ledgerEntries(facts: LedgerFacts): LedgerEntry[] {
  if (facts.status === 'CANCELLED') return [];
  return [
    ...freightEntries(facts),
    ...codEntries(facts),
    ...returnEntries(facts),
    ...claimEntries(facts),
    ...facts.lineCredits.map((credit) =>
      entry('LINE_CREDIT', credit.amount, 'STATEMENT', credit.statementNo, credit.creditNoteNo),
    ),
  ];
}
