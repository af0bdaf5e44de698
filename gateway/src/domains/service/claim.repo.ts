// Over 300 lines: a claim's queries (page, detail, file, documents, appeal, export rows) on one table
// and its files; the desk's side is in claim-desk.service.ts.
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { claims, type ClaimRow } from '../../db/schema/service';
import { ownedBy, type Tenant } from '../../db/tenant-scope';
import { BizError, FieldsError, NotFoundError } from '../../http/envelope';
import { money } from '../../i18n/money-text';
import { pageOffset, toPage, type PageQuery } from '../../lib/paging/paging';
import { checkAttachments, filesOf } from './attachment.repo';
import { needsByType } from './claim-desk.service';
import { loadSettings, type ServiceSettings } from './dictionary.repo';
import {
  addDocumentsRefusal,
  amountRefusal,
  appealRefusal,
  missingDocuments,
  claimCap,
  claimNoOf,
  claimTransitionRefusal,
  filingRefusal,
  type ClaimStatus,
  type ClaimType,
} from './claim.rules';

/** The tenant's order of a waybill; another shipper's answers "not found", as an unknown one. */
async function ownOrder(db: Database, tenant: Tenant, billCode: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(ownedBy(orders, tenant, eq(orders.billCode, billCode)));
  if (!order) throw new BizError('service.waybillNotFound', { billCode }, 404);
  return order;
}

/** The claim cap of an order (claim.rules.ts claimCap on its fees and values): what a claim would pay. */
export function capOf(
  order: Pick<
    typeof orders.$inferSelect,
    'insuranceFee' | 'declaredValue' | 'freightFee' | 'codAmount' | 'codFee'
  >,
  settings: ServiceSettings,
) {
  const insured = order.insuranceFee > 0;
  const input = {
    insured,
    declaredValue: Math.round(order.declaredValue ?? 0),
    shippingFee: Math.round(order.freightFee),
    codAmount: Math.round(order.codAmount),
    codFee: Math.round(order.codFee),
  };
  return { input, cap: claimCap(input, settings), premium: Math.round(order.insuranceFee) };
}

/** The cap and its formula for a waybill and a claim type, before the shipper files (and whether the window is open). */
export async function capPreview(db: Database, tenant: Tenant, billCode: string, type: ClaimType, now: Date) {
  const settings = await loadSettings(db);
  const order = await ownOrder(db, tenant, billCode);
  const { input, cap, premium } = capOf(order, settings);
  const refusal = filingRefusal(type, order, now, {
    receiptDays: settings.claimReceiptDays,
    lossDays: settings.claimLossDays,
  });
  return {
    billCode,
    claimType: type,
    insured: input.insured,
    declaredValue: input.declaredValue,
    premium,
    shippingFee: input.shippingFee,
    codAmount: input.codAmount,
    codFee: input.codFee,
    vat: cap.terms.vat,
    goodsValue: cap.goodsValue,
    feeMultiple: cap.terms.feeMultiple,
    multiplier: settings.uninsuredMultiplier,
    ceiling: cap.terms.ceiling,
    cap: cap.cap,
    capRule: cap.rule,
    windowOpen: refusal === null,
    windowRefusal: refusal,
    windowDays: type === 'LOST' ? settings.claimLossDays : settings.claimReceiptDays,
    minPhotos: (await needsByType(db))(type).minPhotos,
  };
}

export interface NewClaim {
  billCode: string;
  claimType: ClaimType;
  amountClaimed: number;
  description: string;
  documents: string[];
  payoutMethod: 'BANK_TRANSFER' | 'STATEMENT_OFFSET';
}

/**
 * Files a claim: own waybill, open window, amount within the cap (refused on the amount, naming
 * the cap; a hide-money user's is filed for the cap, which they cannot see), documents checked and
 * the photos its type needs present; the desk decides later.
 */
