import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { claims } from '../../db/schema/service';
import { ownedBy, type Tenant } from '../../db/tenant-scope';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An approved claim to be paid by offset on the customer's next monthly statement. */
export interface ClaimToOffset {
  id: number;
  claimNo: string;
  billCode: string;
  amount: number;
}

/**
 * The customer's APPROVED claims with payout STATEMENT_OFFSET, oldest first, locked for the
 * caller's transaction (the finance statement job, which credits them).
 */
export async function claimsToOffset(tx: Tx | Database, tenant: Tenant): Promise<ClaimToOffset[]> {
  const rows = await tx
    .select({
      id: claims.id,
      claimNo: claims.claimNo,
      billCode: claims.billCode,
      amount: claims.amountApproved,
    })
    .from(claims)
    .where(
      ownedBy(claims, tenant, eq(claims.status, 'APPROVED'), eq(claims.payoutMethod, 'STATEMENT_OFFSET')),
    )
    .orderBy(asc(claims.decidedAt), asc(claims.id))
    .for('update');
  return rows.map((row) => ({ ...row, amount: row.amount ?? 0 }));
}

/**
 * The claims were offset on statement `statementNo` (the credit note there is their payment and
 * carries the statement number as its reference): they become PAID. Only APPROVED ones move.
 */
export async function markClaimsOffset(
  tx: Tx | Database,
  tenant: Tenant,
  ids: readonly number[],
  statementNo: string,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const moved = await tx
    .update(claims)
    .set({ status: 'PAID', updatedAt: now })
    .where(
      ownedBy(
        claims,
        tenant,
        and(
          inArray(claims.id, [...ids]),
          eq(claims.status, 'APPROVED'),
          eq(claims.payoutMethod, 'STATEMENT_OFFSET'),
        ),
      ),
    )
    .returning({ id: claims.id });
  if (moved.length !== ids.length)
    throw new Error(
      `markClaimsOffset(${statementNo}): ${ids.length - moved.length} claims were no longer approved`,
    );
  return moved.length;
}

/** An approved (or paid) claim of one parcel: what the shipper is owed, and how it is paid. */
export interface SettledClaim {
  id: number;
  claimNo: string;
  amount: number;
  payoutMethod: string;
  /** The bank transfer that paid it (BANK_TRANSFER, once PAID). */
  payoutReference: string | null;
}

/** The approved or paid claims of an order, oldest first (the finance domain's waybill ledger). */
export async function settledClaimsOf(
  db: Tx | Database,
  tenant: Tenant,
  orderId: number,
): Promise<SettledClaim[]> {
  const rows = await db
    .select({
      id: claims.id,
      claimNo: claims.claimNo,
      amount: claims.amountApproved,
      payoutMethod: claims.payoutMethod,
      payoutReference: claims.payoutReference,
    })
    .from(claims)
    .where(ownedBy(claims, tenant, eq(claims.orderId, orderId), inArray(claims.status, ['APPROVED', 'PAID'])))
    .orderBy(asc(claims.id));
  return rows.map((row) => ({ ...row, amount: row.amount ?? 0 }));
}
