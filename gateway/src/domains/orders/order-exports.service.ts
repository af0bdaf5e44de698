import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import type { Lang, Translated } from '../../i18n/language';
import { EXPORT_TEXTS } from '../downloads';
import { ORDER_EXPORT_HEADERS } from './order.export-texts';
import type { OrderFilter } from './list/order-filters.rules';
import type { OrderListRow } from './list/order-list-row.repo';
import { countOrders, orderBatches } from './order.repo';
import { paymentMethodName, productTypeName } from './order-view.render';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { statusLabel } from '../../parcel/status';
import { formatJakartaTime, withoutMoney, writeXlsx, type XlsxColumn } from '../../lib/xlsx-write/xlsx';

/** The most rows one export writes; a larger result asks the shipper to narrow the filter. */
export const MAX_EXPORT_ROWS = 50_000;
const BATCH = 2_000;

type Column = XlsxColumn<OrderListRow>;
const column = (header: Translated, width: number, value: Column['value']): Column => ({
  header,
  width,
  value,
});
/** An amount of money: left out of the file of a user with the hide-money flag. */
const money = (header: Translated, width: number, value: Column['value']): Column => ({
  ...column(header, width, value),
  money: true,
});
const H = ORDER_EXPORT_HEADERS;

const billCode = column(EXPORT_TEXTS.waybillNo, 16, (row) => row.billCode);
const customerOrderNo = column(EXPORT_TEXTS.customerOrderNo, 18, (row) => row.customerOrderNo);
const createdAt = column(H.createdAt, 20, (row) => formatJakartaTime(row.createdAt));
const receiverName = column(EXPORT_TEXTS.receiver, 20, (row) => row.receiverName);
const maskedReceiverPhone = column(EXPORT_TEXTS.receiverPhone, 16, (row) => maskPhone(row.receiverPhone));
const receiverCity = column(EXPORT_TEXTS.receiverCity, 24, (row) => row.receiverCity);
const weight = column(H.weight, 10, (row) => row.weightKg);
const chargeable = column(H.chargeable, 12, (row) => Number(row.chargeableWeightKg));
const cod = money(H.cod, 12, (row) => row.codAmount);
const printCount = column(H.printCount, 10, (row) => row.printCount);

function statusColumn(lang: Lang): Column {
  return column(EXPORT_TEXTS.status, 16, (row) => statusLabel(row.status, lang));
}

/** The order management export: every column of the list (phones masked as in the list). */
export function manageColumns(lang: Lang): Column[] {
  return [
    billCode,
    customerOrderNo,
    statusColumn(lang),
    createdAt,
    column(H.updatedAt, 20, (row) => formatJakartaTime(row.updatedAt)),
    column(H.sender, 20, (row) => row.senderName),
    column(H.senderPhone, 16, (row) => maskPhone(row.senderPhone)),
    column(H.senderCity, 24, (row) => row.senderCity),
    receiverName,
    maskedReceiverPhone,
    column(H.receiverProvince, 24, (row) => row.receiverProvince),
    receiverCity,
    column(H.receiverDistrict, 18, (row) => row.receiverDistrict),
    column(H.receiverAddress, 36, (row) => row.receiverAddress),
    column(H.goods, 20, (row) => row.goodsName),
    column(H.pieces, 8, (row) => row.pieces),
    weight,
    chargeable,
    column(H.productType, 14, (row) => productTypeName(row.productType, lang)),
    column(H.payment, 14, (row) => paymentMethodName(row.paymentMethod, lang)),
    money(H.declaredValue, 12, (row) => row.declaredValue),
    cod,
    money(H.freight, 10, (row) => row.freightFee),
    money(H.insuranceFee, 10, (row) => row.insuranceFee),
    money(H.codFee, 10, (row) => row.codFee),
    money(H.totalFee, 10, (row) => row.totalFee),
    column(H.remark, 24, (row) => row.remark),
    column(H.signer, 16, (row) => row.signer),
    column(H.signedAt, 20, (row) => formatJakartaTime(row.signedAt)),
    printCount,
  ];
}

/** The lighter "my waybills" export. */
export function waybillColumns(lang: Lang): Column[] {
  return [
    billCode,
    receiverName,
    maskedReceiverPhone,
    receiverCity,
    statusColumn(lang),
    weight,
    chargeable,
    cod,
    printCount,
    createdAt,
  ];
}

/**
 * The receiver address export (for an address book): one row per distinct address. The phone is
 * whole only for a caller allowed to reveal phones; otherwise masked as in the lists.
 */
export function addressColumns(revealPhones: boolean): Column[] {
  return [
    receiverName,
    column(EXPORT_TEXTS.receiverPhone, 16, (row) =>
      revealPhones ? row.receiverPhone : maskPhone(row.receiverPhone),
    ),
    column(EXPORT_TEXTS.province, 24, (row) => row.receiverProvince),
    receiverCity,
    column(H.district, 18, (row) => row.receiverDistrict),
    column(H.districtCode, 12, (row) => row.receiverDistrictCode),
    column(H.address, 36, (row) => row.receiverAddress),
    column(H.postalCode, 10, (row) => row.receiverPostalCode),
    column(H.fromWaybill, 16, (row) => row.billCode),
  ];
}

/** Each distinct receiver address once (name, phone, district, address), in the order read. */
export async function* distinctAddresses(
  batches: AsyncIterable<OrderListRow[]>,
): AsyncGenerator<OrderListRow[]> {
  const seen = new Set<string>();
  for await (const batch of batches) {
    yield batch.filter((row) => {
      const key = [row.receiverName, row.receiverPhone, row.receiverDistrictCode, row.receiverAddress].join(
        '\u0000',
      );
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}

export type ExportKind = 'orders' | 'waybills' | 'addresses';

/**
 * The xlsx of the orders a filter matches, newest first, read in keyset batches. More than
 * MAX_EXPORT_ROWS matching orders is refused (with the count) rather than cut silently.
 */
export async function exportOrders(
  db: Database,
  owner: Tenant,
  filter: OrderFilter,
  kind: ExportKind,
  lang: Lang,
  options: { revealPhones?: boolean; maxRows?: number; hideMoney?: boolean } = {},
): Promise<{ fileName: string; data: Buffer; rows: number }> {
  const max = options.maxRows ?? MAX_EXPORT_ROWS;
  const total = await countOrders(db, owner, filter);
  if (total > max) throw new BizError('order.exportTooMany', { count: total, max });
  const batches = orderBatches(db, owner, filter, BATCH);
  const stamp = formatJakartaTime(new Date()).replace(/\D/g, '').slice(0, 14);
  if (kind === 'addresses') {
    const written = { rows: 0 };
    const data = await writeXlsx(
      'addresses',
      addressColumns(options.revealPhones ?? false),
      counted(distinctAddresses(batches), written),
      lang,
    );
    return { fileName: `receiver-addresses-${stamp}.xlsx`, data, rows: written.rows };
  }
  const columns = withoutMoney(
    kind === 'orders' ? manageColumns(lang) : waybillColumns(lang),
    options.hideMoney,
  );
  const data = await writeXlsx(kind, columns, batches, lang);
  return { fileName: `${kind}-${stamp}.xlsx`, data, rows: total };
}

/** The batches as they are, counting their rows into `written`. */
async function* counted<T>(batches: AsyncIterable<T[]>, written: { rows: number }): AsyncIterable<T[]> {
  for await (const batch of batches) {
    written.rows += batch.length;
    yield batch;
  }
}
