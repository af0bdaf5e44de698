import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/core';
import { orders } from '../schema/orders';
import {
  claims,
  complaints,
  parcelReturns,
  problemParcels,
  serviceDictionary,
  serviceSettings,
  ticketMessages,
  tickets,
} from '../schema/service';
import { DEMO_BILL_CODES } from './orders-data';
import { SEEDED_REPLIED_COMPLAINT, SERVICE_DICTIONARY, SERVICE_SETTINGS } from './service-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Complaints and suggestions of the demo customer in each state, and one of the other customer. */
export async function seedService(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const demo = { customerId: customers.demoCustomerId, userId: customers.demoAdminUserId };
  await seedCatalogues(db);
  await seedHeldParcelsAndReturns(db, now);
  await seedTicketsAndClaims(db, demo, now);
  await db.transaction(async (tx) => {
    const [already] = await tx
      .select({ id: complaints.id })
      .from(complaints)
      .where(
        and(
          eq(complaints.customerId, demo.customerId),
          eq(complaints.content, SEEDED_REPLIED_COMPLAINT.content),
        ),
      );
    if (already) return;
    const [otherUser] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.customerId, customers.otherCustomerId))
      .orderBy(users.id)
      .limit(1);
    if (otherUser) {
      await tx.insert(complaints).values({
        customerId: customers.otherCustomerId,
        userId: otherUser.id,
        kind: 'COMPLAINT',
        category: 'LOST',
        billCode: null,
        content: 'Paket kopi kami belum sampai setelah 10 hari, mohon segera ditelusuri.',
        contactPhone: '081355550001',
        status: 'SUBMITTED',
        createdAt: days(-3),
      });
    }
    await tx.insert(complaints).values([
      { ...demo, ...SEEDED_REPLIED_COMPLAINT, status: 'REPLIED', repliedAt: days(-8), createdAt: days(-10) },
      {
        ...demo,
        kind: 'COMPLAINT',
        category: 'DAMAGED',
        billCode: DEMO_BILL_CODES.problem,
        content: 'Kardus paket penyok dan salah satu barang di dalamnya pecah saat diterima pembeli.',
        contactPhone: '081210002026',
        status: 'PROCESSING',
        createdAt: days(-2),
      },
      {
        ...demo,
        kind: 'SUGGESTION',
        category: 'WEBSITE',
        billCode: null,
        content: 'Mohon tambahkan fitur ekspor riwayat pelacakan ke Excel untuk banyak resi sekaligus.',
        contactPhone: '081210002026',
        status: 'SUBMITTED',
        createdAt: days(-1),
      },
      {
        ...demo,
        kind: 'SUGGESTION',
        category: 'SERVICE',
        billCode: null,
        content: 'Jam penjemputan sore sebaiknya bisa dipilih sampai pukul 19.00 untuk toko online.',
        contactPhone: '081210002026',
        status: 'CLOSED',
        reply: 'Terima kasih, usulan Anda sudah kami teruskan ke tim operasional.',
        repliedAt: days(-20),
        createdAt: days(-25),
      },
    ]);
  });
}

const HOUR_MS = 60 * 60 * 1000;

