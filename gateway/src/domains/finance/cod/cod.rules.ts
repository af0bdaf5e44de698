/**
 * COD money rules (DOMAINS.md "Finance"): commission and its VAT per line, a batch's totals, the
 * payout and auto-agree days, the decrypt tries. Plain functions over whole rupiah; every amount a
 * list or an export shows was computed here once and stored.
 */
import { codCommissionFee } from '../../../parcel/freight';
import { COD_MIN_FEE, COD_RATE_BP } from '../../../parcel/rate-table';

/** A customer's COD contract terms; rates in basis points (300 = 3%). */
export interface CodTerms {
  commissionRateBp: number;
  minCommission: number;
  vatRateBp: number;
  vatBaseNumerator: number;
  vatBaseDenominator: number;
  payoutCycleBusinessDays: number;
  minPayout: number;
  autoAgreeBusinessDays: number;
  decryptMaxTries: number;
  bankChangePauseHours: number;
  transferFailBp: number;
}

/** The terms of a customer without a contract row (DOMAINS.md *default* values). */
export const DEFAULT_COD_TERMS: CodTerms = {
  commissionRateBp: COD_RATE_BP,
  minCommission: COD_MIN_FEE,
  vatRateBp: 1_200,
  vatBaseNumerator: 11,
  vatBaseDenominator: 12,
  payoutCycleBusinessDays: 2,
  minPayout: 50_000,
  autoAgreeBusinessDays: 3,
  decryptMaxTries: 5,
  bankChangePauseHours: 24,
  transferFailBp: 0,
};

/** a * b / c rounded half up, exact for whole rupiah (bigint in between). */
export function mulDivRound(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b);
  const denominator = BigInt(c);
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** An order's COD amount (numeric with cents in `orders`) as whole rupiah, half up. */
export function wholeRupiah(amount: number): number {
  return Math.round(amount);
}

export interface Commission {
  fee: number;
  vat: number;
  total: number;
}

/**
 * The courier's fee on a delivered COD parcel: rate x COD amount, at least the minimum; VAT at the
 * VAT rate on numerator/denominator of the fee (12% on 11/12: 11% in effect).
 *
 * @example
 * commissionOf(200_000, DEFAULT_COD_TERMS); // { fee: 6000, vat: 660, total: 6660 }
 */
export function commissionOf(
  codAmount: number,
  terms: Pick<
    CodTerms,
    'commissionRateBp' | 'minCommission' | 'vatRateBp' | 'vatBaseNumerator' | 'vatBaseDenominator'
  >,
): Commission {
  const fee = codCommissionFee(codAmount, terms.commissionRateBp, terms.minCommission);
  const vat = mulDivRound(fee, terms.vatBaseNumerator * terms.vatRateBp, terms.vatBaseDenominator * 10_000);
  return { fee, vat, total: fee + vat };
}

/**
 * The goods value of a COD parcel: what the receiver pays for the goods, so never above the COD
 * amount (goods plus the shipping passed on): the declared value within it, else the COD amount
 * less the freight. A COD line stores it once; the waybill ledger gives it for an order without one.
 * @example
 * goodsValueOf(1_250_000, 0, 18_000); // 1232000: nothing declared, the COD less the freight
 */
export function goodsValueOf(codAmount: number, declaredValue: number, freight: number): number {
  if (declaredValue > 0) return Math.min(declaredValue, codAmount);
  return Math.max(0, codAmount - freight);
}

export interface BatchLine {
  codAmount: number;
  commission: number;
  vat: number;
}

export interface BatchTotals {
  parcelCount: number;
  grossCod: number;
  commission: number;
  vat: number;
  returnFees: number;
  /** Freight of delivered non-COD parcels netted off (contracts with COD_NETTING). */
  freightNetted: number;
  adjustments: number;
  /** What is paid: never below zero. */
  netPayout: number;
  /** What the net-off exceeded the gross by: a receivable on the next monthly statement. */
  shortfall: number;
}

/** The sums of a batch's lines, as the database adds them up. */
export interface LineSums {
  count: number;
  grossCod: number;
  commission: number;
  vat: number;
}

/**
 * A batch's totals from its lines' sums, less the return fees and the non-COD freight it nets off.
 * When the net-off exceeds the gross the batch pays 0 and the rest is its shortfall:
 * `netPayout - shortfall = gross - commission - VAT - return fees - freight + adjustments`.
 */
export function batchTotalsOfSums(
  sums: LineSums,
  returnFees: readonly number[],
  adjustments = 0,
  freights: readonly number[] = [],
): BatchTotals {
  const fees = returnFees.reduce((sum, fee) => sum + fee, 0);
  const freightNetted = freights.reduce((sum, freight) => sum + freight, 0);
  const net = sums.grossCod - sums.commission - sums.vat - fees - freightNetted + adjustments;
  return {
    parcelCount: sums.count,
    grossCod: sums.grossCod,
    commission: sums.commission,
    vat: sums.vat,
    returnFees: fees,
    freightNetted,
    adjustments,
    netPayout: Math.max(0, net),
    shortfall: Math.max(0, -net),
  };
}

