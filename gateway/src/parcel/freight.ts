import { serviceDaysFor } from './arrival';
import { islandOf } from '../lib/regions/islands';
import {
  COD_MIN_FEE,
  COD_RATE_BP,
  INSURANCE_MIN_FEE,
  INSURANCE_RATE,
  PRODUCT_TYPES,
  RATE_TABLE,
  SUPER_EXCLUDED_ISLANDS,
  VOLUMETRIC_DIVISOR,
  type ProductType,
  type Zone,
} from './rate-table';
import { cityCodeOf, provinceCodeOf } from '../lib/regions/region-index';

/** One end of a shipment: its district code and its province's name (for the island group). */
export interface RegionPoint {
  districtCode: string;
  provinceName: string;
}

/** Rounds kilograms to grams, which is what the database keeps. */
export function roundKg(kg: number): number {
  return Math.round(kg * 1000) / 1000;
}

/** The zone between two districts; an unknown island group counts as another island. */
export function zoneOf(from: RegionPoint, to: RegionPoint): Zone {
  if (cityCodeOf(from.districtCode) === cityCodeOf(to.districtCode)) return 'SAME_CITY';
  if (provinceCodeOf(from.districtCode) === provinceCodeOf(to.districtCode)) return 'SAME_PROVINCE';
  const fromIsland = islandOf(from.provinceName);
  if (fromIsland !== null && fromIsland === islandOf(to.provinceName)) return 'SAME_ISLAND';
  return 'OTHER_ISLAND';
}

/** L x W x H / 6000 in kg (to the gram); 0 unless all three sizes are given. */
export function volumetricWeightKg(
  lengthCm?: number | null,
  widthCm?: number | null,
  heightCm?: number | null,
) {
  if (!lengthCm || !widthCm || !heightCm) return 0;
  return roundKg((lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR);
}

/** The weight freight is charged on: the larger of actual and volumetric weight. */
export function chargeableWeightKg(actualKg: number, volumetricKg: number): number {
  return roundKg(Math.max(actualKg, volumetricKg));
}

/** Whole kilograms billed: the chargeable weight rounded up, at least the product's minimum. */
export function billableWeightKg(productType: ProductType, chargeableKg: number): number {
  return Math.max(RATE_TABLE[productType].minBillableKg, 1, Math.ceil(roundKg(chargeableKg)));
}

/** First kg plus each further kg of the zone's rate, never below the product's minimum charge. */
export function freightFee(productType: ProductType, zone: Zone, chargeableKg: number): number {
  const product = RATE_TABLE[productType];
  const rate = product.zones[zone];
  const billable = billableWeightKg(productType, chargeableKg);
  return Math.max(product.minCharge, rate.firstKg + (billable - 1) * rate.nextKg);
}

/** 0.2 % of the declared value, at least Rp 1,000; nothing when not insured or nothing declared. */
export function insuranceFee(declaredValue: number, insured: boolean): number {
  if (!insured || declaredValue <= 0) return 0;
  return Math.max(INSURANCE_MIN_FEE, Math.round(declaredValue * INSURANCE_RATE));
}

/**
 * The COD commission's fee (before its VAT): rate x COD amount rounded half up, at least the
 * minimum. The one rule of the COD fee: the order's estimate (codFee) and the commission a COD line
 * is charged on delivery (domains/finance/cod/cod.rules.ts commissionOf) both use it.
 */
export function codCommissionFee(codAmount: number, rateBp: number, minFee: number): number {
  if (codAmount <= 0) return 0;
  const numerator = BigInt(Math.round(codAmount)) * BigInt(rateBp) * 2n + 10_000n;
  return Math.max(minFee, Number(numerator / 20_000n));
}

/** The COD fee of an order under the default COD terms (3 %, at least Rp 3,000); nothing without COD. */
export function codFee(codAmount: number): number {
  return codCommissionFee(codAmount, COD_RATE_BP, COD_MIN_FEE);
}

export type UnavailableReason = 'freight.unavailable.remoteArea' | 'freight.unavailable.overweight';

export interface Availability {
  available: boolean;
  /** A message key saying why not, null when available. */
  reasonCode: UnavailableReason | null;
}

/** Whether a product can carry a parcel of this actual weight to this province. */
export function productAvailability(
  productType: ProductType,
  receiverProvince: string,
  weightKg: number,
): Availability {
  const island = islandOf(receiverProvince);
  if (productType === 'SUPER' && island && (SUPER_EXCLUDED_ISLANDS as readonly string[]).includes(island)) {
    return { available: false, reasonCode: 'freight.unavailable.remoteArea' };
  }
  if (weightKg > RATE_TABLE[productType].maxWeightKg) {
    return { available: false, reasonCode: 'freight.unavailable.overweight' };
  }
  return { available: true, reasonCode: null };
}

/** Days from pickup to delivery: the product's days, one more between island groups (arrival.ts). */
export function serviceDays(productType: ProductType, from: RegionPoint, to: RegionPoint): number {
  return serviceDaysFor(productType, from.provinceName, to.provinceName);
}

export interface FeeInput {
  productType: ProductType;
  sender: RegionPoint;
  receiver: RegionPoint;
  weightKg: number;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  declaredValue: number;
  insured: boolean;
  codAmount: number;
}

export interface FeeBreakdown {
  zone: Zone;
  productType: ProductType;
  actualWeightKg: number;
  volumetricWeightKg: number;
  chargeableWeightKg: number;
  billableWeightKg: number;
  freightFee: number;
  insuranceFee: number;
  codFee: number;
  totalFee: number;
  serviceDays: number;
}

/** Every fee of one order and its total, in whole rupiah. */
export function feeBreakdown(input: FeeInput): FeeBreakdown {
  const zone = zoneOf(input.sender, input.receiver);
  const volumetric = volumetricWeightKg(input.lengthCm, input.widthCm, input.heightCm);
  const chargeable = chargeableWeightKg(input.weightKg, volumetric);
  const freight = freightFee(input.productType, zone, chargeable);
  const insurance = insuranceFee(input.declaredValue, input.insured);
  const cod = codFee(input.codAmount);
  return {
    zone,
    productType: input.productType,
    actualWeightKg: roundKg(input.weightKg),
    volumetricWeightKg: volumetric,
    chargeableWeightKg: chargeable,
    billableWeightKg: billableWeightKg(input.productType, chargeable),
    freightFee: freight,
    insuranceFee: insurance,
    codFee: cod,
    totalFee: freight + insurance + cod,
    serviceDays: serviceDays(input.productType, input.sender, input.receiver),
  };
}

export interface FreightQuote extends Availability {
  productType: ProductType;
  billableWeightKg: number;
  freightFee: number;
  serviceDays: number;
}

/** The freight of every product between two districts, with whether each can take the parcel. */
export function quoteAllProducts(
  sender: RegionPoint,
  receiver: RegionPoint,
  weightKg: number,
  volumetricKg: number,
): FreightQuote[] {
  const zone = zoneOf(sender, receiver);
  const chargeable = chargeableWeightKg(weightKg, volumetricKg);
  return PRODUCT_TYPES.map((productType) => ({
    productType,
    ...productAvailability(productType, receiver.provinceName, weightKg),
    billableWeightKg: billableWeightKg(productType, chargeable),
    freightFee: freightFee(productType, zone, chargeable),
    serviceDays: serviceDays(productType, sender, receiver),
  }));
}
