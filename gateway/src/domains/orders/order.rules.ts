// Over 300 lines: the order rules are kept in one place on purpose (spec: one set of rules for entry, import,
// address books and the generated shared/src/api/rules.ts); they split by block (parties, goods, fees) when a block grows.
import {
  chargeableWeightKg,
  productAvailability,
  roundKg,
  volumetricWeightKg,
  type RegionPoint,
} from '../../parcel/freight';
import {
  COD_PAYMENT_METHODS,
  GOODS_TYPES,
  PAYMENT_METHODS,
  SELLER_TYPES,
  type GoodsType,
  type PaymentMethod,
  type SellerType,
} from '../../parcel/order-codes';
import { normaliseMobile } from '../../lib/phone/phone-numbers';
import { PRODUCT_TYPES, RATE_TABLE, type ProductType } from '../../parcel/rate-table';
import type { RegionIndex, ResolvedDistrict } from '../../lib/regions/region-index';
import { ORDER_MONEY_LIMITS } from '../../rules/order-money';

/** The limits of one order. */
export const ORDER_LIMITS = {
  customerOrderNoMax: 64,
  nameMax: 100,
  addressMax: 255,
  goodsNameMax: 100,
  remarkMax: 255,
  piecesMin: 1,
  piecesMax: 999,
  /** Each side, in cm. */
  dimensionMaxCm: 500,
  /** Declared value, in whole rupiah (rules/order-money.ts). */
  amountMax: ORDER_MONEY_LIMITS.declaredValueMax,
  /** COD amount of one waybill, in whole rupiah (rules/order-money.ts). */
  codAmountMax: ORDER_MONEY_LIMITS.codAmountMax,
} as const;

export const DEFAULT_PRODUCT_TYPE: ProductType = 'EZ';

/** An address as typed or imported: values may be strings or numbers (spreadsheet cells). */
export interface AddressInputRecord {
  name?: unknown;
  phone?: unknown;
  province?: unknown;
  city?: unknown;
  district?: unknown;
  districtCode?: unknown;
  address?: unknown;
  postalCode?: unknown;
}

/** A new order as typed (POST /order/create) or as read from one import row. */
export interface OrderInputRecord {
  customerOrderNo?: unknown;
  sender?: AddressInputRecord | null;
  receiver?: AddressInputRecord | null;
  goodsType?: unknown;
  goodsName?: unknown;
  pieces?: unknown;
  weightKg?: unknown;
  lengthCm?: unknown;
  widthCm?: unknown;
  heightCm?: unknown;
  declaredValue?: unknown;
  codAmount?: unknown;
  insured?: unknown;
  productType?: unknown;
  sellerType?: unknown;
  paymentMethod?: unknown;
  remark?: unknown;
}

/** What the shipper's contract allows (order-customer-profile.repo.ts). */
export interface OrderTerms {
  paymentMethods: readonly PaymentMethod[];
  codAllowed: boolean;
}

export interface OrderRuleContext {
  regions: RegionIndex;
  /** Without terms every payment method and COD pass (the rules alone). */
  terms?: OrderTerms;
}

/** One broken rule: the field (`receiver.district`), a message key and its placeholders. */
export interface OrderIssue {
  field: string;
  messageCode: string;
  params: Record<string, string | number>;
}

export interface NormalisedAddress extends ResolvedDistrict {
  name: string;
  /** National form, 08… */
  phone: string;
  address: string;
  postalCode: string | null;
}

export interface NormalisedOrder {
  /** Null: the server numbers the order. */
  customerOrderNo: string | null;
  sender: NormalisedAddress;
  receiver: NormalisedAddress;
  goodsType: GoodsType;
  goodsName: string;
  pieces: number;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  volumetricWeightKg: number;
  chargeableWeightKg: number;
  declaredValue: number;
  codAmount: number;
  insured: boolean;
  productType: ProductType;
  sellerType: SellerType | null;
  paymentMethod: PaymentMethod;
  remark: string | null;
}

export type OrderValidation = { ok: true; order: NormalisedOrder } | { ok: false; issues: OrderIssue[] };

