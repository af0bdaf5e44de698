import type { Tenant } from '../../db/tenant-scope';
import type { Database } from '../../db/client';
import { BizError } from '../../http/envelope';
import { toLang } from '../../lib/locale/locale';
import { statusLabel } from '../../parcel/status';
import { asStatus } from '../orders';
import { formatWib, parseWib } from '../../lib/locale/time-format';
import type { LabelData } from './label.render';
import {
  fastPrintOrders,
  findLabelConfig,
  findPrintableOrders,
  markPrinted,
  ownBillCodes,
  ownOrderIds,
  saveLabelConfig,
  type PrintableOrder,
} from './label.repo';
import { isLabelStyleName, labelStyleOf, type LabelStyleName } from './label-styles.render';

/** How a print request names its orders: 1 by order id, 2 by waybill number. */
export type PrintKeyType = 1 | 2;

export interface LabelConfig {
  defaultStyle: LabelStyleName;
  printCod: 0 | 1;
  discountPrint: 0 | 1;
}

/** What a customer prints with until it saves its own settings. */
export const DEFAULT_LABEL_CONFIG: LabelConfig = {
  defaultStyle: 'THERMAL_100x150',
  printCod: 1,
  discountPrint: 0,
};

/** Most ids a not-found message names; the rest are counted. */
const MAX_IDS_IN_MESSAGE = 5;

const asFlag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

/**
 * The order(s) were not found among the caller's: unknown and another customer's answer alike.
 * HTTP 404 with the envelope, so a PDF download fails visibly.
 */
export class OrderNotFoundError extends BizError {
  constructor(ids: readonly string[]) {
    const named = ids.slice(0, MAX_IDS_IN_MESSAGE).join(', ');
    const more = ids.length > MAX_IDS_IN_MESSAGE ? ` (+${ids.length - MAX_IDS_IN_MESSAGE})` : '';
    super('labels.orderNotFound', { ids: `${named}${more}` }, 404);
  }
}

/**
 * A cancelled order's label must not print (it would carry a scannable waybill of a parcel that
 * never ships). The whole request is refused, naming the cancelled waybills: a PDF cannot answer
 * part of a batch. A business refusal (HTTP 200, code 500, translated msg).
 */
export class CancelledOrderError extends BizError {
  constructor(billCodes: readonly string[]) {
    const named = billCodes.slice(0, MAX_IDS_IN_MESSAGE).join(', ');
    const more = billCodes.length > MAX_IDS_IN_MESSAGE ? ` (+${billCodes.length - MAX_IDS_IN_MESSAGE})` : '';
    super('labels.orderCancelled', { billCodes: `${named}${more}` });
  }
}

const isCancelled = (status: string) => status === 'CANCELLED';

export async function labelConfigOf(db: Database, customerId: number): Promise<LabelConfig> {
  const row = await findLabelConfig(db, customerId);
  if (!row) return DEFAULT_LABEL_CONFIG;
  return {
    defaultStyle: isLabelStyleName(row.defaultStyle) ? row.defaultStyle : DEFAULT_LABEL_CONFIG.defaultStyle,
    printCod: asFlag(row.printCod),
    discountPrint: asFlag(row.discountPrint),
  };
}

/** Saves the given settings over the current ones (a missing field keeps its value). */
export async function updateLabelConfig(
  db: Database,
  customerId: number,
  changes: { defaultStyle?: string; printCod?: 0 | 1; discountPrint?: 0 | 1 },
): Promise<LabelConfig> {
  const current = await labelConfigOf(db, customerId);
  const next: LabelConfig = {
    defaultStyle: changes.defaultStyle ? labelStyleOf(changes.defaultStyle) : current.defaultStyle,
    printCod: changes.printCod ?? current.printCod,
    discountPrint: changes.discountPrint ?? current.discountPrint,
  };
  await saveLabelConfig(db, customerId, next);
  return next;
}

