import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { orders } from '../schema/orders';
import { parcelReturns, problemParcels } from '../schema/service';
import { SERVICE_DICTIONARY, SERVICE_SETTINGS } from './service-data';

// The demo's held parcels and returns (seed/service.ts calls this).
const HOUR_MS = 60 * 60 * 1000;

const SEED_HELD_REASONS = [
  'WRONG_ADDRESS',
  'RECEIVER_ABSENT',
  'PHONE_UNREACHABLE',
  'REFUSED',
  'BUSINESS_CLOSED',
];
/** What the courier wrote on a held parcel of each seeded reason: the note says what the reason says. */
export const SEED_HELD_NOTES: Record<string, string> = {
  WRONG_ADDRESS: 'Alamat tidak ditemukan, mohon konfirmasi patokan',
  RECEIVER_ABSENT: 'Penerima tidak di tempat, rumah kosong saat kunjungan',
  PHONE_UNREACHABLE: 'Penerima tidak dapat dihubungi',
  REFUSED: 'Penerima menolak menerima paket',
  BUSINESS_CLOSED: 'Tempat usaha tutup saat jam kunjungan',
};
const SEED_RETURN_REASONS = ['RECEIVER_ABSENT', 'REFUSED', 'COD_REFUSED', 'MIS_SORTED', 'WRONG_ADDRESS'];
const FAULT: Record<string, 'COURIER' | 'SHIPPER' | 'RECEIVER'> = Object.fromEntries(
  SERVICE_DICTIONARY.filter((entry) => entry.category === 'HELD_REASON').map((entry) => [
    entry.code,
    entry.attrs?.faultGroup as 'COURIER' | 'SHIPPER' | 'RECEIVER',
  ]),
);
const FEE_PERCENT: Record<string, number> = Object.fromEntries(
  SERVICE_DICTIONARY.filter((entry) => entry.category === 'RETURN_FEE_RATE').map((entry) => [
    entry.code,
    Number(entry.attrs?.percent),
  ]),
);

/**
 * Seeded orders are written without scans, so their held-parcel and return rows are written here,
 * as the scan effects would have: every PROBLEM order waits for its shipper (deadlines spread over
 * the next two days), every RETURNING or RETURNED order has its return with reason, fault and fee.
 */
export async function seedHeldParcelsAndReturns(db: Database, now: Date): Promise<void> {
  const heldOrders = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'PROBLEM'),
        sql`not exists (select 1 from ${problemParcels} where ${problemParcels.orderId} = ${orders.id})`,
      ),
    );
  for (const [i, order] of heldOrders.entries()) {
    const heldAt = new Date(now.getTime() - (4 + ((i * 11) % 40)) * HOUR_MS);
    const reasonCode = SEED_HELD_REASONS[i % SEED_HELD_REASONS.length];
    await db.insert(problemParcels).values({
      customerId: order.customerId,
      orderId: order.id,
      billCode: order.billCode,
      reasonCode,
      attempts: 1 + (i % 2),
      courierNote: SEED_HELD_NOTES[reasonCode],
      status: 'AWAITING_SHIPPER',
      heldAt,
      deadlineAt: new Date(heldAt.getTime() + SERVICE_SETTINGS.decisionHours * HOUR_MS),
      updatedAt: heldAt,
    });
  }
  const returning = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['RETURNING', 'RETURNED']),
        sql`not exists (select 1 from ${parcelReturns} where ${parcelReturns.orderId} = ${orders.id})`,
      ),
    );
  for (const [i, order] of returning.entries()) {
    const reasonCode = SEED_RETURN_REASONS[i % SEED_RETURN_REASONS.length];
    const faultGroup = FAULT[reasonCode] ?? 'RECEIVER';
    const freight = Math.round(order.freightFee);
    const percent = FEE_PERCENT[order.productType] ?? SERVICE_SETTINGS.returnFeeDefaultPercent;
    const returned = order.status === 'RETURNED';
    await db.insert(parcelReturns).values({
      customerId: order.customerId,
      orderId: order.id,
      billCode: order.billCode,
      returnBillCode: `R${order.billCode}`.slice(0, 20),
      reasonCode,
      faultGroup,
      outboundFreight: freight,
      returnFee: faultGroup === 'COURIER' ? 0 : Math.round((freight * percent) / 100),
      attempts: 1 + (i % 3),
      decision: i % 3 === 0 ? 'SHIPPER' : i % 3 === 1 ? 'DEADLINE' : 'ATTEMPTS',
      status: returned ? 'RETURNED' : 'RETURNING',
      receivedAt: returned ? order.updatedAt : null,
      confirmation: returned && i % 2 === 1 ? 'CONFIRMED' : 'PENDING',
      confirmedAt: returned && i % 2 === 1 ? order.updatedAt : null,
      createdAt: new Date(order.updatedAt.getTime() - 3 * 24 * HOUR_MS),
    });
  }
}
