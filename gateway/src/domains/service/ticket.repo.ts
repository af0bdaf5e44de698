// Over 300 lines: a ticket's queries (page, detail, save, reply, rate, reopen, export rows) on one table
// and its thread; the desk's side is in ticket-desk.service.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { serviceDictionary, ticketMessages, tickets, type TicketRow } from '../../db/schema/service';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError, NotFoundError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { businessCalendar } from '../common';
import { loadSettings } from './dictionary.repo';
import { checkAttachments } from './attachment.repo';
import {
  rateRefusal,
  reopenRefusal,
  replyRefusal,
  replyStatus,
  slaClock,
  slaDueTimes,
  ticketNoOf,
  type TicketStatus,
} from './ticket.rules';

export interface NewTicket {
  typeCode: string;
  subtypeCode: string;
  billCodes: string[];
  orderId?: number | null;
  description: string;
  attachments: string[];
  contactPhone: string;
  contactChannel: 'PHONE' | 'WHATSAPP';
  priority: 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT';
}

/** The waybills must be the tenant's own: another shipper's is "not found", as any unknown one. */
async function ownOrdersOf(db: Database, tenant: Tenant, billCodes: string[]) {
  if (billCodes.length === 0) return [];
  const rows = await db
    .select({ id: orders.id, billCode: orders.billCode })
    .from(orders)
    .where(ownedBy(orders, tenant, inArray(orders.billCode, billCodes)));
  const found = new Set(rows.map((row) => row.billCode));
  const missing = billCodes.find((code) => !found.has(code));
  if (missing) throw new BizError('service.waybillNotFound', { billCode: missing }, 404);
  return rows;
}

/** Opens a ticket: types from the catalogue, own waybills, attachments checked, SLA due times on business days. */
export async function openTicket(
  db: Database,
  session: Tenant & { userId: number },
  input: NewTicket,
  now: Date,
) {
  const settings = await loadSettings(db);
  const [subtype] = await db
    .select()
    .from(serviceDictionary)
    .where(
      and(
        eq(serviceDictionary.category, 'TICKET_SUBTYPE'),
        eq(serviceDictionary.code, input.subtypeCode),
        eq(serviceDictionary.parentCode, input.typeCode),
      ),
    );
  if (!subtype)
    throw new BizError('service.ticket.typeUnknown', { type: `${input.typeCode}/${input.subtypeCode}` });
  const owned = await ownOrdersOf(db, session, input.billCodes);
  await checkAttachments(db, session, input.attachments, settings);
  const calendar = await businessCalendar(db);
  const sla = {
    hours: typeof subtype.attrs.slaHours === 'number' ? subtype.attrs.slaHours : undefined,
    businessDays:
      typeof subtype.attrs.slaBusinessDays === 'number' ? subtype.attrs.slaBusinessDays : undefined,
  };
  const due = slaDueTimes(now, settings.firstAnswerBusinessDays, sla, calendar);
  const orderId = input.orderId ?? owned.find((row) => row.billCode === input.billCodes[0])?.id ?? null;
  const [created] = await db
    .insert(tickets)
    .values({
      customerId: session.customerId,
      userId: session.userId,
      ticketNo: randomUUID().replaceAll('-', '').slice(0, 24),
      orderId,
      billCodes: input.billCodes,
      typeCode: input.typeCode,
      subtypeCode: input.subtypeCode,
      description: input.description,
      attachments: input.attachments,
      contactPhone: input.contactPhone,
      contactChannel: input.contactChannel,
      priority: input.priority,
      status: 'SUBMITTED',
      ...due,
      deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tickets.id });
  const [row] = await db
    .update(tickets)
    .set({ ticketNo: ticketNoOf(created.id, now) })
    .where(ownedBy(tickets, session, eq(tickets.id, created.id)))
    .returning();
  return row;
}

export interface TicketFilter {
  status?: TicketStatus;
  typeCode?: string;
  billCode?: string;
  ticketNo?: string;
}

function ticketWhere(tenant: Tenant, filter: TicketFilter): SQL {
  return ownedBy(
    tickets,
    tenant,
    filter.status ? eq(tickets.status, filter.status) : undefined,
    filter.typeCode ? eq(tickets.typeCode, filter.typeCode) : undefined,
    filter.ticketNo ? eq(tickets.ticketNo, filter.ticketNo) : undefined,
    filter.billCode ? sql`${tickets.billCodes} @> ${JSON.stringify([filter.billCode])}::jsonb` : undefined,
  );
}

