import type { OrderRow } from '../../db/schema/orders';
import { billableWeightKg, serviceDays, zoneOf, type FeeBreakdown } from '../../parcel/freight';
import { toLang, pick } from '../../lib/locale/locale';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../parcel/order-codes';
import type { OrderListRow } from './list/order-list-row.repo';
import { maskPhone } from '../../lib/phone/phone-numbers';
import { PRODUCT_TYPES, RATE_TABLE, type ProductType } from '../../parcel/rate-table';
import { isOrderStatus, statusLabel, type OrderStatus } from '../../parcel/status';
import { isoUtc, jakartaTimeText } from '../../lib/locale/time-text';

export function asStatus(value: string): OrderStatus {
  if (!isOrderStatus(value)) throw new Error(`unknown order status in database: ${value}`);
  return value;
}

export function productTypeName(productType: string, language: string): string {
  return (PRODUCT_TYPES as readonly string[]).includes(productType)
    ? pick(RATE_TABLE[productType as ProductType].name, language)
    : productType;
}

export function paymentMethodName(paymentMethod: string, language: string): string {
  const label = PAYMENT_METHOD_LABELS[paymentMethod as PaymentMethod];
  return label ? pick(label, language) : paymentMethod;
}

/** A row of the order management list; phones masked. */
export function manageRecord(row: OrderListRow, latestScanTime: Date | undefined, language: string) {
  const status = asStatus(row.status);
  return {
    id: row.id,
    billCode: row.billCode,
    customerOrderNo: row.customerOrderNo,
    status,
    statusLabel: statusLabel(status, toLang(language)),
    latestScanTime: isoUtc((latestScanTime ?? row.updatedAt).getTime()),
    createdAt: isoUtc(row.createdAt.getTime()),
    createTime: jakartaTimeText(row.createdAt.getTime()),
    senderName: row.senderName,
    senderPhone: maskPhone(row.senderPhone),
    senderProvince: row.senderProvince,
    senderCity: row.senderCity,
    senderDistrict: row.senderDistrict,
    senderDistrictCode: row.senderDistrictCode,
    receiverName: row.receiverName,
    receiverPhone: maskPhone(row.receiverPhone),
    receiverProvince: row.receiverProvince,
    receiverCity: row.receiverCity,
    receiverDistrict: row.receiverDistrict,
    receiverDistrictCode: row.receiverDistrictCode,
    receiverAddress: row.receiverAddress,
    receiverPostalCode: row.receiverPostalCode,
    goodsType: row.goodsType,
    goodsName: row.goodsName,
    pieces: row.pieces,
    weightKg: row.weightKg,
    weight: row.weightKg,
    lengthCm: row.lengthCm,
    widthCm: row.widthCm,
    heightCm: row.heightCm,
    chargeableWeightKg: row.chargeableWeightKg,
    productType: row.productType,
    productTypeName: productTypeName(row.productType, language),
    paymentMethod: row.paymentMethod,
    paymentMethodName: paymentMethodName(row.paymentMethod, language),
    codAmount: row.codAmount,
    declaredValue: row.declaredValue,
    freightFee: row.freightFee,
    insuranceFee: row.insuranceFee,
    codFee: row.codFee,
    totalFee: row.totalFee,
    couponCode: row.couponCode,
    couponDiscount: row.couponDiscount,
    remark: row.remark,
    signer: row.signer,
    signedAt: row.signedAt ? isoUtc(row.signedAt.getTime()) : null,
    printCount: row.printCount,
    importTaskId: row.importTaskId,
  };
}

/** A row of the lighter "my waybills" list; phone masked. */
export function waybillRecord(row: OrderListRow, language: string) {
  const status = asStatus(row.status);
  return {
    id: row.id,
    billCode: row.billCode,
    customerOrderNo: row.customerOrderNo,
    receiverName: row.receiverName,
    receiverPhone: maskPhone(row.receiverPhone),
    receiverCity: row.receiverCity,
    receiverDistrict: row.receiverDistrict,
    status,
    statusLabel: statusLabel(status, toLang(language)),
    productType: row.productType,
    productTypeName: productTypeName(row.productType, language),
    weightKg: row.weightKg,
    weight: row.weightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    codAmount: row.codAmount,
    printCount: row.printCount,
    createdAt: isoUtc(row.createdAt.getTime()),
    createTime: jakartaTimeText(row.createdAt.getTime()),
  };
}

function storedProductType(productType: string): ProductType {
  return (PRODUCT_TYPES as readonly string[]).includes(productType) ? (productType as ProductType) : 'EZ';
}

/** The fee breakdown of an order as stored (fees are never recomputed behind the shipper's back). */
export function storedFees(row: OrderRow): FeeBreakdown {
  const sender = { districtCode: row.senderDistrictCode ?? '', provinceName: row.senderProvince };
  const receiver = { districtCode: row.receiverDistrictCode ?? '', provinceName: row.receiverProvince };
  const productType = storedProductType(row.productType);
  return {
    zone: zoneOf(sender, receiver),
    productType,
    actualWeightKg: row.weightKg,
    volumetricWeightKg: row.volumetricWeightKg,
    chargeableWeightKg: row.chargeableWeightKg,
    billableWeightKg: billableWeightKg(productType, row.chargeableWeightKg),
    freightFee: row.freightFee,
    insuranceFee: row.insuranceFee,
    codFee: row.codFee,
    totalFee: row.totalFee,
    serviceDays: serviceDays(productType, sender, receiver),
  };
}
