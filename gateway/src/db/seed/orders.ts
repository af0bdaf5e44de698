import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { customers as customerTable, users } from '../schema/core';
import { orders, orderTraces } from '../schema/orders';
import {
  DEMO_ORDERS,
  OTHER_CUSTOMER_ORDERS,
  type SeedOrder,
  type SeedTraceStep,
} from '../../routes/orders/seed-data';

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

function scanPlace(order: SeedOrder, at: SeedTraceStep['at']): { location: string; networkName: string } {
  switch (at) {
    case 'origin':
      return { location: order.sender.city, networkName: `${order.sender.city} ${order.sender.district}` };
    case 'originHub':
      return { location: order.sender.city, networkName: `Hub ${order.sender.city}` };
    case 'destHub':
      return { location: order.receiver.city, networkName: `Hub ${order.receiver.city}` };
    case 'dest':
      return {
        location: order.receiver.city,
        networkName: `${order.receiver.city} ${order.receiver.district}`,
      };
  }
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
      ...scanPlace(order, s.at),
      operatorName: s.scanType === 'ORDER' ? null : courier,
      scanTime: new Date(createdAt.getTime() + elapsed * HOUR_MS),
    };
  });
  const row = {
    customerId,
    customerOrderNo: order.customerOrderNo,
    billCode: order.billCode,
    senderName: order.sender.name,
    senderPhone: order.sender.phone,
    senderProvince: order.sender.province,
    senderCity: order.sender.city,
    senderDistrict: order.sender.district,
    senderAddress: order.sender.address,
    senderPostalCode: order.sender.postalCode,
    receiverName: order.receiver.name,
    receiverPhone: order.receiver.phone,
    receiverProvince: order.receiver.province,
    receiverCity: order.receiver.city,
    receiverDistrict: order.receiver.district,
    receiverAddress: order.receiver.address,
    receiverPostalCode: order.receiver.postalCode,
    goodsType: order.goodsType,
    goodsName: order.goodsName,
    pieces: order.pieces,
    weightKg: order.weightKg,
    productType: order.productType,
    codAmount: order.codAmount,
    declaredValue: order.declaredValue,
    status: order.status,
    createdBy,
    createdAt,
    updatedAt: traces[traces.length - 1].scanTime,
  };
  return { row, traces };
}

/** Demo orders in every status with their scans; orders already present (by bill code) are left alone. */
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
      .select({ billCode: orders.billCode })
      .from(orders)
      .where(
        inArray(
          orders.billCode,
          wanted.map((w) => w.order.billCode),
        ),
      );
    const present = new Set(existing.map((e) => e.billCode));
    for (const { order, customerId, createdBy } of wanted) {
      if (present.has(order.billCode)) continue;
      const { row, traces } = buildSeedOrder(order, customerId, createdBy, now);
      const [inserted] = await tx.insert(orders).values(row).returning({ id: orders.id });
      await tx.insert(orderTraces).values(traces.map((trace) => ({ ...trace, orderId: inserted.id })));
    }
  });
}
