/**
 * Monthly settlement statement rules (DOMAINS.md "Monthly settlement statement"): the amount of a
 * line, the header as the sum of its lines, the taxes, the issue and due days. Whole rupiah.
 *
 * Where each charge of a parcel is settled (docs/MONEY.md): every charge is billed or deducted
 * exactly once, across the monthly statements and the COD batches. A statement line shows every
 * charge of its parcel; the part settled in a COD batch is its `settledAmount` (shown, not due):
 *
 * | charge                         | settled where                                  | when                                         |
 * |--------------------------------|------------------------------------------------|----------------------------------------------|
 * | freight - coupon + insurance,  | COD batch (cod_batch_freight), COD_NETTING     | the first cut after delivery, unless a       |
 * |   delivered non-COD parcel     |   contract; else the monthly statement         |   statement billed it first                  |
 * | freight - coupon + insurance,  | monthly statement                              | the statement of the month it ended          |
 * |   COD or returned parcel       |                                                |   (delivered / returned)                     |
 * | COD fee = COD commission + PPN | COD batch (cod_lines: deducted from the COD),  | the cut that takes the collected line        |
 * |   (delivered COD parcel)       |   never the statement                          |                                              |
 * | COD commission reversed        | nowhere (a returned COD parcel pays none)      | -                                            |
 * | return fee                     | COD batch (cod_batch_returns) if a cut took it | a cut on or after the day it was received;   |
 * |                                |   first, else the monthly statement            |   else the statement of the month returned   |
 * | coupon discount                | with the freight it reduces (never below 0)    | as the freight                               |
 * | claim paid by offset           | credit note on the next statement              | the statement issued after its approval      |
 * | COD batch shortfall            | receivable on the next statement               | the statement after the batch is paid        |
 */
import { mulDivRound } from '../cod/cod.rules';

export interface StatementTerms {
  /** PPN on the price under the "certain amount" scheme (PMK-71/2022): 110 = 1.1%. */
  ppnRateBp: number;
  /** PPh 23 withheld by a corporate payer: 2% of the pre-VAT amount, 4% without the courier's NPWP. */
  pph23RateBp: number;
  pph23NoNpwpRateBp: number;
  courierHasNpwp: boolean;
  /** Due this many days after issue (NET 14). */
  netDays: number;
  /** An overdue statement is suspended this many days after it became overdue (contract's, else this). */
  suspendAfterDays: number;
}

export const DEFAULT_STATEMENT_TERMS: StatementTerms = {
  ppnRateBp: 110,
  pph23RateBp: 200,
  pph23NoNpwpRateBp: 400,
  courierHasNpwp: true,
  netDays: 14,
  suspendAfterDays: 14,
};

export interface StatementAmounts {
  freight: number;
  insurance: number;
  codFee: number;
  surcharges: number;
  discount: number;
  returnFee: number;
  weightAdjustment: number;
}

const PARTS: (keyof StatementAmounts)[] = [
  'freight',
  'insurance',
  'codFee',
  'surcharges',
  'discount',
  'returnFee',
  'weightAdjustment',
];

/** A line's total: every charge, less its discount. */
export function lineTotal(line: StatementAmounts): number {
  return (
    line.freight +
    line.insurance +
    line.codFee +
    line.surcharges -
    line.discount +
    line.returnFee +
    line.weightAdjustment
  );
}

export interface StatementHeader extends StatementAmounts {
  lineCount: number;
  /** The charges of its lines settled in COD batches (net-off, COD commission): shown, not due. */
  settledAmount: number;
  taxBase: number;
  ppnRateBp: number;
  ppn: number;
  pph23RateBp: number;
  pph23: number;
  creditNotes: number;
  /** COD batch shortfalls billed here (not taxed again). */
  receivables: number;
  amountDue: number;
}

/**
 * The header: the sums of the lines; DPP = the sum of the line totals less what of each a COD
 * batch settled (so DPP + settled = the sum of every line total); PPN, PPh 23; amount due = DPP +
 * PPN - PPh 23 - credit notes + receivables. `settledAmount` of a line: the part of its total
 * settled in a COD batch (0 when none).
 */
export function statementHeader(
  lines: readonly (StatementAmounts & { settledAmount?: number })[],
  terms: StatementTerms,
  creditNotes = 0,
  receivables = 0,
): StatementHeader {
  const sums = Object.fromEntries(PARTS.map((part) => [part, 0])) as unknown as StatementAmounts;
  let taxBase = 0;
  let settledAmount = 0;
  for (const line of lines) {
    for (const part of PARTS) sums[part] += line[part];
    const settled = line.settledAmount ?? 0;
    settledAmount += settled;
    taxBase += lineTotal(line) - settled;
  }
  const pph23RateBp = terms.courierHasNpwp ? terms.pph23RateBp : terms.pph23NoNpwpRateBp;
  const ppn = mulDivRound(taxBase, terms.ppnRateBp, 10_000);
  const pph23 = mulDivRound(taxBase, pph23RateBp, 10_000);
  return {
    ...sums,
    lineCount: lines.length,
    settledAmount,
    taxBase,
    ppnRateBp: terms.ppnRateBp,
    ppn,
    pph23RateBp,
    pph23,
    creditNotes,
    receivables,
    amountDue: taxBase + ppn - pph23 - creditNotes + receivables,
  };
}

/** The month before `day` (yyyy-MM-dd) as yyyy-MM. */
export function previousPeriod(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The first day of a period and of the month after it (yyyy-MM-dd). */
export function periodBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
  return { from: `${period}-01`, to: `${next}-01` };
}
