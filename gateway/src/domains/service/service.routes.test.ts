import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { notifications } from '../../db/schema/notifications';
import { parcelReturns, problemParcels, tickets } from '../../db/schema/service';
import { files } from '../../db/schema/widgets';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from '../../db/seed/orders-data';
import { acrossTenants } from '../../db/tenant-scope';
import { runHeldParcelTimers } from './problem-parcel.effects';
import {
  authHeaders,
  body,
  createTestApp,
  customerIdOf,
  get,
  grantKeys,
  loginDemoAccounts,
  post,
  SETUP_TIMEOUT,
} from '../../test/helper';

describe('service routes', () => {
  let app: FastifyInstance;
  let demo: string;
  let demoSub: string;
  let other: string;
  let demoCustomer: number;
  let otherCustomer: number;

  beforeAll(async () => {
    app = await createTestApp();
    [demo, demoSub, other] = await loginDemoAccounts(app);
    demoCustomer = await customerIdOf(app, 'demo');
    otherCustomer = await customerIdOf(app, 'other');
  }, SETUP_TIMEOUT);
  afterAll(() => app.close());

  const call = (token: string, url: string, payload: object = {}, language = 'EN') =>
    post(app, `/customer-api${url}`, payload, authHeaders(token, language));
  const hold = (billCode: string, reasonCode: string) =>
    post(app, '/customer-api/test/service/hold', { billCode, reasonCode, note: 'Rumah tidak ditemukan' });
  const orderOf = async (billCode: string) =>
    (
      await acrossTenants('simulator', () =>
        app.db.select().from(orders).where(eq(orders.billCode, billCode)),
      )
    )[0];
  const heldOf = async (billCode: string) =>
    (
      await acrossTenants('simulator', () =>
        app.db.select().from(problemParcels).where(eq(problemParcels.billCode, billCode)),
      )
    )[0];
  /** A file row as /file/upload leaves it. */
  const upload = async (customerId: number, key: string, contentType: string, size = 2000) => {
    const [user] = await acrossTenants('seed', () =>
      app.db.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)).limit(1),
    );
    await app.db.insert(files).values({ customerId, userId: user.id, key, name: key, size, contentType });
    return key;
  };

  describe('held parcels', () => {
    it('holds a parcel through a scan: it waits in the inbox with reason, note, attempts and a 48-hour deadline', async () => {
      expect(body(await hold(DEMO_BILL_CODES.arrived, 'WRONG_ADDRESS')).code).toBe(1);
      const { code, data } = body(await call(demo, '/problemParcel/page', { size: 100 }));
      expect(code).toBe(1);
      const row = data.records.find((r: { billCode: string }) => r.billCode === DEMO_BILL_CODES.arrived);
      expect(row).toMatchObject({
        reasonCode: 'WRONG_ADDRESS',
        reasonName: 'Wrong or incomplete address',
        faultGroup: 'SHIPPER',
        courierNote: 'Rumah tidak ditemukan',
        attempts: 1,
        status: 'AWAITING_SHIPPER',
      });
      expect(Date.parse(row.deadlineAt) - Date.parse(row.heldAt)).toBe(48 * 3600 * 1000);
      expect(row.secondsLeft).toBeGreaterThan(47 * 3600);
      // soonest deadline first
      const deadlines = data.records.map((r: { deadlineAt: string }) => Date.parse(r.deadlineAt));
      expect(deadlines).toEqual([...deadlines].sort((a, b) => a - b));
      // the shipper heard of it
      const held = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, demoCustomer), eq(notifications.category, 'PROBLEM_PARCEL')));
      expect(held.some((n) => n.params.billCode === DEMO_BILL_CODES.arrived)).toBe(true);
      // the other shipper sees none of it
      const others = body(await call(other, '/problemParcel/page', { size: 100, view: 'ALL' })).data.records;
      expect(others.some((r: { billCode: string }) => r.billCode === DEMO_BILL_CODES.arrived)).toBe(false);
      expect((await call(other, '/problemParcel/detail', { id: row.id })).statusCode).toBe(404);
    });

    it('refuses a re-attempt to an address outside the region list, and changes nothing', async () => {
      const held = await heldOf(DEMO_BILL_CODES.arrived);
      const before = await orderOf(DEMO_BILL_CODES.arrived);
      const { code, msg } = body(
        await call(demo, '/problemParcel/decide', {
          ids: [held.id],
          decision: 'REATTEMPT',
          receiver: {
            name: before.receiverName,
            phone: before.receiverPhone,
            province: 'Atlantis',
            city: 'Kota Hilang',
            district: 'Nowhere',
            address: 'Jl. Tidak Ada No. 1',
          },
        }),
      );
      expect(code).toBe(500);
      expect(msg).toMatch(/^The corrected address was refused: /);
      expect((await heldOf(DEMO_BILL_CODES.arrived)).status).toBe('AWAITING_SHIPPER');
      expect((await orderOf(DEMO_BILL_CODES.arrived)).receiverAddress).toBe(before.receiverAddress);
    });

    it('re-attempts with a corrected address through the orders update, which the courier then delivers', async () => {
      const held = await heldOf(DEMO_BILL_CODES.arrived);
      const order = await orderOf(DEMO_BILL_CODES.arrived);
      const { code, data } = body(
        await call(demo, '/problemParcel/decide', {
          ids: [held.id],
          decision: 'REATTEMPT',
          receiver: {
            name: order.receiverName,
            phone: order.receiverPhone,
            province: order.receiverProvince,
            city: order.receiverCity,
            district: order.receiverDistrict,
            districtCode: order.receiverDistrictCode,
            address: 'Jl. Raya Darmo No. 103, pagar hijau',
          },
        }),
      );
      expect(code).toBe(1);
      expect(data.changed).toEqual([expect.objectContaining({ id: held.id, status: 'REATTEMPT' })]);
      expect(await heldOf(DEMO_BILL_CODES.arrived)).toMatchObject({ status: 'REATTEMPT', corrected: true });
      expect((await orderOf(DEMO_BILL_CODES.arrived)).receiverAddress).toBe(
        'Jl. Raya Darmo No. 103, pagar hijau',
      );
      // a second decision is refused: it no longer waits
      const again = body(await call(demo, '/problemParcel/decide', { ids: [held.id], decision: 'RETURN' }));
      expect(again).toMatchObject({
        code: 500,
        msg: `Waybill ${held.billCode} is no longer waiting for your decision`,
      });
      // the courier re-attempts and delivers
      for (let i = 0; i < 3; i += 1)
        await post(app, '/customer-api/test/simulate', { steps: 1, customerCode: 'C001' });
      expect((await orderOf(DEMO_BILL_CODES.arrived)).status).toBe('DELIVERED');
      expect((await heldOf(DEMO_BILL_CODES.arrived)).status).toBe('CLOSED');
    });

    it('refuses a decision after the deadline, and the deadline job returns the parcel with its fee', async () => {
      await hold(DEMO_BILL_CODES.pickedUp, 'RECEIVER_ABSENT');
      const held = await heldOf(DEMO_BILL_CODES.pickedUp);
      await acrossTenants('simulator', () =>
        app.db
          .update(problemParcels)
          .set({ deadlineAt: new Date(Date.now() - 1000) })
          .where(eq(problemParcels.id, held.id)),
      );
      const late = body(
        await call(demo, '/problemParcel/decide', { ids: [held.id], decision: 'HOLD' }, 'ID'),
      );
      expect(late).toMatchObject({
        code: 500,
        msg: `Batas waktu keputusan resi ${held.billCode} sudah lewat; paket dikembalikan kepada Anda`,
      });
      expect((await heldOf(DEMO_BILL_CODES.pickedUp)).status).toBe('AWAITING_SHIPPER');
      expect(
        body(await post(app, '/customer-api/test/service/passDeadline', { billCode: held.billCode })).data,
      ).toEqual({
        returned: 1,
      });
      const order = await orderOf(DEMO_BILL_CODES.pickedUp);
      expect(order.status).toBe('RETURNING');
      const [ret] = await app.db
        .select()
        .from(parcelReturns)
        .where(and(eq(parcelReturns.customerId, demoCustomer), eq(parcelReturns.orderId, order.id)));
      expect(ret).toMatchObject({
        decision: 'DEADLINE',
        faultGroup: 'RECEIVER',
        reasonCode: 'RECEIVER_ABSENT',
      });
      expect(ret.returnFee).toBe(
        Math.round((Math.round(order.freightFee) * (order.productType === 'CARGO' ? 60 : 50)) / 100),
      );
    });

    it('decides many at once or none: another shipper’s parcel in the list changes nothing', async () => {
      const openOf = async (customerId: number) =>
        (
          await acrossTenants('simulator', () =>
            app.db
              .select()
              .from(orders)
              .where(
                and(
                  eq(orders.customerId, customerId),
                  inArray(orders.status, ['CREATED', 'PICKED_UP', 'IN_TRANSIT']),
                ),
              )
              .limit(1),
          )
        )[0];
      const mineOrder = await openOf(demoCustomer);
      expect(body(await hold(mineOrder.billCode, 'PHONE_UNREACHABLE')).code).toBe(1);
      const mine = await heldOf(mineOrder.billCode);
      const open = await openOf(otherCustomer);
      expect(body(await hold(open.billCode, 'REFUSED')).code).toBe(1);
      const theirs = await heldOf(open.billCode);
      const refused = body(
        await call(demo, '/problemParcel/decide', { ids: [mine.id, theirs.id], decision: 'HOLD' }),
      );
      expect(refused).toMatchObject({ code: 500, msg: `Held parcel ${theirs.id} was not found` });
      expect((await heldOf(mineOrder.billCode)).status).toBe('AWAITING_SHIPPER');
      const held = body(await call(demo, '/problemParcel/decide', { ids: [mine.id], decision: 'HOLD' }));
      expect(held.data.changed[0].status).toBe('HOLD');
      expect(Date.parse(held.data.changed[0].deadlineAt)).toBeGreaterThan(Date.now() + 71 * 3600 * 1000);
    });

    it('reminds the shipper once when a deadline is 6 hours away', async () => {
      const [waiting] = await app.db
        .select()
        .from(problemParcels)
        .where(
          and(eq(problemParcels.customerId, demoCustomer), eq(problemParcels.status, 'AWAITING_SHIPPER')),
        );
      const now = new Date();
      await app.db
        .update(problemParcels)
        .set({ deadlineAt: new Date(now.getTime() + 5 * 3600 * 1000), remindedAt: null })
        .where(and(eq(problemParcels.customerId, demoCustomer), eq(problemParcels.id, waiting.id)));
      const reminders = async () =>
        (
          await app.db
            .select()
            .from(notifications)
            .where(
              and(
                eq(notifications.customerId, demoCustomer),
                eq(notifications.titleKey, 'service.notify.deadlineSoon.title'),
              ),
            )
        ).filter((n) => n.params.billCode === waiting.billCode);
      expect(await reminders()).toHaveLength(0);
      expect((await runHeldParcelTimers(app.db, now)).reminded).toBeGreaterThan(0);
      const sent = await reminders();
      expect(sent.length).toBeGreaterThan(0);
      expect(sent[0].params).toMatchObject({ hours: 6 });
      await runHeldParcelTimers(app.db, new Date(now.getTime() + 60_000));
      expect(await reminders()).toHaveLength(sent.length);
    });

    it('lists parcels without a scan for N days and exports the inbox through the download centre', async () => {
      const stuck = body(await call(demo, '/problemParcel/stuck', {}));
      expect(stuck.code).toBe(1);
      expect(stuck.data.days).toBe(3);
      for (const row of stuck.data.records) expect(row.daysWithoutScan).toBeGreaterThanOrEqual(3);
      const exported = body(await call(demo, '/problemParcel/export', { view: 'ALL' }));
      expect(exported.code).toBe(1);
      expect(exported.data.exportId).toEqual(expect.any(Number));
    });
  });

  describe('returns', () => {
    it('lists returns with reason, fault group, fee and answer; the other shipper sees only its own', async () => {
      const { data } = body(await call(demo, '/parcelReturn/page', { size: 100 }));
      expect(data.total).toBeGreaterThan(0);
      for (const row of data.records) {
        expect(row.returnBillCode).toBe(`R${row.billCode}`);
        if (row.faultGroup === 'COURIER') expect(row.returnFee).toBe(0);
        else expect(row.returnFee).toBeGreaterThan(0);
      }
      const theirs = body(await call(other, '/parcelReturn/page', { size: 100 })).data.records;
      const mine = new Set(data.records.map((r: { id: number }) => r.id));
      expect(theirs.some((r: { id: number }) => mine.has(r.id))).toBe(false);
    });

    it('confirms receipt of a returned parcel once, and not of one still on its way', async () => {
      const { data } = body(await call(demo, '/parcelReturn/page', { size: 100, confirmation: 'PENDING' }));
      const back = data.records.find((r: { status: string }) => r.status === 'RETURNED');
      const onTheWay = data.records.find((r: { status: string }) => r.status === 'RETURNING');
      expect(body(await call(demo, '/parcelReturn/confirm', { id: back.id })).data.confirmation).toBe(
        'CONFIRMED',
      );
      expect(body(await call(demo, '/parcelReturn/confirm', { id: back.id })).msg).toBe(
        `The return of ${back.billCode} was already confirmed or rejected`,
      );
      expect(body(await call(demo, '/parcelReturn/confirm', { id: onTheWay.id })).msg).toBe(
        `The return of ${onTheWay.billCode} has not reached you yet`,
      );
      expect((await call(other, '/parcelReturn/confirm', { id: onTheWay.id })).statusCode).toBe(404);
    });

    it('rejects a return with photos: a ticket opens; wrong, too many or unknown photos change nothing', async () => {
      const { data } = body(await call(demo, '/parcelReturn/page', { size: 100, confirmation: 'PENDING' }));
      const target = data.records[0];
      const photo = await upload(demoCustomer, 'ret-photo-1.jpg', 'image/jpeg');
      const pdf = await upload(demoCustomer, 'ret-doc-1.pdf', 'application/pdf');
      const big = await upload(demoCustomer, 'ret-big.png', 'image/png', 5 * 1024 * 1024 + 1);
      const theirs = await upload(otherCustomer, 'their-photo.jpg', 'image/jpeg');
      const reject = (photos: string[]) =>
        call(demo, '/parcelReturn/reject', {
          id: target.id,
          reason: 'Penerima tidak pernah didatangi kurir',
          photos,
          contactPhone: '081210002026',
        });
      expect(body(await reject([pdf])).msg).toBe(
        'This type of attachment is not accepted (images or PDF only)',
      );
      expect(body(await reject([big])).msg).toBe('Each attachment must be at most 5 MB');
      expect(body(await reject(Array(6).fill(photo))).msg).toBe('At most 5 attachments');
      expect(body(await reject([theirs])).msg).toBe('An attachment was not found; please upload it again');
      expect(body(await reject([])).msg).toBe('Rejecting a return needs at least one photo');
      const [still] = await app.db
        .select()
        .from(parcelReturns)
        .where(and(eq(parcelReturns.customerId, demoCustomer), eq(parcelReturns.id, target.id)));
      expect(still.confirmation).toBe('PENDING');

      const done = body(await reject([photo]));
      expect(done.code).toBe(1);
      expect(done.data).toMatchObject({ confirmation: 'REJECTED', rejectionPhotos: [photo] });
      const ticket = body(await call(demo, '/workOrder/page', { ticketNo: done.data.ticketNo })).data
        .records[0];
      expect(ticket).toMatchObject({
        typeCode: 'RETURN',
        billCodes: [target.billCode],
        attachments: [photo],
      });
    });
  });

  describe('tickets', () => {
    it('offers first-level types and their second types with the SLA', async () => {
      const first = body(await call(demo, '/workOrder/firstTypes')).data;
      expect(first.map((t: { code: string }) => t.code)).toEqual(
        expect.arrayContaining(['DELIVERY', 'CONDITION', 'LOST', 'CHANGE', 'RETURN', 'PICKUP', 'BILLING']),
      );
      const change = body(await call(demo, '/workOrder/secondTypes', { typeCode: 'CHANGE' })).data;
      expect(change.find((t: { code: string }) => t.code === 'ADDRESS')).toMatchObject({ slaHours: 24 });
      const lost = body(await call(demo, '/workOrder/secondTypes', { typeCode: 'LOST' })).data;
      expect(lost[0]).toMatchObject({ slaBusinessDays: 7 });
    });

    it('opens a ticket, refuses another shipper’s waybill or an unknown type, threads replies, is answered, rated, closed', async () => {
      const ticket = {
        typeCode: 'DELIVERY',
        subtypeCode: 'DELAYED',
        billCodes: [DEMO_BILL_CODES.outForDelivery],
        description: 'Paket sudah dua hari dibawa kurir tetapi belum sampai.',
        contactPhone: '081210002026',
      };
      expect(
        body(await call(demo, '/workOrder/save', { ...ticket, billCodes: [OTHER_CUSTOMER_BILL_CODE] })).msg,
      ).toBe(`Waybill ${OTHER_CUSTOMER_BILL_CODE} was not found among your parcels`);
      expect(body(await call(demo, '/workOrder/save', { ...ticket, subtypeCode: 'ADDRESS' })).msg).toBe(
        'Ticket type DELIVERY/ADDRESS does not exist',
      );
      const created = body(await call(demo, '/workOrder/save', ticket));
      expect(created.code).toBe(1);
      expect(created.data).toMatchObject({ status: 'SUBMITTED', slaClock: 'ON_TIME', typeName: 'Delivery' });
      expect(Date.parse(created.data.resolveDueAt)).toBeGreaterThan(
        Date.parse(created.data.createdAt) + 3 * 24 * 3600 * 1000 - 1,
      );
      const id = created.data.id;
      expect((await call(other, '/workOrder/detail', { id })).statusCode).toBe(404);
      expect(body(await call(demo, '/workOrder/rate', { id, rating: 5 })).msg).toBe(
        `Ticket ${created.data.ticketNo} is not resolved yet and cannot be rated`,
      );
      const replied = body(await call(demo, '/workOrder/reply', { id, body: 'Mohon segera dicek.' }));
      expect(replied.data.thread).toHaveLength(1);

      expect(
        body(await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' })).data.answered,
      ).toBeGreaterThan(0);
      const answered = body(await call(demo, '/workOrder/detail', { id })).data;
      expect(answered.status).toBe('RESOLVED');
      expect(answered.thread.at(-1)).toMatchObject({ author: 'DESK' });
      const bell = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, demoCustomer), eq(notifications.category, 'TICKET')));
      expect(bell.some((n) => n.params.ticketNo === created.data.ticketNo)).toBe(true);

      expect(
        body(await call(demo, '/workOrder/rate', { id, rating: 4, comment: 'Cepat' })).data,
      ).toMatchObject({
        status: 'CLOSED',
        rating: 4,
      });
      const closed = body(await call(demo, '/workOrder/reply', { id, body: 'Satu lagi' }));
      expect(closed).toMatchObject({
        code: 500,
        msg: `Ticket ${created.data.ticketNo} is closed and takes no reply`,
      });
      expect(body(await call(demo, '/workOrder/detail', { id })).data.thread).toHaveLength(2);
      expect(body(await call(demo, '/workOrder/reopen', { id, reason: 'Belum selesai' })).code).toBe(500);
      expect(body(await call(demo, '/workOrder/export', {})).data.exportId).toEqual(expect.any(Number));
    });

    it('reopens a resolved ticket for the desk again', async () => {
      const [seeded] = await app.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.customerId, demoCustomer), eq(tickets.ticketNo, 'T20261120000901')));
      const reopened = body(
        await call(demo, '/workOrder/reopen', { id: seeded.id, reason: 'Paket masih belum sampai' }),
      );
      expect(reopened.data).toMatchObject({ status: 'REOPENED', reopenCount: 1 });
    });
  });

  describe('claims', () => {
    it('previews the cap with its formula; files within the cap; the desk approves', async () => {
      const order = await orderOf(DEMO_BILL_CODES.created);
      const preview = body(
        await call(demo, '/claim/capPreview', { billCode: order.billCode, claimType: 'LOST' }),
      );
      expect(preview.code).toBe(1);
      const fee = Math.round(order.freightFee);
      if (!preview.data.insured) {
        expect(preview.data.feeMultiple).toBe(fee * 10);
        expect(preview.data.cap).toBe(Math.min(fee * 10, preview.data.goodsValue ?? Infinity, 1_000_000));
        expect(preview.data.formula).toMatch(/^Uninsured: the lowest of 10x the shipping fee/);
      }
      expect(preview.data.windowOpen).toBe(true);
      const over = body(
        await call(demo, '/claim/file', {
          billCode: order.billCode,
          claimType: 'LOST',
          amountClaimed: preview.data.cap + 1,
        }),
      );
      expect(over.msg).toBe(
        `The amount claimed (${preview.data.cap + 1}) is above the cap (${preview.data.cap})`,
      );
      const filed = body(
        await call(demo, '/claim/file', {
          billCode: order.billCode,
          claimType: 'LOST',
          amountClaimed: preview.data.cap,
        }),
      );
      expect(filed.data).toMatchObject({ status: 'SUBMITTED', cap: preview.data.cap });
      expect(
        body(
          await call(demo, '/claim/file', { billCode: order.billCode, claimType: 'LOST', amountClaimed: 1 }),
        ).msg,
      ).toBe(`Waybill ${order.billCode} already has a claim`);
      await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' });
      const decided = body(await call(demo, '/claim/page', { billCode: order.billCode })).data.records[0];
      expect(decided).toMatchObject({ status: 'APPROVED', amountApproved: preview.data.cap });
      expect(body(await call(demo, '/claim/export', {})).data.exportId).toEqual(expect.any(Number));
    });

    it('refuses a claim on another shipper’s waybill, a delivered parcel as lost, and outside the window', async () => {
      const theirs = body(
        await call(demo, '/claim/file', {
          billCode: OTHER_CUSTOMER_BILL_CODE,
          claimType: 'LOST',
          amountClaimed: 1000,
        }),
      );
      expect(theirs.msg).toBe(`Waybill ${OTHER_CUSTOMER_BILL_CODE} was not found among your parcels`);
      const delivered = body(
        await call(demo, '/claim/file', {
          billCode: DEMO_BILL_CODES.delivered,
          claimType: 'LOST',
          amountClaimed: 1000,
        }),
      );
      expect(delivered.msg).toBe(
        `Waybill ${DEMO_BILL_CODES.delivered} was delivered and cannot be claimed as lost`,
      );
      const order = await orderOf(DEMO_BILL_CODES.delivered);
      await acrossTenants('simulator', () =>
        app.db
          .update(orders)
          .set({ signedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
          .where(eq(orders.id, order.id)),
      );
      const late = body(
        await call(demo, '/claim/file', {
          billCode: DEMO_BILL_CODES.delivered,
          claimType: 'DAMAGED',
          amountClaimed: 1000,
        }),
      );
      expect(late.msg).toBe(`The 7-day window to claim for waybill ${DEMO_BILL_CODES.delivered} has closed`);
      expect(body(await call(demo, '/claim/page', { billCode: DEMO_BILL_CODES.delivered })).data.total).toBe(
        0,
      );
    });
  });

  describe('dictionaries', () => {
    it('answers by category codes, the category codes, and the caller’s own customer code only', async () => {
      const dict = body(
        await get(
          app,
          '/customer-api/serviceDict/byCategoryCodes?codes=HELD_REASON,CLAIM_TYPE',
          authHeaders(demo, 'ID'),
        ),
      );
      expect(dict.data.HELD_REASON.find((e: { code: string }) => e.code === 'REFUSED')).toMatchObject({
        name: 'Ditolak penerima',
        attrs: { faultGroup: 'RECEIVER' },
      });
      expect(dict.data.CLAIM_TYPE).toHaveLength(4);
      const categories = body(
        await get(app, '/customer-api/serviceDict/categoryCodes', authHeaders(demo)),
      ).data;
      expect(categories).toEqual(
        expect.arrayContaining(['HELD_REASON', 'TICKET_TYPE', 'TICKET_SUBTYPE', 'RETURN_FEE_RATE']),
      );
      const mine = body(
        await get(app, '/customer-api/serviceDict/byCustomerCode?customerCode=C001', authHeaders(demo)),
      );
      expect(mine.data).toMatchObject({ customerCode: 'C001', noScanDays: 3 });
      expect(
        (await get(app, '/customer-api/serviceDict/byCustomerCode?customerCode=C002', authHeaders(demo)))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('permissions', () => {
    const calls: [string, object, string][] = [
      ['/problemParcel/page', {}, 'stopGodownQuiry'],
      ['/problemParcel/detail', { id: 1 }, 'stopGodownQuiry_DETAIL'],
      ['/problemParcel/stuck', {}, 'stopGodownQuiry'],
      ['/problemParcel/export', {}, 'stopGodownQuiry_EXCEL'],
      ['/problemParcel/decide', { ids: [1], decision: 'HOLD' }, 'stopGodownQuiry_EDIT'],
      ['/parcelReturn/page', {}, 'returnQuiry'],
      ['/parcelReturn/export', {}, 'returnQuiry_EXCEL'],
      ['/parcelReturn/confirm', { id: 1 }, 'returnQuiry_CHECK'],
      [
        '/parcelReturn/reject',
        { id: 1, reason: 'bukan retur', photos: [], contactPhone: '081210002026' },
        'returnQuiry_CHECK',
      ],
      ['/workOrder/page', {}, 'workOrder'],
      ['/workOrder/detail', { id: 1 }, 'workOrder_DETAIL'],
      ['/workOrder/firstTypes', {}, 'workOrder'],
      ['/workOrder/secondTypes', { typeCode: 'LOST' }, 'workOrder'],
      ['/workOrder/save', {}, 'workOrder_ADD'],
      ['/workOrder/reply', { id: 1, body: 'x' }, 'workOrder_ADD'],
      ['/workOrder/rate', { id: 1, rating: 5 }, 'workOrder_ADD'],
      ['/workOrder/reopen', { id: 1, reason: 'belum' }, 'workOrder_ADD'],
      ['/workOrder/export', {}, 'workOrder_EXCEL'],
      ['/claim/page', {}, 'workOrder'],
      ['/claim/export', {}, 'workOrder_EXCEL'],
      ['/claim/capPreview', { billCode: 'X', claimType: 'LOST' }, 'workOrder_ADD'],
      ['/claim/file', { billCode: 'X', claimType: 'LOST', amountClaimed: 1 }, 'workOrder_ADD'],
    ];

    it('refuses each call to a sub-account without its key, and lets the page key alone read only', async () => {
      for (const [url, payload] of calls)
        expect([url, (await call(demoSub, url, payload)).statusCode]).toEqual([url, 403]);
      await grantKeys(app, ['stopGodownQuiry', 'returnQuiry', 'workOrder']);
      try {
        for (const [url, payload, key] of calls) {
          const status = (await call(demoSub, url, payload)).statusCode;
          if (key.includes('_')) expect([url, status]).toEqual([url, 403]);
          else expect([url, status]).toEqual([url, 200]);
        }
      } finally {
        await grantKeys(app);
      }
    });
  });
});
