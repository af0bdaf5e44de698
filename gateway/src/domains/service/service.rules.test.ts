import { BusinessCalendar } from '../../lib/calendar/business-days';
import { parseWib } from '../../lib/locale/time-format';

const parseWibForTest = (text: string): Date => parseWib(`${text}:00`)!;
import { claimCap, deskDecision, amountRefusal, filingRefusal, goodsValueOf } from './claim.rules';
import { confirmRefusal, rejectRefusal, returnFee } from './parcel-return.rules';
import {
  afterDecision,
  deadlinePassed,
  decisionDeadline,
  decisionRefusal,
  reminderDue,
  secondsLeft,
  stuckSince,
} from './problem-parcel.rules';
import {
  attachmentRefusal,
  rateRefusal,
  reopenRefusal,
  replyRefusal,
  slaClock,
  slaDueTimes,
} from './ticket.rules';

const HOUR = 3600 * 1000;
const settings = {
  insuredCeiling: 20_000_000,
  uninsuredMultiplier: 10,
  uninsuredCeiling: 1_000_000,
  vatPercent: 11,
};

describe('held-parcel deadline', () => {
  const heldAt = new Date('2026-11-20T03:00:00Z');
  const deadline = decisionDeadline(heldAt, { decisionHours: 48 });
  const times = { maxAttempts: 3 };

  it('is 48 hours after the parcel was held, and a decision at the deadline is on time', () => {
    expect(deadline.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(deadlinePassed(deadline, deadline)).toBe(false);
    expect(deadlinePassed(deadline, new Date(deadline.getTime() + 1))).toBe(true);
    expect(secondsLeft(deadline, new Date(deadline.getTime() - 90_000))).toBe(90);
    expect(secondsLeft(deadline, new Date(deadline.getTime() + 90_000))).toBe(0);
  });

  it('refuses a decision after the deadline, on a closed parcel, or a re-attempt with no attempts left', () => {
    const open = { status: 'AWAITING_SHIPPER', deadlineAt: deadline, attempts: 1 };
    expect(decisionRefusal(open, 'REATTEMPT', heldAt, times)).toBeNull();
    expect(decisionRefusal(open, 'RETURN', new Date(deadline.getTime() + 1), times)).toBe(
      'service.problem.deadlinePassed',
    );
    expect(decisionRefusal({ ...open, status: 'CLOSED' }, 'RETURN', heldAt, times)).toBe(
      'service.problem.closed',
    );
    expect(decisionRefusal({ ...open, status: 'REATTEMPT' }, 'RETURN', heldAt, times)).toBe(
      'service.problem.closed',
    );
    expect(decisionRefusal({ ...open, attempts: 3 }, 'REATTEMPT', heldAt, times)).toBe(
      'service.problem.attemptsUsed',
    );
    expect(decisionRefusal({ ...open, attempts: 3 }, 'RETURN', heldAt, times)).toBeNull();
    expect(decisionRefusal({ ...open, status: 'HOLD' }, 'REATTEMPT', heldAt, times)).toBeNull();
  });

  it('keeps a parcel on hold for the hold time; other decisions keep the deadline', () => {
    const now = new Date(heldAt.getTime() + 5 * HOUR);
    expect(afterDecision('HOLD', now, { holdHours: 72 }, deadline)).toEqual({
      status: 'HOLD',
      deadlineAt: new Date(now.getTime() + 72 * HOUR),
    });
    expect(afterDecision('RETURN', now, { holdHours: 72 }, deadline)).toEqual({
      status: 'RETURN',
      deadlineAt: deadline,
    });
  });

  it('reminds once within 6 hours of the deadline', () => {
    const held = { status: 'AWAITING_SHIPPER', deadlineAt: deadline, remindedAt: null };
    expect(reminderDue(held, new Date(deadline.getTime() - 7 * HOUR), 6)).toBe(false);
    expect(reminderDue(held, new Date(deadline.getTime() - 5 * HOUR), 6)).toBe(true);
    expect(reminderDue(held, new Date(deadline.getTime() + 1), 6)).toBe(false);
    const reminded = { ...held, remindedAt: new Date(deadline.getTime() - 5 * HOUR) };
    expect(reminderDue(reminded, new Date(deadline.getTime() - 1 * HOUR), 6)).toBe(false);
    expect(reminderDue({ ...held, status: 'CLOSED' }, new Date(deadline.getTime() - HOUR), 6)).toBe(false);
  });

  it('calls a parcel stuck after N days without a scan', () => {
    const last = new Date('2026-11-20T00:00:00Z');
    expect(stuckSince(last, new Date(last.getTime() + 72 * HOUR - 1), 3)).toBe(false);
    expect(stuckSince(last, new Date(last.getTime() + 72 * HOUR), 3)).toBe(true);
  });
});

describe('return fee', () => {
  it('is the product percentage of the outbound freight, rounded, waived when the courier is at fault', () => {
    expect(returnFee(18_000, 50, 'RECEIVER')).toBe(9_000);
    expect(returnFee(18_001, 50, 'SHIPPER')).toBe(9_001);
    expect(returnFee(25_000, 60, 'SHIPPER')).toBe(15_000);
    expect(returnFee(18_000, 50, 'COURIER')).toBe(0);
    expect(returnFee(0, 50, 'RECEIVER')).toBe(0);
  });

  it('confirms receipt once the parcel is back, and answers a return once', () => {
    expect(confirmRefusal({ status: 'RETURNED', confirmation: 'PENDING' })).toBeNull();
    expect(confirmRefusal({ status: 'RETURNING', confirmation: 'PENDING' })).toBe(
      'service.return.notReceived',
    );
    expect(confirmRefusal({ status: 'RETURNED', confirmation: 'REJECTED' })).toBe(
      'service.return.alreadyAnswered',
    );
    expect(rejectRefusal({ confirmation: 'PENDING' })).toBeNull();
    expect(rejectRefusal({ confirmation: 'CONFIRMED' })).toBe('service.return.alreadyAnswered');
  });
});

describe('ticket SLA on business days', () => {
  // 2026-11-28 is a Saturday, 2026-11-29 a Sunday; 2026-12-25 is Christmas (a holiday).
  const calendar = new BusinessCalendar(['2026-12-25']);

  it('answers within one business day: Saturday counts, Sunday does not', () => {
    const friday = parseWibForTest('2026-11-27 10:00');
    expect(slaDueTimes(friday, 1, { businessDays: 3 }, calendar)).toEqual({
      firstAnswerDueAt: parseWibForTest('2026-11-28 10:00'),
      resolveDueAt: parseWibForTest('2026-12-01 10:00'),
    });
    const saturday = parseWibForTest('2026-11-28 10:00');
    expect(slaDueTimes(saturday, 1, { businessDays: 1 }, calendar).firstAnswerDueAt).toEqual(
      parseWibForTest('2026-11-30 10:00'),
    );
  });

  it('skips holidays and starts a ticket filed on a day off at the next business morning', () => {
    const christmasEve = parseWibForTest('2026-12-24 16:00');
    expect(slaDueTimes(christmasEve, 1, { businessDays: 7 }, calendar)).toEqual({
      firstAnswerDueAt: parseWibForTest('2026-12-26 16:00'),
      resolveDueAt: parseWibForTest('2027-01-02 16:00'),
    });
    const sunday = parseWibForTest('2026-11-29 15:00');
    expect(slaDueTimes(sunday, 1, { businessDays: 1 }, calendar).firstAnswerDueAt).toEqual(
      parseWibForTest('2026-12-01 00:00'),
    );
  });

  it('counts a change in calendar hours', () => {
    const saturday = parseWibForTest('2026-11-28 10:00');
    expect(slaDueTimes(saturday, 1, { hours: 24 }, calendar).resolveDueAt).toEqual(
      parseWibForTest('2026-11-29 10:00'),
    );
  });

  it('shows the clock: on time, due soon, overdue, met, missed', () => {
    const due = new Date('2026-11-28T10:00:00Z');
    const open = { resolveDueAt: due, resolvedAt: null, status: 'IN_PROGRESS' };
    expect(slaClock(open, new Date(due.getTime() - 5 * HOUR), 4)).toBe('ON_TIME');
    expect(slaClock(open, new Date(due.getTime() - 3 * HOUR), 4)).toBe('DUE_SOON');
    expect(slaClock(open, new Date(due.getTime() + 1), 4)).toBe('OVERDUE');
    expect(slaClock({ ...open, status: 'RESOLVED', resolvedAt: due }, due, 4)).toBe('MET');
    expect(slaClock({ ...open, status: 'CLOSED', resolvedAt: new Date(due.getTime() + 1) }, due, 4)).toBe(
      'MISSED',
    );
  });

  it('refuses a reply to a closed ticket, a rating before resolution or twice, a reopen when not resolved', () => {
    expect(replyRefusal('CLOSED')).toBe('service.ticket.closed');
    expect(replyRefusal('RESOLVED')).toBeNull();
    expect(rateRefusal({ status: 'IN_PROGRESS', rating: null })).toBe('service.ticket.notResolved');
    expect(rateRefusal({ status: 'RESOLVED', rating: 4 })).toBe('service.ticket.alreadyRated');
    expect(rateRefusal({ status: 'RESOLVED', rating: null })).toBeNull();
    expect(reopenRefusal({ status: 'RESOLVED', reopenCount: 0 }, 2)).toBeNull();
    expect(reopenRefusal({ status: 'RESOLVED', reopenCount: 2 }, 2)).toBe('service.ticket.notReopenable');
    expect(reopenRefusal({ status: 'CLOSED', reopenCount: 0 }, 2)).toBe('service.ticket.notReopenable');
  });

  it('refuses too many attachments, too large ones, a wrong type or an unknown key', () => {
    const limits = {
      maxFiles: 5,
      maxBytes: 5 * 1024 * 1024,
      contentTypes: ['image/jpeg', 'image/png', 'application/pdf'],
    };
    const png = { key: 'a.png', size: 1000, contentType: 'image/png' };
    expect(attachmentRefusal(['a.png'], [png], limits)).toBeNull();
    expect(attachmentRefusal(Array(6).fill('a.png'), [png], limits)).toBe('service.attachment.tooMany');
    expect(attachmentRefusal(['a.png'], [{ ...png, size: 5 * 1024 * 1024 + 1 }], limits)).toBe(
      'service.attachment.tooLarge',
    );
    expect(attachmentRefusal(['a.png'], [{ ...png, contentType: 'text/csv' }], limits)).toBe(
      'service.attachment.wrongType',
    );
    expect(attachmentRefusal(['b.png'], [png], limits)).toBe('service.attachment.unknown');
  });
});

describe('claim cap', () => {
  const base = { insured: false, declaredValue: 0, shippingFee: 18_000, codAmount: 0, codFee: 0 };

  it('insured: up to the declared value, within the insured ceiling', () => {
    expect(claimCap({ ...base, insured: true, declaredValue: 5_000_000 }, settings)).toMatchObject({
      cap: 5_000_000,
      rule: 'INSURED',
    });
    expect(claimCap({ ...base, insured: true, declaredValue: 20_000_000 }, settings)).toMatchObject({
      cap: 20_000_000,
      rule: 'INSURED',
    });
    expect(claimCap({ ...base, insured: true, declaredValue: 35_000_000 }, settings)).toMatchObject({
      cap: 20_000_000,
      rule: 'INSURED_CEILING',
    });
  });

  it('uninsured: the lower of 10x the fee and the goods value, within the ceiling', () => {
    expect(claimCap(base, settings)).toMatchObject({ cap: 180_000, rule: 'UNINSURED_FEE', goodsValue: null });
    expect(claimCap({ ...base, declaredValue: 150_000 }, settings)).toMatchObject({
      cap: 150_000,
      rule: 'UNINSURED_GOODS',
    });
    // a tie names the fee rule
    expect(claimCap({ ...base, declaredValue: 180_000 }, settings)).toMatchObject({
      cap: 180_000,
      rule: 'UNINSURED_FEE',
    });
    expect(claimCap({ ...base, shippingFee: 250_000, declaredValue: 9_000_000 }, settings)).toMatchObject({
      cap: 1_000_000,
      rule: 'UNINSURED_CEILING',
    });
    expect(claimCap({ ...base, shippingFee: 0 }, settings).cap).toBe(0);
  });

  it('COD: goods value is the COD amount less shipping, COD fee and VAT on both', () => {
    const cod = { ...base, codAmount: 120_000, shippingFee: 20_000, codFee: 3_000 };
    expect(goodsValueOf(cod, settings)).toEqual({ value: 120_000 - 20_000 - 3_000 - 2_530, vat: 2_530 });
    expect(claimCap(cod, settings)).toMatchObject({
      cap: 94_470,
      rule: 'UNINSURED_GOODS',
      goodsValue: 94_470,
    });
    expect(goodsValueOf({ ...cod, codAmount: 10_000 }, settings).value).toBe(0);
  });

  it('refuses a claim above its cap or when nothing can be paid; the desk approves up to the cap', () => {
    expect(amountRefusal(180_000, 180_000)).toBeNull();
    expect(amountRefusal(180_001, 180_000)).toBe('service.claim.overCap');
    expect(amountRefusal(1, 0)).toBe('service.claim.nothingToPay');
    expect(deskDecision({ amountClaimed: 100_000, cap: 180_000 })).toEqual({
      status: 'APPROVED',
      amountApproved: 100_000,
    });
    expect(deskDecision({ amountClaimed: 100_000, cap: 0 })).toEqual({
      status: 'REJECTED',
      amountApproved: null,
    });
  });
});

describe('claim filing windows', () => {
  const windows = { receiptDays: 7, lossDays: 30 };
  const created = new Date('2026-10-01T00:00:00Z');
  const DAY = 24 * HOUR;

  it('loss within 30 days of the waybill date, never for a delivered parcel', () => {
    const open = { createdAt: created, signedAt: null, status: 'IN_TRANSIT' };
    expect(filingRefusal('LOST', open, new Date(created.getTime() + 30 * DAY), windows)).toBeNull();
    expect(filingRefusal('LOST', open, new Date(created.getTime() + 30 * DAY + 1), windows)).toBe(
      'service.claim.windowClosed',
    );
    expect(filingRefusal('LOST', { ...open, status: 'DELIVERED' }, created, windows)).toBe(
      'service.claim.delivered',
    );
  });

  it('damage, partial or lateness within 7 days of receipt, only once received', () => {
    const signedAt = new Date('2026-10-05T00:00:00Z');
    const delivered = { createdAt: created, signedAt, status: 'DELIVERED' };
    for (const type of ['DAMAGED', 'PARTIAL', 'LATE'] as const) {
      expect(filingRefusal(type, delivered, new Date(signedAt.getTime() + 7 * DAY), windows)).toBeNull();
      expect(filingRefusal(type, delivered, new Date(signedAt.getTime() + 7 * DAY + 1), windows)).toBe(
        'service.claim.windowClosed',
      );
      expect(
        filingRefusal(type, { ...delivered, signedAt: null, status: 'IN_TRANSIT' }, signedAt, windows),
      ).toBe('service.claim.notDelivered');
    }
  });
});