/** The fee-relevant part of a draft order (POST /order/recFee, the freight inquiry). */
export interface FeeDraft {
  sender: ResolvedDistrict;
  receiver: ResolvedDistrict;
  productType: ProductType;
  weightKg: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declaredValue: number;
  codAmount: number;
  insured: boolean;
}

export type FeeDraftValidation = { ok: true; draft: FeeDraft } | { ok: false; issues: OrderIssue[] };

/** A district as freight sees it. */
export function regionPoint(district: ResolvedDistrict): RegionPoint {
  return { districtCode: district.districtCode, provinceName: district.provinceName };
}

class Issues {
  readonly list: OrderIssue[] = [];
  add(field: string, messageCode: string, params: Record<string, string | number> = {}): void {
    this.list.push({ field, messageCode, params });
  }
}

/** A cell or field as trimmed text; undefined when empty. */
function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const trimmed = String(value).trim();
  return trimmed === '' ? undefined : trimmed;
}

function requiredText(issues: Issues, field: string, value: unknown, max: number): string {
  const found = text(value);
  if (found === undefined) issues.add(field, 'order.required');
  else if (found.length > max) issues.add(field, 'order.tooLong', { max });
  return found ?? '';
}

function optionalText(issues: Issues, field: string, value: unknown, max: number): string | null {
  const found = text(value);
  if (found !== undefined && found.length > max) issues.add(field, 'order.tooLong', { max });
  return found ?? null;
}

/** A number from a number or a plain numeric text; undefined when empty, NaN when not a number. */
function numeric(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  const found = text(value);
  if (found === undefined) return undefined;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(found) ? Number(found) : NaN;
}

function numberField(issues: Issues, field: string, value: unknown): number | undefined {
  const found = numeric(value);
  if (Number.isNaN(found)) {
    issues.add(field, 'order.notANumber', { value: String(value) });
    return undefined;
  }
  return found;
}

const TRUE_FLAGS = new Set(['TRUE', '1', 'Y', 'YES', 'YA', '是']);
const FALSE_FLAGS = new Set(['FALSE', '0', 'N', 'NO', 'TIDAK', '否']);

function flagField(issues: Issues, field: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const found = text(value)?.toUpperCase();
  if (found === undefined || FALSE_FLAGS.has(found)) return false;
  if (TRUE_FLAGS.has(found)) return true;
  issues.add(field, 'order.flagInvalid', { value: String(value) });
  return false;
}

function codeField<T extends string>(
  issues: Issues,
  field: string,
  value: unknown,
  allowed: readonly T[],
  fallback?: T,
): T | undefined {
  const found = text(value)?.toUpperCase();
  if (found === undefined) {
    if (fallback === undefined) issues.add(field, 'order.required');
    return fallback;
  }
  if ((allowed as readonly string[]).includes(found)) return found as T;
  issues.add(field, 'order.unknownCode', { value: found, allowed: allowed.join(', ') });
  return undefined;
}

/** A rupiah input: whole rupiah (no cents), from 0 to `max`; 0 when empty or refused. */
function moneyField(issues: Issues, field: string, value: unknown, max: number): number {
  const amount = numberField(issues, field, value);
  if (amount === undefined) return 0;
  if (!Number.isInteger(amount)) {
    issues.add(field, 'order.amountWhole', { value: String(value) });
    return 0;
  }
  if (amount < 0 || amount > max) {
    issues.add(field, 'order.amountRange', { max });
    return 0;
  }
  return amount;
}

/**
 * The district an address names: by district code, or by province, city and district names
 * (official or everyday forms). Names given beside a code must agree with it.
 */
function resolveRegion(
  issues: Issues,
  side: 'sender' | 'receiver',
  input: AddressInputRecord,
  regions: RegionIndex,
): ResolvedDistrict | null {
  const key = `${side}\u0000${text(input.province) ?? ''}\u0000${text(input.city) ?? ''}\u0000${
    text(input.district) ?? ''
  }\u0000${text(input.districtCode) ?? '\u0001'}`;
  let resolved = resolvedRegions.get(regions);
  if (!resolved) {
    resolved = new Map();
    resolvedRegions.set(regions, resolved);
  }
  const known = resolved.get(key);
  if (known) {
    for (const issue of known.issues) issues.add(issue.field, issue.messageCode, { ...issue.params });
    return known.district && { ...known.district };
  }
  const before = issues.list.length;
  const district = resolveRegionNames(issues, side, input, regions);
  if (resolved.size < MAX_RESOLVED_REGIONS)
    resolved.set(key, {
      issues: issues.list.slice(before).map((issue) => ({ ...issue, params: { ...issue.params } })),
      district: district && { ...district },
    });
  return district;
}

