import { businessToday } from 'shared';
import type { RegionCodes } from './regions';
import type { ApiBody } from 'shared';
import { regionCodesOf } from './regions';

/** What order entry's create call takes; the receiver part is what an address change takes. */
export type OrderInput = ApiBody<'/customer-api/order/create'>;
export type OrderAddressInput = NonNullable<OrderInput['receiver']>;

/** One side of the order as the form holds it (the cascades hold codes). */
export interface AddressValues extends RegionCodes {
  name?: string;
  phone?: string;
  address?: string;
  postalCode?: string;
}

/** The order entry form. Money fields hold the MoneyInput's text ('1234567'; null once cleared). */
export interface OrderFormValues {
  sender?: AddressValues;
  receiver?: AddressValues;
  goodsType?: string | null;
  goodsName?: string;
  pieces?: number | null;
  weightKg?: number | null;
  lengthCm?: number | null;
  widthCm?: number | null;
  heightCm?: number | null;
  declaredValue?: string | null;
  insured?: boolean;
  codAmount?: string | null;
  productType?: string | null;
  paymentMethod?: string | null;
  sellerType?: string | null;
  remark?: string;
  /** Save the receiver to the address book once the order is created. */
  saveReceiver?: boolean;
  /** The wallet coupon chosen in the picker (one at most). */
  couponCode?: string;
}

/** Volumetric weight divisor of the courier (L x W x H in cm / 6000 = kg). */
export const VOLUMETRIC_DIVISOR = 6000;

const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;
const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** L x W x H / 6000 in kg, to the gram; 0 unless all three sizes are given. */
export function volumetricWeightKg(
  values: Pick<OrderFormValues, 'lengthCm' | 'widthCm' | 'heightCm'>,
): number {
  const { lengthCm, widthCm, heightCm } = values;
  if (!positive(lengthCm) || !positive(widthCm) || !positive(heightCm)) return 0;
  return roundKg((lengthCm * widthCm * heightCm) / VOLUMETRIC_DIVISOR);
}

/** The weight freight is charged on: the larger of the actual and the volumetric weight. */
export function chargeableWeightKg(values: OrderFormValues): number {
  return roundKg(Math.max(positive(values.weightKg) ? values.weightKg : 0, volumetricWeightKg(values)));
}

/** A rupiah text of the MoneyInput as a number (empty: undefined). */
export function amountOf(text: string | null | undefined): number | undefined {
  if (!text) return undefined;
  const amount = Number(text);
  return Number.isFinite(amount) ? amount : undefined;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/** One side of the order as the create and address calls take it (the region by district code). */
export function addressInput(address: AddressValues | undefined): OrderAddressInput {
  return {
    name: blankToNull(address?.name),
    phone: blankToNull(address?.phone),
    districtCode: address?.districtCode || null,
    address: blankToNull(address?.address),
    postalCode: blankToNull(address?.postalCode),
  };
}

/** The create (and fee preview) body of the form's values. */
export function toOrderInput(values: OrderFormValues, customerOrderNo?: string): OrderInput {
  return {
    customerOrderNo: customerOrderNo ?? null,
    sender: addressInput(values.sender),
    receiver: addressInput(values.receiver),
    goodsType: values.goodsType || null,
    goodsName: blankToNull(values.goodsName),
    pieces: values.pieces ?? null,
    weightKg: values.weightKg ?? null,
    lengthCm: values.lengthCm ?? null,
    widthCm: values.widthCm ?? null,
    heightCm: values.heightCm ?? null,
    declaredValue: amountOf(values.declaredValue) ?? null,
    codAmount: amountOf(values.codAmount) ?? null,
    insured: Boolean(values.insured),
    productType: values.productType || null,
    sellerType: values.sellerType || null,
    paymentMethod: values.paymentMethod || null,
    remark: blankToNull(values.remark),
    ...(values.couponCode ? { couponCodes: [values.couponCode] } : {}),
  };
}

/** Whether a draft holds what a price needs: both districts and a weight. */
export function canPrice(values: OrderFormValues): boolean {
  return Boolean(values.sender?.districtCode && values.receiver?.districtCode && positive(values.weightKg));
}

/**
 * The fee-relevant part of the form (what POST /order/recFee reads), or null when it cannot be
 * priced yet; equal drafts give equal JSON, so the preview asks again only when the price may change.
 */
export function feeDraftOf(values: OrderFormValues): OrderInput | null {
  if (!canPrice(values)) return null;
  const input = toOrderInput(values);
  return {
    sender: { districtCode: input.sender?.districtCode },
    receiver: { districtCode: input.receiver?.districtCode },
    productType: input.productType,
    weightKg: input.weightKg,
    lengthCm: input.lengthCm,
    widthCm: input.widthCm,
    heightCm: input.heightCm,
    declaredValue: input.declaredValue,
    codAmount: input.codAmount,
    insured: input.insured,
    ...(input.couponCodes ? { couponCodes: input.couponCodes } : {}),
  };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A fresh customer order number for a draft: `WEB-` + yyyyMMdd (the WIB date) + 8 random characters. It is the
 * idempotency key of the create call: kept across retries, renewed only after a successful save.
 * @example
 * newCustomerOrderNo(); // 'WEB-20261122-K7QX2M9A'
 */
export function newCustomerOrderNo(now: Date = new Date()): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  const random = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `WEB-${businessToday(now.getTime()).format('YYYYMMDD')}-${random}`;
}

/** An address as the account and the address books answer it (the region by district code). */
export interface KnownAddress {
  name: string;
  phone: string;
  districtCode: string;
  address: string;
  postalCode?: string | null;
}

/**
 * The form fields of a known address (the account's pickup address, an address-book entry),
 * the cascades included: the district code gives the province and regency codes.
 * @example
 * addressValues(entry); // { name, phone, address, postalCode, provinceCode: '32', cityCode: '32.73', districtCode: '32.73.07' }
 */
export function addressValues(known: KnownAddress | null | undefined): AddressValues {
  if (!known) return {};
  return {
    name: known.name,
    phone: known.phone,
    address: known.address,
    postalCode: known.postalCode || undefined,
    ...regionCodesOf(known.districtCode),
  };
}
