import { formatRupiahIn } from '../../i18n/money-text';
// Over 300 lines: the service calls (held parcels, returns, tickets, claims, complaints, links) over one
// booted gateway whose simulator makes the parcels; a boot per file costs more than the cases.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/core';
import { orders } from '../../db/schema/orders';
import { notifications } from '../../db/schema/notifications';
import { claims, parcelReturns, problemParcels, tickets } from '../../db/schema/service';
import { files } from '../../db/schema/widgets';
import { DEMO_BILL_CODES, OTHER_CUSTOMER_BILL_CODE } from '../../db/seed/orders-data';
import { acrossTenants } from '../../db/tenant-scope';
import { randomUUID } from 'node:crypto';
import { jakartaTimeText } from '../../lib/locale/time-text';
import { attachmentUrl } from './attachment.repo';
import { runServiceDesk } from '.';
import { runHeldParcelTimers } from './problem-parcel-effects.service';
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
      const notice = held.find((n) => n.params.billCode === DEMO_BILL_CODES.arrived);
      // the real deadline in WIB and the reason translated, not "48 hours" and a code
      expect(notice?.params).toMatchObject({
        reason: expect.objectContaining({
          en: 'Wrong or incomplete address',
          id: 'Alamat salah atau tidak lengkap',
        }),
        deadline: jakartaTimeText(Date.parse(row.deadlineAt)).slice(0, 16),
      });
      const bell = body(await call(demo, '/notification/page', { current: 1, size: 50 })).data.records;
      const shown = bell.find((n: { body: string }) => n.body.includes(DEMO_BILL_CODES.arrived));
      expect(shown.body).toMatch(
        /: Wrong or incomplete address\. Please decide what to do before \d{4}-\d{2}-\d{2} \d{2}:\d{2} WIB\.$/,
      );
      // the other shipper sees none of it
      const others = body(await call(other, '/problemParcel/page', { size: 100, view: 'ALL' })).data.records;
      expect(others.some((r: { billCode: string }) => r.billCode === DEMO_BILL_CODES.arrived)).toBe(false);
      expect(body(await call(other, '/problemParcel/detail', { id: row.id })).code).toBe(404);
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
      expect(body(await call(other, '/parcelReturn/confirm', { id: onTheWay.id })).code).toBe(404);
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
      expect(body(await call(other, '/workOrder/detail', { id })).code).toBe(404);
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

    it('checks a reply’s files as a new ticket’s: another shipper’s, a wrong type or too many change nothing; its own are kept with links', async () => {
      const created = body(
        await call(demo, '/workOrder/save', {
          typeCode: 'DELIVERY',
          subtypeCode: 'DELAYED',
          billCodes: [DEMO_BILL_CODES.outForDelivery],
          description: 'Paket belum sampai, foto menyusul.',
          contactPhone: '081210002026',
        }),
      ).data;
      const photo = await upload(demoCustomer, 'reply-photo.png', 'image/png');
      const sheet = await upload(demoCustomer, 'reply-sheet.csv', 'text/csv');
      const theirs = await upload(otherCustomer, 'reply-theirs.png', 'image/png');
      const reply = (attachments: string[]) =>
        call(demo, '/workOrder/reply', { id: created.id, body: 'Foto pagar terlampir', attachments });
      expect(body(await reply([theirs])).msg).toBe('An attachment was not found; please upload it again');
      expect(body(await reply([sheet])).msg).toBe(
        'This type of attachment is not accepted (images or PDF only)',
      );
      expect(body(await reply(Array(6).fill(photo))).msg).toBe('At most 5 attachments');
      expect(body(await call(demo, '/workOrder/detail', { id: created.id })).data.thread).toEqual([]);

      const replied = body(await reply([photo])).data;
      expect(replied.thread).toEqual([
        expect.objectContaining({
          author: 'CUSTOMER',
          body: 'Foto pagar terlampir',
          attachments: [photo],
          attachmentFiles: [
            expect.objectContaining({ key: photo, name: 'reply-photo.png', contentType: 'image/png' }),
          ],
        }),
      ]);
      // the detail signs the message's file again, for its own customer only
      const [file] = body(await call(demo, '/workOrder/detail', { id: created.id })).data.thread[0]
        .attachmentFiles;
      expect(file.url).toMatch(
        new RegExp(
          `^/customer-api/attachment/view/${photo.replace('.', '\\.')}\\?c=${demoCustomer}&exp=\\d+&sig=`,
        ),
      );
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
      // refused on the amount, naming the cap in rupiah (issue 36.6)
      expect(over.msg).toBe(
        `The amount claimed (${formatRupiahIn(preview.data.cap + 1, 'en')}) is above the cap (${formatRupiahIn(preview.data.cap, 'en')})`,
      );
      expect(over.data).toEqual([{ field: 'amountClaimed', message: over.msg }]);
      expect(preview.data.minPhotos).toBe(0);
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

  describe('ticket lifecycle, claim lifecycle, signed links', () => {
    const ticketOf = async (id: number) =>
      (await acrossTenants('simulator', () => app.db.select().from(tickets).where(eq(tickets.id, id))))[0];
    const setClaim = (id: number, values: Partial<typeof claims.$inferInsert>) =>
      acrossTenants('simulator', () => app.db.update(claims).set(values).where(eq(claims.id, id)));
    /** A stored file (bytes in the storage and its files row), as /file/upload leaves it. */
    const stored = async (customerId: number, name: string, contentType: string, data: Buffer) => {
      const key = `${randomUUID()}.${name.split('.').pop()}`;
      await app.files.storage.put(key, data, contentType);
      const [user] = await acrossTenants('seed', () =>
        app.db.select({ id: users.id }).from(users).where(eq(users.customerId, customerId)).limit(1),
      );
      await app.db
        .insert(files)
        .values({ customerId, userId: user.id, key, name, size: data.length, contentType });
      return key;
    };
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );

    it('the desk assigns before it answers; a ticket past its SLA is escalated once, heard of, and taken first', async () => {
      const created = body(
        await call(demo, '/workOrder/save', {
          typeCode: 'CHANGE',
          subtypeCode: 'ADDRESS',
          billCodes: [DEMO_BILL_CODES.outForDelivery],
          description: 'Mohon ubah alamat penerima ke kantor.',
          contactPhone: '081210002026',
        }),
      ).data;
      // one desk turn: assigned, with an agent's name, not answered yet
      await acrossTenants('simulator', () =>
        app.db.update(tickets).set({ deskDueAt: new Date() }).where(eq(tickets.id, created.id)),
      );
      await runServiceDesk(app.db, new Date(), demoCustomer);
      const assigned = body(await call(demo, '/workOrder/detail', { id: created.id })).data;
      expect(assigned).toMatchObject({ status: 'ASSIGNED', assignee: expect.stringMatching(/\(CS\)$/) });
      expect(assigned.thread).toHaveLength(0);

      // the SLA passes: the job escalates it, once, and the shipper hears of it
      await acrossTenants('simulator', () =>
        app.db
          .update(tickets)
          .set({ resolveDueAt: new Date(Date.now() - 60_000) })
          .where(eq(tickets.id, created.id)),
      );
      const jobs = body(await post(app, '/customer-api/test/service/jobs', { customerCode: 'C001' })).data;
      expect(jobs.escalated).toBeGreaterThanOrEqual(1);
      const escalated = body(await call(demo, '/workOrder/detail', { id: created.id })).data;
      expect(escalated).toMatchObject({ status: 'ESCALATED', slaClock: 'OVERDUE' });
      expect(escalated.escalatedAt).toEqual(expect.any(String));
      const listed = body(await call(demo, '/workOrder/page', { status: 'ESCALATED', size: 50 })).data;
      expect(listed.records.map((r: { id: number }) => r.id)).toContain(created.id);
      const bell = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, demoCustomer), eq(notifications.category, 'TICKET')));
      const heard = bell.filter(
        (n) =>
          n.titleKey === 'service.notify.ticketEscalated.title' && n.params.ticketNo === created.ticketNo,
      );
      expect(heard.length).toBeGreaterThan(0);
      const again = body(await post(app, '/customer-api/test/service/jobs', { customerCode: 'C001' })).data;
      expect(again.escalated).toBe(0);
      expect((await ticketOf(created.id)).status).toBe('ESCALATED');

      // the desk takes it to a supervisor and answers it
      await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' });
      const answered = body(await call(demo, '/workOrder/detail', { id: created.id })).data;
      expect(answered).toMatchObject({
        status: 'RESOLVED',
        assignee: 'Rina (Supervisor CS)',
        slaClock: 'MISSED',
      });
    });

    it('a damage claim without photos is asked for them, takes them once, is approved and paid by bank transfer', async () => {
      const order = await orderOf(DEMO_BILL_CODES.delivered);
      await acrossTenants('simulator', () =>
        app.db
          .update(orders)
          .set({ signedAt: new Date(Date.now() - 24 * 3600 * 1000) })
          .where(eq(orders.id, order.id)),
      );
      // the photo a damage claim needs is asked at filing, on its attachments (issue 36.6)
      const bare = body(
        await call(demo, '/claim/file', {
          billCode: order.billCode,
          claimType: 'DAMAGED',
          amountClaimed: 1000,
        }),
      );
      expect(bare.data).toEqual([
        {
          field: 'documents',
          message: 'add at least 1 photo(s) of the goods (or stills of the unboxing video)',
        },
      ]);
      const invoice = await stored(demoCustomer, 'faktur.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n'));
      const pdfOnly = body(
        await call(demo, '/claim/file', {
          billCode: order.billCode,
          claimType: 'DAMAGED',
          amountClaimed: 1000,
          documents: [invoice],
        }),
      );
      expect(pdfOnly.data).toEqual([
        { field: 'documents', message: expect.stringMatching(/^add at least 1/) },
      ]);
      const first = await stored(demoCustomer, 'pertama.png', 'image/png', PNG);
      const filed = body(
        await call(demo, '/claim/file', {
          billCode: order.billCode,
          claimType: 'DAMAGED',
          amountClaimed: 1000,
          documents: [first],
        }),
      ).data;
      expect(filed.status).toBe('SUBMITTED');
      // a claim whose photo was later found unusable (kept out of it here) still gets the desk's request
      await setClaim(filed.id, { documents: [] });
      const early = body(await call(demo, '/claim/addDocuments', { id: filed.id, documents: ['x.png'] }));
      expect(early.msg).toBe(`Claim ${filed.claimNo} is not waiting for documents`);

      await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' });
      const asked = body(await call(demo, '/claim/detail', { id: filed.id })).data;
      expect(asked).toMatchObject({
        status: 'INFO_REQUESTED',
        infoRequest: 'Please add photos of the damaged or missing goods (or stills of the unboxing video)',
      });
      expect(body(await call(demo, '/claim/detail', { id: filed.id }, 'ID')).data.infoRequest).toMatch(
        /^Mohon/,
      );
      const bell = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, demoCustomer), eq(notifications.category, 'CLAIM')));
      expect(bell.some((n) => n.titleKey === 'service.notify.claimInfoRequested.title')).toBe(true);

      // another shipper's claim is "not found"; a wrong file type changes nothing
      expect(
        body(await call(other, '/claim/addDocuments', { id: filed.id, documents: ['y.png'] })).code,
      ).toBe(404);
      const csv = await upload(demoCustomer, `claim-${Date.now()}.csv`, 'text/csv');
      expect(body(await call(demo, '/claim/addDocuments', { id: filed.id, documents: [csv] })).msg).toBe(
        'This type of attachment is not accepted (images or PDF only)',
      );
      expect((await call(demo, '/claim/detail', { id: filed.id })).json().data.status).toBe('INFO_REQUESTED');

      const photo = await stored(demoCustomer, 'pecah.png', 'image/png', PNG);
      const added = body(await call(demo, '/claim/addDocuments', { id: filed.id, documents: [photo] })).data;
      expect(added).toMatchObject({ status: 'UNDER_REVIEW', documents: [photo] });
      expect(added.documentFiles[0]).toMatchObject({
        key: photo,
        name: 'pecah.png',
        contentType: 'image/png',
      });
      const twice = body(await call(demo, '/claim/addDocuments', { id: filed.id, documents: [photo] }));
      expect(twice.msg).toBe(`Claim ${filed.claimNo} is not waiting for documents`);

      await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' });
      expect(body(await call(demo, '/claim/detail', { id: filed.id })).data).toMatchObject({
        status: 'APPROVED',
        amountApproved: 1000,
      });
      expect(
        body(await post(app, '/customer-api/test/service/jobs', { customerCode: 'C001' })).data.paid,
      ).toBeGreaterThan(0);
      const paid = body(await call(demo, '/claim/detail', { id: filed.id })).data;
      expect(paid).toMatchObject({ status: 'PAID', payoutReference: expect.stringMatching(/^TRF\d{16}$/) });
      expect(paid.paidAt).toEqual(expect.any(String));
      // the notification's link finds it by its number
      const linked = body(await call(demo, '/claim/page', { claimNo: filed.claimNo })).data;
      expect(linked.records.map((r: { id: number }) => r.id)).toEqual([filed.id]);
      const paidBell = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.customerId, demoCustomer), eq(notifications.category, 'CLAIM')));
      expect(
        paidBell.some(
          (n) => n.titleKey === 'service.notify.claimPaid.title' && n.params.claimNo === filed.claimNo,
        ),
      ).toBe(true);
      expect(
        body(await post(app, '/customer-api/test/service/jobs', { customerCode: 'C001' })).data.paid,
      ).toBe(0);
    });

    it('a rejected claim is appealed once within its window, and the desk decides again', async () => {
      // the claim of the lost parcel above (filed here when this test runs alone), sent back for review
      const billCode = DEMO_BILL_CODES.created;
      const [existing] = body(await call(demo, '/claim/page', { billCode })).data.records;
      const filed =
        existing ??
        body(await call(demo, '/claim/file', { billCode, claimType: 'LOST', amountClaimed: 2000 })).data;
      await setClaim(filed.id, {
        status: 'SUBMITTED',
        decidedAt: null,
        amountApproved: null,
        deskDueAt: null,
      });
      expect(body(await call(demo, '/claim/detail', { id: filed.id })).data.status).toBe('SUBMITTED');
      const notRejected = body(
        await call(demo, '/claim/appeal', { id: filed.id, reason: 'Paket benar-benar hilang' }),
      );
      expect(notRejected.msg).toBe(`Claim ${filed.claimNo} was not rejected and cannot be appealed`);
      await setClaim(filed.id, {
        status: 'REJECTED',
        decidedAt: new Date(Date.now() - 20 * 24 * 3600 * 1000),
        deskDueAt: null,
      });
      const late = body(
        await call(demo, '/claim/appeal', { id: filed.id, reason: 'Paket benar-benar hilang' }),
      );
      expect(late.msg).toBe(`The 14-day window to appeal claim ${filed.claimNo} has closed`);
      await setClaim(filed.id, { decidedAt: new Date(Date.now() - 24 * 3600 * 1000) });
      expect(
        body(await call(other, '/claim/appeal', { id: filed.id, reason: 'Paket benar-benar hilang' })).code,
      ).toBe(404);
      expect(body(await call(demo, '/claim/appeal', { id: filed.id, reason: 'short' })).code).not.toBe(1);
      const appealed = body(
        await call(demo, '/claim/appeal', {
          id: filed.id,
          reason: 'Paket benar-benar hilang di hub transit',
        }),
      ).data;
      expect(appealed).toMatchObject({
        status: 'APPEALED',
        appealReason: 'Paket benar-benar hilang di hub transit',
      });
      const again = body(
        await call(demo, '/claim/appeal', { id: filed.id, reason: 'Sekali lagi mohon dicek' }),
      );
      expect(again.msg).toBe(`Claim ${filed.claimNo} was already appealed once`);
      await post(app, '/customer-api/test/service/desk', { customerCode: 'C001' });
      expect(body(await call(demo, '/claim/detail', { id: filed.id })).data).toMatchObject({
        status: 'APPROVED',
        amountApproved: filed.amountClaimed,
      });
      await setClaim(filed.id, { status: 'REJECTED' });
      expect(
        body(await call(demo, '/claim/appeal', { id: filed.id, reason: 'Paket benar-benar hilang' })).msg,
      ).toBe(`Claim ${filed.claimNo} was already appealed once`);
    });

    it('serves attachments through signed links: refused when tampered, expired or of another tenant', async () => {
      const photo = await stored(demoCustomer, 'bukti foto.png', 'image/png', PNG);
      const created = body(
        await call(demo, '/workOrder/save', {
          typeCode: 'DELIVERY',
          subtypeCode: 'DELAYED',
          billCodes: [DEMO_BILL_CODES.outForDelivery],
          description: 'Paket terlambat, foto terlampir.',
          attachments: [photo],
          contactPhone: '081210002026',
        }),
      ).data;
      const link = created.attachmentFiles[0];
      expect(link).toMatchObject({ key: photo, name: 'bukti foto.png', contentType: 'image/png' });
      const served = await get(app, link.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['content-disposition']).toContain('inline; filename="bukti foto.png"');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const replied = body(
        await call(demo, '/workOrder/reply', { id: created.id, body: 'Foto lagi', attachments: [photo] }),
      );
      expect(replied.data.thread[0].attachmentFiles[0].url).toContain('/customer-api/attachment/view/');

      const url = new URL(link.url, 'http://gateway');
      const sig = url.searchParams.get('sig')!;
      url.searchParams.set('sig', `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`);
      const tampered = await get(app, `${url.pathname}${url.search}`);
      expect(body(tampered).code).toBe(403);
      expect(body(tampered).msg).toBe('This file link is not valid');

      const otherTenant = new URL(link.url, 'http://gateway');
      otherTenant.searchParams.set('c', String(otherCustomer));
      expect(body(await get(app, `${otherTenant.pathname}${otherTenant.search}`)).msg).toBe(
        'This file link is not valid',
      );
      // a genuine signature for the other customer does not open the demo shipper's file
      const signer = app.files.signer;
      const forOther = attachmentUrl(signer, otherCustomer, photo, 60);
      expect(body(await get(app, forOther)).code).toBe(403);

      const past = signer.withClock(() => Date.now() - 3600_000);
      const expired = attachmentUrl(past, demoCustomer, photo, 60);
      const refused = await get(app, expired, { language: 'ID' });
      expect(body(refused).code).toBe(403);
      expect(body(refused).msg).toBe('Tautan berkas ini sudah kedaluwarsa; muat ulang halaman dan coba lagi');
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
        body(await get(app, '/customer-api/serviceDict/byCustomerCode?customerCode=C002', authHeaders(demo)))
          .code,
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
        expect([url, body(await call(demoSub, url, payload)).code]).toEqual([url, 403]);
      await grantKeys(app, ['stopGodownQuiry', 'returnQuiry', 'workOrder']);
      try {
        for (const [url, payload, key] of calls) {
          // refused by the gate (code 403), or through it (whatever the call then answers)
          const answer = await call(demoSub, url, payload);
          const status = answer.statusCode === 200 && body(answer).code === 403 ? 403 : answer.statusCode;
          if (key.includes('_')) expect([url, status]).toEqual([url, 403]);
          else expect([url, status]).toEqual([url, 200]);
        }
      } finally {
        await grantKeys(app);
      }
    });
  });
});
