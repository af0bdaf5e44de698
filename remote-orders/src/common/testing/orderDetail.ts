// Test-only: the order detail dialog (OrderDetailDialog) that order management and my waybills
// open on a row: its gateway answers and the steps every detail test takes.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeGateway, GatewayRoutes } from 'shared/testing';
import type { TraceEvent, TraceListResult } from '../traces';
import type { RevealedPhones } from '../phones';
import { getButton, queryButton } from './buttons';

/** The waybill the detail tests open (the list fixtures' first order). */
export const DETAIL_BILL_CODE = 'JP50000000071';
/** Its receiver's phone as the lists show it. */
export const MASKED_RECEIVER_PHONE = '0812****7802';

/** What GET /order/phone reveals for `DETAIL_BILL_CODE`. */
const REVEALED_PHONES: RevealedPhones = {
  billCode: DETAIL_BILL_CODE,
  receiverPhone: '081234567802',
  receiverPhoneInternational: '+6281234567802',
  senderPhone: '081210002026',
  senderPhoneInternational: '+6281210002026',
};

/** The scan every order's trace starts with: created by the shipper. */
export const CREATED_SCAN: TraceEvent = {
  scanTime: '2026-11-22T03:00:00Z',
  status: 'CREATED',
  statusLabel: 'Order created',
  scanType: 'ORDER',
  description: 'Order created by the shipper',
  location: 'Jakarta',
  networkName: 'JKT Kebon Jeruk',
};

/**
 * POST /trace/list's answer for `DETAIL_BILL_CODE` with `traces` (oldest first); the waybill's
 * status is its newest scan's.
 * @example
 * traceListOf([{ scanTime, status: 'PICKED_UP', statusLabel: 'Picked up', scanType: 'PICKUP', ... }]);
 */
function traceListOf(traces: TraceEvent[]): TraceListResult {
  const newest = traces[traces.length - 1];
  return {
    list: [
      {
        billCode: DETAIL_BILL_CODE,
        status: newest.status,
        statusLabel: newest.statusLabel,
        senderCity: 'Kota Jakarta Barat',
        receiverCity: 'Kota Bandung',
        traces,
      },
    ],
    notFound: [],
  };
}

/**
 * The calls behind the detail: the trace list of `traces` and the phone reveal.
 * @example
 * const gateway = fakeGateway({ ...pageRoutes, ...orderDetailRoutes([pickedUp]) });
 */
export function orderDetailRoutes(traces: TraceEvent[]): GatewayRoutes {
  return {
    'POST /customer-api/trace/list': () => traceListOf(traces),
    'GET /customer-api/order/phone': () => REVEALED_PHONES,
  };
}

/** Opens the detail of the order in `row` (its 'Detail' button) and waits for the dialog. */
export async function openOrderDetail(row: HTMLElement): Promise<HTMLElement> {
  fireEvent.click(getButton(row, 'Detail'));
  return screen.findByTestId('order-detail-dialog');
}

/**
 * In the open `detail`: the phone shown in `phoneTestId` is masked; 'Show phone' asks GET
 * /order/phone for the waybill, the phone becomes whole and the button goes.
 * @example
 * await expectPhoneRevealed(detail, gateway, 'receiver-phone');
 */
export async function expectPhoneRevealed(
  detail: HTMLElement,
  gateway: FakeGateway,
  phoneTestId: string,
): Promise<void> {
  const phone = () => within(detail).getByTestId(phoneTestId);
  expect(phone()).toHaveTextContent(MASKED_RECEIVER_PHONE);
  fireEvent.click(getButton(detail, /Show phone/));
  await waitFor(() => expect(phone()).toHaveTextContent(REVEALED_PHONES.receiverPhone));
  expect(gateway.calls('/customer-api/order/phone')[0].query).toEqual({ billCode: DETAIL_BILL_CODE });
  expect(queryButton(detail, /Show phone/)).not.toBeInTheDocument();
}
