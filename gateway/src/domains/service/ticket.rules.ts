import type { BusinessCalendar } from '../../lib/calendar/business-days';

/**
 * Work orders (tickets, DOMAINS.md "Work order"): statuses, SLA due times on business days, the
 * SLA clock and what the shipper may do in each status. SLA numbers come from the type catalogue
 * (service_dictionary attrs) and service_settings.
 */
export const TICKET_STATUSES = [
  'SUBMITTED',
  'ASSIGNED',
  'IN_PROGRESS',
  'AWAITING_CUSTOMER',
  'RESOLVED',
  'CLOSED',
  'ESCALATED',
  'REOPENED',
] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export const CONTACT_CHANNELS = ['PHONE', 'WHATSAPP'] as const;

/** The resolution SLA of a second-level type: calendar hours (e.g. changes: 24) or business days. */
export interface ResolveSla {
  hours?: number;
  businessDays?: number;
}

/**
 * Due times of a ticket filed at `createdAt`: the first answer `firstAnswerBusinessDays` business
 * days later; the resolution after the type's SLA (calendar hours, or business days at the same
 * WIB time of day).
 */
export function slaDueTimes(
  createdAt: Date,
  firstAnswerBusinessDays: number,
  sla: ResolveSla,
  calendar: BusinessCalendar,
): { firstAnswerDueAt: Date; resolveDueAt: Date } {
  const firstAnswerDueAt = calendar.addBusinessDays(createdAt, firstAnswerBusinessDays);
  const resolveDueAt =
    sla.hours !== undefined
      ? new Date(createdAt.getTime() + sla.hours * 3600 * 1000)
      : calendar.addBusinessDays(createdAt, sla.businessDays ?? firstAnswerBusinessDays);
  return { firstAnswerDueAt, resolveDueAt };
}

export type SlaClock = 'ON_TIME' | 'DUE_SOON' | 'OVERDUE' | 'MET' | 'MISSED';

/**
 * The clock the list shows: for an open ticket ON_TIME, DUE_SOON (within `dueSoonHours`) or
 * OVERDUE against its resolution due time; for a resolved one MET or MISSED.
 */
export function slaClock(
  ticket: { resolveDueAt: Date; resolvedAt: Date | null; status: string },
  now: Date,
  dueSoonHours: number,
): SlaClock {
  const due = ticket.resolveDueAt.getTime();
  if (ticket.resolvedAt && (ticket.status === 'RESOLVED' || ticket.status === 'CLOSED'))
    return ticket.resolvedAt.getTime() <= due ? 'MET' : 'MISSED';
  if (now.getTime() > due) return 'OVERDUE';
  if (due - now.getTime() <= dueSoonHours * 3600 * 1000) return 'DUE_SOON';
  return 'ON_TIME';
}

/**
 * Which status a ticket may move to from each status (DOMAINS.md: SUBMITTED -> ASSIGNED ->
 * IN_PROGRESS -> AWAITING_CUSTOMER -> RESOLVED -> CLOSED, plus ESCALATED and REOPENED).
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  SUBMITTED: ['ASSIGNED', 'ESCALATED'],
  ASSIGNED: ['IN_PROGRESS', 'AWAITING_CUSTOMER', 'RESOLVED', 'ESCALATED'],
  IN_PROGRESS: ['AWAITING_CUSTOMER', 'RESOLVED', 'ESCALATED'],
  AWAITING_CUSTOMER: ['IN_PROGRESS', 'RESOLVED', 'ESCALATED'],
  ESCALATED: ['ASSIGNED', 'IN_PROGRESS', 'RESOLVED'],
  RESOLVED: ['IN_PROGRESS', 'CLOSED', 'REOPENED'],
  REOPENED: ['ASSIGNED', 'IN_PROGRESS', 'ESCALATED'],
  CLOSED: [],
};

/** Null when a ticket may go from `from` to `to`, else the refusal (a message key). */
export function transitionRefusal(from: string, to: TicketStatus): 'service.ticket.illegalTransition' | null {
  const allowed = TICKET_TRANSITIONS[from as TicketStatus] as readonly TicketStatus[] | undefined;
  return allowed?.includes(to) ? null : 'service.ticket.illegalTransition';
}