/** Region answers remembered per index: a few hundred areas make up the rows of an import file. */
const MAX_RESOLVED_REGIONS = 20_000;
const resolvedRegions = new WeakMap<
  RegionIndex,
  Map<string, { issues: OrderIssue[]; district: ResolvedDistrict | null }>
>();

function resolveRegionNames(
  issues: Issues,
  side: 'sender' | 'receiver',
  input: AddressInputRecord,
  regions: RegionIndex,
): ResolvedDistrict | null {
  const province = text(input.province);
  const city = text(input.city);
  const district = text(input.district);
  const code = text(input.districtCode);
  if (code !== undefined) {
    const found = regions.district(code);
    if (!found) {
      issues.add(`${side}.districtCode`, 'order.districtCodeUnknown', { value: code });
      return null;
    }
    const mismatch = (field: string, value: string, expected: string) =>
      issues.add(`${side}.${field}`, 'order.regionMismatch', { value, expected, code: found.districtCode });
    if (province && !regions.matchProvinces(province).some((p) => p.code === found.provinceCode))
      mismatch('province', province, found.provinceName);
    if (city && !regions.matchCities([found.provinceCode], city).some((c) => c.code === found.cityCode))
      mismatch('city', city, found.cityName);
    if (district && !regions.matchDistricts([found.cityCode], district).some((d) => d.code === code))
      mismatch('district', district, found.districtName);
    return found;
  }
  if (!province) issues.add(`${side}.province`, 'order.required');
  if (!city) issues.add(`${side}.city`, 'order.required');
  if (!district) issues.add(`${side}.district`, 'order.required');
  if (!province || !city || !district) return null;
  const provinces = regions.matchProvinces(province);
  if (provinces.length === 0) {
    issues.add(`${side}.province`, 'order.provinceUnknown', { value: province });
    return null;
  }
  const cities = regions.matchCities(
    provinces.map((p) => p.code),
    city,
  );
  if (cities.length === 0) {
    issues.add(`${side}.city`, 'order.cityUnknown', { value: city, province: provinces[0].name });
    return null;
  }
  const districts = regions.matchDistricts(
    cities.map((c) => c.code),
    district,
  );
  const cityNames = () => cities.map((c) => c.name).join(' / ');
  if (districts.length === 0) {
    issues.add(`${side}.district`, 'order.districtUnknown', { value: district, city: cityNames() });
    return null;
  }
  if (districts.length > 1) {
    issues.add(`${side}.district`, 'order.districtAmbiguous', { value: district, city: cityNames() });
    return null;
  }
  return regions.district(districts[0].code) ?? null;
}

/** The fields of an address input: the order an address is remembered by, and the import row's flat keys. */
const ADDRESS_INPUT_KEYS = [
  'name',
  'phone',
  'province',
  'city',
  'district',
  'districtCode',
  'address',
  'postalCode',
] as const satisfies readonly (keyof AddressInputRecord)[];

/** An address input as checked last, with the issues it gave and its result. */
interface RememberedAddress {
  values: unknown[];
  issues: OrderIssue[];
  address: NormalisedAddress | null;
}

/**
 * The last address checked per side, by region index: the rows of an import repeat the same sender
 * on every row, and its check (mobile number, region names) gives the same answer each time.
 */
const lastAddresses = new WeakMap<RegionIndex, Partial<Record<'sender' | 'receiver', RememberedAddress>>>();

function sameAddressInput(remembered: RememberedAddress, record: AddressInputRecord): boolean {
  for (let i = 0; i < ADDRESS_INPUT_KEYS.length; i += 1)
    if (remembered.values[i] !== record[ADDRESS_INPUT_KEYS[i]]) return false;
  return true;
}