export async function fileClaim(
  db: Database,
  session: Tenant & { userId: number; hideMoney?: boolean },
  input: NewClaim,
  now: Date,
) {
  const settings = await loadSettings(db);
  const order = await ownOrder(db, session, input.billCode);
  const windowRefusal = filingRefusal(input.claimType, order, now, {
    receiptDays: settings.claimReceiptDays,
    lossDays: settings.claimLossDays,
  });
  if (windowRefusal)
    throw new BizError(windowRefusal, {
      billCode: input.billCode,
      days: input.claimType === 'LOST' ? settings.claimLossDays : settings.claimReceiptDays,
    });
  const { input: capInput, cap, premium } = capOf(order, settings);
  const overCap = amountRefusal(input.amountClaimed, cap.cap);
  // a hide-money user cannot see the cap, so is not asked to stay under it, and a refusal would be
  // an oracle of it (issue 29): their claim above the cap is filed for the cap
  const capped = session.hideMoney === true && overCap === 'service.claim.overCap';
  const amountClaimed = capped ? cap.cap : input.amountClaimed;
  if (overCap === 'service.claim.overCap' && !capped)
    throw new FieldsError([
      {
        field: 'amountClaimed',
        msgKey: overCap,
        params: { cap: money(cap.cap), amount: money(input.amountClaimed) },
      },
    ]);
  if (overCap && !capped) throw new BizError(overCap, { cap: cap.cap, amount: input.amountClaimed });
  await checkAttachments(db, session, input.documents, settings);
  // the photos the type needs (catalogue data: damage, partial), at filing; not only at the desk
  const needs = (await needsByType(db))(input.claimType);
  if (missingDocuments(await filesOf(db, session, input.documents), needs))
    throw new FieldsError([
      { field: 'documents', msgKey: 'service.claim.photosNeeded', params: { count: needs.minPhotos } },
    ]);
  const [open] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(ownedBy(claims, session, eq(claims.orderId, order.id), sql`${claims.status} <> 'REJECTED'`));
  if (open) throw new BizError('service.claim.alreadyFiled', { billCode: input.billCode });
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(claims)
      .values({
        customerId: session.customerId,
        userId: session.userId,
        claimNo: randomUUID().replaceAll('-', '').slice(0, 24),
        orderId: order.id,
        billCode: order.billCode,
        claimType: input.claimType,
        insured: capInput.insured,
        declaredValue: capInput.declaredValue,
        premium,
        shippingFee: capInput.shippingFee,
        goodsValue: cap.goodsValue ?? 0,
        amountClaimed,
        cap: cap.cap,
        capRule: cap.rule,
        payoutMethod: input.payoutMethod,
        documents: input.documents,
        description: input.description,
        status: 'SUBMITTED',
        deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: claims.id });
    const [row] = await tx
      .update(claims)
      .set({ claimNo: claimNoOf(created.id, now) })
      .where(ownedBy(claims, session, eq(claims.id, created.id)))
      .returning();
    return claimRecord(row);
  });
}

