import type { Database } from '../../db/client';
import type { Tenant } from '../../db/tenant-scope';
import { BizError } from '../../http/envelope';
import type { Lang } from '../../i18n/language';
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
const column = (zh: string, en: string, id: string, width: number, value: Column['value']): Column => ({
  header: { zh, en, id },
  width,
  value,
});
/** An amount of money: left out of the file of a user with the hide-money flag. */
const money = (zh: string, en: string, id: string, width: number, value: Column['value']): Column => ({
  ...column(zh, en, id, width, value),
  money: true,
});

const billCode = column('运单号', 'Waybill no.', 'No. resi', 16, (row) => row.billCode);
const customerOrderNo = column(
  '客户订单号',
  'Customer order no.',
  'No. pesanan',
  18,
  (row) => row.customerOrderNo,
);
const createdAt = column('下单时间', 'Created at', 'Waktu dibuat', 20, (row) =>
  formatJakartaTime(row.createdAt),
);
const receiverName = column('收件人', 'Receiver', 'Penerima', 20, (row) => row.receiverName);
const maskedReceiverPhone = column('收件人电话', 'Receiver phone', 'Telepon penerima', 16, (row) =>
  maskPhone(row.receiverPhone),
);
const receiverCity = column('收件城市', 'Receiver city', 'Kota penerima', 24, (row) => row.receiverCity);
const weight = column('重量(kg)', 'Weight (kg)', 'Berat (kg)', 10, (row) => row.weightKg);
const chargeable = column('计费重量(kg)', 'Chargeable weight (kg)', 'Berat tertagih (kg)', 12, (row) =>
  Number(row.chargeableWeightKg),
);
const cod = money('代收货款', 'COD amount', 'Nilai COD', 12, (row) => row.codAmount);
const printCount = column('打印次数', 'Times printed', 'Jumlah cetak', 10, (row) => row.printCount);

function statusColumn(lang: Lang): Column {
  return column('状态', 'Status', 'Status', 16, (row) => statusLabel(row.status, lang));
}

/** The order management export: every column of the list (phones masked as in the list). */
export function manageColumns(lang: Lang): Column[] {
  return [
    billCode,
    customerOrderNo,
    statusColumn(lang),
    createdAt,
    column('最后更新', 'Last update', 'Pembaruan terakhir', 20, (row) => formatJakartaTime(row.updatedAt)),
    column('寄件人', 'Sender', 'Pengirim', 20, (row) => row.senderName),
    column('寄件人电话', 'Sender phone', 'Telepon pengirim', 16, (row) => maskPhone(row.senderPhone)),
    column('寄件城市', 'Sender city', 'Kota pengirim', 24, (row) => row.senderCity),
    receiverName,
    maskedReceiverPhone,
    column('收件省份', 'Receiver province', 'Provinsi penerima', 24, (row) => row.receiverProvince),
    receiverCity,
    column('收件区县', 'Receiver district', 'Kecamatan penerima', 18, (row) => row.receiverDistrict),
    column('收件地址', 'Receiver address', 'Alamat penerima', 36, (row) => row.receiverAddress),
    column('物品名称', 'Goods', 'Barang', 20, (row) => row.goodsName),
    column('件数', 'Pieces', 'Koli', 8, (row) => row.pieces),
    weight,
    chargeable,
    column('产品类型', 'Product', 'Layanan', 14, (row) => productTypeName(row.productType, lang)),
    column('付款方式', 'Payment', 'Pembayaran', 14, (row) => paymentMethodName(row.paymentMethod, lang)),
    money('声明价值', 'Declared value', 'Nilai barang', 12, (row) => row.declaredValue),
    cod,
    money('运费', 'Freight', 'Ongkir', 10, (row) => row.freightFee),
    money('保价费', 'Insurance fee', 'Biaya asuransi', 10, (row) => row.insuranceFee),
    money('代收手续费', 'COD fee', 'Biaya COD', 10, (row) => row.codFee),
    money('总费用', 'Total fee', 'Total biaya', 10, (row) => row.totalFee),
    column('备注', 'Remark', 'Catatan', 24, (row) => row.remark),
    column('签收人', 'Signed by', 'Diterima oleh', 16, (row) => row.signer),
    column('签收时间', 'Signed at', 'Waktu diterima', 20, (row) => formatJakartaTime(row.signedAt)),
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
    column('收件人电话', 'Receiver phone', 'Telepon penerima', 16, (row) =>
      revealPhones ? row.receiverPhone : maskPhone(row.receiverPhone),
    ),
    column('省份', 'Province', 'Provinsi', 24, (row) => row.receiverProvince),
    receiverCity,
    column('区县', 'District', 'Kecamatan', 18, (row) => row.receiverDistrict),
    column('区县编码', 'District code', 'Kode kecamatan', 12, (row) => row.receiverDistrictCode),
    column('详细地址', 'Address', 'Alamat', 36, (row) => row.receiverAddress),
    column('邮编', 'Postal code', 'Kode pos', 10, (row) => row.receiverPostalCode),
    column('来源运单', 'From waybill', 'Dari resi', 16, (row) => row.billCode),
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
