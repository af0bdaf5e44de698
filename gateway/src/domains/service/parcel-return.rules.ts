/**
 * Returned parcels (DOMAINS.md "Returned parcels"): the return fee and what the shipper may do
 * with a return. The percentages per product and the reason's fault group are data
 * (service_dictionary), passed in.
 */
export const FAULT_GROUPS = ['COURIER', 'SHIPPER', 'RECEIVER'] as const;
export type FaultGroup = (typeof FAULT_GROUPS)[number];

export const RETURN_CONFIRMATIONS = ['PENDING', 'CONFIRMED', 'REJECTED'] as const;
export type ReturnConfirmation = (typeof RETURN_CONFIRMATIONS)[number];

export const RETURN_STATUSES = ['RETURNING', 'RETURNED'] as const;
export const RETURN_DECISIONS = ['SHIPPER', 'DEADLINE', 'ATTEMPTS', 'COURIER'] as const;
export type ReturnDecision = (typeof RETURN_DECISIONS)[number];

/**
 * The return fee in whole rupiah: `percent` of the outbound freight (rounded half up), nothing when
 * the courier is at fault.
 * @example returnFee(18000, 50, 'RECEIVER') // 9000
 */
export function returnFee(outboundFreight: number, percent: number, fault: FaultGroup): number {
  if (fault === 'COURIER') return 0;
  return Math.round((Math.max(0, outboundFreight) * percent) / 100);
}

export function isFaultGroup(value: unknown): value is FaultGroup {
  return (FAULT_GROUPS as readonly unknown[]).includes(value);
}

/** The return waybill of a parcel going back: its own number, derived from the outbound one. */
export function returnBillCodeOf(billCode: string): string {
  return `R${billCode}`.slice(0, 20);
}

export type ReturnRefusal = 'service.return.alreadyAnswered' | 'service.return.notReceived';

/** Receipt is confirmed once the parcel is back (RETURNED), once. */
export function confirmRefusal(row: { status: string; confirmation: string }): ReturnRefusal | null {
  if (row.confirmation !== 'PENDING') return 'service.return.alreadyAnswered';
  if (row.status !== 'RETURNED') return 'service.return.notReceived';
  return null;
}

/** A return may be rejected (it was not asked for) while it is not answered yet. */
export function rejectRefusal(row: { confirmation: string }): ReturnRefusal | null {
  return row.confirmation === 'PENDING' ? null : 'service.return.alreadyAnswered';
}
