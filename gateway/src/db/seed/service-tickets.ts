import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { orders } from '../schema/orders';
import { claims, ticketMessages, tickets } from '../schema/service';
import { DEMO_BILL_CODES } from './orders-data';
import { SERVICE_SETTINGS } from './service-data';

// The demo's tickets with their threads, and a claim (seed/service.ts calls this).
const HOUR_MS = 60 * 60 * 1000;

/** Tickets of the demo shipper in several states, with their threads, and a decided claim. */
export async function seedTicketsAndClaims(
  db: Database,
  demo: { customerId: number; userId: number },
  now: Date,
): Promise<void> {
  const [already] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.customerId, demo.customerId))
    .limit(1);
  if (already) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const seeded = [
    {
      ticketNo: 'T20261120000901',
      billCodes: [DEMO_BILL_CODES.inTransit],
      typeCode: 'DELIVERY',
      subtypeCode: 'DELAYED',
      description: 'Paket sudah 5 hari belum bergerak dari hub transit, pembeli terus menanyakan.',
      status: 'RESOLVED',
      createdAt: at(72),
      resolvedAt: at(60),
      thread: [
        { author: 'CUSTOMER', name: 'demo', body: 'Mohon dicek, paket belum bergerak.', hoursAgo: 72 },
        {
          author: 'DESK',
          name: 'Sari (CS)',
          body: 'Paket sudah kami temukan di hub Surabaya dan dikirim hari ini.',
          hoursAgo: 60,
        },
      ],
    },
    {
      ticketNo: 'T20261125000902',
      billCodes: [DEMO_BILL_CODES.outForDelivery],
      typeCode: 'CHANGE',
      subtypeCode: 'PHONE',
      description: 'Mohon ganti nomor penerima menjadi 081299998888, nomor lama tidak aktif.',
      status: 'IN_PROGRESS',
      createdAt: at(20),
      resolvedAt: null,
      thread: [
        { author: 'CUSTOMER', name: 'demo', body: 'Nomor baru: 081299998888.', hoursAgo: 20 },
        {
          author: 'DESK',
          name: 'Andi (CS)',
          body: 'Sudah kami teruskan ke kurir, mohon ditunggu.',
          hoursAgo: 18,
        },
      ],
    },
    {
      ticketNo: 'T20261127000903',
      billCodes: [DEMO_BILL_CODES.problem],
      typeCode: 'CONDITION',
      subtypeCode: 'DAMAGED',
      description: 'Kardus penyok saat diterima gudang, mohon dicek kondisi isi paket.',
      status: 'SUBMITTED',
      createdAt: at(2),
      resolvedAt: null,
      thread: [],
    },
  ];
  for (const ticket of seeded) {
    const [row] = await db
      .insert(tickets)
      .values({
        customerId: demo.customerId,
        userId: demo.userId,
        ticketNo: ticket.ticketNo,
        billCodes: ticket.billCodes,
        typeCode: ticket.typeCode,
        subtypeCode: ticket.subtypeCode,
        description: ticket.description,
        contactPhone: '081210002026',
        contactChannel: 'WHATSAPP',
        priority: 'NORMAL',
        status: ticket.status,
        assignee: ticket.thread.find((m) => m.author === 'DESK')?.name ?? null,
        firstAnswerDueAt: new Date(ticket.createdAt.getTime() + 24 * HOUR_MS),
        resolveDueAt: new Date(
          ticket.createdAt.getTime() + (ticket.typeCode === 'CHANGE' ? 24 : 72) * HOUR_MS,
        ),
        firstAnsweredAt: ticket.thread.find((m) => m.author === 'DESK')
          ? at(ticket.thread[1].hoursAgo)
          : null,
        resolvedAt: ticket.resolvedAt,
        resolutionCode: ticket.resolvedAt ? 'ANSWERED' : null,
        deskDueAt: ticket.status === 'RESOLVED' ? null : new Date(now.getTime() + 30 * 60_000),
        createdAt: ticket.createdAt,
        updatedAt: ticket.createdAt,
      })
      .returning({ id: tickets.id });
    for (const message of ticket.thread)
      await db.insert(ticketMessages).values({
        customerId: demo.customerId,
        ticketId: row.id,
        author: message.author,
        userId: message.author === 'CUSTOMER' ? demo.userId : null,
        authorName: message.name,
        body: message.body,
        createdAt: at(message.hoursAgo),
      });
  }
  const [lost] = await db.select().from(orders).where(eq(orders.billCode, DEMO_BILL_CODES.returned));
  if (lost) {
    const fee = Math.round(lost.freightFee);
    const cap = Math.min(fee * SERVICE_SETTINGS.uninsuredMultiplier, SERVICE_SETTINGS.uninsuredCeiling);
    await db.insert(claims).values({
      customerId: demo.customerId,
      userId: demo.userId,
      claimNo: 'C20261115000901',
      orderId: lost.id,
      billCode: lost.billCode,
      claimType: 'DAMAGED',
      insured: false,
      declaredValue: Math.round(lost.declaredValue ?? 0),
      premium: 0,
      shippingFee: fee,
      goodsValue: Math.round(lost.declaredValue ?? 0),
      amountClaimed: Math.max(1, Math.min(cap, 50_000)),
      cap: Math.max(1, cap),
      capRule: 'UNINSURED_FEE',
      amountApproved: Math.max(1, Math.min(cap, 50_000)),
      description: 'Isi retur pecah saat diterima kembali.',
      // decided and paid before the demo starts: the payout job has nothing of it to pay
      status: 'PAID',
      decisionNote: 'CAP_RULES',
      decidedAt: at(100),
      payoutReference: 'TRF20261115000901',
      paidAt: at(96),
      createdAt: at(120),
      updatedAt: at(100),
    });
  }
}