/** A batch's totals: the sums of its lines' stored amounts, less the return fees it nets off. */
export function batchTotals(
  lines: readonly BatchLine[],
  returnFees: readonly number[],
  adjustments = 0,
  freights: readonly number[] = [],
): BatchTotals {
  const sums: LineSums = { count: lines.length, grossCod: 0, commission: 0, vat: 0 };
  for (const line of lines) {
    sums.grossCod += line.codAmount;
    sums.commission += line.commission;
    sums.vat += line.vat;
  }
  return batchTotalsOfSums(sums, returnFees, adjustments, freights);
}

/**
 * Whether a batch of these totals is cut now, or rolls to the next cut (below the minimum). A batch
 * whose net-off exceeds its gross is cut (paying 0) so its shortfall reaches the statement.
 */
export function payableNow(
  totals: Pick<BatchTotals, 'netPayout'> & Partial<Pick<BatchTotals, 'shortfall'>>,
  terms: Pick<CodTerms, 'minPayout'>,
): boolean {
  return totals.netPayout >= terms.minPayout || (totals.shortfall ?? 0) > 0;
}

/** Whether payouts are paused: the bank account changed less than the pause ago. */
export function payoutPaused(
  changedAt: Date,
  now: Date,
  terms: Pick<CodTerms, 'bankChangePauseHours'>,
): boolean {
  return now.getTime() - changedAt.getTime() < terms.bankChangePauseHours * 3_600_000;
}

/** An account number as every answer shows it: the last four digits. */
export function maskAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\s/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

export type DecryptOutcome = { kind: 'VERIFIED' } | { kind: 'WRONG'; triesLeft: number } | { kind: 'LOCKED' };

/** A decrypt attempt: right code, wrong with tries left, or the last try spent (a new code goes out). */
export function decryptOutcome(
  right: boolean,
  triesBefore: number,
  terms: Pick<CodTerms, 'decryptMaxTries'>,
): DecryptOutcome {
  if (right) return { kind: 'VERIFIED' };
  const tries = triesBefore + 1;
  if (tries >= terms.decryptMaxTries) return { kind: 'LOCKED' };
  return { kind: 'WRONG', triesLeft: terms.decryptMaxTries - tries };
}

/** Batch statuses in which the shipper may still open, agree or dispute. */
export const OPEN_BATCH_STATUSES = ['MAILED', 'VERIFIED', 'ADJUSTED'] as const;

/** Why a batch cannot be agreed now (null: it can). */
export function agreeRefusal(batch: { status: string; autoAgreed: boolean }): string | null {
  if (batch.autoAgreed) return 'cod.alreadyAutoAgreed';
  if (['AGREED', 'PAYMENT_SCHEDULED', 'PAID', 'TRANSFER_FAILED'].includes(batch.status))
    return 'cod.alreadyAgreed';
  if (batch.status === 'MAILED' || batch.status === 'GENERATED') return 'cod.notVerified';
  return null;
}

/** Why lines cannot be disputed in this batch now (null: they can). */
export function disputeRefusal(batch: { status: string }): string | null {
  return batch.status === 'VERIFIED' || batch.status === 'ADJUSTED' || batch.status === 'MAILED'
    ? null
    : 'cod.batchClosed';
}

/**
 * Whether the simulated bank refuses a transfer on this attempt: a deterministic share of batch
 * numbers on the first attempt only, so the retry always succeeds.
 */
export function transferFails(
  batchNo: string,
  attempt: number,
  terms: Pick<CodTerms, 'transferFailBp'>,
): boolean {
  if (attempt > 0 || terms.transferFailBp <= 0) return false;
  let hash = 0x811c9dc5;
  for (const char of batchNo) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash % 10_000 < terms.transferFailBp;
}

/** The transfer reference of a paid batch, from its number and attempt. */
export function transferReference(batchNo: string, attempt: number): string {
  return `TRF${batchNo.replace(/\D/g, '')}${attempt}`;
}

/**
 * The commission status of a line of each status the commission page lists (delivered or returned
 * parcels): unbilled while collected, billed in a batch (disputed included), deducted when paid,
 * reversed on return. Stored alongside, it is what the lines hold; the buckets count by line status.
 */
export const LINE_COMMISSION = {
  COLLECTED: 'UNBILLED',
  IN_BATCH: 'BILLED',
  DISPUTED: 'BILLED',
  REMITTED: 'DEDUCTED',
  RETURNED: 'REVERSED',
} as const;

/** The line statuses of a commission status (all the commission page lists when none). */
export function linesOfCommission(status?: string): (keyof typeof LINE_COMMISSION)[] {
  const all = Object.keys(LINE_COMMISSION) as (keyof typeof LINE_COMMISSION)[];
  return status ? all.filter((line) => LINE_COMMISSION[line] === status) : all;
}
