// The order lists' row: the columns they select and the row type, below both the repository
// (order.repo.ts) and the one-statement page (order-page-statement.repo.ts), which each read it.
import { orders, type OrderRow } from '../../../db/schema/orders';

/** The columns the order lists show (no joins: the latest scan time is read separately). */
export const listColumns = {
  id: orders.id,
  billCode: orders.billCode,
  customerOrderNo: orders.customerOrderNo,
  status: orders.status,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  senderName: orders.senderName,
  senderPhone: orders.senderPhone,
  senderProvince: orders.senderProvince,
  senderCity: orders.senderCity,
  senderDistrict: orders.senderDistrict,
  senderDistrictCode: orders.senderDistrictCode,
  receiverName: orders.receiverName,
  receiverPhone: orders.receiverPhone,
  receiverProvince: orders.receiverProvince,
  receiverCity: orders.receiverCity,
  receiverDistrict: orders.receiverDistrict,
  receiverDistrictCode: orders.receiverDistrictCode,
  receiverAddress: orders.receiverAddress,
  receiverPostalCode: orders.receiverPostalCode,
  goodsType: orders.goodsType,
  goodsName: orders.goodsName,
  pieces: orders.pieces,
  weightKg: orders.weightKg,
  lengthCm: orders.lengthCm,
  widthCm: orders.widthCm,
  heightCm: orders.heightCm,
  chargeableWeightKg: orders.chargeableWeightKg,
  productType: orders.productType,
  paymentMethod: orders.paymentMethod,
  codAmount: orders.codAmount,
  declaredValue: orders.declaredValue,
  freightFee: orders.freightFee,
  insuranceFee: orders.insuranceFee,
  codFee: orders.codFee,
  totalFee: orders.totalFee,
  couponCode: orders.couponCode,
  couponDiscount: orders.couponDiscount,
  remark: orders.remark,
  signer: orders.signer,
  signedAt: orders.signedAt,
  printCount: orders.printCount,
  importTaskId: orders.importTaskId,
};

export type OrderListRow = Pick<OrderRow, keyof typeof listColumns>;

/** A list row, with its latest scan time when the page asked for it (`latestScan`). */
export type OrderPageRow = OrderListRow & { latestScanTime?: Date | null };
