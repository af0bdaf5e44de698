/**
 * Monthly settlement statement rules (DOMAINS.md "Monthly settlement statement"): the amount of a
 * line, the header as the sum of its lines, the taxes, the issue and due days. Whole rupiah.
 */
import { mulDivRound } from './cod.rules';

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
  /** Line totals of the parcels a COD batch netted off: on the statement, not due. */
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
 * The header: the sums of the lines; DPP = the sum of the line totals not settled in a COD batch
 * (so DPP + settled = the sum of every line total); PPN, PPh 23; amount due = DPP + PPN - PPh 23 -
 * credit notes + receivables.
 */
export function statementHeader(
  lines: readonly (StatementAmounts & { settled?: boolean })[],
  terms: StatementTerms,
  creditNotes = 0,
  receivables = 0,
): StatementHeader {
  const sums = Object.fromEntries(PARTS.map((part) => [part, 0])) as unknown as StatementAmounts;
  let taxBase = 0;
  let settledAmount = 0;
  for (const line of lines) {
    for (const part of PARTS) sums[part] += line[part];
    if (line.settled) settledAmount += lineTotal(line);
    else taxBase += lineTotal(line);
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
