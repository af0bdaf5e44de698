import { count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addressBookEntries, type AddressBookEntryRow } from '../../db/schema/addresses';
import { ownedBy } from '../../db/tenant-scope';
import type { NormalisedAddress } from '../orders/order.rules';
import type { AddressKind } from './address-book-kinds.rules';
import { addressColumns, inBook, keywordCondition, lockBooks } from './address-book.repo';

// A book as a whole, for its files: read in batches for an export, counted, and filled from an
// imported file (address-book-files.routes.ts, address-book.export-type.ts).

/** The book's entries matching a keyword, in pages read by id (for an export). */
export async function* bookBatches(
  db: Database,
  customerId: number,
  kind: AddressKind,
  keyword: string | undefined,
  batchSize: number,
): AsyncGenerator<AddressBookEntryRow[]> {
  let afterId = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(addressBookEntries)
      .where(inBook(customerId, kind, keywordCondition(keyword), gt(addressBookEntries.id, afterId)))
      .orderBy(addressBookEntries.id)
      .limit(batchSize);
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    afterId = batch[batch.length - 1].id;
  }
}

/** How many entries of the book match a keyword. */
export async function countBook(
  db: Database,
  customerId: number,
  kind: AddressKind,
  keyword: string | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(addressBookEntries)
    .where(inBook(customerId, kind, keywordCondition(keyword)));
  return row.n;
}

const sameKey = (entry: { name: string; phone: string; districtCode: string; address: string }) =>
  [entry.name, entry.phone, entry.districtCode, entry.address].join('\u0001');

/**
 * Adds checked addresses of a file to a book in one transaction: an address the book (or the file
 * above it) already holds is counted as a duplicate and not added again.
 */
export async function addImported(
  db: Database,
  entry: { customerId: number; createdBy: number | null; kind: AddressKind },
  addresses: readonly NormalisedAddress[],
): Promise<{ imported: number; duplicates: number }> {
  return db.transaction(async (tx) => {
    await lockBooks(tx, entry.customerId);
    const present = await tx
      .select({
        name: addressBookEntries.name,
        phone: addressBookEntries.phone,
        districtCode: addressBookEntries.districtCode,
        address: addressBookEntries.address,
      })
      .from(addressBookEntries)
      .where(ownedBy(addressBookEntries, entry, eq(addressBookEntries.kind, entry.kind)));
    const seen = new Set(present.map(sameKey));
    const rows = [];
    for (const address of addresses) {
      const columns = addressColumns(address);
      const key = sameKey(columns);
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push({ ...columns, customerId: entry.customerId, kind: entry.kind, createdBy: entry.createdBy });
    }
    for (let at = 0; at < rows.length; at += 500)
      await tx.insert(addressBookEntries).values(rows.slice(at, at + 500));
    return { imported: rows.length, duplicates: addresses.length - rows.length };
  });
}
