import {
  claimsThatFit,
  creditRefusal,
  STATEMENT_STATUSES,
  statementMove,
  type StatementEvent,
  type StatementStatus,
} from './statement-status.rules';

const pay = (amount: number, outstanding = 10_000): StatementEvent => ({ kind: 'PAY', amount, outstanding });
const overdue: StatementEvent = { kind: 'OVERDUE', today: '2026-11-17', dueDay: '2026-11-16' };
const issue: StatementEvent = { kind: 'ISSUE' };
const dispute: StatementEvent = { kind: 'DISPUTE' };
const creditLast: StatementEvent = { kind: 'CREDIT', openLeft: 0 };
const creditMore: StatementEvent = { kind: 'CREDIT', openLeft: 1 };
const partPay = pay(4_000);
const fullPay = pay(10_000);
const suspend: StatementEvent = {
  kind: 'SUSPEND',
  today: '2026-12-01',
  overdueSince: '2026-11-17',
  suspendDays: 14,
};

/** Every legal move: from, event, to. Anything else must be refused. */
const LEGAL: [StatementStatus, StatementEvent, StatementStatus][] = [
  ['DRAFT', issue, 'ISSUED'],
  ['ISSUED', dispute, 'DISPUTED'],
  ['DISPUTED', dispute, 'DISPUTED'],
  ['CREDIT_NOTE', dispute, 'DISPUTED'],
  ['DISPUTED', creditMore, 'DISPUTED'],
  ['DISPUTED', creditLast, 'CREDIT_NOTE'],
  ['ISSUED', partPay, 'PARTIALLY_PAID'],
  ['ISSUED', fullPay, 'PAID'],
  ['CREDIT_NOTE', partPay, 'PARTIALLY_PAID'],
  ['CREDIT_NOTE', fullPay, 'PAID'],
  ['PARTIALLY_PAID', partPay, 'PARTIALLY_PAID'],
  ['PARTIALLY_PAID', fullPay, 'PAID'],
  ['OVERDUE', partPay, 'PARTIALLY_PAID'],
  ['OVERDUE', fullPay, 'PAID'],
  ['SUSPENDED', partPay, 'PARTIALLY_PAID'],
  ['SUSPENDED', fullPay, 'PAID'],
  ['ISSUED', overdue, 'OVERDUE'],
  ['CREDIT_NOTE', overdue, 'OVERDUE'],
  ['PARTIALLY_PAID', overdue, 'OVERDUE'],
  ['OVERDUE', suspend, 'SUSPENDED'],
];

const EVENTS: StatementEvent[] = [issue, dispute, creditLast, creditMore, partPay, fullPay, overdue, suspend];

describe('statement status moves', () => {
  it.each(LEGAL)('%s on %j becomes %s', (from, event, to) => {
    expect(statementMove(from, event)).toEqual({ status: to });
  });

  it('refuses every other move, with a message key', () => {
    let refused = 0;
    for (const from of STATEMENT_STATUSES)
      for (const event of EVENTS) {
        if (LEGAL.some(([legalFrom, legalEvent]) => legalFrom === from && legalEvent === event)) continue;
        const move = statementMove(from, event);
        expect([from, event.kind, move]).toEqual([
          from,
          event.kind,
          { refusal: expect.stringMatching(/^statement\./) },
        ]);
        refused += 1;
      }
    expect(refused).toBe(STATEMENT_STATUSES.length * EVENTS.length - LEGAL.length);
  });

  it('never leaves PAID', () => {
    for (const event of EVENTS) expect(statementMove('PAID', event)).toHaveProperty('refusal');
  });

  it('refuses a payment of nothing, of a fraction, or of more than is outstanding', () => {
    expect(statementMove('ISSUED', pay(0))).toEqual({ refusal: 'statement.badAmount' });
    expect(statementMove('ISSUED', pay(-5))).toEqual({ refusal: 'statement.badAmount' });
    expect(statementMove('ISSUED', pay(1.5))).toEqual({ refusal: 'statement.badAmount' });
    expect(statementMove('ISSUED', pay(10_001))).toEqual({ refusal: 'statement.overpaid' });
  });

  it('is overdue only after the due day, and suspended only N days after it became overdue', () => {
    expect(statementMove('ISSUED', { ...overdue, today: '2026-11-16' })).toEqual({
      refusal: 'statement.notDue',
    });
    expect(statementMove('OVERDUE', { ...suspend, today: '2026-11-30' })).toEqual({
      refusal: 'statement.notDue',
    });
    expect(statementMove('OVERDUE', { ...suspend, suspendDays: 30 })).toEqual({
      refusal: 'statement.notDue',
    });
  });
});

describe('credit notes and claim offsets', () => {
  it('credits more than nothing, at most the line and what is still outstanding', () => {
    expect(creditRefusal(5_000, 20_000, 100_000)).toBeNull();
    expect(creditRefusal(20_000, 20_000, 100_000)).toBeNull();
    expect(creditRefusal(0, 20_000, 100_000)).toBe('statement.badAmount');
    expect(creditRefusal(20_001, 20_000, 100_000)).toBe('statement.creditTooLarge');
    expect(creditRefusal(15_000, 20_000, 10_000)).toBe('statement.creditTooLarge');
  });

  it('offsets the claims that fit in the amount due, in order, each whole', () => {
    const claims = [{ amount: 40_000 }, { amount: 70_000 }, { amount: 50_000 }, { amount: 0 }];
    expect(claimsThatFit(claims, 100_000)).toEqual([{ amount: 40_000 }, { amount: 50_000 }]);
    expect(claimsThatFit(claims, 30_000)).toEqual([]);
    expect(claimsThatFit(claims, 160_000)).toEqual(claims.slice(0, 3));
  });
});