export function claimRecord(row: ClaimRow) {
  return {
    id: row.id,
    claimNo: row.claimNo,
    billCode: row.billCode,
    claimType: row.claimType as ClaimType,
    insured: row.insured,
    declaredValue: row.declaredValue,
    premium: row.premium,
    shippingFee: row.shippingFee,
    goodsValue: row.goodsValue,
    amountClaimed: row.amountClaimed,
    cap: row.cap,
    capRule: row.capRule,
    amountApproved: row.amountApproved,
    payoutMethod: row.payoutMethod as 'BANK_TRANSFER' | 'STATEMENT_OFFSET',
    documents: row.documents,
    description: row.description,
    status: row.status as ClaimStatus,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    infoRequest: row.infoRequest,
    appealReason: row.appealReason,
    appealedAt: row.appealedAt?.toISOString() ?? null,
    payoutReference: row.payoutReference,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ClaimFilter {
  status?: ClaimStatus;
  claimType?: ClaimType;
  billCode?: string;
  claimNo?: string;
}

function claimWhere(tenant: Tenant, filter: ClaimFilter): SQL {
  return ownedBy(
    claims,
    tenant,
    filter.status ? eq(claims.status, filter.status) : undefined,
    filter.claimType ? eq(claims.claimType, filter.claimType) : undefined,
    filter.billCode ? eq(claims.billCode, filter.billCode) : undefined,
    filter.claimNo ? eq(claims.claimNo, filter.claimNo) : undefined,
  );
}

export async function claimPage(db: Database, tenant: Tenant, query: PageQuery & ClaimFilter) {
  const where = claimWhere(tenant, query);
  const [{ total }] = await db.select({ total: count() }).from(claims).where(where);
  const rows = await db
    .select()
    .from(claims)
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(query.size)
    .offset(pageOffset(query));
  return toPage(query, total, rows.map(claimRecord));
}

export async function countClaims(db: Database, tenant: Tenant, filter: ClaimFilter) {
  const [{ total }] = await db.select({ total: count() }).from(claims).where(claimWhere(tenant, filter));
  return total;
}

export async function claimRowsAfter(
  db: Database,
  tenant: Tenant,
  filter: ClaimFilter,
  afterId: number,
  size: number,
) {
  return db
    .select()
    .from(claims)
    .where(and(claimWhere(tenant, filter), sql`${claims.id} > ${afterId}`))
    .orderBy(asc(claims.id))
    .limit(size);
}

async function ownClaim(db: Database, tenant: Tenant, id: number) {
  const [row] = await db
    .select()
    .from(claims)
    .where(ownedBy(claims, tenant, eq(claims.id, id)));
  if (!row) throw new NotFoundError('claim');
  return row;
}

/** One claim of the tenant (another shipper's answers "not found"). */
export async function claimDetail(db: Database, tenant: Tenant, id: number) {
  return claimRecord(await ownClaim(db, tenant, id));
}

function checkMove(row: ClaimRow, to: ClaimStatus) {
  const refusal = claimTransitionRefusal(row.status, to);
  if (refusal) throw new BizError(refusal, { claimNo: row.claimNo, from: row.status, to });
  return to;
}

/**
 * The shipper adds the documents the desk asked for (same attachment rules, counted with the ones
 * already attached): the claim goes back under review, for the desk's next turn.
 */
export async function addClaimDocuments(
  db: Database,
  session: Tenant & { userId: number },
  input: { id: number; documents: string[]; note?: string | null },
  now: Date,
) {
  const settings = await loadSettings(db);
  const row = await ownClaim(db, session, input.id);
  const refusal = addDocumentsRefusal(row);
  if (refusal) throw new BizError(refusal, { claimNo: row.claimNo });
  const added = input.documents.filter((key) => !row.documents.includes(key));
  await checkAttachments(db, session, added, settings, row.documents.length);
  const [updated] = await db
    .update(claims)
    .set({
      status: checkMove(row, 'UNDER_REVIEW'),
      documents: [...row.documents, ...added],
      description: input.note ? `${row.description}\n${input.note}`.slice(0, 1000) : row.description,
      deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
      updatedAt: now,
    })
    .where(ownedBy(claims, session, eq(claims.id, row.id), eq(claims.status, 'INFO_REQUESTED')))
    .returning();
  if (!updated) throw new BizError('service.claim.notWaitingForDocuments', { claimNo: row.claimNo });
  return claimRecord(updated);
}

/**
 * The shipper appeals a rejected claim, once, within the appeal window (data), with a reason and
 * documents: APPEALED, for the desk to decide again by the same cap rules.
 */
export async function appealClaim(
  db: Database,
  session: Tenant & { userId: number },
  input: { id: number; reason: string; documents: string[] },
  now: Date,
) {
  const settings = await loadSettings(db);
  const row = await ownClaim(db, session, input.id);
  const refusal = appealRefusal(row, now, settings.claimAppealDays);
  if (refusal) throw new BizError(refusal, { claimNo: row.claimNo, days: settings.claimAppealDays });
  const added = input.documents.filter((key) => !row.documents.includes(key));
  await checkAttachments(db, session, added, settings, row.documents.length);
  const [open] = await db
    .select({ id: claims.id })
    .from(claims)
    .where(ownedBy(claims, session, eq(claims.orderId, row.orderId), sql`${claims.status} <> 'REJECTED'`));
  if (open) throw new BizError('service.claim.alreadyFiled', { billCode: row.billCode });
  const [updated] = await db
    .update(claims)
    .set({
      status: checkMove(row, 'APPEALED'),
      appealReason: input.reason,
      appealedAt: now,
      documents: [...row.documents, ...added],
      deskDueAt: new Date(now.getTime() + settings.deskDelayMinutes * 60_000),
      updatedAt: now,
    })
    .where(ownedBy(claims, session, eq(claims.id, row.id), eq(claims.status, 'REJECTED')))
    .returning();
  if (!updated) throw new BizError('service.claim.notRejected', { claimNo: row.claimNo });
  return claimRecord(updated);
}
