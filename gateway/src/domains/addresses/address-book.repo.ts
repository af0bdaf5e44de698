import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addressBookEntries, type AddressBookEntryRow } from '../../db/schema/addresses';
import { customers } from '../../db/schema/core';
import type { NormalisedAddress } from '../orders/order.rules';
import { pageOffset, toPage, type Page, type PageQuery } from '../../lib/paging/paging';
import { containsPattern } from '../../lib/paging/search-text';
import type { AddressKind } from './address-book-kinds.rules';
import type { AddressBookEntry } from './address-book.schemas';
import { ownedBy } from '../../db/tenant-scope';

/** A transaction or the database: both run the same queries. */
type Runner = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export function toEntry(row: AddressBookEntryRow): AddressBookEntry {
  return {
    id: row.id,
    kind: row.kind as AddressKind,
    name: row.name,
    phone: row.phone,
    province: row.province,
    city: row.city,
    district: row.district,
    districtCode: row.districtCode,
    address: row.address,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns of a checked address (order rules' NormalisedAddress). */
export function addressColumns(address: NormalisedAddress) {
  return {
    name: address.name,
    phone: address.phone,
    province: address.provinceName,
    city: address.cityName,
    district: address.districtName,
    districtCode: address.districtCode,
    address: address.address,
    postalCode: address.postalCode,
  };
}

/**
 * The digits a phone keyword is stored as: '+62 812-3456' -> '08123456', '62812' -> '0812'.
 * Undefined when the keyword is not a phone fragment.
 */
export function phoneKeyword(keyword: string): string | undefined {
  const digits = keyword.replace(/[\s\-.()]/g, '');
  if (!/^\+?\d{3,}$/.test(digits)) return undefined;
  if (digits.startsWith('+62')) return `0${digits.slice(3)}`;
  if (digits.startsWith('62')) return `0${digits.slice(2)}`;
  return digits;
}

/** The entries a keyword finds: part of the name, phone (any form) or street address, any case. */
export function keywordCondition(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  const phone = phoneKeyword(keyword);
  const matches = [
    ilike(addressBookEntries.name, pattern),
    ilike(addressBookEntries.phone, pattern),
    ilike(addressBookEntries.address, pattern),
  ];
  if (phone) matches.push(ilike(addressBookEntries.phone, containsPattern(phone)));
  return or(...matches);
}

/** A page of one book of a customer: the default first, then the latest changed. */
export async function pageEntries(
  db: Database,
  customerId: number,
  kind: AddressKind,
  keyword: string | undefined,
  query: PageQuery,
): Promise<Page<AddressBookEntry>> {
  const where = inBook(customerId, kind, keywordCondition(keyword));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(addressBookEntries).where(where),
    db
      .select()
      .from(addressBookEntries)
      .where(where)
      .orderBy(
        desc(addressBookEntries.isDefault),
        desc(addressBookEntries.updatedAt),
        desc(addressBookEntries.id),
      )
      .limit(query.size)
      .offset(pageOffset(query)),
  ]);
  return toPage(query, total, rows.map(toEntry));
}

/** The rows of one of the customer's books, and the further conditions. */
export function inBook(customerId: number, kind: AddressKind, ...conditions: (SQL | undefined)[]): SQL {
  return ownedBy(addressBookEntries, { customerId }, eq(addressBookEntries.kind, kind), ...conditions);
}

/** The default entry of a book, if it has one. */
export async function findDefault(
  db: Database,
  customerId: number,
  kind: AddressKind,
): Promise<AddressBookEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(addressBookEntries)
    .where(inBook(customerId, kind, eq(addressBookEntries.isDefault, true)));
  return row;
}

/** The customer's entry with this id; another customer's id finds nothing. */
export async function findOwnEntry(
  db: Runner,
  customerId: number,
  id: number,
): Promise<AddressBookEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(addressBookEntries)
    .where(and(eq(addressBookEntries.id, id), ownedBy(addressBookEntries, { customerId })));
  return row;
}

/**
 * Serialises the changes of one customer's books (the customer row is locked to the end of the
 * transaction), so that two requests making a default at once cannot both clear and set.
 */
