import { and, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { addressBookEntries } from '../schema/addresses';
import { DEMO_BOOK, OTHER_CUSTOMER_BOOK, type SeedBookEntry } from './addresses-data';
import { resolveSeedCustomers, type SeedCustomers } from './orders';

/**
 * The demo address books. An entry already present (same customer, book, name and phone) is kept
 * as the shipper left it; a seeded default is set only in a book without one.
 */
export async function seedAddresses(db: Database, given?: SeedCustomers): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const books: [number, number | null, readonly SeedBookEntry[]][] = [
    [customers.demoCustomerId, customers.demoAdminUserId, DEMO_BOOK],
    [customers.otherCustomerId, null, OTHER_CUSTOMER_BOOK],
  ];
  await db.transaction(async (tx) => {
    for (const [customerId, createdBy, book] of books) {
      const present = await tx
        .select({
          kind: addressBookEntries.kind,
          name: addressBookEntries.name,
          phone: addressBookEntries.phone,
          isDefault: addressBookEntries.isDefault,
        })
        .from(addressBookEntries)
        .where(and(eq(addressBookEntries.customerId, customerId)));
      const hasDefault = new Set(present.filter((row) => row.isDefault).map((row) => row.kind));
      for (const { kind, isDefault, ...address } of book) {
        if (
          present.some((row) => row.kind === kind && row.name === address.name && row.phone === address.phone)
        )
          continue;
        const makeDefault = isDefault && !hasDefault.has(kind);
        if (makeDefault) hasDefault.add(kind);
        await tx
          .insert(addressBookEntries)
          .values({ ...address, customerId, createdBy, kind, isDefault: makeDefault });
      }
    }
  });
}
