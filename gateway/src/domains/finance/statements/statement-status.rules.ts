/**
 * The lifecycle of a monthly statement (DOMAINS.md "Monthly settlement statement"):
 * `DRAFT -> ISSUED -> DISPUTED -> CREDIT_NOTE -> PARTIALLY_PAID -> PAID`, and `OVERDUE -> SUSPENDED`
 * (lifted by a payment). One function answers every move: the next status, or the message key of
 * the refusal. Plain rules, no database.
 */
import { addDays } from '../../../lib/calendar/business-days';

export const STATEMENT_STATUSES = [
  'DRAFT',
  'ISSUED',
  'DISPUTED',
  'CREDIT_NOTE',
  'PARTIALLY_PAID',
  'PAID',
  'OVERDUE',
  'SUSPENDED',
] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

export type StatementEvent =
  | { kind: 'ISSUE' }
  /** The shipper disputes lines. */
  | { kind: 'DISPUTE' }
  /** The courier resolves a dispute with a credit note; `openLeft` disputes stay open after it. */
  | { kind: 'CREDIT'; openLeft: number }
  /** A payment of `amount` against `outstanding` (amount due less what was paid before). */
  | { kind: 'PAY'; amount: number; outstanding: number }
  /** The daily run on `today`: past the due day, an unpaid statement is overdue. */
  | { kind: 'OVERDUE'; today: string; dueDay: string }
  /** The daily run: overdue for `suspendDays` days, the account is suspended. */
  | { kind: 'SUSPEND'; today: string; overdueSince: string; suspendDays: number };

export type StatementMove = { status: StatementStatus } | { refusal: string };

/** Statuses a payment can be recorded in. */
const PAYABLE: readonly StatementStatus[] = [
  'ISSUED',
  'CREDIT_NOTE',
  'PARTIALLY_PAID',
  'OVERDUE',
  'SUSPENDED',
];
/** Statuses whose other lines can still be disputed (issued, not paid yet, not overdue). */
const DISPUTABLE: readonly StatementStatus[] = ['ISSUED', 'DISPUTED', 'CREDIT_NOTE'];
/** Statuses that fall OVERDUE past the due day (a disputed statement waits for its credit note). */
const DUNNABLE: readonly StatementStatus[] = ['ISSUED', 'CREDIT_NOTE', 'PARTIALLY_PAID'];

/**
 * The status a statement in `from` moves to on `event`, or the refusal (a message key).
 * @example
 * statementMove('ISSUED', { kind: 'PAY', amount: 5_000, outstanding: 12_000 }); // { status: 'PARTIALLY_PAID' }
 * statementMove('PAID', { kind: 'DISPUTE' }); // { refusal: 'statement.notDisputable' }
 */
export function statementMove(from: StatementStatus, event: StatementEvent): StatementMove {
  switch (event.kind) {
    case 'ISSUE':
      return from === 'DRAFT' ? { status: 'ISSUED' } : { refusal: 'statement.notDraft' };
    case 'DISPUTE':
      // one open dispute per line, not per statement: more lines can be disputed until it is paid
      return DISPUTABLE.includes(from) ? { status: 'DISPUTED' } : { refusal: 'statement.notDisputable' };
    case 'CREDIT':
      if (from !== 'DISPUTED') return { refusal: 'statement.notDisputed' };
      return { status: event.openLeft > 0 ? 'DISPUTED' : 'CREDIT_NOTE' };
    case 'PAY':
      if (!PAYABLE.includes(from)) return { refusal: 'statement.notPayable' };
      if (!Number.isSafeInteger(event.amount) || event.amount <= 0) return { refusal: 'statement.badAmount' };
      if (event.amount > event.outstanding) return { refusal: 'statement.overpaid' };
      return { status: event.amount === event.outstanding ? 'PAID' : 'PARTIALLY_PAID' };
    case 'OVERDUE':
      if (!DUNNABLE.includes(from)) return { refusal: 'statement.notDunnable' };
      return event.today > event.dueDay ? { status: 'OVERDUE' } : { refusal: 'statement.notDue' };
    case 'SUSPEND':
      if (from !== 'OVERDUE') return { refusal: 'statement.notOverdue' };
      return event.today >= addDays(event.overdueSince, event.suspendDays)
        ? { status: 'SUSPENDED' }
        : { refusal: 'statement.notDue' };
  }
}

/** A credit note for a disputed line: more than nothing, at most the line and what is still open. */
export function creditRefusal(amount: number, lineTotal: number, outstanding: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'statement.badAmount';
  if (amount > lineTotal || amount > outstanding) return 'statement.creditTooLarge';
  return null;
}

/**
 * The approved claims a new statement offsets: in their order, as long as the amount due stays at
 * or above zero (a claim that does not fit waits for the next statement, whole).
 */
export function claimsThatFit<T extends { amount: number }>(claims: readonly T[], amountDue: number): T[] {
  const taken: T[] = [];
  let left = amountDue;
  for (const claim of claims)
    if (claim.amount > 0 && claim.amount <= left) {
      taken.push(claim);
      left -= claim.amount;
    }
  return taken;
}