export async function lockBooks(tx: Runner, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function clearDefault(tx: Runner, customerId: number, kind: AddressKind): Promise<void> {
  await tx
    .update(addressBookEntries)
    .set({ isDefault: false })
    .where(inBook(customerId, kind, eq(addressBookEntries.isDefault, true)));
}

export interface NewEntry {
  customerId: number;
  createdBy: number | null;
  kind: AddressKind;
  address: NormalisedAddress;
  isDefault: boolean;
}

/**
 * Adds an entry, or answers the book's entry that already holds the same name, phone, district and
 * street (saving the same receiver after every order must not fill the book with copies); that
 * entry becomes the default when asked, and counts as just used.
 */
export async function addEntry(
  db: Database,
  entry: NewEntry,
): Promise<{ row: AddressBookEntryRow; duplicate: boolean }> {
  const columns = addressColumns(entry.address);
  return db.transaction(async (tx) => {
    await lockBooks(tx, entry.customerId);
    const [same] = await tx
      .select()
      .from(addressBookEntries)
      .where(
        ownedBy(
          addressBookEntries,
          entry,
          eq(addressBookEntries.kind, entry.kind),
          eq(addressBookEntries.name, columns.name),
          eq(addressBookEntries.phone, columns.phone),
          eq(addressBookEntries.districtCode, columns.districtCode),
          eq(addressBookEntries.address, columns.address),
        ),
      )
      .limit(1);
    if (entry.isDefault) await clearDefault(tx, entry.customerId, entry.kind);
    if (same) {
      const [row] = await tx
        .update(addressBookEntries)
        .set({
          postalCode: columns.postalCode ?? same.postalCode,
          isDefault: entry.isDefault || same.isDefault,
          updatedAt: new Date(),
        })
        .where(ownedBy(addressBookEntries, entry, eq(addressBookEntries.id, same.id)))
        .returning();
      return { row, duplicate: true };
    }
    const [row] = await tx
      .insert(addressBookEntries)
      .values({
        ...columns,
        customerId: entry.customerId,
        kind: entry.kind,
        isDefault: entry.isDefault,
        createdBy: entry.createdBy,
      })
      .returning();
    return { row, duplicate: false };
  });
}

/**
 * Replaces the address of the customer's entry `id`. `isDefault` true makes it the default, false
 * stops it being one, undefined leaves it. Undefined when the customer has no such entry.
 */
export async function updateEntry(
  db: Database,
  customerId: number,
  id: number,
  address: NormalisedAddress,
  isDefault: boolean | undefined,
): Promise<AddressBookEntryRow | undefined> {
  return db.transaction(async (tx) => {
    await lockBooks(tx, customerId);
    const own = await findOwnEntry(tx, customerId, id);
    if (!own) return undefined;
    if (isDefault) await clearDefault(tx, customerId, own.kind as AddressKind);
    const [row] = await tx
      .update(addressBookEntries)
      .set({ ...addressColumns(address), isDefault: isDefault ?? own.isDefault, updatedAt: new Date() })
      .where(and(eq(addressBookEntries.id, id), ownedBy(addressBookEntries, { customerId })))
      .returning();
    return row;
  });
}

/** Makes the customer's entry `id` the default of its book. Undefined when there is no such entry. */
export async function setDefaultEntry(
  db: Database,
  customerId: number,
  id: number,
): Promise<AddressBookEntryRow | undefined> {
  return db.transaction(async (tx) => {
    await lockBooks(tx, customerId);
    const own = await findOwnEntry(tx, customerId, id);
    if (!own) return undefined;
    await clearDefault(tx, customerId, own.kind as AddressKind);
    const [row] = await tx
      .update(addressBookEntries)
      .set({ isDefault: true })
      .where(and(eq(addressBookEntries.id, id), ownedBy(addressBookEntries, { customerId })))
      .returning();
    return row;
  });
}

/** Deletes the customer's entry `id`; false when there is no such entry. */
export async function deleteEntry(db: Database, customerId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(addressBookEntries)
    .where(and(eq(addressBookEntries.id, id), ownedBy(addressBookEntries, { customerId })))
    .returning({ id: addressBookEntries.id });
  return deleted.length > 0;
}

/** Deletes every entry of one book of a customer; answers how many went. */
export async function deleteBook(db: Database, customerId: number, kind: AddressKind): Promise<number> {
  const deleted = await db
    .delete(addressBookEntries)
    .where(inBook(customerId, kind))
    .returning({ id: addressBookEntries.id });
  return deleted.length;
}
