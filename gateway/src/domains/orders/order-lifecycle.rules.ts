import { canTransition, type OrderStatus } from '../../parcel/status';

/** A shipper may cancel an order only while the status map lets it move to CANCELLED (CREATED). */
export function canCancel(status: OrderStatus): boolean {
  return canTransition(status, 'CANCELLED');
}

/**
 * While the receiver address may still change: before the parcel reaches the destination hub,
 * or while it is held as a problem parcel (the usual reason to fix an address).
 */
export const ADDRESS_CHANGE_STATUSES: readonly OrderStatus[] = [
  'CREATED',
  'PICKED_UP',
  'IN_TRANSIT',
  'PROBLEM',
];

export type AddressChangeReason =
  | 'order.addressChange.arrived'
  | 'order.addressChange.outForDelivery'
  | 'order.addressChange.returning'
  | 'order.addressChange.final';

export interface AddressChangeCheck {
  allowed: boolean;
  /** A message key saying why not; null when allowed. */
  reasonCode: AddressChangeReason | null;
}

export function addressChangeCheck(status: OrderStatus): AddressChangeCheck {
  if (ADDRESS_CHANGE_STATUSES.includes(status)) return { allowed: true, reasonCode: null };
  const reasonCode: AddressChangeReason =
    status === 'ARRIVED'
      ? 'order.addressChange.arrived'
      : status === 'OUT_FOR_DELIVERY'
        ? 'order.addressChange.outForDelivery'
        : status === 'RETURNING'
          ? 'order.addressChange.returning'
          : 'order.addressChange.final';
  return { allowed: false, reasonCode };
}
