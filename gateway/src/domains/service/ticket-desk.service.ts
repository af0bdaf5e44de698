import { and, eq, inArray, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketMessages, tickets, type TicketRow } from '../../db/schema/service';
import { acrossTenants, ownedBy, onlyCustomer } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import { keysOfKind, notify } from '../notifications';
import { loadSettings } from './dictionary.repo';
import {
  deskOrder,
  deskStep,
  OPEN_TICKET_STATUSES,
  shouldEscalate,
  transitionRefusal,
  type TicketStatus,
} from './ticket.rules';

/** What the courier's desk answers, by first-level type (Indonesian, as the desk writes). */
const DESK_ANSWERS: Record<string, string> = {
  DELIVERY: 'Kami sudah menghubungi kurir dan hub tujuan. Paket dijadwalkan diantar ulang hari ini.',
  CONDITION:
    'Laporan kondisi paket sudah kami terima. Silakan ajukan klaim dengan foto unboxing bila diperlukan.',
  LOST: 'Paket sedang kami telusuri di seluruh hub. Bila tidak ditemukan, klaim kehilangan dapat diajukan.',
  CHANGE: 'Perubahan sudah kami teruskan ke hub tujuan dan akan berlaku pada pengantaran berikutnya.',
  RETURN:
    'Mohon maaf, retur ini tidak sesuai prosedur. Ongkos retur dibatalkan dan paket akan diantar ulang.',
  PICKUP: 'Penjemputan sudah kami jadwalkan ulang untuk besok pagi.',
  BILLING: 'Tagihan sudah kami periksa ulang dan koreksi akan tampil pada tagihan berikutnya.',
};

const DESK_AGENTS = ['Sari (CS)', 'Andi (CS)', 'Maya (CS)'];
/** Who takes an escalated ticket. */
const DESK_SUPERVISOR = 'Rina (Supervisor CS)';

const asDatabase = (tx: unknown) => tx as Database;

/** The status change of a ticket, checked by the transition rules (an illegal one is refused). */
export function checkedMove(row: Pick<TicketRow, 'status' | 'ticketNo'>, to: TicketStatus): TicketStatus {
  const refusal = transitionRefusal(row.status, to);
  if (refusal) throw new BizError(refusal, { ticketNo: row.ticketNo, from: row.status, to });
  return to;
}

/**
 * The courier's service desk, played by the simulator. Due tickets, escalated ones first: a new,
 * reopened or escalated ticket is assigned to an agent (ASSIGNED, answered at the next desk time);
 * an assigned one is answered and resolved (the shipper hears of it). Returns the tickets handled.
 */
export async function answerDueTickets(db: Database, now: Date, customerId?: number): Promise<number> {
  const settings = await loadSettings(db);
  return acrossTenants('simulator', async () => {
    const due = await db
      .select()
      .from(tickets)
      .where(
        and(isNotNull(tickets.deskDueAt), lte(tickets.deskDueAt, now), onlyCustomer(tickets, customerId)),
      )
      .limit(500);
    for (const row of deskOrder(due)) {
      const tenant = { customerId: row.customerId };
      const step = deskStep(row);
      if (step === 'ASSIGN') {
        const assignee =
          row.status === 'ESCALATED' ? DESK_SUPERVISOR : DESK_AGENTS[row.id % DESK_AGENTS.length];
        await db
          .update(tickets)
          .set({
            status: checkedMove(row, 'ASSIGNED'),
            assignee,
            deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
            updatedAt: now,
          })
          .where(ownedBy(tickets, tenant, eq(tickets.id, row.id)));
        continue;
      }
      if (step !== 'ANSWER') {
        await db
          .update(tickets)
          .set({ deskDueAt: null })
          .where(ownedBy(tickets, tenant, eq(tickets.id, row.id)));
        continue;
      }
      const agent = row.assignee ?? DESK_AGENTS[row.id % DESK_AGENTS.length];
      await db.transaction(async (tx) => {
        await tx.insert(ticketMessages).values({
          customerId: row.customerId,
          ticketId: row.id,
          author: 'DESK',
          authorName: agent,
          body: DESK_ANSWERS[row.typeCode] ?? DESK_ANSWERS.DELIVERY,
          createdAt: now,
        });
        await tx
          .update(tickets)
          .set({
            status: checkedMove(row, 'RESOLVED'),
            assignee: agent,
            firstAnsweredAt: row.firstAnsweredAt ?? now,
            resolvedAt: now,
            resolutionCode: 'ANSWERED',
            deskDueAt: null,
            updatedAt: now,
          })
          .where(ownedBy(tickets, tenant, eq(tickets.id, row.id)));
        await notify(
          asDatabase(tx),
          { customerId: row.customerId, userId: row.userId },
          {
            category: 'TICKET',
            ...keysOfKind('ticketAnswered'),
            params: { ticketNo: row.ticketNo, billCode: row.billCodes[0] ?? '-' },
            link: `/workOrder?ticketNo=${row.ticketNo}`,
            orderId: row.orderId,
          },
          now,
        );
      });
    }
    return due.length;
  });
}

/**
 * The escalation job (with the held-parcel timers): open tickets whose resolution due time passed
 * are escalated once (ESCALATED, the desk takes them first, now); the shipper hears of it.
 */
export async function escalateOverdueTickets(db: Database, now: Date, customerId?: number): Promise<number> {
  return acrossTenants('maintenance', async () => {
    const overdue = await db
      .select()
      .from(tickets)
      .where(
        and(
          isNull(tickets.escalatedAt),
          lt(tickets.resolveDueAt, now),
          inArray(tickets.status, [...OPEN_TICKET_STATUSES]),
          onlyCustomer(tickets, customerId),
        ),
      )
      .limit(500);
    let escalated = 0;
    for (const row of overdue) {
      if (!shouldEscalate(row, now)) continue;
      await db.transaction(async (tx) => {
        await tx
          .update(tickets)
          .set({ status: checkedMove(row, 'ESCALATED'), escalatedAt: now, deskDueAt: now, updatedAt: now })
          .where(ownedBy(tickets, row, eq(tickets.id, row.id)));
        await notify(
          asDatabase(tx),
          { customerId: row.customerId, userId: row.userId },
          {
            category: 'TICKET',
            titleKey: 'service.notify.ticketEscalated.title',
            bodyKey: 'service.notify.ticketEscalated.body',
            params: { ticketNo: row.ticketNo, billCode: row.billCodes[0] ?? '-' },
            link: `/workOrder?ticketNo=${row.ticketNo}`,
            orderId: row.orderId,
          },
          now,
        );
      });
      escalated += 1;
    }
    return escalated;
  });
}