/** The checked address of a side; the same input as the side's last one answers from memory. */
function addressField(
  issues: Issues,
  side: 'sender' | 'receiver',
  input: AddressInputRecord | null | undefined,
  regions: RegionIndex,
): NormalisedAddress | null {
  const record = input ?? {};
  let remembered = lastAddresses.get(regions);
  if (!remembered) {
    remembered = {};
    lastAddresses.set(regions, remembered);
  }
  const last = remembered[side];
  if (last && sameAddressInput(last, record)) {
    for (const issue of last.issues) issues.add(issue.field, issue.messageCode, { ...issue.params });
    return last.address && { ...last.address };
  }
  const before = issues.list.length;
  const address = checkedAddress(issues, side, record, regions);
  remembered[side] = {
    values: ADDRESS_INPUT_KEYS.map((key) => record[key]),
    issues: issues.list.slice(before).map((issue) => ({ ...issue, params: { ...issue.params } })),
    address: address && { ...address },
  };
  return address;
}

function checkedAddress(
  issues: Issues,
  side: 'sender' | 'receiver',
  record: AddressInputRecord,
  regions: RegionIndex,
): NormalisedAddress | null {
  const name = requiredText(issues, `${side}.name`, record.name, ORDER_LIMITS.nameMax);
  const rawPhone = text(record.phone);
  let phone = '';
  if (rawPhone === undefined) issues.add(`${side}.phone`, 'order.required');
  else {
    phone = normaliseMobile(rawPhone) ?? '';
    if (!phone) issues.add(`${side}.phone`, 'order.phoneInvalid', { value: rawPhone });
  }
  const address = requiredText(issues, `${side}.address`, record.address, ORDER_LIMITS.addressMax);
  const postalCode = text(record.postalCode) ?? null;
  if (postalCode !== null && !/^\d{5}$/.test(postalCode))
    issues.add(`${side}.postalCode`, 'order.postalCodeInvalid', { value: postalCode });
  const region = resolveRegion(issues, side, record, regions);
  return region ? { ...region, name, phone, address, postalCode } : null;
}

interface ParcelPart {
  productType?: ProductType;
  weightKg?: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  declaredValue: number;
  codAmount: number;
  insured: boolean;
}

/** Product, weight, sizes and money: what both a full order and a fee draft check. */
function parcelPart(issues: Issues, input: OrderInputRecord): ParcelPart {
  const productType = codeField(
    issues,
    'productType',
    input.productType,
    PRODUCT_TYPES,
    DEFAULT_PRODUCT_TYPE,
  );
  const maxWeightKg = RATE_TABLE[productType ?? DEFAULT_PRODUCT_TYPE].maxWeightKg;
  let weightKg = numberField(issues, 'weightKg', input.weightKg);
  if (weightKg === undefined) {
    if (numeric(input.weightKg) === undefined) issues.add('weightKg', 'order.required');
  } else if (weightKg <= 0 || weightKg > maxWeightKg) {
    issues.add('weightKg', 'order.weightRange', { max: maxWeightKg, productType: productType ?? '' });
    weightKg = undefined;
  } else weightKg = roundKg(weightKg);

  const sizes = (['lengthCm', 'widthCm', 'heightCm'] as const).map((field) => {
    const size = numberField(issues, field, input[field]);
    if (size !== undefined && (size <= 0 || size > ORDER_LIMITS.dimensionMaxCm)) {
      issues.add(field, 'order.dimensionRange', { max: ORDER_LIMITS.dimensionMaxCm });
      return null;
    }
    return size === undefined ? null : Math.round(size * 10) / 10;
  });
  const givenSizes = (['lengthCm', 'widthCm', 'heightCm'] as const).filter(
    (field) => numeric(input[field]) !== undefined,
  );
  if (givenSizes.length > 0 && givenSizes.length < 3) {
    for (const field of ['lengthCm', 'widthCm', 'heightCm'] as const)
      if (!givenSizes.includes(field)) issues.add(field, 'order.dimensionsIncomplete');
  }

  const declaredValue = moneyField(issues, 'declaredValue', input.declaredValue, ORDER_LIMITS.amountMax);
  const codAmount = moneyField(issues, 'codAmount', input.codAmount, ORDER_LIMITS.codAmountMax);
  if (declaredValue > 0 && codAmount > declaredValue)
    issues.add('codAmount', 'order.codOverDeclared', { codAmount, declaredValue });
  const insured = flagField(issues, 'insured', input.insured);
  if (insured && declaredValue <= 0) issues.add('declaredValue', 'order.insuredNeedsValue');
  const [lengthCm, widthCm, heightCm] = sizes;
  return { productType, weightKg, lengthCm, widthCm, heightCm, declaredValue, codAmount, insured };
}

