import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files } from '../../db/schema/widgets';
import { parcelReturns } from '../../db/schema/service';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError, NotFoundError } from '../../http/envelope';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { loadSettings } from './dictionary.repo';
import { confirmRefusal, rejectRefusal } from './parcel-return.rules';
import { attachmentRefusal } from './ticket.rules';
import { openTicket } from './ticket.repo';

export interface ReturnFilter {
  confirmation?: 'PENDING' | 'CONFIRMED' | 'REJECTED';
  status?: 'RETURNING' | 'RETURNED';
  faultGroup?: 'COURIER' | 'SHIPPER' | 'RECEIVER';
  billCode?: string;
}

function returnWhere(tenant: Tenant, filter: ReturnFilter): SQL {
  return ownedBy(
    parcelReturns,
    tenant,
    filter.confirmation ? eq(parcelReturns.confirmation, filter.confirmation) : undefined,
    filter.status ? eq(parcelReturns.status, filter.status) : undefined,
    filter.faultGroup ? eq(parcelReturns.faultGroup, filter.faultGroup) : undefined,
    filter.billCode
      ? sql`(${parcelReturns.billCode} = ${filter.billCode} or ${parcelReturns.returnBillCode} = ${filter.billCode})`
      : undefined,
  );
}

type ReturnRow = typeof parcelReturns.$inferSelect;

export function returnRecord(row: ReturnRow) {
  return {
    id: row.id,
    orderId: row.orderId,
    billCode: row.billCode,
    returnBillCode: row.returnBillCode,
    reasonCode: row.reasonCode,
    faultGroup: row.faultGroup as 'COURIER' | 'SHIPPER' | 'RECEIVER',
    attempts: row.attempts,
    outboundFreight: row.outboundFreight,
    returnFee: row.returnFee,
    decision: row.decision as 'SHIPPER' | 'DEADLINE' | 'ATTEMPTS' | 'COURIER',
    status: row.status as 'RETURNING' | 'RETURNED',
    receivedAt: row.receivedAt?.toISOString() ?? null,
    confirmation: row.confirmation as 'PENDING' | 'CONFIRMED' | 'REJECTED',
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
    rejectionPhotos: row.rejectionPhotos,
    ticketId: row.ticketId,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function returnPage(db: Database, tenant: Tenant, query: PageQuery & ReturnFilter) {
  const where = returnWhere(tenant, query);
  const [{ total }] = await db.select({ total: count() }).from(parcelReturns).where(where);
  const rows = await db
    .select()
    .from(parcelReturns)
    .where(where)
    .orderBy(desc(parcelReturns.createdAt), desc(parcelReturns.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(returnRecord));
}

export async function countReturns(db: Database, tenant: Tenant, filter: ReturnFilter) {
  const [{ total }] = await db
    .select({ total: count() })
    .from(parcelReturns)
    .where(returnWhere(tenant, filter));
  return total;
}

export async function returnRowsAfter(
  db: Database,
  tenant: Tenant,
  filter: ReturnFilter,
  afterId: number,
  size: number,
) {
  return db
    .select()
    .from(parcelReturns)
    .where(and(returnWhere(tenant, filter), sql`${parcelReturns.id} > ${afterId}`))
    .orderBy(asc(parcelReturns.id))
    .limit(size);
}

async function ownReturn(db: Database, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(parcelReturns)
    .where(ownedBy(parcelReturns, tenant, eq(parcelReturns.id, id)));
  if (!row) throw new NotFoundError('return');
  return row;
}

/** The shipper confirms the return reached it. */
export async function confirmReturn(db: Database, tenant: Tenant, id: number, now: Date) {
  const row = await ownReturn(db, tenant, id);
  const refusal = confirmRefusal(row);
  if (refusal) throw new BizError(refusal, { billCode: row.billCode });
  const [updated] = await db
    .update(parcelReturns)
    .set({ confirmation: 'CONFIRMED', confirmedAt: now })
    .where(
      ownedBy(parcelReturns, tenant, eq(parcelReturns.id, id), eq(parcelReturns.confirmation, 'PENDING')),
    )
    .returning();
  if (!updated) throw new BizError('service.return.alreadyAnswered', { billCode: row.billCode });
  return returnRecord(updated);
}

/** Photos a rejection may carry: images only. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The shipper rejects a return it did not ask for, with a reason and photos: the return is marked
 * REJECTED and a ticket (type RETURN) is opened with the photos, in one transaction.
 */
export async function rejectReturn(
  db: Database,
  session: Tenant & { userId: number },
  input: { id: number; reason: string; photos: string[]; contactPhone: string },
  now: Date,
) {
  const row = await ownReturn(db, session, input.id);
  const refusal = rejectRefusal(row);
  if (refusal) throw new BizError(refusal, { billCode: row.billCode });
  const settings = await loadSettings(db);
  const found = input.photos.length
    ? await db
        .select()
        .from(files)
        .where(ownedBy(files, session, inArray(files.key, input.photos)))
    : [];
  const bad = attachmentRefusal(input.photos, found, {
    maxFiles: settings.attachmentMaxFiles,
    maxBytes: settings.attachmentMaxBytes,
    contentTypes: PHOTO_TYPES,
  });
  if (bad)
    throw new BizError(bad, {
      max: settings.attachmentMaxFiles,
      maxMb: settings.attachmentMaxBytes / 1024 / 1024,
    });
  if (input.photos.length === 0) throw new BizError('service.return.photoRequired');
  return db.transaction(async (tx) => {
    const ticket = await openTicket(
      tx as unknown as Database,
      session,
      {
        typeCode: 'RETURN',
        subtypeCode: 'UNREQUESTED_RETURN',
        billCodes: [row.billCode],
        orderId: row.orderId,
        description: input.reason,
        attachments: input.photos,
        contactPhone: input.contactPhone,
        contactChannel: 'WHATSAPP',
        priority: 'HIGH',
      },
      now,
    );
    const [updated] = await tx
      .update(parcelReturns)
      .set({
        confirmation: 'REJECTED',
        confirmedAt: now,
        rejectionReason: input.reason,
        rejectionPhotos: input.photos,
        ticketId: ticket.id,
      })
      .where(
        ownedBy(
          parcelReturns,
          session,
          eq(parcelReturns.id, input.id),
          eq(parcelReturns.confirmation, 'PENDING'),
        ),
      )
      .returning();
    if (!updated) throw new BizError('service.return.alreadyAnswered', { billCode: row.billCode });
    return { ...returnRecord(updated), ticketNo: ticket.ticketNo };
  });
}
