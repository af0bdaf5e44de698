import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { complaints } from '../../db/schema/service';
import { NotFoundError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import type { ComplaintKind, ComplaintStatus } from './complaint.rules';
import { ownedBy } from '../../db/tenant-scope';

const columns = {
  id: complaints.id,
  kind: complaints.kind,
  category: complaints.category,
  billCode: complaints.billCode,
  billCodes: complaints.billCodes,
  content: complaints.content,
  contactPhone: complaints.contactPhone,
  status: complaints.status,
  reply: complaints.reply,
  repliedAt: complaints.repliedAt,
  createdAt: complaints.createdAt,
  createdBy: users.loginCode,
};

/** Complaints with the login of the user who filed them. */
function selectComplaints(db: Database) {
  return db.select(columns).from(complaints).innerJoin(users, eq(users.id, complaints.userId));
}

type Row = Awaited<ReturnType<typeof selectComplaints>>[number];

function toRecord(row: Row) {
  return {
    ...row,
    kind: row.kind as ComplaintKind,
    status: row.status as ComplaintStatus,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewComplaint {
  kind: ComplaintKind;
  category: string;
  billCode: string | null;
  billCodes?: string[];
  content: string;
  contactPhone: string;
}

export async function getComplaint(db: Database, customerId: number, id: number) {
  const [row] = await selectComplaints(db).where(ownedBy(complaints, { customerId }, eq(complaints.id, id)));
  if (!row) throw new NotFoundError('complaint');
  return toRecord(row);
}

/** A waybill named in a complaint must be one of the customer's own; any other is "not found". */
export async function saveComplaint(
  db: Database,
  session: { customerId: number; userId: number },
  input: NewComplaint,
) {
  const billCodes = [
    ...new Set([input.billCode, ...(input.billCodes ?? [])].filter((code): code is string => !!code)),
  ];
  if (billCodes.length > 0) {
    const owned = await db
      .select({ billCode: orders.billCode })
      .from(orders)
      .where(ownedBy(orders, session, inArray(orders.billCode, billCodes)));
    if (owned.length !== billCodes.length) throw new NotFoundError('waybill');
  }
  const [created] = await db
    .insert(complaints)
    .values({
      ...input,
      billCode: billCodes[0] ?? null,
      billCodes,
      customerId: session.customerId,
      userId: session.userId,
    })
    .returning({ id: complaints.id });
  return getComplaint(db, session.customerId, created.id);
}

export async function complaintPage(
  db: Database,
  customerId: number,
  query: PageQuery & { kind?: ComplaintKind; status?: ComplaintStatus },
) {
  const where = ownedBy(
    complaints,
    { customerId },
    query.kind ? eq(complaints.kind, query.kind) : undefined,
    query.status ? eq(complaints.status, query.status) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(complaints).where(where);
  const rows = await selectComplaints(db)
    .where(where)
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(toRecord));
}