/** The numbers and catalogues kept as data: written once, an operator's later edit stays. */
async function seedCatalogues(db: Database): Promise<void> {
  await db
    .insert(serviceSettings)
    .values(Object.entries(SERVICE_SETTINGS).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await db
    .insert(serviceDictionary)
    .values(
      SERVICE_DICTIONARY.map((entry, i) => ({
        category: entry.category,
        code: entry.code,
        parentCode: entry.parentCode ?? null,
        sort: i,
        name: entry.name,
        attrs: entry.attrs ?? {},
      })),
    )
    .onConflictDoNothing();
}

const SEED_HELD_REASONS = [
  'WRONG_ADDRESS',
  'RECEIVER_ABSENT',
  'PHONE_UNREACHABLE',
  'REFUSED',
  'BUSINESS_CLOSED',
];
const SEED_RETURN_REASONS = ['RECEIVER_ABSENT', 'REFUSED', 'COD_REFUSED', 'MIS_SORTED', 'WRONG_ADDRESS'];
const FAULT: Record<string, 'COURIER' | 'SHIPPER' | 'RECEIVER'> = Object.fromEntries(
  SERVICE_DICTIONARY.filter((entry) => entry.category === 'HELD_REASON').map((entry) => [
    entry.code,
    entry.attrs?.faultGroup as 'COURIER' | 'SHIPPER' | 'RECEIVER',
  ]),
);
const FEE_PERCENT: Record<string, number> = Object.fromEntries(
  SERVICE_DICTIONARY.filter((entry) => entry.category === 'RETURN_FEE_RATE').map((entry) => [
    entry.code,
    Number(entry.attrs?.percent),
  ]),
);

/**
 * Seeded orders are written without scans, so their held-parcel and return rows are written here,
 * as the scan effects would have: every PROBLEM order waits for its shipper (deadlines spread over
 * the next two days), every RETURNING or RETURNED order has its return with reason, fault and fee.
 */
async function seedHeldParcelsAndReturns(db: Database, now: Date): Promise<void> {
  const heldOrders = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PROBLEM'),
        sql`not exists (select 1 from ${problemParcels} where ${problemParcels.orderId} = ${orders.id})`,
      ),
    );
  for (const [i, order] of heldOrders.entries()) {
    const heldAt = new Date(now.getTime() - (4 + ((i * 11) % 40)) * HOUR_MS);
    await db.insert(problemParcels).values({
      customerId: order.customerId,
      orderId: order.id,
      billCode: order.billCode,
      reasonCode: SEED_HELD_REASONS[i % SEED_HELD_REASONS.length],
      attempts: 1 + (i % 2),
      courierNote:
        i % 2 === 0 ? 'Alamat tidak ditemukan, mohon konfirmasi patokan' : 'Penerima tidak dapat dihubungi',
      status: 'AWAITING_SHIPPER',
      heldAt,
      deadlineAt: new Date(heldAt.getTime() + SERVICE_SETTINGS.decisionHours * HOUR_MS),
      updatedAt: heldAt,
    });
  }
  const returning = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['RETURNING', 'RETURNED']),
        sql`not exists (select 1 from ${parcelReturns} where ${parcelReturns.orderId} = ${orders.id})`,
      ),
    );
  for (const [i, order] of returning.entries()) {
    const reasonCode = SEED_RETURN_REASONS[i % SEED_RETURN_REASONS.length];
    const faultGroup = FAULT[reasonCode] ?? 'RECEIVER';
    const freight = Math.round(order.freightFee);
    const percent = FEE_PERCENT[order.productType] ?? SERVICE_SETTINGS.returnFeeDefaultPercent;
    const returned = order.status === 'RETURNED';
    await db.insert(parcelReturns).values({
      customerId: order.customerId,
      orderId: order.id,
      billCode: order.billCode,
      returnBillCode: `R${order.billCode}`.slice(0, 20),
      reasonCode,
      faultGroup,
      outboundFreight: freight,
      returnFee: faultGroup === 'COURIER' ? 0 : Math.round((freight * percent) / 100),
      attempts: 1 + (i % 3),
      decision: i % 3 === 0 ? 'SHIPPER' : i % 3 === 1 ? 'DEADLINE' : 'ATTEMPTS',
      status: returned ? 'RETURNED' : 'RETURNING',
      receivedAt: returned ? order.updatedAt : null,
      confirmation: returned && i % 2 === 1 ? 'CONFIRMED' : 'PENDING',
      confirmedAt: returned && i % 2 === 1 ? order.updatedAt : null,
      createdAt: new Date(order.updatedAt.getTime() - 3 * 24 * HOUR_MS),
    });
  }
}

/** Tickets of the demo shipper in several states, with their threads, and a decided claim. */
async function seedTicketsAndClaims(
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
      status: 'APPROVED',
      decisionNote: 'CAP_RULES',
      decidedAt: at(100),
      createdAt: at(120),
      updatedAt: at(100),
    });
  }
}