export function ticketRecord(row: TicketRow, now: Date, dueSoonHours: number) {
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    billCodes: row.billCodes,
    typeCode: row.typeCode,
    subtypeCode: row.subtypeCode,
    description: row.description,
    attachments: row.attachments,
    contactPhone: row.contactPhone,
    contactChannel: row.contactChannel as 'PHONE' | 'WHATSAPP',
    priority: row.priority as 'LOW' | 'NORMAL' | 'HIGH' | 'URGENT',
    status: row.status as TicketStatus,
    assignee: row.assignee,
    firstAnswerDueAt: row.firstAnswerDueAt.toISOString(),
    resolveDueAt: row.resolveDueAt.toISOString(),
    firstAnsweredAt: row.firstAnsweredAt?.toISOString() ?? null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    escalatedAt: row.escalatedAt?.toISOString() ?? null,
    slaClock: slaClock(row, now, dueSoonHours),
    resolutionCode: row.resolutionCode,
    rating: row.rating,
    ratingComment: row.ratingComment,
    reopenCount: row.reopenCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function ticketPage(db: Database, tenant: Tenant, query: PageQuery & TicketFilter, now: Date) {
  const settings = await loadSettings(db);
  const where = ticketWhere(tenant, query);
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(where);
  const rows = await db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(
    query,
    total,
    rows.map((row) => ticketRecord(row, now, settings.dueSoonHours)),
  );
}

export async function countTickets(db: Database, tenant: Tenant, filter: TicketFilter) {
  const [{ total }] = await db.select({ total: count() }).from(tickets).where(ticketWhere(tenant, filter));
  return total;
}

export async function ticketRowsAfter(
  db: Database,
  tenant: Tenant,
  filter: TicketFilter,
  afterId: number,
  size: number,
) {
  return db
    .select()
    .from(tickets)
    .where(and(ticketWhere(tenant, filter), sql`${tickets.id} > ${afterId}`))
    .orderBy(asc(tickets.id))
    .limit(size);
}

async function ownTicket(db: Database, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(ownedBy(tickets, tenant, eq(tickets.id, id)));
  if (!row) throw new NotFoundError('ticket');
  return row;
}

/** A ticket with its thread, oldest message first. */
export async function ticketDetail(db: Database, tenant: Tenant, id: number, now: Date) {
  const settings = await loadSettings(db);
  const row = await ownTicket(db, tenant, id);
  const thread = await db
    .select()
    .from(ticketMessages)
    .where(ownedBy(ticketMessages, tenant, eq(ticketMessages.ticketId, id)))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return {
    ...ticketRecord(row, now, settings.dueSoonHours),
    thread: thread.map((message) => ({
      id: message.id,
      author: message.author as 'CUSTOMER' | 'DESK',
      authorName: message.authorName,
      body: message.body,
      attachments: message.attachments,
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

/** The shipper writes in the thread; a resolved ticket goes back to the desk. A closed ticket takes no reply. */
export async function replyTicket(
  db: Database,
  session: Tenant & { userId: number; loginCode: string },
  input: { id: number; body: string; attachments: string[] },
  now: Date,
) {
  const settings = await loadSettings(db);
  const row = await ownTicket(db, session, input.id);
  const refusal = replyRefusal(row.status);
  if (refusal) throw new BizError(refusal, { ticketNo: row.ticketNo });
  await checkAttachments(db, session, input.attachments, settings);
  await db.transaction(async (tx) => {
    await tx.insert(ticketMessages).values({
      customerId: session.customerId,
      ticketId: row.id,
      author: 'CUSTOMER',
      userId: session.userId,
      authorName: session.loginCode,
      body: input.body,
      attachments: input.attachments,
      createdAt: now,
    });
    await tx
      .update(tickets)
      .set({
        // the shipper's word sends a resolved or waiting ticket back to the desk; otherwise it stays
        status: replyStatus(row.status),
        deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
        updatedAt: now,
      })
      .where(ownedBy(tickets, session, eq(tickets.id, row.id)));
  });
  return ticketDetail(db, session, row.id, now);
}

export async function rateTicket(
  db: Database,
  tenant: Tenant,
  input: { id: number; rating: number; comment?: string | null },
  now: Date,
) {
  const row = await ownTicket(db, tenant, input.id);
  const refusal = rateRefusal(row);
  if (refusal) throw new BizError(refusal, { ticketNo: row.ticketNo });
  await db
    .update(tickets)
    .set({ rating: input.rating, ratingComment: input.comment ?? null, status: 'CLOSED', updatedAt: now })
    .where(ownedBy(tickets, tenant, eq(tickets.id, row.id)));
  return ticketDetail(db, tenant, row.id, now);
}

export async function reopenTicket(
  db: Database,
  session: Tenant & { userId: number; loginCode: string },
  input: { id: number; reason: string },
  now: Date,
) {
  const settings = await loadSettings(db);
  const row = await ownTicket(db, session, input.id);
  const refusal = reopenRefusal(row, settings.maxReopens);
  if (refusal) throw new BizError(refusal, { ticketNo: row.ticketNo, max: settings.maxReopens });
  await db.transaction(async (tx) => {
    await tx.insert(ticketMessages).values({
      customerId: session.customerId,
      ticketId: row.id,
      author: 'CUSTOMER',
      userId: session.userId,
      authorName: session.loginCode,
      body: input.reason,
      createdAt: now,
    });
    await tx
      .update(tickets)
      .set({
        status: 'REOPENED',
        reopenCount: row.reopenCount + 1,
        resolvedAt: null,
        deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
        updatedAt: now,
      })
      .where(ownedBy(tickets, session, eq(tickets.id, row.id)));
  });
  return ticketDetail(db, session, row.id, now);
}