function checkAvailability(
  issues: Issues,
  productType: ProductType | undefined,
  weightKg: number | undefined,
  receiver: ResolvedDistrict | null,
): void {
  if (!productType || weightKg === undefined || !receiver) return;
  const availability = productAvailability(productType, receiver.provinceName, weightKg);
  if (availability.reasonCode)
    issues.add('productType', availability.reasonCode, { productType, province: receiver.provinceName });
}

/**
 * Checks and normalises a new order: every rule of one order, with every broken rule reported
 * (not only the first). Pure: the region index and the shipper's terms come in the context, so
 * the bulk import runs it per row.
 *
 * @example
 * const result = validateOrder(row, { regions, terms });
 * if (!result.ok) result.issues; // [{ field: 'receiver.district', messageCode: 'order.districtUnknown', params }]
 */
export function validateOrder(input: OrderInputRecord, context: OrderRuleContext): OrderValidation {
  const issues = new Issues();
  const customerOrderNo = optionalText(
    issues,
    'customerOrderNo',
    input.customerOrderNo,
    ORDER_LIMITS.customerOrderNoMax,
  );
  if (customerOrderNo && !/^[A-Za-z0-9][A-Za-z0-9\-_/.#]*$/.test(customerOrderNo))
    issues.add('customerOrderNo', 'order.customerOrderNoInvalid', { value: customerOrderNo });
  const sender = addressField(issues, 'sender', input.sender, context.regions);
  const receiver = addressField(issues, 'receiver', input.receiver, context.regions);
  const goodsType = codeField(issues, 'goodsType', input.goodsType, GOODS_TYPES);
  const goodsName = requiredText(issues, 'goodsName', input.goodsName, ORDER_LIMITS.goodsNameMax);
  const piecesValue =
    numberField(issues, 'pieces', input.pieces) ?? (numeric(input.pieces) === undefined ? 1 : 0);
  const pieces = Number.isInteger(piecesValue) ? piecesValue : 0;
  if (pieces < ORDER_LIMITS.piecesMin || pieces > ORDER_LIMITS.piecesMax)
    issues.add('pieces', 'order.integerRange', { min: ORDER_LIMITS.piecesMin, max: ORDER_LIMITS.piecesMax });
  const parcel = parcelPart(issues, input);
  const sellerType = text(input.sellerType)
    ? (codeField(issues, 'sellerType', input.sellerType, SELLER_TYPES) ?? null)
    : null;
  const terms = context.terms;
  const paymentMethod = codeField(
    issues,
    'paymentMethod',
    input.paymentMethod,
    PAYMENT_METHODS,
    terms?.paymentMethods[0] ?? 'SENDER_PAY',
  );
  if (paymentMethod && terms && !terms.paymentMethods.includes(paymentMethod))
    issues.add('paymentMethod', 'order.paymentMethodNotAllowed', { value: paymentMethod });
  if (parcel.codAmount > 0 && paymentMethod && !COD_PAYMENT_METHODS.includes(paymentMethod))
    issues.add('paymentMethod', 'order.codPaymentMethod', { value: paymentMethod });
  if (parcel.codAmount > 0 && terms && !terms.codAllowed) issues.add('codAmount', 'order.codNotAllowed');
  const remark = optionalText(issues, 'remark', input.remark, ORDER_LIMITS.remarkMax);
  checkAvailability(issues, parcel.productType, parcel.weightKg, receiver);

  if (
    issues.list.length > 0 ||
    !sender ||
    !receiver ||
    !goodsType ||
    !paymentMethod ||
    !parcel.productType ||
    parcel.weightKg === undefined
  ) {
    return { ok: false, issues: issues.list };
  }
  const volumetric = volumetricWeightKg(parcel.lengthCm, parcel.widthCm, parcel.heightCm);
  return {
    ok: true,
    order: {
      customerOrderNo,
      sender,
      receiver,
      goodsType,
      goodsName,
      pieces,
      weightKg: parcel.weightKg,
      lengthCm: parcel.lengthCm,
      widthCm: parcel.widthCm,
      heightCm: parcel.heightCm,
      volumetricWeightKg: volumetric,
      chargeableWeightKg: chargeableWeightKg(parcel.weightKg, volumetric),
      declaredValue: parcel.declaredValue,
      codAmount: parcel.codAmount,
      insured: parcel.insured,
      productType: parcel.productType,
      sellerType,
      paymentMethod,
      remark,
    },
  };
}

/**
 * The fee-relevant rules only (regions, product, weight, sizes, money), for a draft that is not
 * complete yet: names, phones and goods are not asked for.
 */
export function validateFeeDraft(input: OrderInputRecord, context: OrderRuleContext): FeeDraftValidation {
  const issues = new Issues();
  const sender = resolveRegion(issues, 'sender', input.sender ?? {}, context.regions);
  const receiver = resolveRegion(issues, 'receiver', input.receiver ?? {}, context.regions);
  const parcel = parcelPart(issues, input);
  checkAvailability(issues, parcel.productType, parcel.weightKg, receiver);
  if (issues.list.length > 0 || !sender || !receiver || !parcel.productType || parcel.weightKg === undefined)
    return { ok: false, issues: issues.list };
  return {
    ok: true,
    draft: {
      sender,
      receiver,
      productType: parcel.productType,
      weightKg: parcel.weightKg,
      lengthCm: parcel.lengthCm,
      widthCm: parcel.widthCm,
      heightCm: parcel.heightCm,
      declaredValue: parcel.declaredValue,
      codAmount: parcel.codAmount,
      insured: parcel.insured,
    },
  };
}

export type AddressValidation =
  { ok: true; address: NormalisedAddress } | { ok: false; issues: OrderIssue[] };

/** The rules of one address (name, mobile, region, street, postal code), as for an order's side. */
export function validateAddress(
  side: 'sender' | 'receiver',
  input: AddressInputRecord,
  regions: RegionIndex,
): AddressValidation {
  const issues = new Issues();
  const address = addressField(issues, side, input, regions);
  return address && issues.list.length === 0 ? { ok: true, address } : { ok: false, issues: issues.list };
}

/** Whether a product takes a parcel of this weight to this receiver; an issue when not. */
export function availabilityIssue(
  productType: ProductType,
  weightKg: number,
  receiver: ResolvedDistrict,
): OrderIssue | null {
  const issues = new Issues();
  checkAvailability(issues, productType, weightKg, receiver);
  return issues.list[0] ?? null;
}

/** [address key, flat key] pairs of one side: ['name', 'senderName'], … (built once). */
const flatKeysOf = (prefix: string) =>
  ADDRESS_INPUT_KEYS.map((key) => [key, `${prefix}${key[0].toUpperCase()}${key.slice(1)}`] as const);
const FLAT_SENDER_KEYS = flatKeysOf('sender');
const FLAT_RECEIVER_KEYS = flatKeysOf('receiver');

/**
 * An order input from a flat record (`senderName`, `receiverDistrict`, ...), as an import row is read.
 *
 * @example
 * orderInputFromFlat({ senderName: 'PT Nusantara', receiverCity: 'Kota Bandung', weightKg: '1.2' });
 */
export function orderInputFromFlat(record: Record<string, unknown>): OrderInputRecord {
  const side = (flatKeys: readonly (readonly [string, string])[]): AddressInputRecord => {
    const address: Record<string, unknown> = {};
    for (const [key, flatKey] of flatKeys) address[key] = record[flatKey];
    return address;
  };
  return { ...record, sender: side(FLAT_SENDER_KEYS), receiver: side(FLAT_RECEIVER_KEYS) };
}

/** The flat key of an issue's field: 'receiver.district' -> 'receiverDistrict'. */
export function flatFieldOf(field: string): string {
  const [head, tail] = field.split('.');
  return tail ? `${head}${tail[0].toUpperCase()}${tail.slice(1)}` : head;
}