export function toLabelData(order: PrintableOrder): LabelData {
  return {
    billCode: order.billCode,
    productType: order.productType,
    customerOrderNo: order.customerOrderNo,
    orderDate: formatWib(order.createdAt).slice(0, 16),
    sender: {
      name: order.senderName,
      phone: order.senderPhone,
      address: order.senderAddress,
      district: order.senderDistrict,
      city: order.senderCity,
      province: order.senderProvince,
      postalCode: order.senderPostalCode,
    },
    receiver: {
      name: order.receiverName,
      phone: order.receiverPhone,
      address: order.receiverAddress,
      district: order.receiverDistrict,
      city: order.receiverCity,
      province: order.receiverProvince,
      postalCode: order.receiverPostalCode,
    },
    goodsName: order.goodsName,
    pieces: order.pieces,
    weightKg: order.weightKg,
    codAmount: order.codAmount,
    remark: order.remark,
    fees: {
      freight: order.freightFee,
      insurance: order.insuranceFee,
      codFee: order.codFee,
      total: order.totalFee,
    },
  };
}

/** Order ids as typed: positive whole numbers only (anything else matches no order). */
function orderIdOf(key: string): number | undefined {
  if (!/^\d{1,15}$/.test(key)) return undefined;
  const id = Number(key);
  return id > 0 ? id : undefined;
}

/**
 * The caller's orders named by `keys` (order ids or waybill numbers), in the order asked, each
 * once. Any key that names no order of the caller fails the whole request.
 */
export async function ordersToPrint(
  db: Database,
  owner: Tenant,
  type: PrintKeyType,
  keys: readonly (string | number)[],
): Promise<PrintableOrder[]> {
  const canonical = (key: string | number) => {
    const text = String(key).trim();
    if (type === 2) return text.toUpperCase();
    return String(orderIdOf(text) ?? text);
  };
  const wanted = [...new Set(keys.map(canonical))];
  const rows =
    type === 1
      ? await findPrintableOrders(db, owner, {
          ids: wanted.map(orderIdOf).filter((id): id is number => id !== undefined),
        })
      : await findPrintableOrders(db, owner, { billCodes: wanted });
  const byKey = new Map(rows.map((row) => [type === 1 ? String(row.id) : row.billCode, row]));
  const missing = wanted.filter((key) => !byKey.has(key));
  if (missing.length > 0) throw new OrderNotFoundError(missing);
  const found = wanted.flatMap((key) => byKey.get(key) ?? []);
  const cancelled = found.filter((order) => isCancelled(order.status));
  if (cancelled.length > 0) throw new CancelledOrderError(cancelled.map((order) => order.billCode));
  return found;
}

/**
 * Quick print: increments the print count of the caller's orders; unknown ids, and cancelled
 * orders (whose labels do not print), change nothing.
 */
export async function incrementPrintCount(db: Database, owner: Tenant, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const own = await ownOrderIds(db, owner, wanted);
  const missing = wanted.filter((id) => !own.has(id));
  if (missing.length > 0) throw new OrderNotFoundError(missing.map(String));
  const cancelled = wanted.flatMap((id) => {
    const order = own.get(id);
    return order && isCancelled(order.status) ? [order.billCode] : [];
  });
  if (cancelled.length > 0) throw new CancelledOrderError(cancelled);
  return { updated: await markPrinted(db, owner, wanted) };
}

export interface FastPrintQuery {
  current: number;
  size: number;
  billCodes?: string[];
  printed?: 0 | 1;
  createdFrom?: string;
  createdTo?: string;
}

/** A page of quick print's orders, statuses named in `language` (the session's). */
export async function fastPrintPage(db: Database, owner: Tenant, query: FastPrintQuery, language: string) {
  const lang = toLang(language);
  const pasted = query.billCodes ?? [];
  const own = await ownBillCodes(db, owner, pasted);
  const { total, records } = await fastPrintOrders(db, owner, {
    billCodes: query.billCodes,
    printed: query.printed,
    createdFrom: query.createdFrom ? parseWib(query.createdFrom) : undefined,
    createdTo: query.createdTo ? parseWib(query.createdTo) : undefined,
    limit: query.size,
    offset: (query.current - 1) * query.size,
  });
  return {
    current: query.current,
    size: query.size,
    total,
    pages: Math.ceil(total / query.size),
    // said apart from the page: a mistyped or someone else's number must not just vanish
    notFound: pasted.filter((billCode) => !own.has(billCode)),
    // nor a cancelled one, which the page leaves out because its label does not print
    cancelled: pasted.filter((billCode) => isCancelled(own.get(billCode) ?? '')),
    records: records.map((record) => ({
      ...record,
      status: asStatus(record.status),
      statusLabel: statusLabel(record.status, lang),
      lastPrintedAt: record.lastPrintedAt ? formatWib(record.lastPrintedAt) : null,
      createdAt: formatWib(record.createdAt),
    })),
  };
}
