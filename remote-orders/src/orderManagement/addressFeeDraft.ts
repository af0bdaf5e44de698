import type { FeeDraft, ManagedOrder } from './api';

/**
 * The fee draft of an order sent to another receiver district, for POST /order/recFee. The list
 * carries the sender's region names (not its code) and the chargeable weight (not the sizes): the
 * chargeable weight, the larger of actual and volumetric, priced without sizes gives the billable
 * weight the order was charged for. Insurance stays on when the order paid for it.
 * @example
 * addressFeeDraft(order, '32.73.01');
 * // { sender: { province: 'DKI Jakarta', city: 'Kota Jakarta Barat', district: 'Kebon Jeruk' },
 * //   receiver: { districtCode: '32.73.01' }, productType: 'EZ', weightKg: 6, ... }
 */
export function addressFeeDraft(order: ManagedOrder, receiverDistrictCode: string): FeeDraft {
  return {
    sender: { province: order.senderProvince, city: order.senderCity, district: order.senderDistrict },
    receiver: { districtCode: receiverDistrictCode },
    productType: order.productType,
    weightKg: order.chargeableWeightKg,
    declaredValue: order.declaredValue,
    codAmount: order.codAmount,
    insured: order.insuranceFee > 0,
  };
}
