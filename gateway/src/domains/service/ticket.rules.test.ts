import { t } from '../../i18n/messages';
import { registerMessages } from '../../i18n/messages';
import { serviceMessages } from './service.messages';
import {
  deskOrder,
  deskStep,
  replyStatus,
  shouldEscalate,
  TICKET_STATUSES,
  TICKET_TRANSITIONS,
  transitionRefusal,
} from './ticket.rules';

describe('ticket transitions', () => {
  beforeAll(() => registerMessages(serviceMessages));

  it('walks the lifecycle SUBMITTED -> ASSIGNED -> IN_PROGRESS -> AWAITING_CUSTOMER -> RESOLVED -> CLOSED', () => {
    const path = ['SUBMITTED', 'ASSIGNED', 'IN_PROGRESS', 'AWAITING_CUSTOMER', 'RESOLVED', 'CLOSED'] as const;
    for (let i = 1; i < path.length; i += 1) expect(transitionRefusal(path[i - 1], path[i])).toBeNull();
    expect(transitionRefusal('RESOLVED', 'REOPENED')).toBeNull();
    expect(transitionRefusal('REOPENED', 'ASSIGNED')).toBeNull();
    expect(transitionRefusal('IN_PROGRESS', 'ESCALATED')).toBeNull();
    expect(transitionRefusal('ESCALATED', 'ASSIGNED')).toBeNull();
  });

  it('refuses illegal transitions with a translated message', () => {
    expect(transitionRefusal('SUBMITTED', 'RESOLVED')).toBe('service.ticket.illegalTransition');
    expect(transitionRefusal('CLOSED', 'REOPENED')).toBe('service.ticket.illegalTransition');
    expect(transitionRefusal('RESOLVED', 'ESCALATED')).toBe('service.ticket.illegalTransition');
    expect(transitionRefusal('NONSENSE', 'ASSIGNED')).toBe('service.ticket.illegalTransition');
    const params = { ticketNo: 'T1', from: 'CLOSED', to: 'REOPENED' };
    expect(t('en', 'service.ticket.illegalTransition', params)).toBe(
      'Ticket T1 cannot go from CLOSED to REOPENED',
    );
    expect(t('id', 'service.ticket.illegalTransition', params)).toContain('tidak dapat');
    expect(t('zh', 'service.ticket.illegalTransition', params)).toContain('不能');
    // every status has an entry, and nothing leaves CLOSED
    expect(Object.keys(TICKET_TRANSITIONS).sort()).toEqual([...TICKET_STATUSES].sort());
    expect(TICKET_TRANSITIONS.CLOSED).toEqual([]);
  });

  it('escalates an open ticket once its SLA passed, once', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const late = { status: 'ASSIGNED', resolveDueAt: new Date('2026-11-27T02:59:59Z'), escalatedAt: null };
    expect(shouldEscalate(late, now)).toBe(true);
    expect(shouldEscalate({ ...late, resolveDueAt: now }, now)).toBe(false);
    expect(shouldEscalate({ ...late, escalatedAt: now }, now)).toBe(false);
    expect(shouldEscalate({ ...late, status: 'RESOLVED' }, now)).toBe(false);
    expect(shouldEscalate({ ...late, status: 'CLOSED' }, now)).toBe(false);
    expect(shouldEscalate({ ...late, status: 'ESCALATED' }, now)).toBe(false);
  });

  it('the desk assigns before it answers, and takes escalated tickets first', () => {
    expect(deskStep({ status: 'SUBMITTED' })).toBe('ASSIGN');
    expect(deskStep({ status: 'ESCALATED' })).toBe('ASSIGN');
    expect(deskStep({ status: 'REOPENED' })).toBe('ASSIGN');
    expect(deskStep({ status: 'ASSIGNED' })).toBe('ANSWER');
    expect(deskStep({ status: 'IN_PROGRESS' })).toBe('ANSWER');
    expect(deskStep({ status: 'AWAITING_CUSTOMER' })).toBeNull();
    const at = (m: number) => new Date(Date.UTC(2026, 10, 27, 0, m));
    const queue = deskOrder([
      { id: 1, status: 'SUBMITTED', deskDueAt: at(1) },
      { id: 2, status: 'ESCALATED', deskDueAt: at(5) },
      { id: 3, status: 'ASSIGNED', deskDueAt: at(0) },
    ]);
    expect(queue.map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('a reply sends a resolved or waiting ticket back to the desk, and leaves the others', () => {
    expect(replyStatus('RESOLVED')).toBe('IN_PROGRESS');
    expect(replyStatus('AWAITING_CUSTOMER')).toBe('IN_PROGRESS');
    expect(replyStatus('ASSIGNED')).toBe('ASSIGNED');
    expect(replyStatus('ESCALATED')).toBe('ESCALATED');
  });
});
