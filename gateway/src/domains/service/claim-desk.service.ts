import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claims, type ClaimRow } from '../../db/schema/service';
import { acrossTenants, ownedBy, onlyCustomer } from '../../db/tenant-scope';
import { keysOfKind, notify } from '../notifications';
import { filesOf } from './attachment.repo';
import { dictionaryOf } from './dictionary.repo';
import {
  claimTransitionRefusal,
  deskDecision,
  missingDocuments,
  payoutReferenceOf,
  type ClaimNeeds,
  type ClaimStatus,
} from './claim.rules';
import { money } from '../../i18n/money-text';

const asDatabase = (tx: unknown) => tx as Database;
const claimLink = (row: ClaimRow) => `/workOrder?tab=claims&claimNo=${row.claimNo}`;

/** A claim's status change, checked by the rules (the desk never makes an illegal one). */
function move(row: ClaimRow, to: ClaimStatus): ClaimStatus {
  const refusal = claimTransitionRefusal(row.status, to);
  if (refusal) throw new Error(`claim ${row.claimNo}: ${row.status} -> ${to} is not a transition`);
  return to;
}

/** What each claim type needs (CLAIM_TYPE attrs of the catalogue). */
export async function needsByType(db: Database): Promise<(type: string) => ClaimNeeds> {
  const rows = await dictionaryOf(db, ['CLAIM_TYPE']);
  const needs = new Map(
    rows.map((row) => [row.code, { minPhotos: Number(row.attrs.minPhotos ?? 0) || 0 }] as const),
  );
  return (type) => needs.get(type) ?? { minPhotos: 0 };
}

/**
 * The desk's turn on claims whose time has come (simulator): a submitted or re-reviewed claim that
 * lacks what its type needs gets a request (INFO_REQUESTED); otherwise it is decided by the cap
 * rules, as an appealed one is. The shipper hears of every outcome. Returns the claims handled.
 */
export async function decideDueClaims(db: Database, now: Date, customerId?: number): Promise<number> {
  return acrossTenants('simulator', async () => {
    const needsOf = await needsByType(db);
    const due = await db
      .select()
      .from(claims)
      .where(
        and(
          isNotNull(claims.deskDueAt),
          lte(claims.deskDueAt, now),
          inArray(claims.status, ['SUBMITTED', 'UNDER_REVIEW', 'APPEALED']),
          onlyCustomer(claims, customerId),
        ),
      )
      .limit(500);
    for (const row of due) {
      const tenant = { customerId: row.customerId };
      const target = { customerId: row.customerId, userId: row.userId };
      const missing =
        row.status === 'APPEALED'
          ? null
          : missingDocuments(await filesOf(db, tenant, row.documents), needsOf(row.claimType));
      await db.transaction(async (tx) => {
        if (missing) {
          await tx
            .update(claims)
            .set({
              status: move(row, 'INFO_REQUESTED'),
              infoRequest: missing,
              deskDueAt: null,
              updatedAt: now,
            })
            .where(ownedBy(claims, tenant, eq(claims.id, row.id)));
          await notify(
            asDatabase(tx),
            target,
            {
              category: 'CLAIM',
              titleKey: 'service.notify.claimInfoRequested.title',
              bodyKey: 'service.notify.claimInfoRequested.body',
              params: { claimNo: row.claimNo, billCode: row.billCode },
              link: claimLink(row),
              orderId: row.orderId,
            },
            now,
          );
          return;
        }
        const decision = deskDecision(row);
        await tx
          .update(claims)
          .set({
            status: move(row, decision.status),
            amountApproved: decision.amountApproved,
            decidedAt: now,
            decisionNote: decision.status === 'APPROVED' ? 'CAP_RULES' : 'NOTHING_TO_PAY',
            infoRequest: null,
            deskDueAt: null,
            updatedAt: now,
          })
          .where(ownedBy(claims, tenant, eq(claims.id, row.id)));
        await notify(
          asDatabase(tx),
          target,
          decision.status === 'APPROVED'
            ? {
                category: 'CLAIM',
                ...keysOfKind('claimDecided'),
                params: {
                  claimNo: row.claimNo,
                  billCode: row.billCode,
                  amount: money(decision.amountApproved ?? 0),
                },
                link: claimLink(row),
                orderId: row.orderId,
              }
            : {
                category: 'CLAIM',
                titleKey: 'service.notify.claimRejected.title',
                bodyKey: 'service.notify.claimRejected.body',
                params: { claimNo: row.claimNo, billCode: row.billCode },
                link: claimLink(row),
                orderId: row.orderId,
              },
          now,
        );
      });
    }
    return due.length;
  });
}

/**
 * The payout job: approved claims paid by bank transfer are paid (transfer reference, paid at,
 * PAID) and the shipper hears of it. Claims offset on a statement are the finance domain's.
 */
export async function payApprovedClaims(db: Database, now: Date, customerId?: number): Promise<number> {
  return acrossTenants('maintenance', async () => {
    const approved = await db
      .select()
      .from(claims)
      .where(
        and(
          eq(claims.status, 'APPROVED'),
          eq(claims.payoutMethod, 'BANK_TRANSFER'),
          onlyCustomer(claims, customerId),
        ),
      )
      .limit(500);
    for (const row of approved) {
      const reference = payoutReferenceOf(row.id, now);
      await db.transaction(async (tx) => {
        const [paid] = await tx
          .update(claims)
          .set({ status: move(row, 'PAID'), payoutReference: reference, paidAt: now, updatedAt: now })
          .where(ownedBy(claims, row, eq(claims.id, row.id), eq(claims.status, 'APPROVED')))
          .returning({ id: claims.id });
        if (!paid) return;
        await notify(
          asDatabase(tx),
          { customerId: row.customerId, userId: row.userId },
          {
            category: 'CLAIM',
            titleKey: 'service.notify.claimPaid.title',
            bodyKey: 'service.notify.claimPaid.body',
            params: {
              claimNo: row.claimNo,
              billCode: row.billCode,
              amount: money(row.amountApproved ?? 0),
              reference,
            },
            link: claimLink(row),
            orderId: row.orderId,
          },
          now,
        );
      });
    }
    return approved.length;
  });
}
