import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/core';
import { complaints, serviceDictionary, serviceSettings } from '../schema/service';
import { DEMO_BILL_CODES } from './orders-data';
import { SEEDED_REPLIED_COMPLAINT, SERVICE_DICTIONARY, SERVICE_SETTINGS } from './service-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';
import { seedHeldParcelsAndReturns } from './service-parcels';
import { seedTicketsAndClaims } from './service-tickets';

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
