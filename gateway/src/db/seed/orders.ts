import { senderKey } from '../../parcel/sender-key';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { customers as customerTable, users } from '../schema/core';
import { orders, orderTraces } from '../schema/orders';
import { feeBreakdown } from '../../parcel/freight';
import { scanPlace } from '../../parcel/scan-place';
import { DEMO_ORDERS, OTHER_CUSTOMER_ORDERS, type SeedOrder } from './orders-data';

export interface SeedCustomers {
  demoCustomerId: number;
  otherCustomerId: number;
  demoAdminUserId: number;
}

/**
 * The seeded customers the domain seeds attach their rows to. The core's seed runner calls a
 * domain seed with the database only, so each seed looks them up when they are not given.
 */
export async function resolveSeedCustomers(db: Database): Promise<SeedCustomers> {
  const byCode = async (code: string) => {
    const [row] = await db
      .select({ id: customerTable.id })
      .from(customerTable)
      .where(eq(customerTable.customerCode, code));
    if (!row) throw new Error(`seed: customer ${code} is missing; run the core seed first`);
    return row.id;
  };
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.loginCode, 'demo'));
  if (!admin) throw new Error('seed: user demo is missing; run the core seed first');
  return {
    demoCustomerId: await byCode('C001'),
    otherCustomerId: await byCode('C002'),
    demoAdminUserId: admin.id,
  };
}

const HOUR_MS = 60 * 60 * 1000;
const COURIERS = [
  'Joko Susilo',
  'Rudi Hartono',
  'Wayan Sudirta',
  'Eko Prasetyo',
  'Bambang Irawan',
  'Dedi Kurniawan',
];

function routeEnds(order: SeedOrder) {
  return {
    senderCity: order.sender.city,
    senderDistrict: order.sender.district,
    receiverCity: order.receiver.city,
    receiverDistrict: order.receiver.district,
  };
}

/** The region, size, payment and fee columns of a seed order, fees from the freight rules. */
export function seedOrderDetails(order: SeedOrder) {
  const [lengthCm, widthCm, heightCm] = order.dimensionsCm ?? [null, null, null];
  const fees = feeBreakdown({
    productType: order.productType,
    sender: { districtCode: order.sender.districtCode, provinceName: order.sender.province },
    receiver: { districtCode: order.receiver.districtCode, provinceName: order.receiver.province },
    weightKg: order.weightKg,
    lengthCm,
    widthCm,
    heightCm,
    declaredValue: order.declaredValue,
    insured: order.insured,
    codAmount: order.codAmount,
  });
  return {
    senderName: order.sender.name,
    senderPhone: order.sender.phone,
    senderProvince: order.sender.province,
    senderCity: order.sender.city,
    senderDistrict: order.sender.district,
    senderDistrictCode: order.sender.districtCode,
    senderAddress: order.sender.address,
    senderPostalCode: order.sender.postalCode,
    receiverName: order.receiver.name,
    receiverPhone: order.receiver.phone,
    receiverProvince: order.receiver.province,
    receiverCity: order.receiver.city,
    receiverDistrict: order.receiver.district,
    receiverDistrictCode: order.receiver.districtCode,
    receiverAddress: order.receiver.address,
    receiverPostalCode: order.receiver.postalCode,
    goodsType: order.goodsType,
    goodsName: order.goodsName,
    pieces: order.pieces,
    weightKg: order.weightKg,
    lengthCm,
    widthCm,
    heightCm,
    volumetricWeightKg: fees.volumetricWeightKg,
    chargeableWeightKg: fees.chargeableWeightKg,
    productType: order.productType,
    sellerType: order.sellerType,
    paymentMethod: order.paymentMethod,
    codAmount: order.codAmount,
    declaredValue: order.declaredValue,
    freightFee: fees.freightFee,
    insuranceFee: fees.insuranceFee,
    codFee: fees.codFee,
    totalFee: fees.totalFee,
  };
}

/** The order row and its scans, placed in time so that the last scan is `lastScanHoursAgo` before `now`. */
export function buildSeedOrder(order: SeedOrder, customerId: number, createdBy: number | null, now: Date) {
  const totalHours = order.steps.reduce((sum, s) => sum + s.afterHours, 0);
  const createdAt = new Date(now.getTime() - (order.lastScanHoursAgo + totalHours) * HOUR_MS);
  let elapsed = 0;
  const traces = order.steps.map((s, i) => {
    elapsed += s.afterHours;
    const courier =
      s.at === 'origin' || s.at === 'dest'
        ? COURIERS[(i + order.billCode.charCodeAt(11)) % COURIERS.length]
        : null;
    return {
      customerId,
      status: s.status,
      scanType: s.scanType,
      description: s.description,
      ...scanPlace(routeEnds(order), s.at),
      operatorName: s.scanType === 'ORDER' ? null : courier,
      scanTime: new Date(createdAt.getTime() + elapsed * HOUR_MS),
    };
  });
  const last = traces[traces.length - 1];
  const row = {
    customerId,
    customerOrderNo: order.customerOrderNo,
    billCode: order.billCode,
    ...seedOrderDetails(order),
    status: order.status,
    signer: order.status === 'DELIVERED' ? order.receiver.name : null,
    signedAt: order.status === 'DELIVERED' ? last.scanTime : null,
    createdBy,
    senderKey: senderKey(order.sender),
    createdAt,
    updatedAt: last.scanTime,
  };
  return { row, traces };
}

/**
 * Demo orders in every status with their scans. Orders already present (by bill code) keep their
 * state; those seeded before orders had district codes and fees get those filled in.
 */
export async function seedOrders(db: Database, given?: SeedCustomers, now = new Date()): Promise<void> {
  const customers = given ?? (await resolveSeedCustomers(db));
  const wanted = [
    ...DEMO_ORDERS.map((order) => ({
      order,
      customerId: customers.demoCustomerId,
      createdBy: customers.demoAdminUserId,
    })),
    ...OTHER_CUSTOMER_ORDERS.map((order) => ({
      order,
      customerId: customers.otherCustomerId,
      createdBy: null,
    })),
  ];
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ billCode: orders.billCode, receiverDistrictCode: orders.receiverDistrictCode })
      .from(orders)
      .where(
        inArray(
          orders.billCode,
          wanted.map((w) => w.order.billCode),
        ),
      );
    const present = new Map(existing.map((e) => [e.billCode, e.receiverDistrictCode]));
    for (const { order, customerId, createdBy } of wanted) {
      if (present.has(order.billCode)) {
        if (present.get(order.billCode) === null)
          await tx.update(orders).set(seedOrderDetails(order)).where(eq(orders.billCode, order.billCode));
        continue;
      }
      const { row, traces } = buildSeedOrder(order, customerId, createdBy, now);
      const [inserted] = await tx.insert(orders).values(row).returning({ id: orders.id });
      await tx.insert(orderTraces).values(traces.map((trace) => ({ ...trace, orderId: inserted.id })));
    }
  });
}
