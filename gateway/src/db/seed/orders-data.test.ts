import { isValidBillCode } from '../../parcel/bill-code';
import { islandOf } from '../../lib/regions/islands';
import { isValidStatusPath, ORDER_STATUSES } from '../../parcel/status';
import { TRACE_DESCRIPTIONS } from '../../parcel/trace-text';
import {
  DEMO_ALL_BILL_CODES,
  DEMO_BILL_CODES,
  DEMO_ORDERS,
  OTHER_CUSTOMER_BILL_CODE,
  OTHER_CUSTOMER_ORDERS,
} from './orders-data';

describe('seed data', () => {
  const all = [...DEMO_ORDERS, ...OTHER_CUSTOMER_ORDERS];

  it('has valid, unique bill codes and names the known ones', () => {
    expect(new Set(all.map((order) => order.billCode)).size).toBe(all.length);
    for (const order of all) expect(isValidBillCode(order.billCode)).toBe(true);
    for (const code of Object.values(DEMO_BILL_CODES)) expect(DEMO_ALL_BILL_CODES).toContain(code);
    expect(DEMO_ALL_BILL_CODES).not.toContain(OTHER_CUSTOMER_BILL_CODE);
  });

  it('covers every status for the demo customer', () => {
    expect(new Set(DEMO_ORDERS.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
    expect(DEMO_ORDERS.length).toBeGreaterThanOrEqual(30);
  });

  it('gives each order scans that follow the allowed transitions and end in its status', () => {
    for (const order of all) {
      const path = order.steps.map((s) => s.status);
      expect(isValidStatusPath(path)).toBe(true);
      expect(path.at(-1)).toBe(order.status);
      for (const s of order.steps) expect(TRACE_DESCRIPTIONS).toHaveProperty(s.description);
    }
  });

  it('uses provinces the island map knows', () => {
    for (const order of all) {
      expect(islandOf(order.sender.province)).not.toBeNull();
      expect(islandOf(order.receiver.province)).not.toBeNull();
    }
  });
});
