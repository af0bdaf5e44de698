// Test-only: orders and answers of the order management calls.
import type { Page } from 'shared/widgets';
import type { FeeBreakdown, ManagedOrder, StatusCounts } from './api';

export function managedOrder(over: Partial<ManagedOrder> = {}): ManagedOrder {
  return {
    id: 7,
    billCode: 'JP50000000071',
    customerOrderNo: 'WEB-20261122-AAAA2222',
    status: 'CREATED',
    statusLabel: 'Order created',
    latestScanTime: '2026-11-22T03:00:00Z',
    createdAt: '2026-11-22T03:00:00Z',
    createTime: '2026-11-22 10:00:00',
    senderName: 'PT Nusantara Niaga',
    senderPhone: '0812****2026',
    senderProvince: 'DKI Jakarta',
    senderCity: 'Kota Jakarta Barat',
    senderDistrict: 'Kebon Jeruk',
    senderDistrictCode: '31.73.05',
    receiverName: 'Siti Rahmawati',
    receiverPhone: '0812****7802',
    receiverProvince: 'Jawa Barat',
    receiverCity: 'Kota Bandung',
    receiverDistrict: 'Sukajadi',
    receiverDistrictCode: '32.73.02',
    receiverAddress: 'Jl. Sukajadi No. 57',
    receiverPostalCode: '40162',
    goodsType: 'CLOTHING',
    goodsName: 'Kemeja batik',
    pieces: 1,
    lengthCm: 30,
    widthCm: 20,
    heightCm: 10,
    weightKg: 1.2,
    weight: 1.2,
    chargeableWeightKg: 6,
    productType: 'EZ',
    productTypeName: 'EZ standard',
    paymentMethod: 'MONTHLY',
    paymentMethodName: 'Monthly billing',
    codAmount: 275000,
    couponCode: null,
    couponDiscount: 0,
    declaredValue: 2000000,
    freightFee: 78000,
    insuranceFee: 4000,
    codFee: 8250,
    totalFee: 90250,
    remark: null,
    signer: null,
    signedAt: null,
    printCount: 0,
    importTaskId: null,
    ...over,
  };
}

export const DELIVERED = managedOrder({
  id: 8,
  billCode: 'JP50000000089',
  customerOrderNo: 'WEB-20261120-BBBB3333',
  status: 'DELIVERED',
  statusLabel: 'Delivered',
});

export function pageOf<T>(records: T[]): Page<T> {
  return { current: 1, size: 10, total: records.length, pages: 1, records };
}

export const COUNTS: StatusCounts = {
  total: 2,
  statuses: [
    { status: 'CREATED', statusLabel: 'Order created', count: 1 },
    { status: 'DELIVERED', statusLabel: 'Delivered', count: 1 },
    { status: 'CANCELLED', statusLabel: 'Cancelled', count: 0 },
  ],
};

/** Every button of the page. */
export const ALL_BUTTONS = ['ADD', 'EDIT', 'DELETE', 'EXCEL', 'DETAIL', 'PRINT'].map(
  (action) => `orderManagement_${action}`,
);

/** The fees of an order after its receiver moved within Bandung. */
export const UPDATED_FEES: FeeBreakdown = {
  zone: 'SAME_ISLAND',
  zoneLabel: 'Same island group',
  productType: 'EZ',
  productTypeName: 'EZ standard',
  actualWeightKg: 1.2,
  volumetricWeightKg: 6,
  chargeableWeightKg: 6,
  billableWeightKg: 6,
  freightFee: 84000,
  insuranceFee: 4000,
  codFee: 8250,
  totalFee: 96250,
  serviceDays: 1,
  currency: 'IDR',
  coupon: { options: [], applied: null, discount: 0, totalAfterDiscount: 96250, refusal: null },
};
