/**
 * The import's only link to the orders core (domains/orders, through its index): its per-row order validator with the
 * shipper's terms, its fees, its order row and CREATED scan place, and its waybill numbers. The rest
 * of the import works on the types below, so a change of the orders core is absorbed here.
 */
import type { Database } from '../../db/client';
import type { NewOrderRow } from '../../db/schema/orders';
import { pick, type Lang, type Translated } from '../../i18n/language';
import { GOODS_TYPE_LABELS } from './import.export-texts';
import { generateBillCode } from '../../parcel/bill-code';
import { GOODS_TYPES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../parcel/order-codes';
import { feesOf, loadOrderContext, orderRowOf, profileOf } from '../orders';
import {
  flatFieldOf,
  validateOrder,
  type AddressInputRecord,
  type NormalisedOrder,
  type OrderInputRecord,
} from '../orders/order.rules';
import { PRODUCT_TYPES } from '../../parcel/rate-table';
import { RegionIndex as OrdersRegionIndex } from '../../lib/regions/region-index';
import { scanPlace } from '../../parcel/scan-place';
import type { RegionRecord } from '../../lib/regions/region-matcher';

type OrderRegions = Awaited<ReturnType<typeof loadOrderContext>>['regions'];

/** A broken rule of one field: a catalogue message code and its placeholders. */
export interface OrderIssue {
  /** The flat order field (= the import column key), e.g. receiverDistrict. */
  field: string;
  messageCode: string;
  params: Record<string, string | number>;
}

/** A validated order, as the orders core normalised it. */
export type ImportedOrder = NormalisedOrder;

export type OrderCheck = { ok: true; order: ImportedOrder } | { ok: false; errors: OrderIssue[] };

/** Checks one import row; `get` returns a column's text ('' when empty). */
export interface ImportRowValidator {
  check(get: (field: string) => string): OrderCheck;
}

/** Codes of the issues that name an area missing from the official list; the import adds suggestions. */
export const UNKNOWN_AREA_CODES: Record<string, 'province' | 'city' | 'district'> = {
  'order.provinceUnknown': 'province',
  'order.cityUnknown': 'city',
  'order.districtUnknown': 'district',
};

type Labels = Record<string, Translated>;

/** Lower-cased label (any language) -> code, per label table; built on first use. */
const codesByLabel = new WeakMap<Labels, Map<string, string>>();

/** The code a cell names by its label in any language; the cell itself otherwise (the rules judge it). */
function codeOfLabel(labels: Labels, text: string): string {
  let codes = codesByLabel.get(labels);
  if (!codes) {
    codes = new Map();
    for (const [code, label] of Object.entries(labels))
      for (const value of Object.values(label))
        if (!codes.has(value.toLowerCase())) codes.set(value.toLowerCase(), code);
    codesByLabel.set(labels, codes);
  }
  return codes.get(text.trim().toLowerCase()) ?? text;
}

/** The import's columns of one address side, as the order rules name them. */
const sideOf = (prefix: 'sender' | 'receiver', get: (field: string) => string): AddressInputRecord => ({
  name: get(`${prefix}Name`),
  phone: get(`${prefix}Phone`),
  province: get(`${prefix}Province`),
  city: get(`${prefix}City`),
  district: get(`${prefix}District`),
  address: get(`${prefix}Address`),
  postalCode: get(`${prefix}PostalCode`),
});

/** A list column's cell as its code (a label in any language is read as its code). */
function listValue(labels: Labels, value: string): string {
  return value ? codeOfLabel(labels, value) : value;
}

/**
 * The order input of an import row, as `orderInputFromFlat` reads the row's columns (the rules'
 * flat keys are the template's column keys), built field by field: this runs once per row.
 */
function orderInputOfRow(get: (field: string) => string): OrderInputRecord {
  return {
    customerOrderNo: get('customerOrderNo'),
    sender: sideOf('sender', get),
    receiver: sideOf('receiver', get),
    goodsType: listValue(GOODS_TYPE_LABELS, get('goodsType')),
    goodsName: get('goodsName'),
    pieces: get('pieces'),
    weightKg: get('weightKg'),
    lengthCm: get('lengthCm'),
    widthCm: get('widthCm'),
    heightCm: get('heightCm'),
    declaredValue: get('declaredValue'),
    insured: get('insured'),
    codAmount: get('codAmount'),
    productType: get('productType'),
    paymentMethod: listValue(PAYMENT_METHOD_LABELS as Labels, get('paymentMethod')),
    remark: get('remark'),
  };
}

/** Name matches remembered per validator; a file has a few hundred distinct areas at most. */
const MAX_REMEMBERED_MATCHES = 20_000;

/**
 * The orders core's region index with its name matches remembered: an import file names the same
 * few areas on thousands of rows (the sender's on every one), and matching normalises each name
 * against every candidate. The matches are read-only lists, so sharing them between rows is safe.
 */
function rememberingMatches(regions: OrderRegions): OrderRegions {
  const remembering = Object.create(regions) as OrderRegions;
  const cache = new Map<string, unknown>();
  const remember =
    <A extends [unknown, ...unknown[]], R>(kind: string, match: (...args: A) => R) =>
    (...args: A): R => {
      const key = `${kind}\u0000${args.map((arg) => (Array.isArray(arg) ? arg.join(',') : String(arg))).join('\u0000')}`;
      if (cache.has(key)) return cache.get(key) as R;
      const found = match.apply(regions, args);
      if (cache.size < MAX_REMEMBERED_MATCHES) cache.set(key, found);
      return found;
    };
  remembering.matchProvinces = remember('province', regions.matchProvinces);
  remembering.matchCities = remember('city', regions.matchCities);
  remembering.matchDistricts = remember('district', regions.matchDistricts);
  return remembering;
}

/** What the row validator knows of the customer: plain data, so a worker thread can be sent it. */
export interface ValidatorCustomer {
  id: number;
  customerCode: string;
  name: string;
}

/** The customer whose rows are validated, as the orders core loads it. */
export async function loadValidatorCustomer(db: Database, customerId: number): Promise<ValidatorCustomer> {
  const { customer } = await loadOrderContext(db, customerId);
  return { id: customer.id, customerCode: customer.customerCode, name: customer.name };
}

/**
 * The validator of one customer's rows, from plain data (the customer and the official region
 * list), so it is built the same way in the gateway's thread and in a validation worker.
 */
export function rowValidatorOf(
  customer: ValidatorCustomer,
  regionRecords: readonly RegionRecord[],
): ImportRowValidator {
  const profile = profileOf(customer.customerCode);
  const context = {
    customer,
    profile,
    terms: profile,
    regions: rememberingMatches(new OrdersRegionIndex(regionRecords)),
  };
  return {
    check(get) {
      const result = validateOrder(orderInputOfRow(get), context);
      if (result.ok) return result;
      return {
        ok: false,
        errors: result.issues.map((issue) => ({ ...issue, field: flatFieldOf(issue.field) })),
      };
    },
  };
}

export interface OrderRowIds {
  customerId: number;
  createdBy: number | null;
  customerOrderNo: string;
  importTaskId: number;
}

/** The order row of a validated import row (the orders core's row: official areas, fees). */
export function importedOrderRow(order: ImportedOrder, ids: OrderRowIds): NewOrderRow {
  return orderRowOf(order, feesOf(order), { ...ids, billCode: newBillCode() });
}

/** Where an order's CREATED scan happens: the pickup point, named as the orders core names it. */
export function createdScanPlace(
  order: Pick<NewOrderRow, 'senderCity' | 'senderDistrict' | 'receiverCity' | 'receiverDistrict'>,
): { location: string; networkName: string } {
  return scanPlace(order, 'origin');
}

/** A fresh waybill number; the insert draws again for the few that collide with an existing one. */
export function newBillCode(): string {
  return generateBillCode();
}

type Choices = (lang: Lang | 'code') => string[];

const listOf =
  (codes: readonly string[], labels?: Labels): Choices =>
  (lang) =>
    codes.map((code) => (lang === 'code' || !labels ? code : pick(labels[code], lang)));

/**
 * The values the template's drop-down lists offer, in a language ('code': the stored codes, in the
 * same order). A code or a label in any of the seven languages is accepted.
 */
export const CHOICE_LISTS = {
  goodsType: listOf(GOODS_TYPES, GOODS_TYPE_LABELS),
  productType: listOf(PRODUCT_TYPES),
  paymentMethod: listOf(PAYMENT_METHODS, PAYMENT_METHOD_LABELS as Labels),
} satisfies Record<string, Choices>;
