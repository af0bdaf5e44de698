import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  customerDataDocuments,
  customerDataSubmissions,
  customerNetworks,
  customers,
  files,
  users,
  type CustomerDataRow,
} from '../../db/schema';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { escapeLikeText } from './sub-account.rules';

export type { CustomerDataRow };
export type { CustomerDataStatus } from '../../db/schema';

export async function findCustomer(db: Database, customerId: number) {
  const [row] = await db
    .select({ customerCode: customers.customerCode, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function findSubmission(db: Database, tenant: Tenant): Promise<CustomerDataRow | undefined> {
  const [row] = await db
    .select()
    .from(customerDataSubmissions)
    .where(ownedBy(customerDataSubmissions, tenant));
  return row;
}

/** The network that reviews a shipper's data (customer_networks), if one is set. */
export async function networkOfCustomer(db: Database, tenant: Tenant): Promise<number | null> {
  const [row] = await db
    .select({ networkId: customerNetworks.networkId })
    .from(customerNetworks)
    .where(ownedBy(customerNetworks, tenant));
  return row?.networkId ?? null;
}

/** The network of a signed-in user (back-office staff have one). */
export async function networkOfUser(
  db: Database,
  session: Tenant & { userId: number },
): Promise<number | null> {
  const [row] = await db
    .select({ networkId: users.networkId })
    .from(users)
    .where(ownedBy(users, session, eq(users.id, session.userId)));
  return row?.networkId ?? null;
}

export async function saveSubmission(
  db: Database,
  tenant: Tenant,
  values: Partial<typeof customerDataSubmissions.$inferInsert>,
): Promise<CustomerDataRow> {
  const existing = await findSubmission(db, tenant);
  if (existing) {
    const [row] = await db
      .update(customerDataSubmissions)
      .set({ ...values, updatedAt: new Date() })
      .where(ownedBy(customerDataSubmissions, tenant, eq(customerDataSubmissions.id, existing.id)))
      .returning();
    return row;
  }
  const [row] = await db
    .insert(customerDataSubmissions)
    .values({ ...values, customerId: tenant.customerId })
    .returning();
  return row;
}

/** The newest document of each field of a shipper. */
export async function currentDocuments(db: Database, customerId: number) {
  const rows = await db
    .select()
    .from(customerDataDocuments)
    .where(ownedBy(customerDataDocuments, { customerId }))
    .orderBy(desc(customerDataDocuments.id));
  const byField = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byField.has(row.field)) byField.set(row.field, row);
  return [...byField.values()];
}

/**
 * Gives the documents uploaded before their `files` row was written (issue 29: their links
 * answered 404) that row, on the customer's main account, so that their signed links open for the
 * shipper and the reviewer. Idempotent: a document with its row is left as is.
 */
export async function ensureDocumentFiles(
  db: Database,
  customerId: number,
  documents: ReadonlyArray<typeof customerDataDocuments.$inferSelect>,
): Promise<void> {
  if (documents.length === 0) return;
  const keys = documents.map((document) => document.storageKey);
  const present = await db
    .select({ key: files.key })
    .from(files)
    .where(ownedBy(files, { customerId }, inArray(files.key, keys)));
  const known = new Set(present.map((row) => row.key));
  const missing = documents.filter((document) => !known.has(document.storageKey));
  if (missing.length === 0) return;
  const [main] = await db
    .select({ id: users.id })
    .from(users)
    .where(ownedBy(users, { customerId }, eq(users.isAdmin, true)))
    .orderBy(users.id)
    .limit(1);
  if (!main) return;
  await db
    .insert(files)
    .values(
      missing.map((document) => ({
        customerId,
        userId: main.id,
        key: document.storageKey,
        name: document.fileName,
        size: document.size,
        contentType: document.contentType,
        bizType: 'customerData',
      })),
    )
    .onConflictDoNothing();
}

/**
 * Records an uploaded document of the submission, and its `files` row (who uploaded what), which
 * the signed view link (widgets file/view) serves it by: without it the link answers 404.
 */
export async function addDocument(
  db: Database,
  uploadedBy: number,
  document: typeof customerDataDocuments.$inferInsert,
) {
  return db.transaction(async (tx) => {
    await tx.insert(files).values({
      customerId: document.customerId,
      userId: uploadedBy,
      key: document.storageKey,
      name: document.fileName,
      size: document.size,
      contentType: document.contentType,
      bizType: 'customerData',
    });
    const [row] = await tx.insert(customerDataDocuments).values(document).returning();
    return row;
  });
}

/**
 * The submissions of the customers a network serves: the condition every reviewer query carries
 * (a back-office user acts for the customers of its network, never for another network's).
 */
function inNetwork(db: Database, networkId: number, ...conditions: (SQL | undefined)[]): SQL {
  const served = db
    .select({ customerId: customerNetworks.customerId })
    .from(customerNetworks)
    .where(eq(customerNetworks.networkId, networkId));
  return and(
    inArray(customerDataSubmissions.customerId, served),
    eq(customerDataSubmissions.networkId, networkId),
    ...conditions,
  ) as SQL;
}

const examineColumns = {
  id: customerDataSubmissions.id,
  customerId: customerDataSubmissions.customerId,
  customerCode: customers.customerCode,
  customerName: customers.name,
  entityType: customerDataSubmissions.entityType,
  status: customerDataSubmissions.status,
  isChange: customerDataSubmissions.isChange,
  submittedAt: customerDataSubmissions.submittedAt,
  reviewedAt: customerDataSubmissions.reviewedAt,
  reviewedBy: customerDataSubmissions.reviewedBy,
};

function examineFilter(db: Database, networkId: number, query: { status?: string; keyword?: string }): SQL {
  const pattern = query.keyword ? `%${escapeLikeText(query.keyword)}%` : undefined;
  return inNetwork(
    db,
    networkId,
    // a draft is the shipper's own until submitted
    query.status
      ? eq(customerDataSubmissions.status, query.status)
      : sql`${customerDataSubmissions.status} <> 'DRAFT'`,
    pattern ? or(ilike(customers.customerCode, pattern), ilike(customers.name, pattern)) : undefined,
  );
}

/** A page of the network's submissions, the latest changed first (drafts are left out). */
export async function pageNetworkSubmissions(
  db: Database,
  networkId: number,
  query: { current: number; size: number; status?: string; keyword?: string },
) {
  const where = examineFilter(db, networkId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select(examineColumns)
      .from(customerDataSubmissions)
      .innerJoin(customers, eq(customers.id, customerDataSubmissions.customerId))
      .where(where)
      .orderBy(desc(customerDataSubmissions.updatedAt), desc(customerDataSubmissions.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size),
    db
      .select({ n: count() })
      .from(customerDataSubmissions)
      .innerJoin(customers, eq(customers.id, customerDataSubmissions.customerId))
      .where(where),
  ]);
  return { rows, total: total.n };
}

/** Every submission of the network a filter finds (for the export). */
export async function allNetworkSubmissions(
  db: Database,
  networkId: number,
  query: { status?: string; keyword?: string },
) {
  return db
    .select(examineColumns)
    .from(customerDataSubmissions)
    .innerJoin(customers, eq(customers.id, customerDataSubmissions.customerId))
    .where(examineFilter(db, networkId, query))
    .orderBy(desc(customerDataSubmissions.updatedAt), desc(customerDataSubmissions.id))
    .limit(50_000);
}

/** A submission of the network by id; another network's is not found. */
export async function findNetworkSubmission(db: Database, networkId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerDataSubmissions)
    .where(inNetwork(db, networkId, eq(customerDataSubmissions.id, id)));
  return row;
}

/**
 * Records a review on a submission of the network, only while it is in one of `from` (so that two
 * reviewers approving at once cannot both succeed); answers the row, or undefined when it moved on.
 */
export async function reviewSubmission(
  db: Database,
  networkId: number,
  id: number,
  from: readonly string[],
  values: Partial<typeof customerDataSubmissions.$inferInsert>,
) {
  const [row] = await db
    .update(customerDataSubmissions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      inNetwork(
        db,
        networkId,
        eq(customerDataSubmissions.id, id),
        inArray(customerDataSubmissions.status, [...from]),
      ),
    )
    .returning();
  return row;
}
