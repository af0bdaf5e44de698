import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema/core';
import { complaints } from '../schema/service';
import { DEMO_BILL_CODES } from './orders-data';
import { SEEDED_REPLIED_COMPLAINT } from './service-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Complaints and suggestions of the demo customer in each state, and one of the other customer. */
export async function seedService(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const demo = { customerId: customers.demoCustomerId, userId: customers.demoAdminUserId };
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