/** Statuses the desk still has to act on and the SLA clock still runs for. */
export const OPEN_TICKET_STATUSES: readonly TicketStatus[] = [
  'SUBMITTED',
  'ASSIGNED',
  'IN_PROGRESS',
  'AWAITING_CUSTOMER',
  'ESCALATED',
  'REOPENED',
];

/**
 * A ticket is escalated once, when its resolution due time has passed and it is still open
 * (not RESOLVED or CLOSED) and not escalated before.
 */
export function shouldEscalate(
  ticket: { status: string; resolveDueAt: Date; escalatedAt: Date | null },
  now: Date,
): boolean {
  return (
    ticket.escalatedAt === null &&
    ticket.status !== 'ESCALATED' &&
    OPEN_TICKET_STATUSES.includes(ticket.status as TicketStatus) &&
    ticket.resolveDueAt.getTime() < now.getTime()
  );
}

/**
 * What the desk does with a due ticket: an unassigned (new, reopened or escalated) one is
 * assigned first; an assigned one is answered (resolved).
 */
export function deskStep(ticket: { status: string }): 'ASSIGN' | 'ANSWER' | null {
  if (ticket.status === 'SUBMITTED' || ticket.status === 'REOPENED' || ticket.status === 'ESCALATED')
    return 'ASSIGN';
  if (ticket.status === 'ASSIGNED' || ticket.status === 'IN_PROGRESS') return 'ANSWER';
  return null;
}

/** The desk's queue order: escalated tickets first, then the soonest desk time. */
export function deskOrder<T extends { status: string; deskDueAt: Date | null; id: number }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.status === 'ESCALATED') - Number(a.status === 'ESCALATED') ||
      (a.deskDueAt?.getTime() ?? 0) - (b.deskDueAt?.getTime() ?? 0) ||
      a.id - b.id,
  );
}

export type TicketRefusal =
  | 'service.ticket.closed'
  | 'service.ticket.notResolved'
  | 'service.ticket.alreadyRated'
  | 'service.ticket.notReopenable';

/** The status after the shipper writes: a resolved or waiting ticket goes back to the desk (IN_PROGRESS). */
export function replyStatus(status: string): string {
  return status === 'RESOLVED' || status === 'AWAITING_CUSTOMER' ? 'IN_PROGRESS' : status;
}

export function replyRefusal(status: string): TicketRefusal | null {
  return status === 'CLOSED' ? 'service.ticket.closed' : null;
}

export function rateRefusal(ticket: { status: string; rating: number | null }): TicketRefusal | null {
  if (ticket.status !== 'RESOLVED') return 'service.ticket.notResolved';
  if (ticket.rating !== null) return 'service.ticket.alreadyRated';
  return null;
}

/** A resolved ticket may be reopened (not after it is closed by rating), at most `maxReopens` times. */
export function reopenRefusal(
  ticket: { status: string; reopenCount: number },
  maxReopens: number,
): TicketRefusal | null {
  if (ticket.status !== 'RESOLVED' || ticket.reopenCount >= maxReopens) return 'service.ticket.notReopenable';
  return null;
}

/** The ticket number: T + WIB date + the id padded, e.g. T20261127000042. */
export function ticketNoOf(id: number, createdAt: Date): string {
  const day = new Date(createdAt.getTime() + 7 * 3600 * 1000).toISOString().slice(0, 10).replaceAll('-', '');
  return `T${day}${String(id).padStart(6, '0')}`;
}

export interface AttachmentLimits {
  maxFiles: number;
  maxBytes: number;
  /** Accepted content types (images, pdf, ...). */
  contentTypes: readonly string[];
}

export type AttachmentRefusal =
  | 'service.attachment.tooMany'
  | 'service.attachment.tooLarge'
  | 'service.attachment.wrongType'
  | 'service.attachment.unknown';

/** Checks uploaded files (rows of table files, found by key) against the limits. */
export function attachmentRefusal(
  keys: readonly string[],
  found: readonly { key: string; size: number; contentType: string }[],
  limits: AttachmentLimits,
): AttachmentRefusal | null {
  if (keys.length > limits.maxFiles) return 'service.attachment.tooMany';
  const byKey = new Map(found.map((file) => [file.key, file]));
  for (const key of keys) {
    const file = byKey.get(key);
    if (!file) return 'service.attachment.unknown';
    if (!limits.contentTypes.includes(file.contentType)) return 'service.attachment.wrongType';
    if (file.size > limits.maxBytes) return 'service.attachment.tooLarge';
  }
  return null;
}
